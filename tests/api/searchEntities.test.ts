import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';
import { fromColumnar } from '../../src/domain/columnar';
import { createTestApp, testClock, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';

let app: TestApp;
let chef: string;
let reception: string;
let kassa: string;
let foreign: string;
let deadDraft: { id: number };

async function rows<T = any>(query: string): Promise<T[]> {
  return queryRows<T>((await app.tenants.get('demo')).db, sql.raw(query));
}
const count = async (table: string, where: string) =>
  Number((await rows(`select count(*)::int as n from ${table} where ${where}`))[0].n);
const entities = async (query?: Record<string, string>, token = chef) => {
  const res = await call(app, 'GET', 'demo', 'search/entities', { token, query });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  app = await createTestApp();
  chef = (await login(app, 'demo', DEMO_USERS.manager, 'entities-index')).token;
  reception = (await login(app, 'demo', DEMO_USERS.receptionist, 'entities-index')).token;
  kassa = (await login(app, 'demo', DEMO_USERS.kassor, 'entities-index')).token;
  foreign = (await login(app, 'strandbaden', DEMO_USERS.manager, 'entities-index')).token;
  // An expired draft, made before the first (cached) index is built.
  [deadDraft] =
    await rows(`update bookings set is_draft = true, draft_expires_at = '2026-07-15T06:00:00Z', confirmed_at = null
    where id = (select id from bookings where not is_draft and deleted_at is null order by id limit 1) returning id`);
});
afterAll(async () => {
  await app?.destroy();
});

describe('GET search/entities', () => {
  it('answers every booking, customer and group of the tenant, columnar', async () => {
    const d = await entities();
    expect(d.bookings.columns).toEqual([
      'id',
      'booking_number',
      'customer_name',
      'position_id',
      'check_in',
      'check_out',
      'checked_in_at',
      'checked_out_at',
      'deleted_at',
      'is_draft',
      'draft_expires_at',
      'booking_group_id',
    ]);
    expect(d.customers.columns).toEqual(['id', 'full_name', 'city', 'email', 'phone_number', 'is_org', 'deleted_at']);
    expect(d.booking_groups.columns).toEqual(['id', 'booking_number', 'name', 'deleted_at']);
    expect(d.is_delta).toBe(false);
    expect(Date.parse(d.generated_at)).toBeGreaterThan(0);
    const live = "not (is_draft and (deleted_at is not null or draft_expires_at <= '2026-07-15T08:00:00Z'))";
    expect(d.bookings.rows.length).toBe(await count('bookings', live));
    expect(d.bookings.rows.length).toBe((await count('bookings', 'true')) - 1);
    expect(d.customers.rows.length).toBe(await count('customers', 'deleted_at is null'));
    expect(d.booking_groups.rows.length).toBe(await count('booking_groups', 'deleted_at is null'));
    for (const t of [d.bookings, d.customers, d.booking_groups])
      for (const r of t.rows) expect(r.length).toBe(t.columns.length);
  });

  it('labels each booking with its customer and marks cancellations; leaves out dead drafts', async () => {
    const list = fromColumnar<any>((await entities()).bookings);
    const byId = new Map(list.map((b) => [b.id, b]));
    expect(byId.has(deadDraft.id)).toBe(false);
    const [cancelled] = await rows(
      `select id from bookings where deleted_at is not null and not is_draft order by id limit 1`,
    );
    expect(byId.get(cancelled.id)?.deleted_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const [b] =
      await rows(`select b.id, b.booking_number, b.check_in::text, c.given_name, c.surname from bookings b join customers c on c.id = b.customer_id
      where not c.is_org and b.deleted_at is null and not b.is_draft order by b.id limit 1`);
    expect(byId.get(b.id)).toMatchObject({
      booking_number: b.booking_number,
      check_in: b.check_in,
      customer_name: `${b.given_name} ${b.surname}`,
      is_draft: false,
    });
    const live = list.find((x) => x.is_draft);
    if (live) expect(Date.parse(live.draft_expires_at)).toBeGreaterThan(Date.parse('2026-07-15T08:00:00Z'));
  });

  it('is sent gzipped to a client that takes gzip', async () => {
    const res = await app.fastify.inject({
      method: 'GET',
      url: '/api/demo/search/entities',
      headers: { authorization: `Bearer ${chef}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(body).toMatchObject({
      status: 'success',
      error_code: null,
      data: { bookings: { rows: expect.any(Array) } },
    });
    expect(body.data.bookings.rows.length).toBe((await entities()).bookings.rows.length);
  });

  it('with since, answers only what changed after it', async () => {
    const first = await entities();
    const empty = await entities({ since: first.generated_at });
    expect(empty).toMatchObject({
      is_delta: true,
      bookings: { rows: [] },
      customers: { rows: [] },
      booking_groups: { rows: [] },
    });
    const [b] = await rows(
      `select id from bookings where not is_draft and deleted_at is null order by id desc limit 1`,
    );
    const saved = await call(app, 'POST', 'demo', 'bookings/updateremarks', {
      token: reception,
      body: { booking_id: b.id, remarks: 'Sen ankomst, ring vid grinden' },
    });
    expect(saved.status).toBe(200);
    const delta = await entities({ since: first.generated_at });
    expect(fromColumnar<any>(delta.bookings).map((x) => x.id)).toEqual([b.id]);
    expect(delta.customers.rows).toEqual([]);
    expect(Date.parse(delta.generated_at)).toBeGreaterThan(Date.parse(first.generated_at));
    expect((await entities({ since: delta.generated_at })).bookings.rows).toEqual([]);
  });

  it('with since, carries a renamed customer and the bookings labelled with the name', async () => {
    // A delta's generated_at is now (the full index may be a snapshot a little older).
    const before = await entities({ since: (await entities()).generated_at });
    const [c] = await rows(
      `select customer_id as id from bookings where customer_id is not null group by 1 order by count(*) desc limit 1`,
    );
    const later = new Date(Date.parse(before.generated_at) + 60_000).toISOString();
    await rows(
      `update customers set given_name = 'Örjan', surname = 'Ångström', is_org = false, updated_at = '${later}' where id = ${c.id}`,
    );
    const delta = await entities({ since: before.generated_at });
    expect(fromColumnar<any>(delta.customers)).toEqual([
      expect.objectContaining({ id: c.id, full_name: 'Örjan Ångström' }),
    ]);
    const bookings = fromColumnar<any>(delta.bookings);
    expect(bookings.length).toBe(await count('bookings', `customer_id = ${c.id}`));
    expect(bookings.every((x) => x.customer_name === 'Örjan Ångström')).toBe(true);
  });

  it('keeps the full index current: renamed, deleted and expired rows', async () => {
    await entities(); // built; what follows is patched in
    const [c] = await rows(`select id from customers where deleted_at is null and not is_org order by id desc limit 1`);
    const [gone] = await rows(
      `select id from customers where deleted_at is null and id <> ${c.id} order by id desc limit 1`,
    );
    const [draft] = await rows(
      `select id from bookings where not is_draft and deleted_at is null and customer_id = ${c.id} order by id limit 1`,
    );
    // The server's clock (the tests' running clock), so the rows count as changed after the build.
    const at = (ms = 0) => `'${new Date(testClock().getTime() + ms).toISOString()}'`;
    await rows(`update customers set given_name = 'Åsa', surname = 'Öhman', updated_at = ${at()} where id = ${c.id}`);
    await rows(`update customers set deleted_at = ${at()}, updated_at = ${at()} where id = ${gone.id}`);
    await rows(
      `update bookings set is_draft = true, confirmed_at = null, draft_expires_at = ${at(1500)}, updated_at = ${at()} where id = ${draft.id}`,
    );
    const now = await entities();
    const customers = new Map(fromColumnar<any>(now.customers).map((x) => [x.id, x]));
    expect(customers.get(c.id)?.full_name).toBe('Åsa Öhman');
    expect(customers.has(gone.id)).toBe(false);
    expect(now.customers.rows.length).toBe(await count('customers', 'deleted_at is null'));
    const bookings = new Map(fromColumnar<any>(now.bookings).map((x) => [x.id, x]));
    expect(bookings.get(draft.id)).toMatchObject({ is_draft: true, customer_name: 'Åsa Öhman' });
    // The draft expires without any row changing: it leaves the index all the same.
    await new Promise((r) => setTimeout(r, 1600));
    const later = await entities();
    expect(fromColumnar<any>(later.bookings).some((x) => x.id === draft.id)).toBe(false);
    expect(later.bookings.rows.length).toBe(now.bookings.rows.length - 1);
  });

  it("refuses a bad since, another tenant's token, and answers the till level", async () => {
    for (const since of ['igår', '2026-07-15', '']) {
      const res = await call(app, 'GET', 'demo', 'search/entities', { token: chef, query: { since } });
      expect(res.status, since).toBe(422);
    }
    expect((await call(app, 'GET', 'demo', 'search/entities', { token: foreign })).status).toBe(401);
    expect((await entities(undefined, kassa)).customers.rows.length).toBeGreaterThan(0);
  });
});
