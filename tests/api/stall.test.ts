import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';

let app: TestApp;
let other: string;
beforeAll(async () => {
  app = await createTestApp();
  await app.tenants.openAll();
  other = (await login(app, 'strandbaden', DEMO_USERS.receptionist)).token;
}, 180_000);
afterAll(async () => {
  await app?.destroy();
});

describe('one campsite cannot stall another', () => {
  it('answers /api/health and the other tenant while one tenant runs seconds of SQL', {
    timeout: 120_000,
  }, async () => {
    const demo = await app.tenants.get('demo');
    const done: string[] = [];
    // Seconds of work inside the database: the thread that runs it does nothing else meanwhile.
    const heavy = demo.db
      .execute(sql`select pg_sleep(4), count(*) from generate_series(1, 200000)`)
      .then(() => done.push('heavy'));
    const health = app.fastify.inject({ method: 'GET', url: '/api/health' }).then((r) => {
      expect(r.statusCode).toBe(200);
      done.push('health');
    });
    const products = call(app, 'GET', 'strandbaden', 'products', { token: other }).then((r) => {
      expect(r.status).toBe(200);
      done.push('other tenant');
    });
    await Promise.all([heavy, health, products]);
    expect(done.at(-1)).toBe('heavy');
    expect(done.slice(0, 2).sort()).toEqual(['health', 'other tenant']);
  });
});
