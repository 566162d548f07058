import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';
import { fromColumnar } from '../../src/domain/columnar';
import { createTestApp, TEST_TODAY, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';

let app: TestApp;
let chef: string;
let kassa: string;
let reception: string;
beforeAll(async () => {
  app = await createTestApp();
  chef = (await login(app, 'demo', DEMO_USERS.manager)).token;
  kassa = (await login(app, 'demo', DEMO_USERS.kassor)).token;
  reception = (await login(app, 'demo', DEMO_USERS.receptionist)).token;
});
afterAll(async () => {
  await app?.destroy();
});

async function count(table: string, where = 'true'): Promise<number> {
  const db = (await app.tenants.get('demo')).db;
  const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return Number(row.n);
}

/** The full data load of shell.md 4.1: each call with the key it answers and the table behind it. */
const FULL_LOAD: [path: string, key: string, table: string, where?: string][] = [
  ['parked-orders', 'parked_orders', 'parked_orders', 'deleted_at is null'],
  ['positions', 'positions', 'positions'],
  ['categories', 'categories', 'categories', 'deleted_at is null'],
  ['countries', 'countries', 'countries'],
  ['invoices/payment-terms', 'payment_terms', 'payment_terms', 'deleted_at is null'],
  ['payment-methods', 'payment_methods', 'payment_methods', 'deleted_at is null'],
  [
    'booking-cancellations/cancellation-policies',
    'cancellation_policies',
    'cancellation_policies',
    'deleted_at is null',
  ],
  ['categories/lodging-types', 'lodging_types', 'lodging_types'],
  ['products', 'products', 'products', 'deleted_at is null'],
  ['product-groups', 'product_groups', 'product_groups', 'deleted_at is null'],
  ['layouts/tabs', 'layout_tabs', 'layout_tabs', 'deleted_at is null'],
  ['seasons', 'seasons', 'seasons', 'deleted_at is null'],
  ['tally/activecards', 'cards', 'tally_cards', 'removed_at is null'],
  ['dashboard/dashboards', 'dashboards', 'dashboards', 'deleted_at is null'],
  ['dashboard/dashboard-cards', 'dashboard_cards', 'dashboard_cards'],
];

describe('full data load', () => {
  it.each(FULL_LOAD)('GET %s returns every row of the tenant', async (path, key, table, where) => {
    const res = await call(app, 'GET', 'demo', path, { token: chef });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const rows = res.body.data[key];
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBe(await count(table, where));
  });

  it('GET bookings/synced returns the working set with customers and amounts', async () => {
    const res = await call(app, 'GET', 'demo', 'bookings/synced', { token: reception });
    expect(res.body.data.columns).toContain('booking_number');
    const list = fromColumnar<any>(res.body.data);
    expect(list.length).toBeGreaterThan(50);
    expect(list.length).toBeLessThanOrEqual(await count('bookings'));
    const arrivals = list.filter((b: any) => b.check_in === TEST_TODAY && !b.deleted_at && !b.is_draft);
    expect(arrivals.length).toBeGreaterThan(3);
    const drafts = list.filter((b: any) => b.is_draft && !b.deleted_at);
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts)
      expect(new Date(d.draft_expires_at).getTime()).toBeGreaterThan(Date.parse('2026-07-15T08:00:00Z'));
    const b = list.find((x: any) => x.customer_id);
    expect(b).toMatchObject({
      booking_number: expect.any(String),
      check_in: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      customer_id: expect.any(Number),
      customer_name: expect.any(String),
      title: b.customer_name,
      total_accommodation_amount: expect.any(Number),
      remaining_accommodation_amount: expect.any(Number),
    });
    expect(list.some((x: any) => x.total_accommodation_amount > 0)).toBe(true);
    expect(res.body.data.synced_at).toBeTruthy();
  });

  it('GET bookings/synced?since returns only what changed', async () => {
    const first = await call(app, 'GET', 'demo', 'bookings/synced', { token: reception });
    const delta = await call(app, 'GET', 'demo', 'bookings/synced', {
      token: reception,
      query: { since: first.body.data.synced_at },
    });
    expect(delta.body.data.rows).toEqual([]);
    expect(delta.body.data.is_delta).toBe(true);
    const changed = fromColumnar<any>(first.body.data).find((b) => !b.deleted_at && !b.is_draft);
    await call(app, 'POST', 'demo', 'bookings/updateremarks', {
      token: reception,
      body: { booking_id: changed.id, remarks: 'Sen ankomst' },
    });
    const after = await call(app, 'GET', 'demo', 'bookings/synced', {
      token: reception,
      query: { since: first.body.data.synced_at },
    });
    expect(fromColumnar<any>(after.body.data)).toEqual([
      expect.objectContaining({ id: changed.id, remarks: 'Sen ankomst' }),
    ]);
  });

  it('GET register gives the register and the terminal', async () => {
    const res = await call(app, 'GET', 'demo', 'register', { token: kassa });
    expect(res.body.data.register).toMatchObject({
      name: expect.any(String),
      org_number: expect.stringMatching(/^\d{6}-\d{4}$/),
      is_registered: true,
      opened_at: null,
    });
    expect(res.body.data.nets_terminal).toMatchObject({ serial_number: expect.any(String) });
  });

  it('GET map gives the tenant map image, which is an SVG drawn from its positions', async () => {
    const res = await call(app, 'GET', 'demo', 'map', { token: reception });
    expect(res.body.data.map).toMatchObject({ namespace: 'demo', width: 1000 });
    const img = await app.fastify.inject({ method: 'GET', url: new URL(res.body.data.map.image_url).pathname });
    expect(img.headers['content-type']).toContain('image/svg+xml');
    const positions = (await call(app, 'GET', 'demo', 'positions', { token: reception })).body.data.positions;
    const live = positions.filter((p: any) => !p.deleted_at);
    expect(img.body).toContain(`>${live[0].map_name}<`);
  });

  it('GET calendar-dates covers start of last year to end of next year, with holidays and weekends', async () => {
    const res = await call(app, 'GET', 'demo', 'calendar-dates', { token: reception });
    const dates = res.body.data.calendar_dates;
    expect(dates[0].date).toBe('2025-01-01');
    expect(dates.at(-1).date).toBe('2027-12-31');
    const midsommar = dates.find((d: any) => d.date === '2026-06-20');
    expect(midsommar).toMatchObject({ isHoliday: true, holidayName: 'Midsommardagen', isWeekend: true });
    expect(dates.find((d: any) => d.date === TEST_TODAY)).toMatchObject({ isToday: true, isPast: false });
  });

  it('GET product-groups carries VAT 25, 12 and 6 % in force today', async () => {
    const res = await call(app, 'GET', 'demo', 'product-groups', { token: kassa });
    const rates = new Set(res.body.data.product_groups.map((g: any) => g.vat_rate));
    expect([...rates]).toEqual(expect.arrayContaining([2500, 1200, 600]));
  });

  it('GET dashboard/dashboards has a locked and an editable dashboard with cards', async () => {
    const res = await call(app, 'GET', 'demo', 'dashboard/dashboards', { token: chef });
    const boards = res.body.data.dashboards;
    expect(boards.some((d: any) => d.is_editable === 0)).toBe(true);
    expect(boards.some((d: any) => d.is_editable === 1)).toBe(true);
    expect(boards[0].dashboard_cards[0]).toMatchObject({
      component_name: expect.any(String),
      pivot: { id: expect.any(Number), column: expect.any(Number) },
    });
  });
});

describe('levels', () => {
  it.each([
    ['kassor', 'dashboard/dashboards', 403],
    ['receptionist', 'dashboard/dashboards', 403],
    ['manager', 'dashboard/dashboards', 200],
    ['kassor', 'products', 200],
    ['kassor', 'register', 200],
    ['receptionist', 'bookings/synced', 200],
  ])('%s GET %s → %s', async (level, path, status) => {
    const token = { kassor: kassa, receptionist: reception, manager: chef }[level]!;
    const res = await call(app, 'GET', 'demo', path, { token });
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body).toMatchObject({ status: 'error', error_code: 'forbidden' });
  });

  it('refuses a kassor a booking mutation', async () => {
    const res = await call(app, 'POST', 'demo', 'bookings/updateremarks', {
      token: kassa,
      body: { booking_id: 1, remarks: 'x' },
    });
    expect(res.status).toBe(403);
  });
});

describe('terms page', () => {
  it("GET terms shows the tenant's cancellation policies without login", async () => {
    const res = await app.fastify.inject({ method: 'GET', url: '/api/demo/terms' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Bokningsvillkor – Demo Camping');
    const policies = (
      await call(app, 'GET', 'demo', 'booking-cancellations/cancellation-policies', { token: reception })
    ).body.data.cancellation_policies;
    for (const p of policies) expect(res.body).toContain(p.name);
  });
});
