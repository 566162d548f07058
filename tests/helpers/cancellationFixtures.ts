// Cancellations a test arranges for itself: a booking under one of the demo's policies with its lodging nights,
// its booking fee and other charges, and the wizard's calls (select an option, preview, complete, reverse).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accommodationCharges, charges, products, registers } from '../../server/db/schema';
import { addDays } from '../../src/domain/dates';
import type { BookingSuite } from './suite';
import { TEST_TODAY } from './testApp';
import { call } from './api';

/** The demo's policies (server/demo/site.ts POLICY). */
export const POLICY = { flexible: 1, standard: 2, season: 3 } as const;
export const FEE = 4900;
export const CASH = 1;
export const BANKGIRO = 7;
export const BANKGIRO_ACCOUNT = 7;

let n = 0;
export const ckey = (label = 'cx') => `${label}-${process.pid}-${++n}-${Math.random().toString(36).slice(2, 8)}`;

export interface CancellationSetup {
  policy: number;
  /** Days from TEST_TODAY to the check-in (negative: a no-show). */
  daysBefore: number;
  /** One lodging charge per night at this price (öre). */
  nights?: number[];
  /** The booking fee as a fee charge (4900). */
  fee?: boolean;
  /** Other charges: a product by name and its price per unit. */
  extras?: { name: string; price: number; quantity?: number }[];
  email?: string | null;
}

export function cancellationKit(s: BookingSuite) {
  const productIds = new Map<string, number>();
  async function productId(name: string) {
    if (!productIds.has(name)) {
      const [p] = await s.db.select().from(products).where(eq(products.name, name));
      productIds.set(name, p.id);
    }
    return productIds.get(name)!;
  }

  async function booking(setup: CancellationSetup) {
    const p = await s.fx.position();
    const c = await s.fx.customer(setup.email === undefined ? {} : { email: setup.email });
    const nights = setup.nights ?? [30000, 30000, 30000];
    const checkIn = addDays(TEST_TODAY, setup.daysBefore);
    const b = await s.fx.booking({
      positionId: p.id,
      customerId: c.id,
      checkIn,
      checkOut: addDays(checkIn, Math.max(1, nights.length)),
      cancellationPolicyId: setup.policy,
      bookingFee: setup.fee === false ? null : FEE,
    });
    const lodging = nights.length
      ? await s.db
          .insert(accommodationCharges)
          .values(
            nights.map((price, i) => ({
              bookingId: b.id,
              positionId: p.id,
              start: addDays(checkIn, i),
              end: addDays(checkIn, i + 1),
              nights: 1,
              price,
              originalPrice: price,
            })),
          )
          .returning()
      : [];
    const other = [];
    if (setup.fee !== false)
      other.push({ productId: await productId('Bokningsavgift'), price: FEE, quantity: 1000, feeKey: 'booking_fee' });
    for (const e of setup.extras ?? [])
      other.push({ productId: await productId(e.name), price: e.price, quantity: e.quantity ?? 1000, feeKey: null });
    const chargeRows = other.length
      ? await s.db
          .insert(charges)
          .values(other.map((o) => ({ ...o, bookingId: b.id, originalPrice: o.price, status: 'parked' })))
          .returning()
      : [];
    return { booking: b, customer: c, position: p, lodging, charges: chargeRows };
  }

  const select = (bookingId: number, option_id: string) =>
    s.post('booking-cancellations/select-option', { booking_id: bookingId, option_id });
  const preview = (bookingId: number, manual?: { refund_amount: number; title?: string }[]) =>
    s.post('booking-cancellations/get-preview', {
      booking_id: bookingId,
      ...(manual ? { manual_specification: manual } : {}),
    });
  const complete = (
    bookingId: number,
    payable_amount: number,
    client_key = ckey('complete'),
    manual?: { refund_amount: number; title?: string }[],
  ) =>
    s.post('booking-cancellations/complete-cancellation', {
      booking_id: bookingId,
      client_key,
      payable_amount,
      ...(manual ? { manual_specification: manual } : {}),
    });
  const reverse = (bookingId: number) =>
    s.post('booking-cancellations/reverse-cancellation', { booking_id: bookingId });

  /** Selects the option, reads the preview and completes with its payable: the desk's whole path. */
  async function cancel(bookingId: number, option = 'policy') {
    expect((await select(bookingId, option)).status).toBe(200);
    const shown = await preview(bookingId);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const done = await complete(bookingId, shown.body.data.preview.payable_amount);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return { shown: shown.body.data, done: done.body.data };
  }

  /** Pays the booking's whole cart at the till in cash (register 1 opened first). */
  async function payAtTill(bookingId: number) {
    await s.db
      .update(registers)
      .set({ openedAt: new Date('2026-07-15T07:00:00Z') })
      .where(eq(registers.id, 1));
    const cart = (await s.get(`bookings/${bookingId}/cart`)).body.data;
    const owed = [...cart.charges, ...cart.accommodation_charges].reduce((t: number, r: any) => t + r.total, 0);
    const res = await call(s.app, 'POST', 'demo', 'sales/initiate', {
      token: s.token,
      body: {
        register_id: 1,
        customer_credit_amount: 0,
        items: [],
        should_check_out: false,
        payment_method_id: CASH,
        amount: Math.round(owed / 100) * 100,
        booking_id: bookingId,
      },
      headers: { 'idempotency-key': ckey('till') },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return owed;
  }

  return { booking, select, preview, complete, reverse, cancel, payAtTill, productId };
}
