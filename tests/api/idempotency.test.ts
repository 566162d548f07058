import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { apiSuite } from '../helpers/suite';
import { call, DEMO_USERS, login } from '../helpers/api';
import { databaseDigest } from '../helpers/digest';
import { idempotencyKeys, parkedOrders, products } from '../../server/db/schema';
import { testClock } from '../helpers/testApp';

const s = apiSuite('kassor');
let productId: number;
let other: string; // the same user on another workstation
beforeAll(async () => {
  [{ id: productId }] = await s.db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.deletedAt), eq(products.isAccommodation, false)))
    .limit(1);
  other = (await login(s.app, 'demo', DEMO_USERS.kassor, 'other-machine')).token;
});

const body = (name: string, quantity = 1000) => ({ name, items: [{ product_id: productId, quantity, price: 3000 }] });
const create = (b: unknown, key: string, token = s.token) =>
  call(s.app, 'POST', 'demo', 'parked-orders/create', { token, body: b, headers: { 'idempotency-key': key } });
const ordersNamed = async (name: string) => s.db.select().from(parkedOrders).where(eq(parkedOrders.name, name));

describe('Idempotency-Key on every tenant POST', () => {
  it('answers a repeat with the stored answer and runs the handler once', async () => {
    const first = await create(body('Bord 1'), 'key-replay');
    const again = await create(body('Bord 1'), 'key-replay');
    expect(first.status).toBe(200);
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    expect(await ordersNamed('Bord 1')).toHaveLength(1);
  });

  it('runs 20 concurrent posts with one key once, and all get the same answer', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => create(body('Bord 2'), 'key-burst')));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.data.parked_order.id)).size).toBe(1);
    expect(await ordersNamed('Bord 2')).toHaveLength(1);
  });

  it('refuses the same key with another body, or from another workstation, with 422 and changes nothing', async () => {
    await create(body('Bord 3'), 'key-bound');
    const before = await databaseDigest(s.db);
    const otherBody = await create(body('Bord 3', 2000), 'key-bound');
    expect([otherBody.status, otherBody.body.error_code, otherBody.body.error_message]).toEqual([
      422,
      'invalid_idempotency_key',
      'Nyckeln (Idempotency-Key) har redan använts för en annan förfrågan.',
    ]);
    const otherPlace = await create(body('Bord 3'), 'key-bound', other);
    expect([otherPlace.status, otherPlace.body.error_message]).toEqual([
      422,
      'Nyckeln (Idempotency-Key) har redan använts från en annan arbetsstation.',
    ]);
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('refuses a key of 3,000 characters with 422, not 500', async () => {
    const before = await databaseDigest(s.db);
    const res = await create(body('Bord 4'), 'k'.repeat(3000));
    expect([res.status, res.body.error_code]).toEqual([422, 'invalid_idempotency_key']);
    expect(res.body.error_message).toMatch(/högst 200/);
    expect(await databaseDigest(s.db)).toEqual(before);
  });

  it('looks the key up after validation: a refused request leaves the key free for the corrected one', async () => {
    const bad = await create(
      { name: 'Bord 5', items: [{ product_id: 99_999_999, quantity: 1000, price: 3000 }] },
      'key-fix',
    );
    expect(bad.status).toBe(422);
    const good = await create(body('Bord 5'), 'key-fix');
    expect(good.status).toBe(200);
    expect(await ordersNamed('Bord 5')).toHaveLength(1);
  });

  it('takes over a key a killed server left in progress, once it is stale', async () => {
    const ws = await login(s.app, 'demo', DEMO_USERS.kassor);
    const binding = `ws:${ws.data.workstation.id}`;
    await s.db.insert(idempotencyKeys).values({
      key: 'key-stale',
      binding,
      requestHash: 'whatever',
      createdAt: new Date(testClock().getTime() - 2 * 60_000),
    });
    const res = await create(body('Bord 6'), 'key-stale', ws.token);
    expect(res.status).toBe(200);
    expect(await ordersNamed('Bord 6')).toHaveLength(1);
  });
});
