import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login } from '../helpers/api';
import { eq } from 'drizzle-orm';
import { sessions } from '../../server/db/schema';
import { hashToken } from '../../server/auth/password';
import { SessionCache } from '../../server/auth/sessionCache';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.destroy();
});

describe('GET /api/domains', () => {
  it('lists every tenant with its baseURL and realtime settings, without login', async () => {
    const res = await app.fastify.inject({ method: 'GET', url: '/api/domains', headers: { host: 'camp.test:8080' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.domains).toEqual([
      {
        id: 1,
        name: 'Demo Camping',
        domain: 'demo',
        baseURL: 'http://camp.test:8080/api/demo/',
        namespace: 'demo',
        realtime: { key: 'campsite-key', wsHost: 'camp.test', wsPort: 8080, forceTLS: false },
      },
      expect.objectContaining({
        domain: 'strandbaden',
        baseURL: 'http://camp.test:8080/api/strandbaden/',
        namespace: 'strandbaden',
      }),
    ]);
  });
});

describe('POST login', () => {
  it.each(Object.entries(DEMO_USERS))(
    'logs in the %s and returns user, token, workstation and auth_code',
    async (level, email) => {
      const res = await call(app, 'POST', 'demo', 'login', {
        body: { username: email, password: 'demo1234', machine_id: `m-${level}`, hostname: 'kassa1' },
      });
      expect(res.status).toBe(200);
      const d = res.body.data;
      expect(d.user).toMatchObject({
        email,
        level,
        namespace: 'demo',
        modules: ['PMS'],
        domain: { id: 1, name: 'Demo Camping', domain: 'demo', namespace: 'demo' },
      });
      expect(d.user.initials).toMatch(/^[A-ZÅÄÖ]{1,3}$/);
      expect(d.user.color).toBeTruthy();
      expect(d.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(d.auth_code).toBe('1234');
      expect(d.workstation).toMatchObject({ machine_id: `m-${level}`, default_printer: { port: 'SIM', width: 42 } });
    },
  );

  it('registers one workstation per machine_id', async () => {
    const a = await login(app, 'demo', DEMO_USERS.manager, 'same-machine');
    const b = await login(app, 'demo', DEMO_USERS.kassor, 'same-machine');
    expect(a.data.workstation.id).toBe(b.data.workstation.id);
  });

  it('answers 422 with the spec texts for empty fields', async () => {
    const res = await call(app, 'POST', 'demo', 'login', { body: { username: '', password: '', machine_id: 'x' } });
    expect(res.status).toBe(422);
    expect(res.body.error_code).toBe('validation_failed');
    expect(res.body.data.errors).toEqual({ username: ['Ange användarnamn (email)'], password: ['Ange lösenord'] });
  });

  it('puts a wrong password on the password field', async () => {
    const res = await call(app, 'POST', 'demo', 'login', {
      body: { username: 'reception@demo.se', password: 'fel', machine_id: 'x' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error_code).toBe('invalid_credentials');
    expect(res.body.data.errors.password).toEqual(['Fel användarnamn eller lösenord']);
  });
});

describe('session', () => {
  it('reconnects with the token and logs out, after which the token is refused', async () => {
    const { token } = await login(app, 'demo', DEMO_USERS.receptionist, 'm-reconnect');
    const re = await call(app, 'POST', 'demo', 'reconnect', {
      token,
      body: { machine_id: 'm-reconnect', hostname: 'h' },
    });
    expect(re.status).toBe(200);
    expect(re.body.data.user.email).toBe(DEMO_USERS.receptionist);
    expect(re.body.data.workstation.machine_id).toBe('m-reconnect');
    expect(re.body.data.auth_code).toBe('1234');
    expect((await call(app, 'POST', 'demo', 'logout', { token })).status).toBe(200);
    const after = await call(app, 'POST', 'demo', 'reconnect', { token, body: { machine_id: 'm-reconnect' } });
    expect(after.status).toBe(401);
    expect(after.body.status).toBe('error');
  });

  it("a session revoked behind the server's back (another server on the same database) is refused once its cached moment passes", async () => {
    const { token } = await login(app, 'demo', DEMO_USERS.receptionist, 'm-revoked-elsewhere');
    const cache = app.services.sessionCache;
    app.services.sessionCache = new SessionCache(100);
    try {
      expect((await call(app, 'GET', 'demo', 'countries', { token })).status).toBe(200);
      const db = (await app.tenants.get('demo')).db;
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(token)));
      await new Promise((r) => setTimeout(r, 150));
      expect((await call(app, 'GET', 'demo', 'countries', { token })).status).toBe(401);
    } finally {
      app.services.sessionCache = cache;
    }
  });

  it('refuses a missing or malformed token with 401', async () => {
    expect((await call(app, 'GET', 'demo', 'countries')).status).toBe(401);
    expect((await call(app, 'GET', 'demo', 'countries', { headers: { authorization: 'Bearer nope' } })).status).toBe(
      401,
    );
    expect((await call(app, 'GET', 'demo', 'countries', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });

  it('answers 403 update_required with a url to a client below the minimum version', async () => {
    const res = await call(app, 'POST', 'demo', 'login', {
      body: { username: DEMO_USERS.manager, password: 'demo1234', machine_id: 'x' },
      headers: { 'x-app-version': '3.1.9' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('update_required');
    expect(res.body.data).toMatchObject({ url: '/' });
    const current = await call(app, 'GET', 'demo', 'countries', { headers: { 'x-app-version': '3.1.14' } });
    expect(current.status).toBe(401); // passes the version gate, then needs a login
  });

  it('answers 404 for an unknown domain and an unknown path', async () => {
    expect((await call(app, 'GET', 'nowhere', 'countries')).status).toBe(404);
    const { token } = await login(app, 'demo', DEMO_USERS.manager);
    const res = await call(app, 'GET', 'demo', 'no-such-thing', { token });
    expect(res.status).toBe(404);
    expect(res.body.status).toBe('error');
  });
});

describe('users, printer, countries', () => {
  it('lists users; e-mails and levels only for managers', async () => {
    const chef = await login(app, 'demo', DEMO_USERS.manager);
    const kassa = await login(app, 'demo', DEMO_USERS.kassor);
    const full = await call(app, 'GET', 'demo', 'users', { token: chef.token });
    expect(full.body.data.users.map((u: any) => u.email)).toEqual(expect.arrayContaining(Object.values(DEMO_USERS)));
    const limited = await call(app, 'GET', 'demo', 'users', { token: kassa.token });
    expect(limited.body.data.users.length).toBe(full.body.data.users.length);
    expect(limited.body.data.users[0].email).toBeUndefined();
  });

  it('gives the workstation printers with the virtual printer as default', async () => {
    const { token } = await login(app, 'demo', DEMO_USERS.kassor, 'till-1');
    const res = await call(app, 'GET', 'demo', 'printer', { token });
    expect(res.body.data.printers).toEqual([expect.objectContaining({ port: 'SIM', width: 42 })]);
    expect(res.body.data.default_printer).toMatchObject({ port: 'SIM', width: 42 });
  });

  it('lists countries with Sweden (752) as default', async () => {
    const { token } = await login(app, 'demo', DEMO_USERS.receptionist);
    const res = await call(app, 'GET', 'demo', 'countries', { token });
    expect(res.body.data.default_country_id).toBe(752);
    expect(res.body.data.countries).toContainEqual(
      expect.objectContaining({ id: 752, iso_code: 'SE', dialling_code: '46' }),
    );
  });
});
