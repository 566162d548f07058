// Issue "Taking bookings": GET rates/accommodation-charges and POST bookings/store (bookings.md 4, 5, 7).
// The form's preview is what the booking gets; every refusal is a Swedish 4xx that changes nothing; one
// pitch is booked once however many desks try; drafts hold the pitch; a client_key stores once.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bookingSuite } from '../helpers/suite';
import { DEMO_USERS, login } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { TEST_NOW, TEST_TODAY } from '../helpers/testApp';
import { formTotal, previewQuery, store, storeBody, testCategory } from '../helpers/bookingForm';
import { queryRows } from '../../server/db/client';
import {
  accommodationCharges,
  bookings,
  categories,
  charges,
  customSeasonPrices,
  editingRecords,
  emails,
} from '../../server/db/schema';
import { accommodationCharges as previewContract, DRAFT_MINUTES, storeBooking } from '../../src/contracts/bookingForm';
import { BOOKING_FORM_TEXTS } from '../../src/domain/bookingForm';
import { rateCard } from '../../src/domain/rateCard';
import { formatKr } from '../../src/domain/money';
import { addDays } from '../../src/domain/dates';
import { CATEGORY_DEFS } from '../../server/demo/site';
import { BOOKING_NUMBER_SYNC_SQL, nextBookingNumber } from '../../server/bookings/bookingNumbers';

const s = bookingSuite();
const digest = () => databaseDigest(s.db);
let customerId: number;

beforeAll(async () => {
  customerId = (await s.fx.customer()).id;
});

const liveCharges = async (bookingId: number) => ({
  lodging: await s.db
    .select()
    .from(accommodationCharges)
    .where(and(eq(accommodationCharges.bookingId, bookingId), isNull(accommodationCharges.deletedAt)))
    .orderBy(accommodationCharges.start),
  fees: await s.db
    .select()
    .from(charges)
    .where(and(eq(charges.bookingId, bookingId), isNull(charges.deletedAt)))
    .orderBy(charges.id),
});

describe('GET rates/accommodation-charges', () => {
  it('prices the stay on the category card: runs, total and the fees the category offers', async () => {
    const { category, positions } = await testCategory(s);
    const res = await s.get('rates/accommodation-charges', {
      ...previewQuery(storeBody({ customer_id: customerId, category_id: category.id, position_id: positions[0].id })),
      adults: '3',
      dogs: '1',
      is_apply_electricity_fee: 'true',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(previewContract.response.safeParse(res.body.data).success).toBe(true);
    // 30 and 31 July peak (400 kr), Saturday 1 August base weekend (360 kr), Sunday 2 August base (300 kr);
    // a third adult (50 kr) and a dog (10 kr) every night.
    expect(res.body.data).toEqual({
      check_in: '2026-07-30',
      check_out: '2026-08-03',
      nights: 4,
      charges: [
        { start: '2026-07-30', end: '2026-08-01', nights: 2, price: 92_000, original_price: 92_000 },
        { start: '2026-08-01', end: '2026-08-02', nights: 1, price: 42_000, original_price: 42_000 },
        { start: '2026-08-02', end: '2026-08-03', nights: 1, price: 36_000, original_price: 36_000 },
      ],
      accommodation_total: 170_000,
      fees: [
        { key: 'booking_fee', name: 'Bokningsavgift', price: 4_900 },
        { key: 'position_reservation_fee', name: 'Platsreservationsavgift', price: 9_900 },
        { key: 'electricity_fee', name: expect.any(String), price: 24_000 },
      ],
      total_without_fees: 170_000,
    });
  });

  it('a category without a card prices per pitch at its nightly price, with no electricity', async () => {
    const { category } = await testCategory(s, { card: null, nightly: 27_500, fees: [] });
    const res = await s.get('rates/accommodation-charges', {
      ...previewQuery(storeBody({ customer_id: customerId, category_id: category.id })),
      adults: '5',
    });
    expect(res.body.data).toMatchObject({
      charges: [{ start: '2026-07-30', end: '2026-08-03', nights: 4, price: 110_000, original_price: 110_000 }],
      accommodation_total: 110_000,
      fees: [],
    });
  });

  it('refuses an unknown category, a position of another category, bad dates, and a broken stored card', async () => {
    const { category, positions } = await testCategory(s);
    const other = await testCategory(s);
    const q = previewQuery(storeBody({ customer_id: customerId, category_id: category.id }));
    const cases: [Record<string, string>, string, string][] = [
      [{ category_id: '999999' }, 'category_id', 'Kategorin finns inte'],
      [{ position_id: String(other.positions[0].id) }, 'position_id', 'Platsen hör inte till den valda kategorin'],
      [{ position_id: '999999' }, 'position_id', 'Platsen finns inte'],
      [{ check_out: '2026-07-30' }, 'check_out', BOOKING_FORM_TEXTS.checkOutNotAfterCheckIn],
      [{ check_out: '2028-01-01' }, 'check_out', 'Vistelsen får vara högst 366 nätter'],
      [{ adults: '100' }, 'adults', 'Får vara högst 99'],
    ];
    for (const [over, field, message] of cases) {
      const res = await s.get('rates/accommodation-charges', { ...q, ...over });
      expect([res.status, res.body.data?.errors?.[field]], JSON.stringify(over)).toEqual([422, [message]]);
    }
    expect(positions).toHaveLength(1);
    await s.db
      .update(categories)
      .set({ rateCard: { base: { nightly: -5 } } })
      .where(eq(categories.id, other.category.id));
    const broken = await s.get('rates/accommodation-charges', { ...q, category_id: String(other.category.id) });
    expect(broken.status).toBe(422);
    expect(broken.body.error_message).toMatch(/^Kategorins prislista är felaktig/);
  });

  it('every demo category has a valid card whose base nightly rate is its nightly price', async () => {
    const rows = await s.db.select().from(categories).where(sql`${categories.id} <= ${CATEGORY_DEFS.length}`);
    expect(rows).toHaveLength(CATEGORY_DEFS.length);
    for (const c of rows) {
      const card = rateCard.parse(c.rateCard);
      expect(card.base.nightly, c.name).toBe(c.nightlyPrice);
      expect(Object.keys(card.seasons).sort(), c.name).toEqual(['high', 'low', 'peak']);
    }
  });
});

describe('POST bookings/store', () => {
  it('answers the booking whose charges sum to the preview, and the cart sells exactly those', async () => {
    const { category, positions } = await testCategory(s);
    const body = storeBody({
      customer_id: customerId,
      category_id: category.id,
      position_id: positions[0].id,
      adults: 3,
      dogs: 1,
      expected_arrival_time: '15:30',
      is_apply_booking_fee: true,
      is_apply_position_reservation_fee: true,
      is_apply_electricity_fee: true,
    });
    const total = await formTotal(s, body);
    expect(total).toBe(170_000 + 4_900 + 9_900 + 24_000);
    s.rec.clear();
    const res = await s.post('bookings/store', { ...body, total });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(storeBooking.response.safeParse(res.body.data).success).toBe(true);
    const b = res.body.data.booking;
    expect(b).toMatchObject({
      type: 'regular',
      check_in: '2026-07-30',
      check_out: '2026-08-03',
      position_id: positions[0].id,
      category_id: category.id,
      customer_id: customerId,
      adults: 3,
      dogs: 1,
      expected_arrival_time: '15:30',
      is_draft: false,
      total_accommodation_amount: total,
      remaining_accommodation_amount: total,
      position: { id: positions[0].id },
    });
    expect(b.booking_number).toMatch(/^2026-\d{5}$/);
    expect(b.confirmed_at).not.toBeNull();

    const { lodging, fees } = await liveCharges(b.id);
    expect(lodging.map((c) => [c.start, c.end, c.nights, c.price])).toEqual([
      ['2026-07-30', '2026-08-01', 2, 92_000],
      ['2026-08-01', '2026-08-02', 1, 42_000],
      ['2026-08-02', '2026-08-03', 1, 36_000],
    ]);
    expect(fees.map((c) => [c.feeKey, c.price, c.quantity]).sort()).toEqual([
      ['booking_fee', 4_900, 1000],
      ['electricity_fee', 24_000, 1000],
      ['position_reservation_fee', 9_900, 1000],
    ]);
    const cart = await s.get(`bookings/${b.id}/cart`);
    const sold = [
      ...cart.body.data.accommodation_charges.map((c: { id: number; total: number }) => ['lodging', c.id, c.total]),
      ...cart.body.data.charges.map((c: { id: number; total: number }) => ['fee', c.id, c.total]),
    ];
    expect(sold.map(([kind, id]) => [kind, id]).sort()).toEqual(
      [...lodging.map((c) => ['lodging', c.id]), ...fees.map((c) => ['fee', c.id])].sort(),
    );
    expect(sold.reduce((sum, [, , t]) => sum + (t as number), 0)).toBe(total);
    expect(cart.body.data.remaining_accommodation_amount).toBe(total);

    // The detail call answers the same booking; history and realtime know it.
    expect((await s.get(`bookings/${b.id}`)).body.data.booking).toEqual(b);
    const [record] = await s.db.select().from(editingRecords).where(eq(editingRecords.bookingId, b.id));
    expect(record).toMatchObject({ action: 'created', description: 'Bokningen skapades från receptionen' });
    expect(s.rec.named('BookingSaved').map((e) => e.booking_id)).toEqual([b.id]);
  });

  it('gives consecutive numbers of the year, after the demo seed numbers', async () => {
    const [max] = await queryRows<{ n: number }>(
      s.db,
      sql`select max(substr(booking_number, 6)::int)::int n from bookings where booking_number ~ '^2026-[0-9]{5}$'`,
    );
    const { category, positions } = await testCategory(s, { count: 2 });
    const numbers: string[] = [];
    for (const p of positions) {
      const res = await store(s, storeBody({ customer_id: customerId, category_id: category.id, position_id: p.id }));
      numbers.push(res.body.data.booking.booking_number);
    }
    expect(numbers).toEqual([
      `2026-${String(max.n + 1).padStart(5, '0')}`,
      `2026-${String(max.n + 2).padStart(5, '0')}`,
    ]);
    // A year without a counter starts after any number already given in it, else at 1.
    const rollback = new Error('rollback');
    const taken: string[] = [];
    await s.db
      .transaction(async (tx) => {
        taken.push(await nextBookingNumber(tx, 'group', 2031), await nextBookingNumber(tx, 'group', 2031));
        await tx.update(bookings).set({ bookingNumber: '2032-00007' }).where(eq(bookings.bookingNumber, numbers[0]));
        taken.push(await nextBookingNumber(tx, 'booking', 2032));
        throw rollback;
      })
      .catch((err) => expect(err).toBe(rollback));
    expect(taken).toEqual(['2031-G0001', '2031-G0002', '2032-00008']);
    // Migration 0009 moves the counters with the very statement the seeder runs.
    const migration = readFileSync('server/db/migrations/0009_rate_cards_booking_numbers.sql', 'utf8');
    const squash = (t: string) => t.replace(/\s+/g, ' ').trim();
    expect(squash(migration)).toContain(squash(BOOKING_NUMBER_SYNC_SQL));
  });

  it('a season booking: a position, the season price (position, else category, else default), no fees', async () => {
    const [season] = await queryRows<{ id: number; start: string; end: string; price: number }>(
      s.db,
      sql`select id, start::text, "end"::text, default_season_price price from seasons
           where start <= '2027-01-01' order by start desc limit 1`,
    );
    const { category, positions } = await testCategory(s);
    const base = storeBody({
      customer_id: customerId,
      category_id: category.id,
      type: 'season',
      season_id: season.id,
      check_in: season.start,
      check_out: season.end,
      is_apply_booking_fee: true,
    });
    const digestBefore = await digest();
    const noPosition = await s.post('bookings/store', { ...base, total: season.price });
    expect([noPosition.status, noPosition.body.data.errors.position_id]).toEqual([
      422,
      [BOOKING_FORM_TEXTS.noPosition],
    ]);
    const outside = await s.post('bookings/store', {
      ...base,
      position_id: positions[0].id,
      check_out: addDays(season.end, 1),
      total: season.price,
    });
    expect(outside.status).toBe(422);
    expect(outside.body.data.errors.check_in[0]).toMatch(/^Säsongsbokningen måste ligga inom säsongen/);
    expect(await digest()).toEqual(digestBefore);

    const res = await s.post('bookings/store', { ...base, position_id: positions[0].id, total: season.price });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = res.body.data.booking;
    expect(b).toMatchObject({ type: 'season', season_id: season.id, accommodation_price: season.price });
    const { lodging, fees } = await liveCharges(b.id);
    expect(lodging.map((c) => [c.start, c.end, c.price])).toEqual([[season.start, season.end, season.price]]);
    expect(fees).toEqual([]);

    // A custom price for the category, and one for a position: the position's wins.
    const custom = await testCategory(s, { count: 2 });
    await s.db.insert(customSeasonPrices).values([
      { seasonId: season.id, price: season.price + 10_000, categoryIds: [custom.category.id] },
      { seasonId: season.id, price: season.price + 20_000, positionIds: [custom.positions[1].id] },
    ]);
    for (const [p, price] of [
      [custom.positions[0], season.price + 10_000],
      [custom.positions[1], season.price + 20_000],
    ] as const) {
      const r = await s.post('bookings/store', {
        ...base,
        category_id: custom.category.id,
        position_id: p.id,
        total: price,
      });
      expect(r.body.data?.booking?.accommodation_price, JSON.stringify(r.body)).toBe(price);
    }
    // The price the form sends (the season's site fee typed by hand) is the one booked.
    const typed = (await testCategory(s)).positions[0];
    const r = await s.post('bookings/store', {
      ...base,
      category_id: typed.categoryId,
      position_id: typed.id,
      accommodation_price: 1_234_500,
      total: 1_234_500,
    });
    expect(r.body.data?.booking?.total_accommodation_amount, JSON.stringify(r.body)).toBe(1_234_500);
  });

  it('sends the confirmation when asked, never for a drop-in', async () => {
    const { category, positions } = await testCategory(s, { count: 2 });
    const mailed = async (bookingId: number) =>
      (await s.db.select().from(emails).where(eq(emails.bookingId, bookingId))).map((e) => e.title);
    const later = await store(
      s,
      storeBody({
        customer_id: customerId,
        category_id: category.id,
        position_id: positions[0].id,
        send_confirmation: true,
      }),
    );
    expect(later.status).toBe(200);
    expect(await mailed(later.body.data.booking.id)).toEqual([
      `Bokningsbekräftelse ${later.body.data.booking.booking_number}`,
    ]);
    const dropIn = await store(
      s,
      storeBody({
        customer_id: customerId,
        category_id: category.id,
        position_id: positions[1].id,
        check_in: TEST_TODAY,
        check_out: '2026-07-17',
        send_confirmation: true,
      }),
    );
    expect(dropIn.status).toBe(200);
    expect(await mailed(dropIn.body.data.booking.id)).toEqual([]);
    // No address: the booking is saved and the desk is told the mail was not sent.
    const silent = (await s.fx.customer({ email: null })).id;
    const p = (await testCategory(s)).positions[0];
    const noMail = await store(
      s,
      storeBody({ customer_id: silent, category_id: p.categoryId, position_id: p.id, send_confirmation: true }),
    );
    expect(noMail.status).toBe(200);
    expect(noMail.body.snackbar).toEqual({
      color: 'warning',
      text: 'Bokningen sparades, men ingen bekräftelse skickades: Kunden saknar e-postadress.',
    });
  });

  describe('refusals: a Swedish 4xx and an unchanged database', () => {
    let noPms: string;
    beforeAll(async () => {
      await s.db.execute(
        sql.raw(`insert into users (name, initials, color, email, password_hash, level, modules)
          select 'Utan Pms', 'UP', 'grey', 'utanpms-store@demo.se', password_hash, 'receptionist', '[]'::jsonb
          from users where email = '${DEMO_USERS.receptionist}'`),
      );
      noPms = (await login(s.app, 'demo', 'utanpms-store@demo.se', 'no-pms-store')).token;
    });

    it('refuses each bad store with its status, field and text', async () => {
      const { category, positions } = await testCategory(s, { maxGuests: 4 });
      const other = await testCategory(s);
      const taken = await s.fx.booking({
        positionId: positions[0].id,
        categoryId: category.id,
        checkIn: '2026-07-29',
        checkOut: '2026-07-31',
      });
      const free = (await testCategory(s)).positions[0];
      const good = storeBody({ customer_id: customerId, category_id: free.categoryId, position_id: free.id });
      const total = await formTotal(s, good);
      const ok = { ...good, total };
      type Case = [string, Record<string, unknown>, number, string | null, string, string?];
      const cases: Case[] = [
        ['no customer', { customer_id: null }, 422, 'customer_id', BOOKING_FORM_TEXTS.noCustomer],
        ['customer 0', { customer_id: 0 }, 422, 'customer_id', BOOKING_FORM_TEXTS.noCustomer],
        ['unknown customer', { customer_id: 999_999 }, 422, 'customer_id', 'Kunden finns inte'],
        [
          'too many guests',
          { category_id: category.id, position_id: null, adults: 4, children: 1 },
          422,
          'guests',
          'Max 4 gäster tillåtna',
        ],
        ['no guests', { adults: 0 }, 422, 'guests', BOOKING_FORM_TEXTS.noGuests],
        [
          'season without position',
          { type: 'season', position_id: null, season_id: 1 },
          422,
          'position_id',
          BOOKING_FORM_TEXTS.noPosition,
        ],
        ['season without season', { type: 'season', season_id: null }, 422, 'season_id', BOOKING_FORM_TEXTS.noSeason],
        [
          'check-out before check-in',
          { check_out: '2026-07-29' },
          422,
          'check_out',
          BOOKING_FORM_TEXTS.checkOutNotAfterCheckIn,
        ],
        ['not a date', { check_in: '2026-02-30' }, 422, 'check_in', 'Datumet finns inte i kalendern'],
        [
          'arrival minutes',
          { expected_arrival_time: '15:20' },
          422,
          'expected_arrival_time',
          BOOKING_FORM_TEXTS.arrivalMinutes,
        ],
        ['wrong total', { total: total - 100 }, 422, 'total', 'Priset har ändrats till'],
        ['unknown category', { category_id: 999_999 }, 422, 'category_id', 'Kategorin finns inte'],
        ['unknown position', { position_id: 999_999 }, 422, 'position_id', 'Platsen finns inte'],
        [
          'position of another category',
          { position_id: other.positions[0].id },
          422,
          'position_id',
          'Platsen hör inte till den valda kategorin',
        ],
        [
          'a booked position',
          { category_id: category.id, position_id: positions[0].id },
          422,
          'position_id',
          `Platsen är bokad 2026-07-29–2026-07-31 (bokning ${taken.bookingNumber})`,
        ],
        ['unknown draft', { draft_id: 999_999 }, 422, 'draft_id', 'Utkastet finns inte längre, spara bokningen igen'],
        [
          'a lodging type the category lacks',
          { lodging_type_id: 1 },
          422,
          'lodging_type_id',
          'Boendetypen finns inte i kategorin',
        ],
      ];
      const before = await digest();
      for (const [name, over, status, field, text] of cases) {
        const res = await s.post('bookings/store', { ...ok, ...over });
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(status);
        const messages: string[] = field ? (res.body.data?.errors?.[field] ?? []) : [res.body.error_message];
        expect(
          messages.some((m) => m.startsWith(text)),
          `${name}: ${JSON.stringify(res.body)}`,
        ).toBe(true);
      }
      // The wrong total names the price it is now, and gives it to the form.
      const wrong = await s.post('bookings/store', { ...ok, total: 1 });
      expect(wrong.body.error_message).toBe(
        `Priset har ändrats till ${formatKr(total)}. Kontrollera priset och spara igen.`,
      );
      expect(wrong.body.data.total).toBe(total);
      // A kassör, and a user without the PMS module.
      const kassa = await s.post('bookings/store', ok, s.kassa);
      expect([kassa.status, kassa.body.error_code]).toEqual([403, 'forbidden']);
      const without = await s.post('bookings/store', ok, noPms);
      expect([without.status, without.body.error_message]).toEqual([403, 'Bokningar kräver modulen PMS.']);
      expect(await digest()).toEqual(before);
      // The same body with its right total is taken.
      expect((await s.post('bookings/store', ok)).status).toBe(200);
    });
  });

  it('20 concurrent stores of one pitch and dates: one booking, the others 422 position_taken', async () => {
    const { category, positions } = await testCategory(s);
    const body = storeBody({ customer_id: customerId, category_id: category.id, position_id: positions[0].id });
    const total = await formTotal(s, body);
    const results = await Promise.all(Array.from({ length: 20 }, () => s.post('bookings/store', { ...body, total })));
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => [r.status, r.body.error_code])).toEqual(Array(19).fill([422, 'position_taken']));
    const held = await s.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.positionId, positions[0].id), isNull(bookings.deletedAt)));
    expect(held.map((b) => b.id)).toEqual([won[0].body.data.booking.id]);
  });

  it('the same client_key stores once and answers the same booking', async () => {
    const { category, positions } = await testCategory(s);
    const body = storeBody({
      customer_id: customerId,
      category_id: category.id,
      position_id: positions[0].id,
      client_key: 'store-once-1',
    });
    const first = await store(s, body);
    const again = await store(s, body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.booking.id).toBe(first.body.data.booking.id);
    expect(again.body.data.booking.booking_number).toBe(first.body.data.booking.booking_number);
    const rows = await s.db.select().from(bookings).where(eq(bookings.positionId, positions[0].id));
    expect(rows).toHaveLength(1);
    // Concurrent retries with one key: still one booking.
    const p2 = (await testCategory(s)).positions[0];
    const b2 = storeBody({
      customer_id: customerId,
      category_id: p2.categoryId,
      position_id: p2.id,
      client_key: 'store-once-2',
    });
    const total = await formTotal(s, b2);
    const many = await Promise.all(Array.from({ length: 5 }, () => s.post('bookings/store', { ...b2, total })));
    expect(new Set(many.map((r) => r.body.data?.booking?.id)).size).toBe(1);
    expect(many.every((r) => r.status === 200)).toBe(true);
  });

  it('a draft holds the pitch; confirming it keeps its id and number', async () => {
    const { category, positions } = await testCategory(s);
    const body = storeBody({ customer_id: customerId, category_id: category.id, position_id: positions[0].id });
    const total = await formTotal(s, body);
    const draft = await s.post('bookings/store', { ...body, total, is_draft: true });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const d = draft.body.data.booking;
    expect(d).toMatchObject({ is_draft: true, confirmed_at: null });
    const expires = new Date(d.draft_expires_at).getTime();
    expect(expires - TEST_NOW.getTime()).toBeGreaterThanOrEqual(DRAFT_MINUTES * 60_000);
    expect(expires - TEST_NOW.getTime()).toBeLessThan((DRAFT_MINUTES + 5) * 60_000);

    // A draft holds the pitch but has no lines the till could sell yet.
    expect(await liveCharges(d.id)).toEqual({ lodging: [], fees: [] });
    // Another desk cannot take the pitch while the draft holds it.
    const other = await store(
      s,
      storeBody({ customer_id: customerId, category_id: category.id, position_id: positions[0].id }),
    );
    expect([other.status, other.body.error_code]).toEqual([422, 'position_taken']);

    // Saving the draft again updates it in place (more guests) and renews its hold.
    const resaved = await store(s, { ...body, adults: 3, is_draft: true, draft_id: d.id } as never);
    expect(resaved.body.data.booking).toMatchObject({ id: d.id, booking_number: d.booking_number, adults: 3 });
    expect(new Date(resaved.body.data.booking.draft_expires_at).getTime()).toBeGreaterThanOrEqual(expires);

    const confirmed = await store(s, { ...body, adults: 3, is_draft: false, draft_id: d.id } as never);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const c = confirmed.body.data.booking;
    expect(c).toMatchObject({ id: d.id, booking_number: d.booking_number, is_draft: false, draft_expires_at: null });
    expect(c.confirmed_at).not.toBeNull();
    const { lodging, fees } = await liveCharges(d.id);
    expect(lodging.reduce((sum, r) => sum + r.price, 0) + fees.reduce((sum, r) => sum + r.price, 0)).toBe(
      c.total_accommodation_amount,
    );
    // Two adults cost 1 460 kr for the four nights; the third adult 50 kr a night.
    expect(c.total_accommodation_amount).toBe(146_000 + 4 * 5_000);
    // A confirmed booking is no draft any more.
    const again = await s.post('bookings/store', { ...body, total, is_draft: true, draft_id: d.id });
    expect([again.status, again.body.data.errors.draft_id]).toEqual([
      422,
      ['Utkastet finns inte längre, spara bokningen igen'],
    ]);
  });

  it('an expired draft no longer blocks the pitch', async () => {
    const { category, positions } = await testCategory(s);
    const body = storeBody({ customer_id: customerId, category_id: category.id, position_id: positions[0].id });
    const draft = await store(s, { ...body, is_draft: true } as never);
    const id = draft.body.data.booking.id;
    await s.db
      .update(bookings)
      .set({ draftExpiresAt: new Date(TEST_NOW.getTime() - 60_000) })
      .where(eq(bookings.id, id));
    s.rec.clear();
    const taken = await store(s, body);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const [swept] = await s.db.select().from(bookings).where(eq(bookings.id, id));
    expect(swept.deletedAt).not.toBeNull();
    expect(s.rec.named('BookingRemoved').map((e) => e.booking_id)).toEqual([id]);
    // The form's next draft save hears that its draft is gone.
    const late = await store(s, { ...body, is_draft: true, draft_id: id } as never);
    expect([late.status, late.body.error_code]).toEqual([422, 'draft_gone']);
  });
});
