// Issue "Taking bookings", seasons (bookings.md "Seasons", 7): GET seasons/bookings, copying a season
// booking to the next season or ignoring it, the copy's status, and the season price card's save. Every
// refusal is a Swedish 4xx that changes nothing; one booking is copied once however many desks try.
// The tests' today is 2026-07-15: Säsong 2025 (id 1) is over, Säsong 2026 (id 2) runs, Säsong 2027 (id 3)
// is next and has no bookings yet.
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { store, storeBody, testCategory } from '../helpers/bookingForm';
import { queryRows } from '../../server/db/client';
import { accommodationCharges, bookings, editingRecords, seasonBookingCopies } from '../../server/db/schema';
import { POSITION_TAKEN_TEXT } from '../../server/bookings/stayGuard';
import { comparePositionNames } from '../../server/seasons/seasonBookings';
import {
  copyToNextSeason,
  ignoreCopyToNextSeason,
  SEASON_TEXTS,
  seasonBookings,
  setAccommodationPrice,
  updateSeasonBookingStatus,
} from '../../src/contracts/seasons';
import { BOOKING_STORE_TEXTS } from '../../src/contracts/bookingForm';
import { draftCandidates } from '../../src/domain/drafts';
import { formatKr } from '../../src/domain/money';

const s = bookingSuite();
const digest = () => databaseDigest(s.db);
let customerId: number;
const seasons = new Map<number, { id: number; start: string; end: string; price: number; name: string }>();

beforeAll(async () => {
  customerId = (await s.fx.customer()).id;
  const rows = await queryRows<{ id: number; start: string; end: string; price: number; name: string }>(
    s.db,
    sql`select id, start::text, "end"::text, default_season_price price, full_name name from seasons order by id`,
  );
  for (const r of rows) seasons.set(r.id, r);
});

/** A season booking of the test's own, stored as the form stores it, on a fresh pitch of a fresh category. */
async function seasonBooking(seasonId = 2, over: Record<string, unknown> = {}) {
  const season = seasons.get(seasonId)!;
  const { category, positions } = await testCategory(s);
  const res = await s.post('bookings/store', {
    ...storeBody({
      customer_id: customerId,
      category_id: category.id,
      position_id: positions[0].id,
      type: 'season',
      season_id: seasonId,
      check_in: season.start,
      check_out: season.end,
      adults: 3,
      children: 1,
      dogs: 1,
    }),
    total: season.price,
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.booking as { id: number; booking_number: string; position_id: number; category_id: number };
}

const list = async (seasonId: number) => {
  const res = await s.get('seasons/bookings', { season_id: String(seasonId) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(seasonBookings.response.safeParse(res.body.data).error).toBeUndefined();
  return res.body.data as z.output<typeof seasonBookings.response>;
};
const rowOf = async (seasonId: number, bookingId: number) =>
  (await list(seasonId)).bookings.find((b) => b.id === bookingId);
const copy = (id: number, token?: string) => s.post('seasons/copy-booking-to-next-season', { booking_id: id }, token);
const ignore = (id: number) => s.post('seasons/ignore-copy-booking-to-next-season', { booking_id: id });
const setStatus = (id: number, status: string) => s.post('seasons/update-booking-status', { booking_id: id, status });
const setPrice = (id: number, price: number) => s.post('bookings/set-accommodation-price', { bookingId: id, price });
const liveLodging = (bookingId: number) =>
  s.db
    .select()
    .from(accommodationCharges)
    .where(and(eq(accommodationCharges.bookingId, bookingId), isNull(accommodationCharges.deletedAt)))
    .orderBy(accommodationCharges.id);
const historyOf = (bookingId: number) =>
  s.db.select().from(editingRecords).where(eq(editingRecords.bookingId, bookingId)).orderBy(editingRecords.id);

/** A refusal: its status, message (and the field's, when named) and an unchanged database. */
async function refused(send: () => Promise<any>, status: number, message: string, field?: string) {
  const before = await digest();
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error_message).toBe(message);
  if (field) expect(res.body.data.errors[field]).toEqual([message]);
  expect(await digest()).toEqual(before);
}

describe('GET seasons/bookings', () => {
  it('answers the season, its next season and its bookings by position name, amounts as the pane has them', async () => {
    const data = await list(2);
    expect(data.season.id).toBe(2);
    expect(data.next_season?.id).toBe(3);
    expect(data.bookings.length).toBeGreaterThan(0);
    expect(data.bookings.map((b) => b.id)).toEqual([...data.bookings].sort(comparePositionNames).map((b) => b.id));
    for (const row of data.bookings.slice(0, 5)) {
      const { booking } = (await s.get(`bookings/${row.id}`)).body.data;
      expect(booking).toMatchObject({ type: 'season', season_id: 2 });
      expect([
        row.booking_number,
        row.position_id,
        row.customer_id,
        row.total_accommodation_amount,
        row.paid_accommodation_amount,
        row.remaining_accommodation_amount,
        row.accommodation_price,
      ]).toEqual([
        booking.booking_number,
        booking.position_id,
        booking.customer_id,
        booking.total_accommodation_amount,
        booking.paid_accommodation_amount,
        booking.remaining_accommodation_amount,
        booking.accommodation_price,
      ]);
    }
    // Nothing is copied to Säsong 2027 yet; the last season has no next one.
    expect(new Set(data.bookings.map((b) => b.next_season.state))).toEqual(new Set(['pending']));
    expect((await list(3)).next_season).toBeNull();
  });

  it("marks the demo's Säsong 2025 bookings whose pitch and guest went on to 2026 as copied", async () => {
    const rows = (await list(1)).bookings;
    const copied = rows.filter((r) => r.next_season.state === 'copied');
    expect(copied.length).toBeGreaterThan(0);
    for (const r of copied) {
      const next = (await s.get(`bookings/${r.next_season.booking_id}`)).body.data.booking;
      expect([next.season_id, next.position_id, next.customer_id, next.booking_number]).toEqual([
        2,
        r.position_id,
        r.customer_id,
        r.next_season.booking_number,
      ]);
      expect(r.next_season.booking_status).toBe('confirmed');
    }
  });

  it('refuses an unknown season (422 on season_id) and a kassör may read it', async () => {
    const res = await s.get('seasons/bookings', { season_id: '9999' });
    expect([res.status, res.body.data.errors.season_id]).toEqual([422, [BOOKING_STORE_TEXTS.noSeasonFound]]);
    expect((await s.get('seasons/bookings', { season_id: '2' }, s.kassa)).status).toBe(200);
  });
});

describe('POST seasons/copy-booking-to-next-season', () => {
  it('copies to the next season as an unconfirmed booking that holds the pitch, once', async () => {
    const b = await seasonBooking();
    const next = seasons.get(3)!;
    s.rec.clear();
    const res = await copy(b.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(copyToNextSeason.response.safeParse(res.body.data).error).toBeUndefined();
    const c = res.body.data.booking;
    expect(c).toMatchObject({
      type: 'season',
      season_id: 3,
      check_in: next.start,
      check_out: next.end,
      position_id: b.position_id,
      category_id: b.category_id,
      customer_id: customerId,
      adults: 3,
      children: 1,
      dogs: 1,
      accommodation_price: next.price,
      total_accommodation_amount: next.price,
      remaining_accommodation_amount: next.price,
      is_draft: false,
      confirmed_at: null,
      draft_expires_at: null,
      deleted_at: null,
      applied_fees: { booking_fee: null, position_reservation_fee: null, electricity_fee: null },
    });
    expect(c.booking_number).toMatch(/^2026-\d{5}$/);
    // Not a booking form's draft: the top bar's drafts popover does not list it.
    expect(draftCandidates([c])).toEqual([]);
    const lodging = await liveLodging(c.id);
    expect(lodging.map((r) => [r.start, r.end, r.price, r.positionId])).toEqual([
      [next.start, next.end, next.price, b.position_id],
    ]);
    expect((await historyOf(c.id)).map((r) => r.description)).toEqual([
      `Kopierad till ${next.name} från säsongsbokning ${b.booking_number}`,
    ]);
    expect((await historyOf(b.id)).at(-1)?.description).toBe(
      `Kopierad till ${next.name} (bokning ${c.booking_number})`,
    );
    expect(s.rec.named('BookingSaved').map((e) => e.booking_id)).toEqual([c.id]);

    // Again: the same copy, nothing written.
    const before = await digest();
    s.rec.clear();
    const again = await copy(b.id);
    expect([again.status, again.body.data.booking.id]).toEqual([200, c.id]);
    expect(await digest()).toEqual(before);
    expect(s.rec.named('BookingSaved')).toEqual([]);

    // The lists: the source row names its copy, the next season lists the copy unconfirmed.
    expect((await rowOf(2, b.id))?.next_season).toEqual({
      state: 'copied',
      booking_id: c.id,
      booking_number: c.booking_number,
      booking_status: 'draft',
    });
    expect(await rowOf(3, c.id)).toMatchObject({ status: 'draft', accommodation_price: next.price });

    // It holds the pitch: a regular booking there in the next season is refused.
    const taken = await store(
      s,
      storeBody({
        customer_id: customerId,
        category_id: b.category_id,
        position_id: b.position_id,
        check_in: '2027-06-01',
        check_out: '2027-06-04',
      }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.data.errors.position_id).toBeDefined();
    await refused(() => ignore(b.id), 422, SEASON_TEXTS.alreadyCopied);
  });

  it('10 desks copying one booking at once make one copy', async () => {
    const b = await seasonBooking();
    const answers = await Promise.all(Array.from({ length: 10 }, () => copy(b.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => a.body.data.booking.id));
    expect(ids.size).toBe(1);
    const copies = await s.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.positionId, b.position_id), eq(bookings.seasonId, 3)));
    expect(copies.map((r) => r.id)).toEqual([...ids]);
    const links = await s.db.select().from(seasonBookingCopies).where(eq(seasonBookingCopies.bookingId, b.id));
    expect(links.map((l) => l.copyBookingId)).toEqual([...ids]);
  });

  it("refuses a pitch taken in the next season with the spec's text", async () => {
    const b = await seasonBooking();
    await s.fx.booking({
      positionId: b.position_id,
      categoryId: b.category_id,
      checkIn: '2027-07-01',
      checkOut: '2027-07-08',
    });
    const before = await digest();
    const res = await copy(b.id);
    expect([res.status, res.body.error_message, res.body.data.errors.position_id]).toEqual([
      422,
      POSITION_TAKEN_TEXT,
      [POSITION_TAKEN_TEXT],
    ]);
    expect(await digest()).toEqual(before);
  });

  it('refuses a booking that is not a season booking, a draft, a cancelled one, and a season with no next', async () => {
    const regular = await s.fx.booking({ checkIn: '2026-08-01', checkOut: '2026-08-03' });
    await refused(() => copy(regular.id), 422, SEASON_TEXTS.notSeasonBooking);
    const draft = await seasonBooking(2, { is_draft: true });
    await refused(() => copy(draft.id), 422, SEASON_TEXTS.formDraft);
    const cancelled = await seasonBooking();
    expect((await s.post('bookings/cancel', { booking_id: cancelled.id })).status).toBe(200);
    await refused(() => copy(cancelled.id), 422, SEASON_TEXTS.cancelledSource);
    const last = await seasonBooking(3);
    await refused(() => copy(last.id), 422, SEASON_TEXTS.noNextSeason);
    await refused(() => copy(2_000_000), 404, 'Bokningen finns inte.');
    const b = await seasonBooking();
    await refused(() => copy(b.id, s.kassa), 403, 'Din behörighet räcker inte för det här.');
  });
});

describe('POST seasons/ignore-copy-booking-to-next-season', () => {
  it('marks the booking once; copying later is allowed and clears the mark', async () => {
    const b = await seasonBooking();
    const res = await ignore(b.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ignoreCopyToNextSeason.response.safeParse(res.body.data).error).toBeUndefined();
    expect(res.body.data).toEqual({ status: 'success', booking_id: b.id });
    expect((await rowOf(2, b.id))?.next_season).toEqual({
      state: 'ignored',
      booking_id: null,
      booking_number: null,
      booking_status: null,
    });
    const before = await digest();
    expect((await ignore(b.id)).status).toBe(200);
    expect(await digest()).toEqual(before);
    expect((await historyOf(b.id)).filter((r) => r.action === 'next_season_ignored')).toHaveLength(1);

    const copied = await copy(b.id);
    expect(copied.status).toBe(200);
    expect((await rowOf(2, b.id))?.next_season).toMatchObject({
      state: 'copied',
      booking_id: copied.body.data.booking.id,
    });
  });

  it('refuses a booking that is not a season booking', async () => {
    const regular = await s.fx.booking({ checkIn: '2026-08-05', checkOut: '2026-08-07' });
    await refused(() => ignore(regular.id), 422, SEASON_TEXTS.notSeasonBooking);
  });
});

describe('POST seasons/update-booking-status', () => {
  it('confirms a copy', async () => {
    const c = (await copy((await seasonBooking()).id)).body.data.booking;
    s.rec.clear();
    const res = await setStatus(c.id, 'confirmed');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(updateSeasonBookingStatus.response.safeParse(res.body.data).error).toBeUndefined();
    expect(res.body.data.booking).toMatchObject({
      id: c.id,
      is_draft: false,
      draft_expires_at: null,
      deleted_at: null,
    });
    expect(res.body.data.booking.confirmed_at).not.toBeNull();
    expect((await rowOf(3, c.id))?.status).toBe('confirmed');
    expect((await historyOf(c.id)).at(-1)).toMatchObject({
      action: 'confirmed',
      description: 'Säsongsbokningen bekräftades',
    });
    expect(s.rec.named('BookingSaved').map((e) => e.booking_id)).toEqual([c.id]);
    await refused(() => setStatus(c.id, 'confirmed'), 422, SEASON_TEXTS.notDraft);
    await refused(() => setStatus(c.id, 'cancelled'), 422, SEASON_TEXTS.notDraft);
  });

  it('cancels a copy as Avboka does: the pitch is free again, and the source row shows it', async () => {
    const b = await seasonBooking();
    const c = (await copy(b.id)).body.data.booking;
    s.rec.clear();
    const res = await setStatus(c.id, 'cancelled');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.booking.deleted_at).not.toBeNull();
    expect(res.body.data.booking.cancellation_status).toBe('Avslutad');
    expect((await historyOf(c.id)).at(-1)).toMatchObject({ action: 'cancelled', description: 'Bokningen avbokades' });
    expect(s.rec.named('BookingRemoved').map((e) => e.booking_id)).toEqual([c.id]);
    expect((await rowOf(2, b.id))?.next_season).toMatchObject({
      state: 'copied',
      booking_id: c.id,
      booking_status: 'cancelled',
    });
    expect((await rowOf(3, c.id))?.status).toBe('cancelled');
    await refused(() => setStatus(c.id, 'cancelled'), 422, SEASON_TEXTS.notDraft);

    // Copying again makes a new copy in the cancelled one's place.
    const again = (await copy(b.id)).body.data.booking;
    expect(again.id).not.toBe(c.id);
    expect((await setStatus(again.id, 'cancelled')).status).toBe(200);

    // The pitch is free: a regular booking takes it.
    const regular = await store(
      s,
      storeBody({
        customer_id: customerId,
        category_id: b.category_id,
        position_id: b.position_id,
        check_in: '2027-06-01',
        check_out: '2027-06-04',
      }),
    );
    expect(regular.status, JSON.stringify(regular.body)).toBe(200);
  });

  it('refuses what is not an unconfirmed season booking, and a status that is neither', async () => {
    const regular = await s.fx.booking({ checkIn: '2026-08-09', checkOut: '2026-08-11' });
    await refused(() => setStatus(regular.id, 'confirmed'), 422, SEASON_TEXTS.notSeasonBooking);
    const confirmed = await seasonBooking();
    await refused(() => setStatus(confirmed.id, 'cancelled'), 422, SEASON_TEXTS.notDraft);
    const draft = await seasonBooking(2, { is_draft: true });
    await refused(() => setStatus(draft.id, 'confirmed'), 422, SEASON_TEXTS.formDraft);
    await refused(() => setStatus(confirmed.id, 'checked_in'), 422, SEASON_TEXTS.status, 'status');
  });
});

describe('POST bookings/set-accommodation-price', () => {
  const cartOf = async (id: number) => {
    const cart = (await s.get(`bookings/${id}/cart`)).body.data;
    return {
      lines: cart.accommodation_charges.map((c: { total: number }) => c.total) as number[],
      fees: cart.charges.length as number,
      remaining: cart.remaining_accommodation_amount as number,
    };
  };

  it('reprices the open row, adds a row for the difference once the row is paid, and never goes below paid', async () => {
    const b = await seasonBooking();
    const price = seasons.get(2)!.price;
    s.rec.clear();
    const res = await setPrice(b.id, price + 100_000);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(setAccommodationPrice.response.safeParse(res.body.data).error).toBeUndefined();
    expect(res.body.data.status).toBe('success');
    expect(res.body.data.booking).toEqual((await s.get(`bookings/${b.id}`)).body.data.booking);
    expect(res.body.data.booking).toMatchObject({
      accommodation_price: price + 100_000,
      total_accommodation_amount: price + 100_000,
      remaining_accommodation_amount: price + 100_000,
    });
    expect((await liveLodging(b.id)).map((r) => r.price)).toEqual([price + 100_000]);
    expect(await cartOf(b.id)).toEqual({ lines: [price + 100_000], fees: 0, remaining: price + 100_000 });
    expect((await historyOf(b.id)).at(-1)?.description).toBe(
      `Säsongspriset ändrades till ${formatKr(price + 100_000)}`,
    );
    expect(s.rec.named('BookingSaved').map((e) => e.booking_id)).toEqual([b.id]);

    // The row is paid (on a receipt): it stays as it is, the difference is a row of its own.
    const [paid] = await liveLodging(b.id);
    await s.db.update(accommodationCharges).set({ receiptId: 424242 }).where(eq(accommodationCharges.id, paid.id));
    await refused(() => setPrice(b.id, price), 422, SEASON_TEXTS.priceBelowPaid(formatKr(price + 100_000)), 'price');
    await refused(() => setPrice(b.id, price + 100_000), 422, SEASON_TEXTS.priceUnchanged, 'price');
    const raised = await setPrice(b.id, price + 150_000);
    expect(raised.status).toBe(200);
    expect(raised.body.data.booking).toMatchObject({
      accommodation_price: price + 150_000,
      total_accommodation_amount: price + 150_000,
      paid_accommodation_amount: price + 100_000,
      remaining_accommodation_amount: 50_000,
    });
    const rows = await liveLodging(b.id);
    expect(rows.map((r) => [r.id === paid.id, r.price])).toEqual([
      [true, price + 100_000],
      [false, 50_000],
    ]);
    expect(rows[0]).toEqual({ ...paid, receiptId: 424242 });
    expect(await cartOf(b.id)).toEqual({ lines: [50_000], fees: 0, remaining: 50_000 });

    // Back down to what is paid: the open row goes, nothing is left to sell.
    expect((await setPrice(b.id, price + 100_000)).status).toBe(200);
    expect(await cartOf(b.id)).toEqual({ lines: [], fees: 0, remaining: 0 });
  });

  it('refuses other bookings, a cancelled one and a price in öre', async () => {
    const regular = await s.fx.booking({ checkIn: '2026-08-13', checkOut: '2026-08-15' });
    await refused(() => setPrice(regular.id, 100_000), 422, SEASON_TEXTS.notSeasonBooking);
    const b = await seasonBooking();
    await refused(() => setPrice(b.id, 1_234_550), 422, SEASON_TEXTS.priceWholeKronor, 'price');
    expect((await s.post('bookings/cancel', { booking_id: b.id })).status).toBe(200);
    await refused(() => setPrice(b.id, 1_000_000), 422, BOOKING_STORE_TEXTS.cancelled);
    await refused(() => setPrice(2_000_000, 1_000_000), 404, 'Bokningen finns inte.');
  });
});
