import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_TODAY, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { queryRows, type Db } from '../../server/db/client';
import { formatStockholm } from '../../src/domain/dates';
import { groupCheckInState, groupCheckOutState } from '../../src/domain/groupState';

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

const list = (query: Record<string, string>, t = token) =>
  call(app, 'GET', 'demo', 'booking-groups', { token: t, query });
/** Every row of a query, read page by page as the console does. */
async function all(query: Record<string, string>): Promise<{ total: number; rows: any[] }> {
  const rows: any[] = [];
  for (let offset = 0; ; offset += 500) {
    const res = await list({ ...query, offset: String(offset), visible_booking_groups: '500' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.data.booking_groups);
    if (offset + 500 >= res.body.data.total) return { total: res.body.data.total, rows };
  }
}
const show = async (id: number) =>
  (await call(app, 'GET', 'demo', 'booking-groups/show', { token, query: { booking_group_id: String(id) } })).body.data
    .booking_group;

const cmp = (a: unknown, b: unknown) => (a == null ? (b == null ? 0 : 1) : b == null ? -1 : a < b ? -1 : a > b ? 1 : 0);
const sortValue: Record<string, (r: any) => unknown> = {
  booking_number: (r) => r.booking_number,
  name: (r) => r.name?.toLowerCase() ?? null,
  customer: (r) => r.customer_name?.toLowerCase() ?? null,
  first_checkin_date: (r) => r.first_checkin_date,
  last_checkout_date: (r) => r.last_checkout_date,
  created_at: (r) => new Date(r.created_at).getTime(),
  bookings_count: (r) => r.bookings_count,
};

describe('GET booking-groups: the booking group list (bookings.md 7)', () => {
  it("pages through every live group in a stable order, echoing request_id, with the pane's numbers", async () => {
    const first = await list({ request_id: 'g-3', visible_booking_groups: '8' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ request_id: 'g-3', offset: 0 });
    expect(first.body.data.booking_groups).toHaveLength(8);
    const a = await list({ offset: '0', visible_booking_groups: '4' });
    const b = await list({ offset: '4', visible_booking_groups: '4' });
    expect([...a.body.data.booking_groups, ...b.body.data.booking_groups].map((r: any) => r.id)).toEqual(
      first.body.data.booking_groups.map((r: any) => r.id),
    );
    expect(a.body.data.request_id).toBeNull();
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from booking_groups where deleted_at is null`,
    );
    const { total, rows } = await all({});
    expect(total).toBe(n);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    const past = await list({ offset: String(total + 5) });
    expect(past.body.data).toMatchObject({ total, booking_groups: [] });
    // The same count, dates and customer as the group pane shows.
    for (const r of rows.slice(0, 3)) {
      const g = await show(r.id);
      expect(r).toMatchObject({
        booking_number: g.booking_number,
        name: g.name,
        customer_id: g.customer_id,
        customer_name: g.customer_name,
        first_checkin_date: g.first_checkin_date,
        last_checkout_date: g.last_checkout_date,
        deleted_at: null,
        bookings_count: g.bookings.filter((x: any) => !x.deleted_at).length,
      });
      expect(['delayed', 'all', 'some', 'none']).toContain(r.checkin_pill);
      expect(['delayed', 'all', 'some', 'none']).toContain(r.checkout_pill);
    }
  });

  it.each(Object.keys(sortValue))('sorts by %s both ways, ties on id', async (column) => {
    for (const desc of [false, true]) {
      const { rows } = await all({ sorted_column: column, sorted_desc: String(desc) });
      for (let i = 1; i < rows.length; i++) {
        const [x, y] = desc ? [rows[i], rows[i - 1]] : [rows[i - 1], rows[i]];
        if (sortValue[column](rows[i]) == null) continue; // nulls last in both directions
        // Names compare as the database folds them; only check the numeric/date columns strictly.
        if (column === 'name' || column === 'customer') continue;
        const c = cmp(sortValue[column](x), sortValue[column](y));
        expect(c <= 0, `${column} ${desc ? 'desc' : 'asc'} at ${i}`).toBe(true);
        if (c === 0) expect(desc ? rows[i].id < rows[i - 1].id : rows[i].id > rows[i - 1].id).toBe(true);
      }
      if (column === 'name' || column === 'customer') {
        const key = column === 'name' ? 'name' : 'customer_name';
        const firstLetters = rows
          .filter((r) => r[key])
          .map((r) => r[key][0].toLowerCase())
          .filter((ch: string) => /[a-z]/.test(ch));
        const sorted = [...firstLetters].sort();
        expect(firstLetters).toEqual(desc ? sorted.reverse() : sorted);
      }
    }
  });

  it('filters by first check-in, last check-out and the day the group was made', async () => {
    const { rows: everything } = await all({});
    const sample = everything.find((r) => r.first_checkin_date && r.first_checkin_date >= '2026-07-01')!;
    const day = await all({ check_in_date: sample.first_checkin_date });
    expect(day.rows.map((r) => r.id)).toContain(sample.id);
    expect(day.rows.every((r) => r.first_checkin_date === sample.first_checkin_date)).toBe(true);
    const from = '2026-07-10';
    const to = '2026-07-20';
    const range = await all({ check_out_date_from: from, check_out_date_to: to });
    expect(range.rows.every((r) => r.last_checkout_date >= from && r.last_checkout_date <= to)).toBe(true);
    expect(range.total).toBe(
      everything.filter((r) => r.last_checkout_date >= from && r.last_checkout_date <= to).length,
    );
    const made = formatStockholm(new Date(sample.created_at), 'yyyy-MM-dd');
    const booked = await all({ booking_date: made });
    expect(booked.rows.map((r) => r.id)).toContain(sample.id);
    expect(booked.rows.every((r) => formatStockholm(new Date(r.created_at), 'yyyy-MM-dd') === made)).toBe(true);
  });

  it('searches by group number, group name and customer name', async () => {
    const { rows } = await all({ sorted_column: 'booking_number' });
    const g = rows.find((r) => r.name && r.customer_name && /^[A-Za-zÅÄÖåäö]/.test(r.name))!;
    const found = async (text: string) => (await all({ search_string: text })).rows.map((r) => r.id);
    expect(await found(g.booking_number)).toEqual([g.id]);
    expect(await found(g.booking_number.toLowerCase())).toEqual([g.id]);
    expect(await found(g.name)).toContain(g.id);
    expect(await found(g.customer_name)).toContain(g.id);
    const narrowed = await all({ search_string: g.customer_name, check_in_date: g.first_checkin_date });
    expect(narrowed.rows.map((r) => r.id)).toContain(g.id);
    expect(narrowed.rows.every((r) => r.first_checkin_date === g.first_checkin_date)).toBe(true);
    expect((await all({ search_string: 'zzqxnothing' })).total).toBe(0);
  });

  it('shows deleted groups only under cancelled', async () => {
    const { rows } = await all({});
    const victim = rows[rows.length - 1];
    await queryRows(db, sql`update booking_groups set deleted_at = now() where id = ${victim.id}`);
    const live = await all({});
    expect(live.total).toBe(rows.length - 1);
    expect(live.rows.map((r) => r.id)).not.toContain(victim.id);
    const cancelled = await all({ filter_custom: 'cancelled' });
    expect(cancelled.rows.map((r) => r.id)).toContain(victim.id);
    expect(cancelled.rows.every((r) => r.deleted_at)).toBe(true);
  });

  it('gives the check-in and check-out pills of the members, as the group pane works them out', async () => {
    const groups = await queryRows<{ id: number }>(
      db,
      sql`select g.id from booking_groups g
      where g.deleted_at is null and exists (select 1 from bookings b where b.booking_group_id = g.id and b.checked_in_at is not null)
      order by g.id limit 4`,
    );
    expect(groups.length).toBeGreaterThan(0);
    const { rows } = await all({});
    for (const { id } of groups) {
      const members = (await show(id)).bookings;
      const row = rows.find((r) => r.id === id)!;
      expect(row.checkin_pill).toBe(groupCheckInState(members, TEST_TODAY));
      expect(row.checkout_pill).toBe(groupCheckOutState(members, TEST_TODAY));
      expect(row.checkin_pill).not.toBe('none');
    }
  });

  it('refuses bad parameters with Swedish messages and changes nothing', async () => {
    const digest = await databaseDigest(db);
    const bad: [Record<string, string>, string, string][] = [
      [{ offset: '-1' }, 'offset', 'Måste vara minst 0'],
      [{ offset: 'abc' }, 'offset', 'Måste vara ett tal'],
      [{ visible_booking_groups: '0' }, 'visible_booking_groups', 'Måste vara minst 1'],
      [{ visible_booking_groups: '501' }, 'visible_booking_groups', 'Får vara högst 500'],
      [{ sorted_column: 'check_in' }, 'sorted_column', 'Ogiltigt val'],
      [{ sorted_desc: 'kanske' }, 'sorted_desc', 'Måste vara sant eller falskt'],
      [{ filter_custom: 'unpaid' }, 'filter_custom', 'Ogiltigt val'],
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
    expect((await call(app, 'GET', 'demo', 'booking-groups', {})).status).toBe(401);
    expect(await databaseDigest(db)).toEqual(digest);
  });

  it('is open to cashiers (readBookings)', async () => {
    const kassa = (await login(app, 'demo', DEMO_USERS.kassor, 'kassa-machine')).token;
    expect((await list({ visible_booking_groups: '5' }, kassa)).status).toBe(200);
  });
});
