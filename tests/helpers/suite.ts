import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../server/db/client';
import { createTestApp, type TestApp } from './testApp';
import { call, DEMO_USERS, login, type CallResult } from './api';
import { bookingFixtures, recordEvents } from './bookingFixtures';

export interface ApiSuite {
  app: TestApp;
  /** The demo tenant's database. */
  db: Db;
  /** The logged-in user's token. */
  token: string;
  /** GET on the demo tenant, as the logged-in user unless another token is given. */
  get: (path: string, query?: Record<string, string>, token?: string) => Promise<CallResult>;
  /** POST on the demo tenant, as the logged-in user unless another token is given. */
  post: (path: string, body: unknown, token?: string) => Promise<CallResult>;
}

/**
 * One app per test file with a logged-in demo user: created in beforeAll, destroyed in afterAll.
 * The fields are filled in beforeAll, so read them inside hooks and tests (a later beforeAll of
 * the file runs after this one and can use them).
 */
export function apiSuite(user: keyof typeof DEMO_USERS = 'receptionist'): ApiSuite {
  const s = {
    get: (path, query, token) => call(s.app, 'GET', 'demo', path, { token: token ?? s.token, query }),
    post: (path, body, token) => call(s.app, 'POST', 'demo', path, { token: token ?? s.token, body }),
  } as ApiSuite;
  beforeAll(async () => {
    s.app = await createTestApp();
    s.db = (await s.app.tenants.get('demo')).db;
    s.token = (await login(s.app, 'demo', DEMO_USERS[user])).token;
  });
  afterAll(async () => {
    await s.app?.destroy();
  });
  return s;
}

export interface BookingSuite extends ApiSuite {
  /** A kassör's token, logged in from another machine (for permission checks). */
  kassa: string;
  fx: Awaited<ReturnType<typeof bookingFixtures>>;
  /** The realtime events published since the suite started. */
  rec: ReturnType<typeof recordEvents>;
}

/** The booking API tests: a receptionist, a kassör, booking fixtures and the events published. */
export function bookingSuite(): BookingSuite {
  const s = apiSuite('receptionist') as BookingSuite;
  beforeAll(async () => {
    s.kassa = (await login(s.app, 'demo', DEMO_USERS.kassor, 'kassa-machine')).token;
    s.fx = await bookingFixtures(s.app);
    s.rec = recordEvents(s.app);
  });
  return s;
}
