// Issue 13: a booking's 'Avgifter' (GET bookings/:id/charges, bookings.md 2): its other charges and its lodging,
// each with the line total the till and the invoice sell it at and where it stands: 'invoiced' with the invoice
// that took it, 'paid' once a receipt took it, otherwise 'parked'. The totals agree with the invoice's and the
// receipt's lines to the öre.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { bookingSuite } from '../helpers/suite';
import { call } from '../helpers/api';
import { accommodationCharges, charges, products, registers, salesItems } from '../../server/db/schema';
import { bookingCharges } from '../../src/contracts/documents';
import { roundCashOre } from '../../src/domain/money';
import { INPUT_TEXTS } from '../../src/domain/input';

type Answer = z.output<typeof bookingCharges.response>;

const s = bookingSuite();
const TERM_10_DAYS = 3;
const CASH = 1;
let milk: typeof products.$inferSelect;
let fee: typeof products.$inferSelect;

const chargesOf = async (id: number): Promise<Answer> => {
  const res = await s.get(`bookings/${id}/charges`);
  expect(res.body.error_message).toBeNull();
  expect(res.status).toBe(200);
  const parsed = bookingCharges.response.safeParse(res.body.data);
  expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
  return res.body.data;
};
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

beforeAll(async () => {
  [milk] = await s.db.select().from(products).where(eq(products.name, 'Mjölk 1,5 l'));
  [fee] = await s.db.select().from(products).where(eq(products.name, 'Bokningsavgift'));
  await s.db
    .update(registers)
    .set({ openedAt: new Date('2026-07-15T07:00:00Z') })
    .where(eq(registers.id, 1));
});

/** A booking with two lodging lines (one 12,5 % off: an öre sum), the booking fee and 3 milk at 10 % off. */
async function bookingWithCharges() {
  const p = await s.fx.position();
  const customer = await s.fx.customer();
  const b = await s.fx.booking({
    positionId: p.id,
    customerId: customer.id,
    checkIn: '2026-07-20',
    checkOut: '2026-07-23',
  });
  const acc = await s.db
    .insert(accommodationCharges)
    .values([
      {
        bookingId: b.id,
        positionId: p.id,
        start: '2026-07-20',
        end: '2026-07-22',
        nights: 2,
        price: 78_000,
        originalPrice: 78_000,
        discountType: 'percent',
        discountValue: 1250,
      },
      { bookingId: b.id, positionId: p.id, start: '2026-07-22', end: '2026-07-23', nights: 1, price: 39_000 },
      // Removed lodging is not shown.
      {
        bookingId: b.id,
        positionId: p.id,
        start: '2026-07-23',
        end: '2026-07-24',
        nights: 1,
        price: 39_000,
        deletedAt: new Date('2026-07-01T10:00:00Z'),
      },
    ])
    .returning();
  const [feeCharge] = await s.db
    .insert(charges)
    .values({ bookingId: b.id, productId: fee.id, quantity: 1000, price: fee.price, originalPrice: fee.price })
    .returning();
  const [milkCharge] = await s.db
    .insert(charges)
    .values({
      bookingId: b.id,
      productId: milk.id,
      quantity: 3000,
      price: 2390,
      originalPrice: 2390,
      discountType: 'percent',
      discountValue: 1000,
      caption: 'Till stugan',
    })
    .returning();
  return { b, p, acc, feeCharge, milkCharge };
}

describe('GET bookings/:id/charges', () => {
  it("shows every line 'parked' with the cart's totals, then 'invoiced' with its invoice, then 'paid'", async () => {
    const { b, p, acc, feeCharge, milkCharge } = await bookingWithCharges();

    // Before anything is sold: the lines and totals the till's cart has, to the öre (oldest first).
    const before = await chargesOf(b.id);
    expect(before.charges.map((c) => c.id)).toEqual([feeCharge.id, milkCharge.id]);
    const cart = (await s.get(`bookings/${b.id}/cart`)).body.data;
    expect(before.charges.map((c) => [c.id, c.status, c.total, c.invoice_number])).toEqual(
      cart.charges.map((c: any) => [c.id, 'parked', c.total, null]),
    );
    expect(before.accommodation_charges.map((a) => [a.id, a.status, a.total])).toEqual(
      cart.accommodation_charges.map((a: any) => [a.id, 'parked', a.total]),
    );
    // 780,00 less 12,5 % = 682,50; 3 × (23,90 less 2,39) = 64,53.
    expect(before.accommodation_charges.map((a) => a.total)).toEqual([68_250, 39_000]);
    expect(byId(before.charges).get(milkCharge.id)).toMatchObject({
      product: { id: milk.id, name: milk.name, gui_color: milk.guiColor },
      quantity: 3000,
      price: 2390,
      discount_type: 'percent',
      discount_value: 1000,
      total: 6453,
      caption: 'Till stugan',
      receipt_id: null,
      invoice_id: null,
    });
    expect(before.accommodation_charges[0]).toEqual({
      id: acc[0].id,
      start: '2026-07-20',
      end: '2026-07-22',
      nights: 2,
      price: 78_000,
      original_price: 78_000,
      discount_type: 'percent',
      discount_value: 1250,
      total: 68_250,
      position: { id: p.id, full_name: p.fullName },
      status: 'parked',
      invoice: null,
    });

    // Part of it invoiced: the fee and the first lodging line.
    const created = await s.post('invoices/create', {
      client_key: `booking-charges-${b.id}`,
      payment_term_id: TERM_10_DAYS,
      booking_id: b.id,
      charge_ids: [feeCharge.id],
      accommodation_charge_ids: [acc[0].id],
    });
    expect(created.body.error_message).toBeNull();
    const inv = created.body.data.invoice;
    const invoiced = await chargesOf(b.id);
    const feeRow = byId(invoiced.charges).get(feeCharge.id)!;
    const milkRow = byId(invoiced.charges).get(milkCharge.id)!;
    expect([feeRow.status, feeRow.invoice_id, feeRow.invoice_number]).toEqual(['invoiced', inv.id, inv.invoice_number]);
    expect([milkRow.status, milkRow.invoice_id, milkRow.invoice_number]).toEqual(['parked', null, null]);
    expect(invoiced.accommodation_charges.map((a) => [a.id, a.status, a.invoice])).toEqual([
      [acc[0].id, 'invoiced', { id: inv.id, invoice_number: inv.invoice_number }],
      [acc[1].id, 'parked', null],
    ]);
    // The invoiced rows' totals are the invoice's lines, and with its rounding its total.
    const lines = await s.db.select().from(salesItems).where(eq(salesItems.invoiceId, inv.id));
    expect(lines.find((l) => l.chargeId === feeCharge.id)?.sale).toBe(feeRow.total);
    expect(lines.find((l) => l.accommodationChargeId === acc[0].id)?.sale).toBe(
      invoiced.accommodation_charges[0].total,
    );
    expect(feeRow.total + invoiced.accommodation_charges[0].total + inv.rounding).toBe(inv.total);

    // The rest sold at the till in cash: those lines are paid, at the receipt's amounts.
    const rest = milkRow.total + invoiced.accommodation_charges[1].total;
    const sale = await call(s.app, 'POST', 'demo', 'sales/initiate', {
      token: s.token,
      body: {
        register_id: 1,
        customer_credit_amount: 0,
        payment_method_id: CASH,
        amount: roundCashOre(rest),
        booking_id: b.id,
      },
      headers: { 'idempotency-key': `booking-charges-sale-${b.id}` },
    });
    expect(sale.body.error_message).toBeNull();
    const receipt = sale.body.data.receipt;
    const after = await chargesOf(b.id);
    expect(after.charges.map((c) => [c.id, c.status, c.receipt_id, c.invoice_number])).toEqual([
      [feeCharge.id, 'invoiced', null, inv.invoice_number],
      [milkCharge.id, 'paid', receipt.id, null],
    ]);
    expect(after.accommodation_charges.map((a) => [a.id, a.status])).toEqual([
      [acc[0].id, 'invoiced'],
      [acc[1].id, 'paid'],
    ]);
    const sold = await s.db.select().from(salesItems).where(eq(salesItems.receiptId, receipt.id));
    expect(sold.find((l) => l.chargeId === milkCharge.id)?.sale).toBe(milkRow.total);
    expect(sold.find((l) => l.accommodationChargeId === acc[1].id)?.sale).toBe(after.accommodation_charges[1].total);
    expect(sold.reduce((t, l) => t + l.sale, 0)).toBe(rest);

    // Every line is either on the invoice or on the receipt, so together they are what the booking sold.
    const all = [...after.charges, ...after.accommodation_charges].reduce((t, l) => t + l.total, 0);
    expect(all).toBe(inv.total - inv.rounding + rest);
  });

  it('shows no removed charge and an empty booking as two empty lists', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-08-01', checkOut: '2026-08-02' });
    expect(await chargesOf(b.id)).toEqual({ charges: [], accommodation_charges: [] });
    await s.db
      .insert(charges)
      .values({ bookingId: b.id, productId: milk.id, quantity: 1000, price: 2390, deletedAt: new Date() });
    expect((await chargesOf(b.id)).charges).toEqual([]);
  });

  it("answers 404 'Bokningen finns inte.' for an unknown booking and a Swedish 422 for an id that is no number", async () => {
    const missing = await s.get('bookings/999999/charges');
    expect([missing.status, missing.body.error_message]).toEqual([404, 'Bokningen finns inte.']);
    const bad = await s.get('bookings/abc/charges');
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.id).toEqual([INPUT_TEXTS.id]);
  });

  it('is read by every level that reads bookings, the cashier too', async () => {
    const p = await s.fx.position();
    const b = await s.fx.booking({ positionId: p.id, checkIn: '2026-08-03', checkOut: '2026-08-04' });
    expect((await s.get(`bookings/${b.id}/charges`, undefined, s.kassa)).status).toBe(200);
  });
});
