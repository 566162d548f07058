import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { createTestApp, testClock, TEST_TODAY, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login, syncedBookings } from '../helpers/api';
import { bookings, charges, customers, products } from '../../server/db/schema';
import { fromColumnar } from '../../src/domain/columnar';

let app: TestApp;
let token: string;
/** The server's clock, moved forward by the tests (drafts expire with time, not with a write). */
let ahead = 0;
beforeAll(async () => {
  app = await createTestApp({ clock: () => new Date(testClock().getTime() + ahead) });
  token = (await login(app, 'demo', DEMO_USERS.receptionist)).token;
}, 180_000);
afterAll(async () => {
  await app?.destroy();
});

const synced = () => syncedBookings(app, 'demo', token);
const byId = async (id: number) => (await synced()).find((b) => b.id === id);
const post = (path: string, body: unknown) => call(app, 'POST', 'demo', path, { token, body });
const db = async () => (await app.tenants.get('demo')).db;

describe('GET bookings/synced kept ready (never stale)', () => {
  it('answers from the cache while nothing changes, the same in text, gzip and br', async () => {
    const first = await call(app, 'GET', 'demo', 'bookings/synced', { token });
    const again = await call(app, 'GET', 'demo', 'bookings/synced', { token });
    // Built once: the second answer is the first one, built at the same instant.
    expect(again.body.data.synced_at).toBe(first.body.data.synced_at);
    for (const [enc, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const res = await app.fastify.inject({
        url: '/api/demo/bookings/synced',
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': enc },
      });
      expect(res.headers['content-encoding']).toBe(enc);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(first.body);
    }
  });

  it('shows a remarks update in the next answer', async () => {
    const b = (await synced()).find((x) => !x.deleted_at && !x.is_draft)!;
    expect((await post('bookings/updateremarks', { booking_id: b.id, remarks: 'Cachen får inte ljuga' })).status).toBe(
      200,
    );
    expect((await byId(b.id)).remarks).toBe('Cachen får inte ljuga');
  });

  it('shows a check-in in the next answer', async () => {
    const b = (await synced()).find(
      (x) => x.check_in === TEST_TODAY && !x.checked_in_at && !x.deleted_at && !x.is_draft && x.position_id,
    )!;
    const res = await post('bookings/check-in', { booking_id: b.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await byId(b.id)).checked_in_at).toBeTruthy();
  });

  it('shows a new draft and a renamed customer, even when written to the database outside the API', async () => {
    const d = await db();
    const [template] = await d.select().from(bookings).where(eq(bookings.isDraft, true)).limit(1);
    await synced();
    const { id: _id, ...rest } = template;
    const [created] = await d
      .insert(bookings)
      .values({
        ...rest,
        bookingNumber: 'CACHE-1',
        // On no pitch: the template draft holds its own nights there (migration 0008).
        positionId: null,
        deletedAt: null,
        draftExpiresAt: new Date(testClock().getTime() + ahead + 3_600_000),
      })
      .returning({ id: bookings.id });
    expect((await byId(created.id))?.is_draft).toBe(true);
    const withCustomer = (await synced()).find((x) => x.customer_id && !x.deleted_at)!;
    await d
      .update(customers)
      .set({ givenName: 'Cachetestare', isOrg: false })
      .where(eq(customers.id, withCustomer.customer_id));
    expect((await byId(withCustomer.id)).customer_name).toMatch(/^Cachetestare/);
  });

  it('shows a charge added to a booking in its sums, even when written outside the API', async () => {
    const d = await db();
    const b = (await synced()).find((x) => !x.deleted_at && !x.is_draft && x.customer_id)!;
    const [product] = await d.select().from(products).limit(1);
    await d
      .insert(charges)
      .values({ bookingId: b.id, productId: product.id, quantity: 1000, price: 4_200, status: 'parked' });
    const after = await byId(b.id);
    expect(after.total_accommodation_amount - b.total_accommodation_amount).toBe(4_200);
    expect(after.remaining_accommodation_amount - b.remaining_accommodation_amount).toBe(4_200);
  });

  it('drops a draft when it expires, with no write in between', async () => {
    const d = await db();
    const draft = (await synced()).find((x) => x.is_draft && !x.deleted_at)!;
    const expires = new Date(testClock().getTime() + ahead + 60_000);
    await d.update(bookings).set({ draftExpiresAt: expires }).where(eq(bookings.id, draft.id));
    expect(await byId(draft.id)).toBeTruthy();
    ahead += 61_000;
    expect(await byId(draft.id)).toBeUndefined();
  });

  it('lets concurrent requests after a write share one rebuild', async () => {
    const b = (await synced()).find((x) => !x.deleted_at && !x.is_draft)!;
    await post('bookings/updateremarks', { booking_id: b.id, remarks: 'En ombyggnad' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(app, 'GET', 'demo', 'bookings/synced', { token })),
    );
    expect(new Set(answers.map((a) => a.body.data.synced_at)).size).toBe(1);
    expect(fromColumnar(answers[0].body.data).find((x: any) => x.id === b.id)?.remarks).toBe('En ombyggnad');
  });
});
