// Customer credit at the till (POST sales/initiate customer_credit_amount) and the grand totals'
import { controlCode } from '../helpers/controlCode';
// one owner (the X/Z report: previous Z + the period's registered receipts).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { call } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { charges, customerCreditEntries, products, registers } from '../../server/db/schema';

const s = bookingSuite();
const CASH = 1;
const CARD = 2;
const UNIT = 'SIM-CU-0001';
let milk: typeof products.$inferSelect; // 23,90 kr
let keyN = 0;

const initiate = (body: Record<string, unknown>) =>
  call(s.app, 'POST', 'demo', 'sales/initiate', {
    token: s.token,
    body: { register_id: 1, customer_credit_amount: 0, ...body },
    headers: { 'idempotency-key': `credit-${++keyN}` },
  });
const balance = async (customerId: number) =>
  (await s.get('customer-credit/customer', { customerId: String(customerId) })).body.data.customer_credit
    .customerCredit as number;
const xReport = async () => (await s.get('register/report', { registerId: '1' })).body.data.report.totals;

/** A checked-in booking with 3 × 23,90 = 71,70 kr unpaid, its customer holding `credit` öre. */
async function bookingWithCredit(credit: number) {
  const customer = await s.fx.customer();
  const p = await s.fx.position();
  const b = await s.fx.booking({
    positionId: p.id,
    customerId: customer.id,
    checkIn: '2026-07-14',
    checkOut: '2026-07-16',
  });
  await s.db.insert(charges).values({ bookingId: b.id, productId: milk.id, quantity: 3000, price: 2390 });
  if (credit)
    await s.db
      .insert(customerCreditEntries)
      .values({ customerId: customer.id, date: '2026-07-01', amount: credit, text: 'Tillgodo' });
  return { booking: b, customer };
}

beforeAll(async () => {
  [milk] = await s.db.select().from(products).where(eq(products.name, 'Mjölk 1,5 l'));
  await s.db
    .update(registers)
    .set({ openedAt: new Date('2026-07-15T07:00:00Z') })
    .where(eq(registers.id, 1));
});

describe('customer credit at the till', () => {
  it('pays all of a booking with credit: amount 0, no drawer, the balance goes down by what was used', async () => {
    const { booking, customer } = await bookingWithCredit(10_000);
    const res = await initiate({
      payment_method_id: CASH,
      amount: 0,
      customer_credit_amount: 7170,
      booking_id: booking.id,
    });
    expect(res.status).toBe(200);
    const r = res.body.data.receipt;
    expect(r).toMatchObject({
      receipt_status: 'awaiting_signature',
      total: 7170,
      rounding: 0,
      should_open_drawer: false,
    });
    expect(r.receipt_payments.map((x: any) => [x.payment_method.name, x.paid_amount])).toEqual([['Tillgodo', 7170]]);
    expect(await balance(customer.id)).toBe(10_000 - 7170);
    const signed = await s.post('sales/sign-receipt', {
      receipt_id: r.id,
      control_data: { code: controlCode('CREDIT-1'), manufacturing_number: UNIT },
    });
    expect(signed.body.data.receipt.receipt_status).toBe('awaiting_delivery');
  });

  it('pays part with credit and the rest in cash, rounded after the credit', async () => {
    const { booking, customer } = await bookingWithCredit(2000);
    // 71,70 − 20,00 = 51,70 → 52,00 kr in cash.
    const res = await initiate({
      payment_method_id: CASH,
      amount: 5200,
      customer_credit_amount: 2000,
      booking_id: booking.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.receipt).toMatchObject({ total: 7200, rounding: 30, should_open_drawer: true });
    expect(res.body.data.receipt.receipt_payments.map((x: any) => x.paid_amount)).toEqual([5200, 2000]);
    expect(await balance(customer.id)).toBe(0);
  });

  it('refuses credit above the balance, above the total, without a customer, or with a wrong rest; nothing changes', async () => {
    const { booking, customer } = await bookingWithCredit(5000);
    const digest = await databaseDigest(s.db);
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { payment_method_id: CARD, amount: 1170, customer_credit_amount: 6000, booking_id: booking.id },
        'credit_insufficient',
        'customer_credit_amount',
        'Kunden har bara 50,00 kr tillgodo.',
      ],
      [
        { payment_method_id: CARD, amount: 0, customer_credit_amount: 8000, booking_id: booking.id },
        'credit_too_large',
        'customer_credit_amount',
        'Tillgodo kan inte vara mer än summan att betala.',
      ],
      [
        { payment_method_id: CASH, amount: 0, customer_credit_amount: 2390, items: [{ product_id: milk.id }] },
        'no_customer',
        'customer_credit_amount',
        'Tillgodo kan bara användas när kunden är känd.',
      ],
      [
        { payment_method_id: CASH, amount: 2170, customer_credit_amount: 5000, booking_id: booking.id },
        'amount_mismatch',
        'amount',
        'Beloppet stämmer inte med summan att betala (22,00 kr).',
      ],
    ];
    for (const [body, code, field, message] of cases) {
      const res = await initiate(body);
      expect([res.status, res.body.error_code], code).toEqual([422, code]);
      expect(res.body.data.errors[field][0].replace(/\u00a0/g, ' ')).toBe(message);
    }
    expect(await databaseDigest(s.db)).toEqual(digest);
    expect(await balance(customer.id)).toBe(5000);
  });
});

describe('grand totals have one owner: the report', () => {
  it('signing leaves the register alone; the X report counts a registered receipt once; each Z = previous Z + its day', async () => {
    const [before] = await s.db.select().from(registers).where(eq(registers.id, 1));
    const x0 = await xReport();
    const r = (await initiate({ payment_method_id: CASH, amount: 2400, items: [{ product_id: milk.id }] })).body.data
      .receipt;
    // Registered (serial) but not yet signed: the X report already has it.
    expect((await xReport()).grandTotals.sales).toBe(x0.grandTotals.sales + 2400);
    await s.post('sales/sign-receipt', {
      receipt_id: r.id,
      control_data: { code: controlCode('GT-1'), manufacturing_number: UNIT },
    });
    expect((await xReport()).grandTotals.sales).toBe(x0.grandTotals.sales + 2400);
    const [signed] = await s.db.select().from(registers).where(eq(registers.id, 1));
    expect([signed.grandTotalSales, signed.grandTotalReturns]).toEqual([
      before.grandTotalSales,
      before.grandTotalReturns,
    ]);

    const z1 = (await s.post('register/close', { id: 1, counted_cash: 0 })).body.data.report;
    expect(z1.type).toBe('z');
    // The first Z starts from the register's own columns (0 on the demo register).
    expect(z1.totals.grandTotals).toEqual({
      sales: before.grandTotalSales + z1.totals.sales.amount,
      returns: before.grandTotalReturns + z1.totals.returns.amount,
      net: before.grandTotalSales + z1.totals.sales.amount - before.grandTotalReturns - z1.totals.returns.amount,
    });
    const [mirrored] = await s.db.select().from(registers).where(eq(registers.id, 1));
    expect([mirrored.grandTotalSales, mirrored.grandTotalReturns]).toEqual([
      z1.totals.grandTotals.sales,
      z1.totals.grandTotals.returns,
    ]);

    // Day two: one more sale, signed only after the close; the Z of day two still counts it exactly once.
    expect((await s.post('register/open', { id: 1, payload: { float_amount: 0 } })).status).toBe(200);
    const late = (
      await initiate({ payment_method_id: CASH, amount: 4800, items: [{ product_id: milk.id, quantity: 2000 }] })
    ).body.data.receipt;
    const z2 = (await s.post('register/close', { id: 1, counted_cash: 4800 })).body.data.report;
    await s.post('sales/sign-receipt', {
      receipt_id: late.id,
      control_data: { code: controlCode('GT-2'), manufacturing_number: UNIT },
    });
    expect(z2.totals.sales).toEqual({ count: 1, amount: 4800 });
    expect(z2.totals.grandTotals).toEqual({
      sales: z1.totals.grandTotals.sales + 4800,
      returns: z1.totals.grandTotals.returns,
      net: z1.totals.grandTotals.net + 4800,
    });
    const [after] = await s.db.select().from(registers).where(eq(registers.id, 1));
    expect([after.grandTotalSales, after.grandTotalReturns]).toEqual([
      z2.totals.grandTotals.sales,
      z2.totals.grandTotals.returns,
    ]);
    // The next X report starts where the last Z ended.
    expect((await xReport()).grandTotals).toEqual(z2.totals.grandTotals);
  });
});
