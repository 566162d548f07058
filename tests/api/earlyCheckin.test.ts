// Issue 10 "Early check-in double-books a pitch": an early arrival is an explicit change of the
// booking (dates and price), a check-in date is a real, offered date, and no stay overlaps another.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEST_TODAY } from '../helpers/testApp';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { syncedBookings } from '../helpers/api';
import { accommodationCharges, bookings } from '../../server/db/schema';
import { addDays } from '../../src/domain/dates';
import { earlyUnconfirmedText } from '../../src/domain/checkinDate';

const s = bookingSuite();
const digest = () => databaseDigest(s.db);
const NIGHT = 39_000;

/** A booking on a fresh position with one lodging charge of NIGHT per night. */
async function stay(positionId: number, checkIn: string, checkOut: string) {
  const b = await s.fx.booking({ positionId, checkIn, checkOut });
  const nights = (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;
  await s.db.insert(accommodationCharges).values({
    bookingId: b.id,
    positionId,
    start: checkIn,
    end: checkOut,
    nights,
    price: nights * NIGHT,
    originalPrice: nights * NIGHT,
  });
  return b;
}
const preview = (id: number) => s.get('bookings/early-checkin-preview', { booking_id: String(id) });
const checkIn = (body: Record<string, unknown>) => s.post('bookings/check-in', body);

describe('early check-in (a booking whose check-in is in the future)', () => {
  it('is refused without the explicit choice, whatever date is sent', async () => {
    const p = await s.fx.position();
    const b = await stay(p.id, '2026-07-18', '2026-07-20');
    const before = await digest();
    const plain = await checkIn({ booking_id: b.id });
    expect([plain.status, plain.body.error_code]).toEqual([422, 'check_in_in_future']);
    const today = await checkIn({ booking_id: b.id, check_in_date: TEST_TODAY });
    expect([today.status, today.body.error_code, today.body.error_message]).toEqual([
      422,
      'early_check_in_not_confirmed',
      earlyUnconfirmedText('2026-07-18'),
    ]);
    expect(await digest()).toEqual(before);
  });

  it('with the choice, moves the arrival to today and charges the added nights in one change, publishing BookingSaved', async () => {
    const p = await s.fx.position();
    const b = await stay(p.id, '2026-07-18', '2026-07-20');
    const pv = await preview(b.id);
    expect(pv.status).toBe(200);
    expect(pv.body.data).toEqual({
      check_in: TEST_TODAY,
      check_out: '2026-07-20',
      previous_check_in: '2026-07-18',
      extra_nights: 3,
      price_difference: 3 * NIGHT,
    });

    s.rec.clear();
    const res = await checkIn({ booking_id: b.id, check_in_date: TEST_TODAY, early_arrival: true });
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({
      check_in: TEST_TODAY,
      check_out: '2026-07-20',
      total_accommodation_amount: 5 * NIGHT,
    });
    expect(res.body.data.booking.checked_in_at).toBeTruthy();
    const charges = await s.db.select().from(accommodationCharges).where(eq(accommodationCharges.bookingId, b.id));
    expect(charges.map((c) => [c.start, c.end, c.nights, c.price]).sort()).toEqual([
      [TEST_TODAY, '2026-07-18', 3, 3 * NIGHT],
      ['2026-07-18', '2026-07-20', 2, 2 * NIGHT],
    ]);
    expect(s.rec.named('BookingSaved')).toEqual([
      expect.objectContaining({ booking_id: b.id, booking: expect.objectContaining({ check_in: TEST_TODAY }) }),
    ]);
    const history = (await s.get('bookings/editing-records', { booking_id: String(b.id) })).body.data.editing_records;
    expect(history[0]).toMatchObject({
      action: 'checked_in',
      changes: { check_in: { from: '2026-07-18', to: TEST_TODAY } },
    });
    expect(history[0].description).toContain('tidigt');
    // The cart sells the added nights with the rest.
    const cart = (await s.get(`bookings/${b.id}/cart`)).body.data;
    expect(cart.accommodation_charges.reduce((t: number, a: any) => t + a.total, 0)).toBe(5 * NIGHT);
  });

  it('is refused when another booking holds the position in between, and changes nothing', async () => {
    const p = await s.fx.position();
    const between = await stay(p.id, '2026-07-16', '2026-07-18');
    const b = await stay(p.id, '2026-07-18', '2026-07-20');
    const before = await digest();
    const pv = await preview(b.id);
    expect([pv.status, pv.body.error_code]).toEqual([409, 'stay_overlaps']);
    const res = await checkIn({ booking_id: b.id, check_in_date: TEST_TODAY, early_arrival: true });
    expect([res.status, res.body.error_code]).toEqual([409, 'stay_overlaps']);
    expect(res.body.error_message).toContain(between.bookingNumber);
    expect(await digest()).toEqual(before);
  });

  it('two early check-ins into the same gap: at most one succeeds, and the stays never overlap', async () => {
    const p = await s.fx.position();
    const a = await stay(p.id, '2026-07-17', '2026-07-19');
    const b = await stay(p.id, '2026-07-19', '2026-07-21');
    const both = await Promise.all(
      [a, b].map((x) => checkIn({ booking_id: x.id, check_in_date: TEST_TODAY, early_arrival: true })),
    );
    expect(both.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    for (const r of both) expect([200, 409, 422], JSON.stringify(r.body)).toContain(r.status);
    const rows = await s.db.select().from(bookings).where(eq(bookings.positionId, p.id));
    const held = rows.map((r) => [r.checkIn, r.checkOut]).sort();
    for (let i = 1; i < held.length; i++) expect(held[i][0] >= held[i - 1][1], JSON.stringify(held)).toBe(true);
  });
});

describe('early check-in of a seeded booking', () => {
  it('checks in a coming demo arrival early on a free position: sums grow by the added nights, its fees stay in the cart', async () => {
    const list = await syncedBookings(s.app, 'demo', s.token);
    const coming = list
      .filter(
        (b: any) => b.check_in > TEST_TODAY && !b.deleted_at && !b.is_draft && b.type === 'regular' && b.position_id,
      )
      .sort((a: any, b: any) => a.check_in.localeCompare(b.check_in));
    let b: any = null;
    for (const x of coming) {
      if (
        (await s.get(`bookings/${x.id}/cart`)).body.data.charges.some((c: any) => c.product.name === 'Bokningsavgift')
      ) {
        b = x;
        break;
      }
    }
    expect(b, 'a coming demo booking with a booking fee').toBeTruthy();
    // High season: give it a position of its own, so only its own dates count.
    const p = await s.fx.position();
    await s.db.update(bookings).set({ positionId: p.id }).where(eq(bookings.id, b.id));
    const pv = await preview(b.id);
    expect(pv.status, JSON.stringify(pv.body)).toBe(200);
    expect(pv.body.data.price_difference).toBeGreaterThan(0);
    const res = await checkIn({ booking_id: b.id, check_in_date: TEST_TODAY, early_arrival: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.booking.total_accommodation_amount).toBe(
      b.total_accommodation_amount + pv.body.data.price_difference,
    );
    const cart = (await s.get(`bookings/${b.id}/cart`)).body.data;
    expect(cart.charges.some((c: any) => c.product.name === 'Bokningsavgift')).toBe(true);
    expect(cart.remaining_accommodation_amount).toBe(res.body.data.booking.remaining_accommodation_amount);
  });
});

describe('the check-in date is a real date the rules offer', () => {
  it.each([
    ['1900-01-01', 'check_in_date_unavailable'],
    // Refused where input is parsed (src/domain/input.ts isoDate), before the check-in rule sees it.
    ['2026-02-30', 'validation_failed'],
    [addDays(TEST_TODAY, 1), 'check_in_in_future'],
  ])('refuses %s, with or without the early flag, in Swedish and with no change', async (date, code) => {
    const p = await s.fx.position();
    // An older stay on the position: 1900-01-01 would have overlapped it.
    await s.fx.booking({
      positionId: p.id,
      checkIn: '2026-07-01',
      checkOut: '2026-07-05',
      checkedInAt: new Date('2026-07-01T13:00:00Z'),
      checkedOutAt: new Date('2026-07-05T08:00:00Z'),
    });
    const b = await stay(p.id, '2026-07-10', '2026-07-17');
    const before = await digest();
    for (const early of [undefined, true]) {
      const res = await checkIn({ booking_id: b.id, check_in_date: date, early_arrival: early });
      expect([res.status, res.body.error_code], `${date} ${early}`).toEqual([422, code]);
      expect(res.body.error_message).toMatch(/[a-zåäö]/);
    }
    expect(await digest()).toEqual(before);
  });

  it('refuses an early flag that is not a boolean', async () => {
    const p = await s.fx.position();
    const b = await stay(p.id, '2026-07-18', '2026-07-20');
    expect((await checkIn({ booking_id: b.id, check_in_date: TEST_TODAY, early_arrival: 'ja' })).status).toBe(422);
  });
});
