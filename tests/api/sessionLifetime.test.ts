import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Pusher from 'pusher-js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';
import { sweepSessionSockets } from '../../server/auth/sessions';

const MIN = 60_000;
let app: TestApp;
let base: string;
let now = TEST_NOW.getTime();
const consoleDir = mkdtempSync(join(tmpdir(), 'console-'));
mkdirSync(join(consoleDir, 'assets'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><script type="module" src="/assets/index.js"></script>');
writeFileSync(join(consoleDir, 'assets', 'index.js'), 'console.log(1)');

beforeAll(async () => {
  app = await createTestApp({
    clock: () => new Date(now),
    consoleDir,
    sessions: { idleMs: 30 * MIN, absoluteMs: 8 * 60 * MIN, touchMs: MIN },
  });
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.fastify.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app?.destroy();
});

const countries = (token: string) => call(app, 'GET', 'demo', 'countries', { token });

describe('session lifetimes', { timeout: 90_000 }, () => {
  it('ends a session after the idle time without use, and a use refreshes it', async () => {
    const { token } = await login(app, 'demo', DEMO_USERS.receptionist, 'idle-1');
    now += 29 * MIN;
    expect((await countries(token)).status).toBe(200);
    now += 29 * MIN; // 58 min after login, 29 after the last use
    expect((await countries(token)).status).toBe(200);
    now += 30 * MIN;
    const res = await countries(token);
    expect([res.status, res.body.error_code, res.body.error_message]).toEqual([
      401,
      'session_expired',
      'Din session har gått ut. Logga in igen.',
    ]);
    now += MIN;
    expect((await countries(token)).status).toBe(401);
  });

  it('ends a session at its absolute lifetime even when used all the time', async () => {
    const { token } = await login(app, 'demo', DEMO_USERS.kassor, 'absolute-1');
    for (let i = 0; i < 31; i++) {
      now += 15 * MIN; // 7 h 45 min of steady use
      expect((await countries(token)).status).toBe(200);
    }
    now += 15 * MIN;
    expect((await countries(token)).body.error_code).toBe('session_expired');
  });
});

/** pusher-js on the tenant channel, authorised with this token at broadcasting/auth. */
async function connect(token: string) {
  const domains = await (await fetch(`${base}/api/domains`)).json();
  const d = domains.data.domains.find((x: any) => x.domain === 'demo');
  const client = new Pusher(d.realtime.key, {
    cluster: 'eu',
    wsHost: d.realtime.wsHost,
    wsPort: d.realtime.wsPort,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${d.baseURL}broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}` },
    },
  });
  const channel = client.subscribe('private-demo');
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
  });
  const events: string[] = [];
  channel.bind_global((event: string) => {
    if (!event.startsWith('pusher')) events.push(event);
  });
  const closed = new Promise<void>((resolve) =>
    client.connection.bind('state_change', ({ current }: { current: string }) => {
      if (current !== 'connected' && current !== 'connecting') resolve();
    }),
  );
  return { client, events, closed };
}

const publishTest = () => app.services.publish(app.config.tenants[0], 'TestEvent', { n: 1 });

describe('realtime subscriptions end with the session', { timeout: 90_000 }, () => {
  it('closes the socket a session authorised when it logs out; another session keeps its own', async () => {
    const mine = await login(app, 'demo', DEMO_USERS.receptionist, 'rt-1');
    const other = await login(app, 'demo', DEMO_USERS.manager, 'rt-2');
    const a = await connect(mine.token);
    const b = await connect(other.token);
    try {
      expect((await call(app, 'POST', 'demo', 'logout', { token: mine.token })).status).toBe(200);
      await a.closed;
      await publishTest();
      await new Promise((r) => setTimeout(r, 300));
      expect(a.events).toEqual([]);
      expect(b.events).toEqual(['TestEvent']);
      expect(b.client.connection.state).toBe('connected');
    } finally {
      a.client.disconnect();
      b.client.disconnect();
    }
  });

  it('closes the socket when the session is found expired', async () => {
    const mine = await login(app, 'demo', DEMO_USERS.receptionist, 'rt-3');
    const a = await connect(mine.token);
    try {
      now += 31 * MIN;
      expect((await countries(mine.token)).status).toBe(401);
      await a.closed;
      await publishTest();
      await new Promise((r) => setTimeout(r, 300));
      expect(a.events).toEqual([]);
    } finally {
      a.client.disconnect();
    }
  });
});

describe('the minute sweep', { timeout: 90_000 }, () => {
  it('closes the socket of a session that expired while nobody used it', async () => {
    const mine = await login(app, 'demo', DEMO_USERS.receptionist, 'rt-4');
    const a = await connect(mine.token);
    try {
      const sweep = () =>
        sweepSessionSockets(
          app.services,
          async (d) => (await app.tenants.get(d)).db,
          app.services.now(),
          app.config.sessions,
        );
      await sweep(); // sessions of the tests above that expired meanwhile
      expect(await sweep()).toBe(0);
      expect(a.client.connection.state).toBe('connected');
      now += 31 * MIN;
      expect(await sweep()).toBe(1);
      await a.closed;
      expect((await countries(mine.token)).status).toBe(401);
    } finally {
      a.client.disconnect();
    }
  });
});

describe('security headers', () => {
  it.each(['/', '/assets/index.js', '/bookings', '/api/health', '/api/demo/countries', '/api/demo/login'])(
    'are on %s',
    async (url) => {
      const res = await app.fastify.inject({
        method: url.endsWith('login') ? 'POST' : 'GET',
        url,
        headers: { host: 'camp.test:8080' },
      });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("connect-src 'self' ws://camp.test:8080 wss://camp.test:8080");
      for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) expect(csp).toContain(d);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );
});
