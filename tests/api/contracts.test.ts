// The shared contracts (src/contracts) against the server: every route named by a contract parses its
// request with the contract's own schemas, and real answers of the demo campsite have exactly its shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { createTestApp, TEST_TODAY, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';
import { TenantRouter } from '../../server/http/router';
import type { Services } from '../../server/services';
import { registerResources } from '../../server/resources';
import { ALL_CONTRACTS } from '../../src/contracts/all';
import { bookingListFields, booking as bookingContract, checkIn, checkOut } from '../../src/contracts/bookings';
import type { Contract } from '../../src/contracts/define';
import { search, searchPreview } from '../../src/contracts/search';
import { fromColumnar } from '../../src/domain/columnar';

function registry() {
  const router = new TenantRouter({ route() {} } as unknown as FastifyInstance, undefined as unknown as Services);
  registerResources(router);
  return router.routes;
}
const ROUTES = registry();
const key = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

/** Each failing path of a parse, readable in a test failure. */
function problems(schema: z.ZodType, data: unknown): string[] {
  const r = schema.safeParse(data);
  return r.success ? [] : r.error.issues.slice(0, 10).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('contracts and routes', () => {
  it.each(ALL_CONTRACTS.map((c) => [key(c), c] as [string, Contract]))('%s: the route uses the contract', (_, c) => {
    const route = ROUTES.find((r) => key(r) === key(c));
    expect(route, `no route ${key(c)}`).toBeDefined();
    expect(route!.params).toBe(c.params);
    expect(route!.query).toBe(c.query);
    expect(route!.body).toBe(c.body);
    // bookings/synced sends prebuilt text; its shape is checked against real answers below.
    if (key(c) !== 'GET bookings/synced') expect(route!.response).toBe(c.response);
  });
});

let app: TestApp;
let chef: string;
let kassa: string;
beforeAll(async () => {
  app = await createTestApp();
  chef = (await login(app, 'demo', DEMO_USERS.manager)).token;
  kassa = (await login(app, 'demo', DEMO_USERS.kassor)).token;
});
afterAll(async () => {
  await app?.destroy();
});

describe('answers have the contract shape', () => {
  // Calls that need a query of their own are tried below.
  const gets = ALL_CONTRACTS.filter(
    (c) => c.method === 'GET' && !c.params && (!c.query || c.query.safeParse({}).success),
  );
  it.each(gets.map((c) => [key(c), c] as [string, Contract]))('%s', async (_, c) => {
    // The till's own data needs a workstation: the cashier's login is one.
    const token = c.path === 'register' ? kassa : chef;
    const res = await call(app, 'GET', 'demo', c.path, { token });
    expect(res.status).toBe(200);
    expect(problems(c.response, res.body.data)).toEqual([]);
  });

  it('the working set has exactly the list fields, each as the contract types it', async () => {
    const res = await call(app, 'GET', 'demo', 'bookings/synced', { token: chef });
    expect(res.body.data.columns).toEqual(Object.keys(bookingListFields));
    const rows = fromColumnar(res.body.data);
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) expect(problems(bookingListFieldsSchema(), row)).toEqual([]);
  });

  it('one booking, then checked in and out, has the contract shape', async () => {
    const synced = fromColumnar<{
      id: number;
      check_in: string;
      checked_in_at: string | null;
      deleted_at: string | null;
      is_draft: boolean;
    }>((await call(app, 'GET', 'demo', 'bookings/synced', { token: chef })).body.data);
    const arrival = synced.find((b) => b.check_in === TEST_TODAY && !b.checked_in_at && !b.deleted_at && !b.is_draft)!;
    const one = await call(app, 'GET', 'demo', `bookings/${arrival.id}`, { token: chef });
    expect(problems(bookingContract.response, one.body.data)).toEqual([]);
    const inRes = await call(app, 'POST', 'demo', 'bookings/check-in', {
      token: chef,
      body: { booking_id: arrival.id },
    });
    expect(inRes.status).toBe(200);
    expect(problems(checkIn.response, inRes.body.data)).toEqual([]);
    const outRes = await call(app, 'POST', 'demo', 'bookings/check-out', {
      token: chef,
      body: { booking_id: arrival.id },
    });
    expect(outRes.status).toBe(200);
    expect(problems(checkOut.response, outRes.body.data)).toEqual([]);
  });
});

describe('the search preview of each kind has the contract shape', () => {
  it.each(['booking', 'booking_group', 'customer', 'position', 'product'] as const)('%s', async (type) => {
    const synced = fromColumnar<{
      id: number;
      customer_id: number | null;
      position_id: number | null;
      booking_group_id: number | null;
    }>((await call(app, 'GET', 'demo', 'bookings/synced', { token: chef })).body.data);
    const grouped = synced.find((b) => b.booking_group_id != null)!;
    const products = (await call(app, 'GET', 'demo', 'products', { token: chef })).body.data.products as {
      id: number;
    }[];
    const id = {
      booking: grouped.id,
      booking_group: grouped.booking_group_id,
      customer: synced.find((b) => b.customer_id)!.customer_id,
      position: synced.find((b) => b.position_id)!.position_id,
      product: products[0].id,
    }[type];
    const res = await call(app, 'GET', 'demo', 'search/search-results-preview-data', {
      token: chef,
      query: { type, id: String(id) },
    });
    expect(res.status).toBe(200);
    expect(problems(searchPreview.response, res.body.data)).toEqual([]);
  });

  it('search answers with results of the contract shape', async () => {
    const res = await call(app, 'GET', 'demo', 'search', { token: chef, query: { search: 'an' } });
    expect(res.body.data.search_results.length).toBeGreaterThan(0);
    expect(problems(search.response, res.body.data)).toEqual([]);
  });
});

function bookingListFieldsSchema() {
  return bookingContract.response.shape.booking.pick(
    Object.fromEntries(Object.keys(bookingListFields).map((k) => [k, true])) as {
      [K in keyof typeof bookingListFields]: true;
    },
  );
}
