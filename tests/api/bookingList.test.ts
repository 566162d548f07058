import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_TODAY, testClock, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { queryRows, type Db } from '../../server/db/client';
import { bookingState } from '../../src/domain/bookingState';
import { formatStockholm } from '../../src/domain/dates';

let app: TestApp;
let token: string;
let db: Db;
beforeAll(async () => {
  app = await createTestApp();
  token = (await login(app, 'demo', DEMO_USERS.receptionist)).token;
  db = (await app.tenants.get('demo')).db;
});
afterAll(async () => {
  await app?.destroy();
});

const list = (query: Record<string, string>, t = token) => call(app, 'GET', 'demo', 'bookings', { token: t, query });
/** Every row of a query, read page by page as the console does. */
async function all(query: Record<string, string>): Promise<{ total: number; rows: any[] }> {
  const rows: any[] = [];
  for (let offset = 0; ; offset += 500) {
    const res = await list({ ...query, offset: String(offset), visible_bookings: '500' });
    expect(res.status).toBe(200);
    rows.push(...res.body.data.bookings);
    if (offset + 500 >= res.body.data.total) return { total: res.body.data.total, rows };
  }
}

const cmp = (a: unknown, b: unknown) => (a == null ? (b == null ? 0 : 1) : b == null ? -1 : a < b ? -1 : a > b ? 1 : 0);
const STATE_RANK = { draft: 0, not_checked_in: 1, checked_in: 2, checked_out: 3, cancelled: 4 } as const;
const sortValue: Record<string, (r: any) => unknown> = {
  booking_number: (r) => r.booking_number,
  check_in: (r) => r.check_in,
  check_out: (r) => r.check_out,
  customer: (r) => r.customer_name?.toLowerCase() ?? null,
  position: (r) => r.position_name,
  created_at: (r) => new Date(r.created_at).getTime(),
  total: (r) => r.total_accommodation_amount,
  remaining: (r) => r.remaining_accommodation_amount,
  state: (r) => STATE_RANK[bookingState(r)],
};

describe('GET bookings: the booking list (bookings.md 7)', () => {
  it('pages through every live booking in a stable order, echoing request_id', async () => {
    const first = await list({ request_id: 'r-17', visible_bookings: '20' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ request_id: 'r-17', offset: 0 });
    expect(first.body.data.bookings).toHaveLength(20);
    const a = await list({ offset: '0', visible_bookings: '10' });
    const b = await list({ offset: '10', visible_bookings: '10' });
    expect([...a.body.data.bookings, ...b.body.data.bookings].map((r: any) => r.id)).toEqual(
      first.body.data.bookings.map((r: any) => r.id),
    );
    expect(a.body.data.request_id).toBeNull();
    const now = testClock().toISOString();
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from bookings
      where deleted_at is null and not (is_draft and draft_expires_at <= ${now}::timestamptz)`,
    );
    const { total, rows } = await all({});
    expect(total).toBe(n);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    expect(rows.every((r) => !r.deleted_at)).toBe(true);
    // A page past the end is empty, with the same total.
    const past = await list({ offset: String(total + 5) });
    expect(past.body.data).toMatchObject({ total, bookings: [] });
    // The row carries what the table shows.
    expect(rows[0]).toMatchObject({
      id: expect.any(Number),
      booking_number: expect.any(String),
      check_in: expect.any(String),
      adults: expect.any(Number),
    });
    expect(rows.some((r) => r.position_name)).toBe(true);
  });

  it.each(Object.keys(sortValue))('sorts by %s both ways, ties on id', async (column) => {
    for (const desc of [false, true]) {
      const { rows } = await all({ sorted_column: column, sorted_desc: String(desc) });
      for (let i = 1; i < rows.length; i++) {
        const [x, y] = desc ? [rows[i], rows[i - 1]] : [rows[i - 1], rows[i]];
        const c = cmp(sortValue[column](x), sortValue[column](y));
        const nullLast = sortValue[column](rows[i]) == null; // nulls last in both directions
        if (nullLast) continue;
        expect(c <= 0, `${column} ${desc ? 'desc' : 'asc'} at ${i}`).toBe(true);
        if (c === 0) expect(desc ? rows[i].id < rows[i - 1].id : rows[i].id > rows[i - 1].id).toBe(true);
      }
    }
  });

  it('filters by state; cancelled bookings only when asked', async () => {
    const expectState: Record<string, (r: any) => boolean> = {
      not_checked_in: (r) => bookingState(r) === 'not_checked_in',
      checked_in: (r) => bookingState(r) === 'checked_in',
      checked_out: (r) => bookingState(r) === 'checked_out',
      cancelled: (r) => bookingState(r) === 'cancelled',
      unpaid: (r) => !r.deleted_at && r.remaining_accommodation_amount > 0,
    };
    const everything = (await all({ filter_custom: 'all' })).total;
    for (const [filter, ok] of Object.entries(expectState)) {
      const { total, rows } = await all({ filter_custom: filter });
      expect(total, filter).toBeGreaterThan(0);
      expect(total, filter).toBeLessThanOrEqual(everything);
      expect(rows.every(ok), filter).toBe(true);
    }
  });

  it('filters by a check-in day, a check-out range and the booking day', async () => {
    const day = await all({ check_in_date: TEST_TODAY });
    expect(day.total).toBeGreaterThan(0);
    expect(day.rows.every((r) => r.check_in === TEST_TODAY)).toBe(true);
    const from = '2026-07-10';
    const to = '2026-07-20';
    const range = await all({ check_out_date_from: from, check_out_date_to: to });
    expect(range.total).toBeGreaterThan(0);
    expect(range.rows.every((r) => r.check_out >= from && r.check_out <= to)).toBe(true);
    const open = await all({ check_out_date_from: from });
    expect(open.rows.every((r) => r.check_out >= from)).toBe(true);
    expect(open.total).toBeGreaterThanOrEqual(range.total);
    const made = formatStockholm(new Date(day.rows[0].created_at), 'yyyy-MM-dd');
    const booked = await all({ booking_date: made });
    expect(booked.rows.map((r) => r.id)).toContain(day.rows[0].id);
    expect(booked.rows.every((r) => formatStockholm(new Date(r.created_at), 'yyyy-MM-dd') === made)).toBe(true);
  });

  it('searches by booking number, customer name, e-mail, phone and position', async () => {
    const { rows } = await all({ check_in_date: TEST_TODAY });
    const b = rows.find((r) => r.customer_id && r.position_name)!;
    const [c] = await queryRows<{ email: string | null; phone_number: string | null; given_name: string | null }>(
      db,
      sql`select email, phone_number, given_name from customers where id = ${b.customer_id}`,
    );
    const found = async (text: string) => (await all({ search_string: text })).rows.map((r) => r.id);
    const byNumber = await found(b.booking_number);
    expect(byNumber).toEqual([b.id]);
    expect(await found(b.customer_name)).toContain(b.id);
    if (c.email) expect(await found(c.email)).toContain(b.id);
    if (c.phone_number) expect(await found(c.phone_number.replace(/\D/g, '').replace(/^0+/, ''))).toContain(b.id);
    const [positionName] = b.position_name.split(' ');
    const atPosition = await all({ search_string: positionName });
    expect(atPosition.rows.map((r) => r.id)).toContain(b.id);
    // Search narrows together with the other filters and the sort.
    const narrowed = await all({
      search_string: b.customer_name,
      check_in_date: TEST_TODAY,
      sorted_column: 'booking_number',
    });
    expect(narrowed.rows.every((r) => r.check_in === TEST_TODAY)).toBe(true);
    expect((await all({ search_string: 'zzqxnothing' })).total).toBe(0);
  });

  it('sees a change at once (the cached order is dropped after a write)', async () => {
    const before = await all({ filter_custom: 'checked_in' });
    const arrival = (await all({ check_in_date: TEST_TODAY, filter_custom: 'not_checked_in' })).rows.find(
      (r) => !before.rows.some((x) => x.position_id === r.position_id),
    )!;
    const res = await call(app, 'POST', 'demo', 'bookings/check-in', { token, body: { booking_id: arrival.id } });
    expect(res.status).toBe(200);
    const after = await all({ filter_custom: 'checked_in' });
    expect(after.total).toBe(before.total + 1);
    expect(after.rows.map((r) => r.id)).toContain(arrival.id);
  });

  it('refuses bad parameters with Swedish messages and changes nothing', async () => {
    const digest = await databaseDigest(db);
    const bad: [Record<string, string>, string, string][] = [
      [{ offset: '-1' }, 'offset', 'Måste vara minst 0'],
      [{ offset: 'abc' }, 'offset', 'Måste vara ett tal'],
      [{ visible_bookings: '0' }, 'visible_bookings', 'Måste vara minst 1'],
      [{ visible_bookings: '501' }, 'visible_bookings', 'Får vara högst 500'],
      [{ sorted_column: 'password' }, 'sorted_column', 'Ogiltigt val'],
      [{ sorted_desc: 'kanske' }, 'sorted_desc', 'Måste vara sant eller falskt'],
      [{ filter_custom: 'everything' }, 'filter_custom', 'Ogiltigt val'],
      [{ check_in_date: '15/07/2026' }, 'check_in_date', 'Datum ska skrivas ÅÅÅÅ-MM-DD'],
      [{ check_out_date: '2026-02-30' }, 'check_out_date', 'Datumet finns inte i kalendern'],
      [
        { booking_date: '2026-07-01', booking_date_from: '2026-07-01' },
        'booking_date',
        'Ange antingen ett datum eller ett intervall',
      ],
      [
        { check_in_date_from: '2026-07-20', check_in_date_to: '2026-07-10' },
        'check_in_date_to',
        'Till-datumet får inte vara före från-datumet',
      ],
      [{ search_string: 'x'.repeat(101) }, 'search_string', 'Max 100 tecken'],
    ];
    for (const [query, field, message] of bad) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body.data.errors[field]).toContain(message);
    }
    expect((await call(app, 'GET', 'demo', 'bookings', {})).status).toBe(401);
    expect(await databaseDigest(db)).toEqual(digest);
  });

  it('is open to cashiers (readBookings)', async () => {
    const kassa = (await login(app, 'demo', DEMO_USERS.kassor, 'kassa-machine')).token;
    expect((await list({ visible_bookings: '5' }, kassa)).status).toBe(200);
  });
});
