// Issue 14: the calendar's suggested charges (accept or dismiss, one or all at once; the 'Avgifter' warning dot),
// 'Rabatt på alla' over a stay's charges, the demo's suggestions, and the group pane's charges and accommodation
// sums (bookings.md 2 "Booking group dialog", 4, 7).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { calendarTools, problems, sumOf } from '../helpers/chargeCalendar';
import {
  bookingGroups,
  charges,
  editingRecords,
  products,
  suggestedAccommodationCharges,
} from '../../server/db/schema';
import {
  CALENDAR_CALL_TEXTS,
  CALENDAR_TEXTS,
  groupAccommodationSums,
  groupCharges,
} from '../../src/contracts/chargeCalendar';
import { booking as bookingContract } from '../../src/contracts/bookings';
import { dayStates, nightsOf } from '../../src/domain/chargeCalendar';

const s = bookingSuite();
const t = calendarTools(s);
/** The demo's own suggestions, read before these tests add theirs. */
let seeded: (typeof suggestedAccommodationCharges.$inferSelect)[] = [];
beforeAll(async () => {
  seeded = await s.db
    .select()
    .from(suggestedAccommodationCharges)
    .where(isNull(suggestedAccommodationCharges.resolvedAt))
    .orderBy(asc(suggestedAccommodationCharges.id));
});

const ok = <T = any>(res: { status: number; body: { error_message: string | null; data: T } }): T => {
  expect(res.body.error_message).toBeNull();
  expect(res.status).toBe(200);
  return res.body.data;
};
const refused = (res: { status: number; body: any }, field: string | null, message: string) => {
  expect([res.status, res.body.error_message]).toEqual([422, message]);
  if (field) expect(res.body.data.errors[field]).toEqual([message]);
};
const confirm = (booking_id: number, items: number[], is_dismiss = false) =>
  t.post('confirm-accommodation-charges', { booking_id, items, is_dismiss });
const flagOf = async (id: number) => {
  const res = await s.get(`bookings/${id}`);
  expect(problems(bookingContract.response, res.body.data)).toEqual([]);
  return res.body.data.booking.has_suggested_charges as boolean;
};
const rowsOf = (c: any) => c.calendar_items.map((i: any) => [i.start, i.end, i.total]);

describe('suggested charges', () => {
  it('shows the warning dot, accepts and dismisses one by one, and the money follows', async () => {
    const { b } = await t.stay('2026-11-01', '2026-11-06', [
      { start: '2026-11-01', end: '2026-11-06', price: 200_000 },
    ]);
    expect(await flagOf(b.id)).toBe(false);
    const [lastTwo, whole, first] = await t.suggest(b.id, [
      { start: '2026-11-04', end: '2026-11-06', price: 90_000, textLine2: '2 nätter à 450,00 kr' },
      { start: '2026-11-01', end: '2026-11-06', price: 210_000 },
      { start: '2026-11-01', end: '2026-11-02', price: 45_000 },
    ]);
    expect(await flagOf(b.id)).toBe(true);
    const shown = await t.calendar(b.id);
    expect(shown.has_suggested_charges).toBe(true);
    expect(shown.suggested_charges).toEqual([
      {
        id: whole.id,
        start: '2026-11-01',
        end: '2026-11-06',
        nights: 5,
        price: 210_000,
        text_line_1: 'Nytt pris efter ombokning',
        text_line_2: null,
      },
      expect.objectContaining({ id: first.id, nights: 1 }),
      expect.objectContaining({ id: lastTwo.id, nights: 2, text_line_2: '2 nätter à 450,00 kr' }),
    ]);

    // Accepted: its nights are one row at its price, the period's other nights keep what they cost.
    const accepted = ok(await confirm(b.id, [lastTwo.id]));
    expect(rowsOf(accepted)).toEqual([
      ['2026-11-01', '2026-11-02', 40_000],
      ['2026-11-02', '2026-11-03', 40_000],
      ['2026-11-03', '2026-11-04', 40_000],
      ['2026-11-04', '2026-11-06', 90_000],
    ]);
    expect(accepted.calendar_items[3]).toMatchObject({ price: 90_000, original_price: 90_000, discount_type: 'none' });
    expect(accepted.suggested_charges.map((x: any) => x.id)).toEqual([whole.id, first.id]);
    expect(sumOf((await s.get(`bookings/${b.id}/cart`)).body.data.accommodation_charges)).toBe(210_000);

    // Dismissed: resolved, nothing charged differently.
    const lodging = (await databaseDigest(s.db)).accommodation_charges;
    const dismissed = ok(await confirm(b.id, [whole.id], true));
    expect(dismissed.suggested_charges.map((x: any) => x.id)).toEqual([first.id]);
    expect((await databaseDigest(s.db)).accommodation_charges).toBe(lodging);
    const [gone] = await s.db
      .select()
      .from(suggestedAccommodationCharges)
      .where(eq(suggestedAccommodationCharges.id, whole.id));
    expect([gone.resolvedAt != null, gone.dismissed]).toEqual([true, true]);

    s.rec.clear();
    const last = ok(await confirm(b.id, [first.id]));
    expect(rowsOf(last)[0]).toEqual(['2026-11-01', '2026-11-02', 45_000]);
    expect([last.has_suggested_charges, last.suggested_charges]).toEqual([false, []]);
    expect(await flagOf(b.id)).toBe(false);
    const saved = s.rec.named('BookingSaved').filter((e) => e.booking_id === b.id);
    expect(saved.map((e) => [e.booking.has_suggested_charges, e.booking.total_accommodation_amount])).toEqual([
      [false, 215_000],
    ]);
    const records = await s.db
      .select({ action: editingRecords.action, description: editingRecords.description })
      .from(editingRecords)
      .where(eq(editingRecords.bookingId, b.id))
      .orderBy(asc(editingRecords.id));
    expect(records).toEqual([
      { action: 'suggested_charges_accepted', description: '1 föreslagen platsavgift godkändes' },
      { action: 'suggested_charges_dismissed', description: '1 föreslagen platsavgift avfärdades' },
      { action: 'suggested_charges_accepted', description: '1 föreslagen platsavgift godkändes' },
    ]);

    // A resolved or unknown suggestion is no longer there.
    refused(await confirm(b.id, [first.id]), 'items', CALENDAR_CALL_TEXTS.unknownSuggestion);
    refused(await confirm(b.id, [99_999_999], true), 'items', CALENDAR_CALL_TEXTS.unknownSuggestion);
    refused(await confirm(b.id, []), 'items', CALENDAR_CALL_TEXTS.noSuggestion);
  });

  it('accepts all at once in one transaction, the later suggestion winning a night they share', async () => {
    const { b } = await t.stay('2026-11-10', '2026-11-13', [
      { start: '2026-11-10', end: '2026-11-13', price: 111_000 },
    ]);
    const [later, whole] = await t.suggest(b.id, [
      { start: '2026-11-11', end: '2026-11-12', price: 50_000 },
      { start: '2026-11-10', end: '2026-11-13', price: 120_000 },
    ]);
    const all = ok(await confirm(b.id, [later.id, whole.id]));
    expect(rowsOf(all)).toEqual([
      ['2026-11-10', '2026-11-11', 40_000],
      ['2026-11-11', '2026-11-12', 50_000],
      ['2026-11-12', '2026-11-13', 40_000],
    ]);
    expect(all.has_suggested_charges).toBe(false);
    const [record] = await s.db
      .select()
      .from(editingRecords)
      .where(and(eq(editingRecords.bookingId, b.id), eq(editingRecords.action, 'suggested_charges_accepted')));
    expect(record.description).toBe('2 föreslagna platsavgifter godkändes');
  });

  it('refuses to accept over a paid night or outside the stay, changing nothing; dismissing still works', async () => {
    const { b } = await t.stay('2026-11-20', '2026-11-23', [
      { start: '2026-11-20', end: '2026-11-21', price: 40_000, receiptId: 1 },
      { start: '2026-11-21', end: '2026-11-23', price: 80_000 },
    ]);
    const [over, outside] = await t.suggest(b.id, [
      { start: '2026-11-20', end: '2026-11-23', price: 1000 },
      { start: '2026-11-22', end: '2026-11-24', price: 1000 },
    ]);
    const digest = await databaseDigest(s.db);
    refused(await confirm(b.id, [over.id]), 'items', CALENDAR_TEXTS.locked);
    refused(await confirm(b.id, [outside.id]), 'items', CALENDAR_CALL_TEXTS.suggestionOutsideStay);
    // Judged in order of their nights: the first refusal answers, and nothing of the others is written.
    refused(await confirm(b.id, [outside.id, over.id]), 'items', CALENDAR_TEXTS.locked);
    expect(await databaseDigest(s.db)).toEqual(digest);
    expect(ok(await confirm(b.id, [over.id, outside.id], true)).has_suggested_charges).toBe(false);

    // A season booking's suggestion cannot be accepted (its price card sets the price), only dismissed.
    const season = await t.stay(
      '2026-11-01',
      '2026-11-30',
      [{ start: '2026-11-01', end: '2026-11-30', price: 500_000 }],
      {
        type: 'season',
      },
    );
    const [seasonal] = await t.suggest(season.b.id, [{ start: '2026-11-01', end: '2026-11-02', price: 1000 }]);
    refused(await confirm(season.b.id, [seasonal.id]), null, CALENDAR_CALL_TEXTS.seasonBooking);
    ok(await confirm(season.b.id, [seasonal.id], true));
  });

  it('the demo has suggestions on lodging the till still sells, and each can be accepted', async () => {
    const open = seeded;
    expect(open.length).toBeGreaterThanOrEqual(4);
    for (const sug of open.slice(0, 4)) {
      expect(await flagOf(sug.bookingId)).toBe(true);
      const before = await t.calendar(sug.bookingId);
      const stay = { checkIn: before.stay.check_in, checkOut: before.stay.check_out };
      const nightly = dayStates(before.calendar_items, stay);
      const replaced = nightsOf(sug).reduce((sum, d) => sum + nightly.get(d)!.nightly, 0);
      const after = ok(await confirm(sug.bookingId, [sug.id]));
      const inside = after.calendar_items.filter((i: any) => i.start >= sug.start && i.end <= sug.end);
      expect(sumOf(inside)).toBe(sug.price);
      // The stay's other nights cost what they did.
      expect(after.accommodation_total).toBe(before.accommodation_total - replaced + sug.price);
      const cart = (await s.get(`bookings/${sug.bookingId}/cart`)).body.data;
      expect(sumOf(cart.accommodation_charges)).toBe(after.accommodation_total);
    }
  });
});

describe("'Rabatt på alla' over the stay's charges", () => {
  it('discounts the parked charges, keeps discounts unless override, never touches a paid one', async () => {
    const { b, acc } = await t.stay('2026-12-01', '2026-12-04', [
      { start: '2026-12-01', end: '2026-12-02', price: 40_000 },
      { start: '2026-12-02', end: '2026-12-03', price: 40_000, discountType: 'flat', discountValue: 2000 },
      { start: '2026-12-03', end: '2026-12-04', price: 40_000, receiptId: 1 },
    ]);
    const discount = (body: Record<string, unknown>) =>
      t.post('discount-accommodation-charges', { booking_id: b.id, override: false, ...body });

    const first = ok(await discount({ discount_type: 'flat', discount_value: 5000 }));
    expect([first.discounted, first.kept]).toEqual([1, 1]);
    expect(first.calendar_items.map((i: any) => [i.discount_type, i.discount_value, i.total])).toEqual([
      ['flat', 5000, 35_000],
      ['flat', 2000, 38_000],
      ['none', 0, 40_000],
    ]);
    expect(first.calendar_items[2].id).toBe(acc[2].id);
    refused(
      await discount({ discount_type: 'flat', discount_value: 5000 }),
      null,
      CALENDAR_TEXTS.discountAllDiscounted,
    );

    const all = ok(await discount({ discount_type: 'percent', discount_value: 10_000, override: true }));
    expect([all.discounted, all.kept]).toEqual([2, 0]);
    expect(all.calendar_items.map((i: any) => i.total)).toEqual([0, 0, 40_000]);
    expect((await s.get(`bookings/${b.id}`)).body.data.booking.total_accommodation_amount).toBe(40_000);

    // Flat is capped at each charge's price.
    const capped = ok(await discount({ discount_type: 'flat', discount_value: 90_000, override: true }));
    expect(capped.calendar_items.map((i: any) => [i.discount_value, i.total])).toEqual([
      [40_000, 0],
      [40_000, 0],
      [0, 40_000],
    ]);

    const paidOnly = await t.stay('2026-12-01', '2026-12-02', [
      { start: '2026-12-01', end: '2026-12-02', price: 40_000, receiptId: 1 },
    ]);
    const digest = await databaseDigest(s.db);
    refused(
      await discount({ discount_type: 'fixed', discount_value: 100 }),
      'discount_type',
      CALENDAR_TEXTS.discountAllType,
    );
    refused(
      await discount({ discount_type: 'flat', discount_value: 0 }),
      'discount_value',
      CALENDAR_TEXTS.discountAllValue,
    );
    refused(
      await t.post('discount-accommodation-charges', {
        booking_id: paidOnly.b.id,
        discount_type: 'flat',
        discount_value: 100,
        override: true,
      }),
      null,
      CALENDAR_TEXTS.discountAllNone,
    );
    expect(await databaseDigest(s.db)).toEqual(digest);
  });
});

describe('the group pane: charges and accommodation sums', () => {
  it("lists each live booking's charges as bookings/:id/charges does, and the group's sums", async () => {
    const customer = await s.fx.customer();
    const [g] = await s.db
      .insert(bookingGroups)
      .values({ bookingNumber: 'TG-0001', name: 'Kalendergruppen', customerId: customer.id })
      .returning();
    const member = { type: 'group', bookingGroupId: g.id, customerId: customer.id };
    const a = await t.stay(
      '2026-12-10',
      '2026-12-12',
      [
        { start: '2026-12-10', end: '2026-12-11', price: 40_000 },
        { start: '2026-12-11', end: '2026-12-12', price: 40_000, discountType: 'percent', discountValue: 2500 },
      ],
      member,
    );
    const bb = await t.stay(
      '2026-12-11',
      '2026-12-13',
      [{ start: '2026-12-11', end: '2026-12-13', price: 70_000 }],
      member,
    );
    await t.stay('2026-12-10', '2026-12-11', [{ start: '2026-12-10', end: '2026-12-11', price: 1 }], {
      ...member,
      deletedAt: new Date('2026-07-01T10:00:00Z'),
    });
    await t.suggest(bb.b.id, [{ start: '2026-12-12', end: '2026-12-13', price: 30_000 }]);
    const [milk] = await s.db.select().from(products).where(eq(products.name, 'Mjölk 1,5 l'));
    const [own] = await s.db
      .insert(charges)
      .values({ bookingGroupId: g.id, productId: milk.id, quantity: 2000, price: 2390, originalPrice: 2390 })
      .returning();
    const [onA] = await s.db
      .insert(charges)
      .values({ bookingId: a.b.id, bookingGroupId: g.id, productId: milk.id, quantity: 1000, price: 2390 })
      .returning();

    const res = await s.get('booking-groups/charges', { booking_group_id: String(g.id) });
    const listed = ok(res);
    expect(problems(groupCharges.response, listed)).toEqual([]);
    expect(listed.charges.map((c: any) => [c.id, c.total, c.status])).toEqual([[own.id, 4780, 'parked']]);
    expect(listed.bookings.map((m: any) => [m.booking_id, m.has_suggested_charges])).toEqual([
      [a.b.id, false],
      [bb.b.id, true],
    ]);
    for (const m of listed.bookings) {
      const { booking_id, booking_number, title, subtitle, has_suggested_charges, ...rest } = m;
      expect(rest).toEqual(ok(await s.get(`bookings/${booking_id}/charges`)));
      expect([booking_number, title, subtitle].every((x) => typeof x === 'string' && x.length > 0)).toBe(true);
      expect(typeof has_suggested_charges).toBe('boolean');
    }
    expect(listed.bookings[0].charges.map((c: any) => c.id)).toEqual([onA.id]);

    const sums = ok(await s.get('booking-groups/accommodation-sums', { booking_group_id: String(g.id) }));
    expect(problems(groupAccommodationSums.response, sums)).toEqual([]);
    // A: 400,00 + 300,00 + milk 23,90; B: 700,00. The group's own milk is the group's, no booking's.
    expect(
      sums.bookings.map((m: any) => [m.booking_id, m.total_accommodation_amount, m.has_suggested_charges]),
    ).toEqual([
      [a.b.id, 72_390, false],
      [bb.b.id, 70_000, true],
    ]);
    expect(sums.total_accommodation_amount).toBe(142_390);
    expect(sums.remaining_accommodation_amount).toBe(142_390);

    for (const path of ['booking-groups/charges', 'booking-groups/accommodation-sums']) {
      const missing = await s.get(path, { booking_group_id: '99999999' });
      expect([missing.status, missing.body.error_message]).toEqual([404, 'Gruppbokningen finns inte.']);
    }
  });
});
