import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login, syncedBookings } from '../helpers/api';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.destroy();
});

describe('tenant isolation', () => {
  it('gives each tenant its own database and data', async () => {
    const demo = await app.tenants.get('demo');
    const other = await app.tenants.get('strandbaden');
    expect(demo.db).not.toBe(other.db);
    const a = await login(app, 'demo', DEMO_USERS.manager);
    const b = await login(app, 'strandbaden', DEMO_USERS.manager);
    expect(a.data.user.domain.name).toBe('Demo Camping');
    expect(b.data.user.domain.name).toBe('Strandbadens Camping');
    const ra = (await call(app, 'GET', 'demo', 'register', { token: a.token })).body.data.register;
    const rb = (await call(app, 'GET', 'strandbaden', 'register', { token: b.token })).body.data.register;
    expect(ra.legal_name).not.toBe(rb.legal_name);
    const ba = await syncedBookings(app, 'demo', a.token);
    const bb = await syncedBookings(app, 'strandbaden', b.token);
    expect(ba.slice(0, 20).map((x: any) => x.title)).not.toEqual(bb.slice(0, 20).map((x: any) => x.title));
  });

  it('writes to one tenant leave the other untouched, even for the same booking id', async () => {
    const a = await login(app, 'demo', DEMO_USERS.receptionist);
    const b = await login(app, 'strandbaden', DEMO_USERS.receptionist);
    const target = (await syncedBookings(app, 'demo', a.token)).find((x: any) => !x.deleted_at);
    const beforeOther = (await syncedBookings(app, 'strandbaden', b.token)).find((x: any) => x.id === target.id);
    await call(app, 'POST', 'demo', 'bookings/updateremarks', {
      token: a.token,
      body: { booking_id: target.id, remarks: 'Bara i demo' },
    });
    const afterOther = (await syncedBookings(app, 'strandbaden', b.token)).find((x: any) => x.id === target.id);
    expect(afterOther?.remarks).toBe(beforeOther?.remarks);
    expect(afterOther?.remarks).not.toBe('Bara i demo');
  });

  it('refuses a token of one tenant at the other, for the same e-mail', async () => {
    const a = await login(app, 'demo', DEMO_USERS.receptionist);
    for (const path of ['bookings/synced', 'positions', 'countries', 'users', 'printer']) {
      const res = await call(app, 'GET', 'strandbaden', path, { token: a.token });
      expect(res.status, path).toBe(401);
    }
    const res = await call(app, 'POST', 'strandbaden', 'logout', { token: a.token });
    expect(res.status).toBe(401);
    // and the token still works at home
    expect((await call(app, 'GET', 'demo', 'positions', { token: a.token })).status).toBe(200);
  });

  it("signs only private channels of the caller's own namespace", async () => {
    const { token } = await login(app, 'demo', DEMO_USERS.receptionist);
    const sign = (channel_name: string) =>
      call(app, 'POST', 'demo', 'broadcasting/auth', { token, body: { channel_name, socket_id: '123.456' } });
    const ok = await sign('private-demo');
    expect(ok.status).toBe(200);
    expect(ok.body.auth).toMatch(/^campsite-key:[0-9a-f]{64}$/);
    for (const channel of ['private-strandbaden', 'private-demo2', 'presence-demo', 'demo', 'private-']) {
      expect((await sign(channel)).status, channel).toBe(403);
    }
  });

  it('accepts the form body pusher-js sends', async () => {
    const { token } = await login(app, 'demo', DEMO_USERS.kassor);
    const res = await call(app, 'POST', 'demo', 'broadcasting/auth', {
      token,
      raw: 'socket_id=1.2&channel_name=private-demo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body.auth).toMatch(/^campsite-key:/);
  });
});
