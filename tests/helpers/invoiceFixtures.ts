// Invoices a test arranges for itself: a booking with lodging nights and free lines, invoiced through
// POST invoices/create as the desk does, and payments put on an invoice through the ledger.
import { randomBytes } from 'node:crypto';
import { accommodationCharges, type customers, paymentApplications, payments } from '../../server/db/schema';
import { refreshInvoice } from '../../server/invoices/ledger';
import type { InvoiceDetail } from '../../src/contracts/invoices';
import { addDays } from '../../src/domain/dates';
import type { BookingSuite } from './suite';
import { TEST_NOW } from './testApp';

type CustomerInsert = typeof customers.$inferInsert;

export const BANKGIRO_METHOD = 7;
export const newKey = (label = 'k') => `${label}-${randomBytes(6).toString('hex')}`;

export interface InvoiceSetup {
  /** Free lines: product id, quantity in thousandths, price in öre (default the product's). */
  items?: {
    product_id: number;
    quantity?: number;
    price?: number;
    discount_type?: 'none' | 'fixed' | 'flat' | 'percent';
    discount_value?: number;
  }[];
  /** One lodging night per price (öre), 12 % VAT. */
  lodging?: number[];
  customer?: Partial<CustomerInsert>;
  /** Payment term id; default 4 ('30 dagar'). */
  term?: number;
}

/** A booking with its lines, invoiced with POST invoices/create; answers the invoice and its owners. */
export async function createdInvoice(s: BookingSuite, setup: InvoiceSetup = {}) {
  const p = await s.fx.position();
  const c = await s.fx.customer(setup.customer ?? {});
  const nights = setup.lodging ?? [];
  // One lodging row per night of the stay (a night is charged once: migration 0016), at least three nights.
  const checkIn = '2026-07-20';
  const checkOut = addDays(checkIn, Math.max(3, nights.length));
  const b = await s.fx.booking({ positionId: p.id, customerId: c.id, checkIn, checkOut });
  if (nights.length) {
    await s.db.insert(accommodationCharges).values(
      nights.map((price, i) => ({
        bookingId: b.id,
        positionId: p.id,
        start: addDays(checkIn, i),
        end: addDays(checkIn, i + 1),
        nights: 1,
        price,
      })),
    );
  }
  const res = await s.post('invoices/create', {
    client_key: newKey('inv'),
    payment_term_id: setup.term ?? 4,
    booking_id: b.id,
    items: setup.items ?? [],
  });
  if (res.status !== 200) throw new Error(`invoices/create: ${res.status} ${JSON.stringify(res.body)}`);
  return { invoice: res.body.data.invoice as InvoiceDetail, booking: b, customer: c, position: p };
}

/** A confirmed bankgiro payment of `amount` öre applied to the invoice, the sums refreshed as the ledger does. */
export async function payOnInvoice(s: BookingSuite, invoiceId: number, customerId: number, amount: number) {
  await s.db.transaction(async (tx) => {
    const [pay] = await tx
      .insert(payments)
      .values({ paymentMethodId: BANKGIRO_METHOD, amount, paidAt: TEST_NOW, customerId, createdAt: TEST_NOW })
      .returning();
    await tx
      .insert(paymentApplications)
      .values({ paymentId: pay.id, invoiceId, paidAmount: amount, appliedAt: TEST_NOW });
    await refreshInvoice(tx, invoiceId, TEST_NOW);
  });
}
