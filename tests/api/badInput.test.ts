import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { INPUT_TEXTS } from '../../src/domain/input';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';

let app: TestApp;
let chef: string;
let foreign: string;
let before: Record<string, string>;
const HUGE = 'x'.repeat(20_000);

beforeAll(async () => {
  app = await createTestApp();
  chef = (await login(app, 'demo', DEMO_USERS.manager, 'bad-input')).token;
  foreign = (await login(app, 'strandbaden', DEMO_USERS.manager, 'bad-input')).token;
  before = await databaseDigest((await app.tenants.get('demo')).db);
});
afterAll(async () => {
  await app?.destroy();
});

type Case = [name: string, method: string, path: string, body: unknown, status: number];

/** Every endpoint that takes input, with wrong types, missing fields and huge strings. */
const CASES: Case[] = [
  ['login: username a number', 'POST', 'login', { username: 12, password: 'demo1234', machine_id: 'm' }, 422],
  ['login: no machine_id', 'POST', 'login', { username: 'chef@demo.se', password: 'demo1234' }, 422],
  ['login: huge password', 'POST', 'login', { username: 'chef@demo.se', password: HUGE, machine_id: 'm' }, 422],
  ['login: body an array', 'POST', 'login', [1, 2], 422],
  ['reconnect: huge machine_id', 'POST', 'reconnect', { machine_id: HUGE }, 422],
  ['reconnect: machine_id object', 'POST', 'reconnect', { machine_id: { a: 1 } }, 422],
  ['broadcasting/auth: no socket', 'POST', 'broadcasting/auth', { channel_name: 'private-demo' }, 422],
  [
    'broadcasting/auth: bad socket id',
    'POST',
    'broadcasting/auth',
    { channel_name: 'private-demo', socket_id: 'abc' },
    422,
  ],
  ['broadcasting/auth: huge channel', 'POST', 'broadcasting/auth', { channel_name: HUGE, socket_id: '1.1' }, 422],
  ['delete-draft: id text', 'POST', 'bookings/delete-draft', { booking_id: 'första' }, 422],
  ['delete-draft: negative id', 'POST', 'bookings/delete-draft', { booking_id: -4 }, 422],
  ['delete-draft: missing', 'POST', 'bookings/delete-draft', {}, 422],
  ['delete-draft: unknown booking', 'POST', 'bookings/delete-draft', { booking_id: 99_999_999 }, 404],
  ['delete-draft: id beyond int', 'POST', 'bookings/delete-draft', { booking_id: 1e12 }, 422],
  ['updateremarks: 601 characters', 'POST', 'bookings/updateremarks', { booking_id: 1, remarks: 'a'.repeat(601) }, 422],
  ['updateremarks: remarks a number', 'POST', 'bookings/updateremarks', { booking_id: 1, remarks: 5 }, 422],
  ['updateremarks: unknown booking', 'POST', 'bookings/updateremarks', { booking_id: 99_999_999, remarks: 'x' }, 404],
  ['position remarks: huge', 'POST', 'positions/1/remarks', { remarks: HUGE }, 422],
  ['position remarks: id text', 'POST', 'positions/abc/remarks', { remarks: 'x' }, 422],
  ['position remarks: unknown', 'POST', 'positions/99999999/remarks', { remarks: 'x' }, 404],
  ['create-dashboard: empty name', 'POST', 'dashboard/create-dashboard', { name: '' }, 422],
  ['create-dashboard: 41 characters', 'POST', 'dashboard/create-dashboard', { name: 'n'.repeat(41) }, 422],
  ['create-dashboard: name a list', 'POST', 'dashboard/create-dashboard', { name: ['a'] }, 422],
  ['delete-dashboard: missing id', 'POST', 'dashboard/delete-dashboard', {}, 422],
  ['delete-dashboard: unknown', 'POST', 'dashboard/delete-dashboard', { dashboard_id: 99_999 }, 404],
  [
    'add card: column 9',
    'POST',
    'dashboard/add-dashboard-card-to-dashboard',
    { dashboard_id: 2, dashboard_card_id: 1, column: 9, row: 0 },
    422,
  ],
  [
    'add card: unknown card',
    'POST',
    'dashboard/add-dashboard-card-to-dashboard',
    { dashboard_id: 2, dashboard_card_id: 9999, column: 1, row: 0 },
    404,
  ],
  ['move card: empty changes', 'POST', 'dashboard/move-dashboard-card', { changes: [] }, 422],
  [
    'move card: unknown pivot',
    'POST',
    'dashboard/move-dashboard-card',
    { changes: [{ pivot_id: 99_999, column: 1, row: 0 }] },
    404,
  ],
  ['remove card: pivot text', 'POST', 'dashboard/remove-dashboard-card-from-dashboard', { pivot_id: 'x' }, 422],
  [
    'card setting: not JSON',
    'POST',
    'dashboard/update-dashboard-card-global-setting',
    { pivot_id: 1, settings: '{nope' },
    422,
  ],
  [
    'card setting: huge',
    'POST',
    'dashboard/update-dashboard-card-global-setting',
    { pivot_id: 1, settings: HUGE },
    422,
  ],
];

const QUERY_CASES: [string, string, Record<string, string>, number][] = [
  ['synced: since not a time', 'bookings/synced', { since: 'igår' }, 422],
  ['calendar: reversed range', 'calendar-dates', { from: '2027-01-01', to: '2026-01-01' }, 422],
  ['calendar: ten years', 'calendar-dates', { from: '2020-01-01', to: '2030-01-01' }, 422],
  ['calendar: not a date', 'calendar-dates', { from: '1 maj' }, 422],
];

/** The seven causes of 500 of issue 10, each now a 422 naming the field in Swedish. */
const DEEP = 50_000;
const ISSUE_CASES: [
  name: string,
  method: string,
  path: string,
  opts: { body?: unknown; query?: Record<string, string>; raw?: string },
  field: string,
  text: string,
][] = [
  [
    'NUL in the login name',
    'POST',
    'login',
    { body: { username: 'chef@demo.se\u0000', password: 'demo1234', machine_id: 'm' } },
    'username',
    INPUT_TEXTS.nul,
  ],
  ['NUL in a search parameter', 'GET', 'search', { query: { search: 'Ek\u0000' } }, 'search', INPUT_TEXTS.nul],
  [
    'NUL in the booking list search',
    'GET',
    'bookings',
    { query: { search_string: 'a\u0000' } },
    'search_string',
    INPUT_TEXTS.nul,
  ],
  [
    'NUL in remarks',
    'POST',
    'bookings/updateremarks',
    { body: { booking_id: 1, remarks: 'a\u0000b' } },
    'remarks',
    INPUT_TEXTS.nul,
  ],
  [
    'a lone surrogate in remarks (editing record jsonb)',
    'POST',
    'bookings/updateremarks',
    { body: { booking_id: 1, remarks: 'a\ud800b' } },
    'remarks',
    INPUT_TEXTS.surrogate,
  ],
  [
    'an id beyond integer',
    'DELETE',
    'parked-orders/delete',
    { body: { id: 2_147_483_648 } },
    'id',
    INPUT_TEXTS.idTooBig,
  ],
  [
    'a register id beyond integer',
    'POST',
    'register/close',
    { body: { id: 2_147_483_648, counted_cash: 0 } },
    'id',
    INPUT_TEXTS.idTooBig,
  ],
  [
    'a parked order of 500 × 1e9 × 1e8',
    'POST',
    'parked-orders/create',
    {
      body: { name: 'Jätte', items: Array.from({ length: 500 }, () => ({ product_id: 1, quantity: 1e9, price: 1e8 })) },
    },
    'items',
    INPUT_TEXTS.orderTooBig,
  ],
  [
    'check-in on 2026-02-30',
    'POST',
    'bookings/check-in',
    { body: { booking_id: 1, check_in_date: '2026-02-30' } },
    'check_in_date',
    INPUT_TEXTS.dateUnreal,
  ],
  [
    'check-in on 0000-01-01',
    'POST',
    'bookings/check-in',
    { body: { booking_id: 1, check_in_date: '0000-01-01' } },
    'check_in_date',
    INPUT_TEXTS.dateYear,
  ],
  [
    'check-in on 2026-11-00',
    'POST',
    'bookings/check-in',
    { body: { booking_id: 1, check_in_date: '2026-11-00' } },
    'check_in_date',
    INPUT_TEXTS.dateUnreal,
  ],
  [
    'a parked line delivered 2026-02-30',
    'POST',
    'parked-orders/create',
    {
      body: { name: 'Datum', items: [{ product_id: 1, quantity: 1000, price: 100, delivery_date: '2026-02-30' }] },
    },
    'items.0.delivery_date',
    INPUT_TEXTS.dateUnreal,
  ],
  [
    'calendar-dates from an impossible date',
    'GET',
    'calendar-dates',
    { query: { from: '2026-02-30', to: '2026-03-05' } },
    'from',
    INPUT_TEXTS.dateUnreal,
  ],
  [
    'calendar-dates to an impossible date',
    'GET',
    'calendar-dates',
    { query: { from: '2026-02-01', to: '2026-11-00' } },
    'to',
    INPUT_TEXTS.dateUnreal,
  ],
  [
    'seasons/calendar-dates from an impossible date',
    'GET',
    'seasons/calendar-dates',
    { query: { from: '2026-11-00', to: '2026-12-05' } },
    'from',
    INPUT_TEXTS.dateUnreal,
  ],
  [
    'seasons/calendar-dates in year 0',
    'GET',
    'seasons/calendar-dates',
    { query: { from: '2026-01-01', to: '0000-01-01' } },
    'to',
    INPUT_TEXTS.dateYear,
  ],
  [
    'card settings nested 50,000 deep',
    'POST',
    'dashboard/update-dashboard-card-global-setting',
    {
      raw: `{"pivot_id":1,"settings":${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}}`,
    },
    'settings',
    INPUT_TEXTS.tooDeep,
  ],
  [
    'card settings nested 20 deep',
    'POST',
    'dashboard/update-dashboard-card-global-setting',
    {
      body: { pivot_id: 1, settings: JSON.parse(`${'{"a":'.repeat(20)}1${'}'.repeat(20)}`) },
    },
    'settings',
    INPUT_TEXTS.settingsTooDeep,
  ],
  [
    'the booking id true',
    'POST',
    'bookings/updateremarks',
    { body: { booking_id: true, remarks: 'Ändrad av true' } },
    'booking_id',
    INPUT_TEXTS.id,
  ],
  ['the booking id [1]', 'POST', 'bookings/check-in', { body: { booking_id: [1] } }, 'booking_id', INPUT_TEXTS.id],
  ['the booking id " 7 "', 'POST', 'bookings/check-in', { body: { booking_id: ' 7 ' } }, 'booking_id', INPUT_TEXTS.id],
  ['the path id " 7 "', 'POST', 'positions/%207%20/remarks', { body: { remarks: 'x' } }, 'id', INPUT_TEXTS.id],
  [
    'the query id 1e3',
    'GET',
    'bookings/editing-records',
    { query: { booking_id: '1e3' } },
    'booking_id',
    INPUT_TEXTS.id,
  ],
];

describe('issue 10: the causes of 500 are a Swedish 422 naming the field', () => {
  it.each(ISSUE_CASES)('%s', async (_name, method, path, opts, field, text) => {
    const res = await call(app, method, 'demo', path, {
      token: chef,
      body: opts.body,
      query: opts.query,
      raw: opts.raw,
      headers: opts.raw ? { 'content-type': 'application/json' } : undefined,
    });
    expect(res.status).toBe(422);
    const messages = Object.entries(res.body.data.errors as Record<string, string[]>)
      .filter(([k]) => k === field || k.startsWith(`${field}.`))
      .flatMap(([, m]) => m);
    expect(messages).toContain(text);
  });

  it('a NUL in a header the server reads (Idempotency-Key) is refused', async () => {
    const res = await call(app, 'POST', 'demo', 'sales/initiate', {
      token: chef,
      body: {},
      headers: { 'idempotency-key': 'k\u0000' },
    });
    expect(res.status).toBe(422);
    expect(res.body.data.errors['idempotency-key']).toEqual([INPUT_TEXTS.nul]);
  });

  it('{"booking_id":true} does not act on booking 1', async () => {
    const [row] = await queryRows<{ remarks: string | null }>(
      (await app.tenants.get('demo')).db,
      sql`select remarks from bookings where id = 1`,
    );
    const res = await call(app, 'POST', 'demo', 'bookings/updateremarks', {
      token: chef,
      body: { booking_id: true, remarks: 'Ändrad av true' },
    });
    expect(res.status).toBe(422);
    const [after] = await queryRows<{ remarks: string | null }>(
      (await app.tenants.get('demo')).db,
      sql`select remarks from bookings where id = 1`,
    );
    expect(after.remarks).toBe(row.remarks);
  });
});

describe('bad input gets a clear error and changes nothing', () => {
  it.each(CASES)('%s → %s', async (_name, method, path, body, status) => {
    const res = await call(app, method, 'demo', path, { token: chef, body });
    expect(res.status).toBe(status);
    expect(res.body.status).toBe('error');
    expect(res.body.error_message).toEqual(expect.any(String));
    expect(res.body.error_message!.length).toBeGreaterThan(3);
    if (status === 422) expect(Object.keys(res.body.data.errors).length).toBeGreaterThan(0);
  });

  it.each(QUERY_CASES)('%s → %s', async (_name, path, query, status) => {
    const res = await call(app, 'GET', 'demo', path, { token: chef, query });
    expect(res.status).toBe(status);
    expect(res.body.status).toBe('error');
  });

  it('refuses a body above 1 MB with 413', async () => {
    const res = await call(app, 'POST', 'demo', 'bookings/updateremarks', {
      token: chef,
      raw: JSON.stringify({ booking_id: 1, remarks: 'y'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body.error_code).toBe('payload_too_large');
  });

  it('refuses broken JSON with 400', async () => {
    const res = await call(app, 'POST', 'demo', 'bookings/updateremarks', {
      token: chef,
      raw: '{"booking_id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('error');
  });

  it.each(CASES.filter(([, , path]) => path !== 'login'))(
    "%s with another tenant's token → 401",
    async (_n, method, path, body) => {
      const res = await call(app, method, 'demo', path, { token: foreign, body });
      expect(res.status).toBe(401);
    },
  );

  it('left every row of the tenant as it was', async () => {
    expect(await databaseDigest((await app.tenants.get('demo')).db)).toEqual(before);
  });
});
