import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loginAttempts } from '../../server/db/schema';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS } from '../helpers/api';
import { delayAfter, waitText } from '../../server/auth/loginLimiter';

let app: TestApp;
// A clock that stands still unless the test moves it: the delay holds however slow the machine is.
let now = TEST_NOW.getTime();
beforeAll(async () => {
  app = await createTestApp({ clock: () => new Date(now) });
});
afterAll(async () => {
  await app?.destroy();
});

const attempt = (username: string, pw: string, remoteAddress = '10.0.0.1') =>
  call(app, 'POST', 'demo', 'login', { body: { username, password: pw, machine_id: 'limit-test' }, remoteAddress });

describe('login delay per account and address', { timeout: 90_000 }, () => {
  it('counts each attempt before the hash: of 20 concurrent wrong passwords only 5 are tried', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt(DEMO_USERS.manager, 'fel', '10.0.0.1')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    // A failure is recorded only after the password was checked: five checks, not twenty.
    const { db } = await app.tenants.get('demo');
    const tried = await db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, DEMO_USERS.manager), eq(loginAttempts.address, '10.0.0.1')));
    expect(tried).toHaveLength(5);
  });

  it('refuses the right password while the delay holds, with Retry-After and a Swedish wait text', async () => {
    const res = await attempt(DEMO_USERS.manager, 'demo1234', '10.0.0.1');
    expect(res.status).toBe(429);
    expect(res.body.error_code).toBe('too_many_attempts');
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBe(2);
    expect(res.body.error_message).toBe(`För många misslyckade inloggningsförsök. ${waitText(wait)}`);
    expect(res.body.error_message).toMatch(/Försök igen om \d+ sekunde?r?\.$/);
  });

  it('lets the same account in from another address, and other accounts from the same address', async () => {
    expect((await attempt(DEMO_USERS.manager, 'demo1234', '10.0.0.2')).status).toBe(200);
    expect((await attempt(DEMO_USERS.kassor, 'demo1234', '10.0.0.1')).status).toBe(200);
  });

  it('lets the right password in once the delay has passed, and then starts afresh', async () => {
    now += 2000;
    expect((await attempt(DEMO_USERS.manager, 'demo1234', '10.0.0.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(DEMO_USERS.manager, 'fel', '10.0.0.1')).status).toBe(422);
  });

  it('grows the delay 2, 4, 8 … s after the free failures, capped', () => {
    const limits = { freeFailures: 5, maxDelayMs: 15 * 60_000 };
    expect([4, 5, 6, 7, 20].map((n) => delayAfter(n, limits))).toEqual([0, 2000, 4000, 8000, 15 * 60_000]);
    expect([1, 30, 59, 60, 61, 900].map(waitText)).toEqual([
      'Försök igen om 1 sekund.',
      'Försök igen om 30 sekunder.',
      'Försök igen om 59 sekunder.',
      'Försök igen om 1 minut.',
      'Försök igen om 2 minuter.',
      'Försök igen om 15 minuter.',
    ]);
  });

  it('refuses a form-encoded login with 415 and a Swedish text', async () => {
    const res = await app.fastify.inject({
      method: 'POST',
      url: '/api/demo/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent(DEMO_USERS.manager)}&password=demo1234&machine_id=x`,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      status: 'error',
      error_code: 'unsupported_media_type',
      error_message: 'Skicka uppgifterna som JSON (Content-Type: application/json).',
    });
  });
});
