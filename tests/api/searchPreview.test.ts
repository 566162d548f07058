import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';
import { createTestApp, TEST_TODAY, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';

let app: TestApp;
let chef: string;
let kassa: string;
let foreign: string;

beforeAll(async () => {
  app = await createTestApp();
  chef = (await login(app, 'demo', DEMO_USERS.manager, 'search-preview')).token;
  kassa = (await login(app, 'demo', DEMO_USERS.kassor, 'search-preview')).token;
  foreign = (await login(app, 'strandbaden', DEMO_USERS.manager, 'search-preview')).token;
});
afterAll(async () => {
  await app?.destroy();
});

async function rows<T = any>(query: string): Promise<T[]> {
  return queryRows<T>((await app.tenants.get('demo')).db, sql.raw(query));
}
const get = (path: string, query: Record<string, string>, token = chef) =>
  call(app, 'GET', 'demo', path, { token, query });
const preview = async (type: string, id: number | string) => {
  const res = await get('search/search-results-preview-data', { type, id: String(id) });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body.data;
};
const PREVIEW_KEYS = [
  'booking',
  'booking_group',
  'checked_in_position_booking',
  'customer_bookings',
  'future_position_bookings',
  'sales_history_data',
];

describe('GET search/customer and search/booking (the pickers)', () => {
  it("lists at most 20 customers with the picker's fields", async () => {
    // The commonest start of a given name: more than 20 customers have it.
    const [common] = await rows(
      `select lower(substr(given_name, 1, 2)) as p, count(*)::int as n from customers where given_name is not null group by 1 order by 2 desc limit 1`,
    );
    expect(common.n).toBeGreaterThan(20);
    const res = await get('search/customer', { search: common.p });
    expect(res.status).toBe(200);
    const list = res.body.data.customers;
    expect(list.length).toBe(20);
    for (const c of list) {
      expect(Object.keys(c).sort()).toEqual([
        'country_id',
        'email',
        'full_name',
        'id',
        'is_org',
        'phone',
        'shortAddress',
      ]);
    }
    const [c] =
      await rows(`select c.id, c.phone_number, co.dialling_code from customers c join countries co on co.id = c.dialling_code_country_id
      where c.phone_number is not null and c.street_name is not null and not c.is_org order by c.id limit 1`);
    const [hit] = (await get('search/customer', { search: `0${c.phone_number}` })).body.data.customers;
    expect(hit).toMatchObject({
      id: c.id,
      phone: `+${c.dialling_code} ${c.phone_number}`,
      shortAddress: expect.stringContaining(', '),
    });
  });

  it('lists at most 20 full booking objects, the exact number first', async () => {
    const res = await get('search/booking', { search: 'an' });
    expect(res.status).toBe(200);
    expect(res.body.data.bookings.length).toBe(20);
    const [b] = await rows(`select id, booking_number from bookings where not is_draft order by id desc limit 1`);
    const [first] = (await get('search/booking', { search: b.booking_number })).body.data.bookings;
    expect(first).toMatchObject({
      id: b.id,
      booking_number: b.booking_number,
      customer: expect.any(Object),
      subtitle: expect.any(String),
    });
    for (const k of [
      'check_in',
      'check_out',
      'position_id',
      'total_accommodation_amount',
      'remaining_accommodation_amount',
      'remarks',
    ])
      expect(first).toHaveProperty(k);
  });

  it('answers empty lists for short text and 422 for a text over 100 characters', async () => {
    expect((await get('search/customer', { search: 'a' })).body.data.customers).toEqual([]);
    expect((await get('search/booking', {})).body.data.bookings).toEqual([]);
    for (const path of ['search/customer', 'search/booking']) {
      const res = await get(path, { search: 'å'.repeat(101) });
      expect(res.status, path).toBe(422);
      expect(res.body.data.errors.search).toBeDefined();
      expect((await get(path, { search: 'an' }, foreign)).status).toBe(401);
    }
  });
});

describe('GET search/search-results-preview-data', () => {
  it('previews a booking, with its group when it has one', async () => {
    const [solo] = await rows(
      `select id from bookings where booking_group_id is null and not is_draft order by id limit 1`,
    );
    const d = await preview('booking', solo.id);
    expect(Object.keys(d).sort()).toEqual(PREVIEW_KEYS);
    expect(d).toMatchObject({
      booking: { id: solo.id, customer: expect.any(Object) },
      booking_group: null,
      customer_bookings: [],
      sales_history_data: [],
    });
    const [member] = await rows(
      `select id, booking_group_id from bookings where booking_group_id is not null order by id limit 1`,
    );
    const g = (await preview('booking', member.id)).booking_group;
    expect(g).toMatchObject({
      id: member.booking_group_id,
      booking_number: expect.stringMatching(/-G\d+$/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(g.bookings.map((b: any) => b.id)).toContain(member.id);
  });

  it('previews a booking group with all its bookings', async () => {
    const [g] = await rows(
      `select booking_group_id as id, count(*)::int as n from bookings where booking_group_id is not null group by 1 order by 1 limit 1`,
    );
    const d = await preview('booking_group', g.id);
    expect(d.booking).toBeNull();
    expect(d.booking_group.id).toBe(g.id);
    expect(d.booking_group.bookings.length).toBe(g.n);
    expect(d.booking_group.bookings.every((b: any) => b.booking_group_id === g.id)).toBe(true);
  });

  it("previews a customer's bookings, newest check-in first, at most 20", async () => {
    const [c] = await rows(
      `select customer_id as id, count(*)::int as n from bookings where customer_id is not null and not is_draft group by 1 order by 2 desc limit 1`,
    );
    expect(c.n).toBeGreaterThan(20);
    const list = (await preview('customer', c.id)).customer_bookings;
    expect(list.length).toBe(20);
    expect(list.every((b: any) => b.customer_id === c.id)).toBe(true);
    const dates = list.map((b: any) => b.check_in);
    expect(dates).toEqual([...dates].sort().reverse());
    const [newest] = await rows(
      `select max(check_in)::text as d from bookings where customer_id = ${c.id} and not is_draft`,
    );
    expect(dates[0]).toBe(newest.d);
  });

  it('previews a position: who is checked in now and the next arrivals', async () => {
    const [here] = await rows(
      `select id, position_id from bookings where checked_in_at is not null and checked_out_at is null and deleted_at is null order by id limit 1`,
    );
    const d = await preview('position', here.position_id);
    expect(d.checked_in_position_booking).toMatchObject({ id: here.id, position_id: here.position_id });
    const future = d.future_position_bookings;
    expect(future.length).toBeLessThanOrEqual(10);
    for (const b of future)
      expect(b).toMatchObject({
        position_id: here.position_id,
        checked_in_at: null,
        deleted_at: null,
        is_draft: false,
      });
    expect(future.every((b: any) => b.check_in >= TEST_TODAY)).toBe(true);
    expect(future.map((b: any) => b.check_in)).toEqual(future.map((b: any) => b.check_in).sort());
    const [free] =
      await rows(`select p.id from positions p where not exists (select 1 from bookings b where b.position_id = p.id
      and b.checked_in_at is not null and b.checked_out_at is null and b.deleted_at is null) order by p.id limit 1`);
    expect((await preview('position', free.id)).checked_in_position_booking).toBeNull();
  });

  it('previews a product with 24 months of sales, zeros where nothing was sold', async () => {
    const [p] = await rows(`select id, price from products where deleted_at is null and price > 0 order by id limit 1`);
    const empty = (await preview('product', p.id)).sales_history_data;
    expect(empty.length).toBe(24);
    expect(empty[0].month).toBe('2024-08');
    expect(empty[23].month).toBe(TEST_TODAY.slice(0, 7));
    expect(empty.every((m: any) => m.total_sales === 0 && m.total_quantity === 0)).toBe(true);
    // A completed receipt in June (Stockholm time) and an invoice in March: both count, once each.
    const [reg] = await rows(`select id from registers order by id limit 1`);
    const [receipt] = await rows(
      `insert into receipts (register_id, receipt_status, total, completed_at) values (${reg.id}, 'complete', 0, '2026-06-30T22:30:00Z') returning id`,
    );
    const [cust] = await rows(`select id from customers order by id limit 1`);
    const [inv] =
      await rows(`insert into invoices (invoice_number, invoice_date, total_amount, customer_id, customer_name, ocr)
      values (990001, '2026-03-10', 0, ${cust.id}, 'Test', '9900011') returning id`);
    await rows(`insert into sales_items (receipt_id, product_id, product_name, quantity, price, vat_rate, sale) values
      (${receipt.id}, ${p.id}, 'x', 2000, ${p.price}, 2500, ${2 * p.price}), (${receipt.id}, ${p.id}, 'x', 1000, ${p.price}, 2500, ${p.price})`);
    await rows(
      `insert into sales_items (invoice_id, product_id, product_name, quantity, price, vat_rate, sale) values (${inv.id}, ${p.id}, 'x', 1000, ${p.price}, 2500, ${p.price})`,
    );
    const months = new Map((await preview('product', p.id)).sales_history_data.map((m: any) => [m.month, m]));
    expect(months.get('2026-07')).toEqual({ month: '2026-07', total_sales: 3 * p.price, total_quantity: 3000 });
    expect(months.get('2026-03')).toEqual({ month: '2026-03', total_sales: p.price, total_quantity: 1000 });
    expect(months.get('2026-06')).toMatchObject({ total_sales: 0 });
  });

  it('is 422 for an unknown type or an id that is not a number, 404 for an unknown id', async () => {
    const bad: Record<string, string>[] = [
      { type: 'kund', id: '1' },
      { type: 'query', id: '1' },
      { id: '1' },
      { type: 'booking', id: 'abc' },
      { type: 'booking', id: '-1' },
      { type: 'booking' },
    ];
    for (const query of bad) {
      const res = await get('search/search-results-preview-data', query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body.status).toBe('error');
    }
    for (const type of ['booking', 'customer', 'position', 'booking_group', 'product']) {
      const res = await get('search/search-results-preview-data', { type, id: '99999999' });
      expect(res.status, type).toBe(404);
      expect(res.body.error_message).toMatch(/finns inte/);
    }
  });

  it("is refused with another tenant's token and open to the till level", async () => {
    expect((await get('search/search-results-preview-data', { type: 'product', id: '1' }, foreign)).status).toBe(401);
    expect((await get('search/search-results-preview-data', { type: 'product', id: '1' }, kassa)).status).toBe(200);
  });
});
