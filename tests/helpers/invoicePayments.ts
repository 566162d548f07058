// What the invoice-payment API tests share: invoices made through POST invoices/create (free lines for a
// fresh customer), credit given to a customer, the terminal simulator's pace, and a look at the money rows.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BookingSuite } from './suite';
import { queryRows } from '../../server/db/client';
import { customerCreditEntries, products, simulatedTerminalLog } from '../../server/db/schema';
import { terminalSimulator } from '../../server/sales/terminalSimulator';

export const CASH = 1;
export const CARD = 2;
export const SWISH = 3;
export const CREDIT_METHOD = 4;
export const INVOICING = 5;
export const LINK = 6;
export const BANKGIRO = 7;
/** payment_method_accounts of the demo: cash 1910, card 1580, Swish 1930, bankgiro 1930 and 1940. */
export const ACCOUNT = { cash: 1, card: 2, swish: 3, credit: 4, invoicing: 5, link: 6, bankgiro: 7, bankgiro2: 8 };

let keyN = 0;
export const key = (prefix = 'pay') => `${prefix}-${process.pid}-${++keyN}-${Math.random().toString(36).slice(2, 8)}`;

export function invoiceKit(s: BookingSuite) {
  const sim = () => terminalSimulator(s.app.services);
  let productId = 0;

  async function product() {
    if (!productId) [{ id: productId }] = await s.db.select().from(products).where(eq(products.name, 'Mjölk 1,5 l'));
    return productId;
  }

  /** An invoice of one free line of `price` öre (whole kronor: no rounding) for a fresh or given customer. */
  async function invoice(price: number, customerId?: number) {
    const customer = customerId ?? (await s.fx.customer()).id;
    const res = await s.post('invoices/create', {
      client_key: key('inv'),
      payment_term_id: 4,
      customer_id: customer,
      items: [{ product_id: await product(), quantity: 1000, price }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.invoice as { id: number; invoice_number: number; total: number; customer_id: number };
  }

  async function credit(customerId: number, amount: number) {
    await s.db
      .insert(customerCreditEntries)
      .values({ customerId, date: '2026-07-01', amount, text: 'Tillgodo (test)' });
  }

  async function balance(customerId: number): Promise<number> {
    const res = await s.get('customer-credit/customer', { customerId: String(customerId) });
    return res.body.data.customer_credit.customerCredit;
  }

  async function entries(customerId: number) {
    return s.db
      .select()
      .from(customerCreditEntries)
      .where(and(eq(customerCreditEntries.customerId, customerId), isNull(customerCreditEntries.deletedAt)))
      .orderBy(customerCreditEntries.id);
  }

  async function show(id: number) {
    const res = await s.get(`invoices/${id}`);
    expect(res.status).toBe(200);
    return res.body.data.invoice;
  }

  /** Live payments of a customer (any state), oldest first. */
  async function paymentsOf(customerId: number) {
    return queryRows<{ id: number; amount: number; transaction_status: string; deleted_at: string | null }>(
      s.db,
      sql`select id, amount, transaction_status, deleted_at, refunded_at, refund_of_payment_id, client_key,
            terminal_order, payment_method_id from payments where customer_id = ${customerId} order by id`,
    );
  }

  /** Waits until the terminal has written the transaction into its journal (it was really asked). */
  async function terminalAsked(reference: string) {
    for (let i = 0; i < 300; i++) {
      const rows = await s.db.select().from(simulatedTerminalLog).where(eq(simulatedTerminalLog.reference, reference));
      if (rows.length) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the terminal was never asked');
  }

  return { sim, invoice, credit, balance, entries, show, paymentsOf, terminalAsked, product };
}
