import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Pusher from 'pusher-js';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, DEMO_USERS, login, syncedBookings } from '../helpers/api';

let app: TestApp;
let base: string;
beforeAll(async () => {
  app = await createTestApp();
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.fastify.server.address() as { port: number };
  base = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => {
  await app?.destroy();
});

/** Connects pusher-js exactly as the console will: settings from /api/domains, auth via broadcasting/auth. */
async function connect(domain: string, token: string) {
  const domains = await (await fetch(`${base}/api/domains`)).json();
  const d = domains.data.domains.find((x: any) => x.domain === domain);
  const client = new Pusher(d.realtime.key, {
    cluster: 'eu',
    wsHost: d.realtime.wsHost,
    wsPort: d.realtime.wsPort,
    forceTLS: d.realtime.forceTLS,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${d.baseURL}broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}` },
    },
  });
  const channel = client.subscribe(`private-${d.namespace}`);
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
  });
  const events: { event: string; data: any }[] = [];
  channel.bind_global((event: string, data: any) => {
    if (!event.startsWith('pusher')) events.push({ event, data });
  });
  const next = (name: string, timeoutMs = 5000) =>
    new Promise<any>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${name} within ${timeoutMs} ms`)), timeoutMs);
      channel.bind(name, (data: any) => {
        clearTimeout(timer);
        resolve(data);
      });
    });
  return { client, channel, events, next };
}

describe('realtime over the Pusher protocol', () => {
  it('delivers BookingSaved to pusher-js when remarks are saved, and nothing to the other tenant', async () => {
    const me = await login(app, 'demo', DEMO_USERS.receptionist);
    const them = await login(app, 'strandbaden', DEMO_USERS.receptionist);
    const mine = await connect('demo', me.token);
    const theirs = await connect('strandbaden', them.token);
    try {
      const booking = (await syncedBookings(app, 'demo', me.token)).find((b: any) => !b.deleted_at);
      const arrived = mine.next('BookingSaved');
      const res = await call(app, 'POST', 'demo', 'bookings/updateremarks', {
        token: me.token,
        body: { booking_id: booking.id, remarks: 'Vill ha plats nära sjön' },
      });
      expect(res.status).toBe(200);
      const data = await arrived;
      expect(data).toMatchObject({ booking_id: booking.id, booking: { remarks: 'Vill ha plats nära sjön' } });
      await new Promise((r) => setTimeout(r, 200));
      expect(theirs.events).toEqual([]);
    } finally {
      mine.client.disconnect();
      theirs.client.disconnect();
    }
  });

  it('delivers BookingRemoved when a draft is deleted, and the draft leaves bookings/synced', async () => {
    const me = await login(app, 'demo', DEMO_USERS.receptionist);
    const rt = await connect('demo', me.token);
    try {
      const list = await syncedBookings(app, 'demo', me.token);
      const draft = list.find((b: any) => b.is_draft && !b.deleted_at);
      expect(draft).toBeTruthy();
      const removed = rt.next('BookingRemoved');
      expect(
        (await call(app, 'POST', 'demo', 'bookings/delete-draft', { token: me.token, body: { booking_id: draft.id } }))
          .status,
      ).toBe(200);
      expect(await removed).toEqual({ booking_id: draft.id });
      const after = (await syncedBookings(app, 'demo', me.token)).find((b: any) => b.id === draft.id);
      expect(after.deleted_at).toBeTruthy();
      // deleting it again is not an error: it is gone
      expect(
        (await call(app, 'POST', 'demo', 'bookings/delete-draft', { token: me.token, body: { booking_id: draft.id } }))
          .status,
      ).toBe(200);
      const confirmed = list.find((b: any) => !b.is_draft && !b.deleted_at);
      expect(
        (
          await call(app, 'POST', 'demo', 'bookings/delete-draft', {
            token: me.token,
            body: { booking_id: confirmed.id },
          })
        ).status,
      ).toBe(422);
    } finally {
      rt.client.disconnect();
    }
  });

  it('delivers DashboardsUpdated and PositionRemarksUpdated', async () => {
    const me = await login(app, 'demo', DEMO_USERS.manager, 'dash-ws');
    const rt = await connect('demo', me.token);
    try {
      const updated = rt.next('DashboardsUpdated');
      const created = await call(app, 'POST', 'demo', 'dashboard/create-dashboard', {
        token: me.token,
        body: { name: 'Kvällspasset' },
      });
      expect(created.body.data.dashboard).toMatchObject({ name: 'Kvällspasset', is_editable: 1 });
      expect(await updated).toEqual({ workstation_id: me.data.workstation.id });
      const remarks = rt.next('PositionRemarksUpdated');
      const pos = (await call(app, 'GET', 'demo', 'positions', { token: me.token })).body.data.positions.find(
        (p: any) => !p.deleted_at,
      );
      await call(app, 'POST', 'demo', `positions/${pos.id}/remarks`, {
        token: me.token,
        body: { remarks: 'Trasig elstolpe' },
      });
      expect(await remarks).toEqual({ position_id: pos.id, remarks: 'Trasig elstolpe' });
    } finally {
      rt.client.disconnect();
    }
  });

  it("refuses subscription to another tenant's channel", async () => {
    const me = await login(app, 'demo', DEMO_USERS.manager);
    await expect(connectForeign(me.token)).rejects.toThrow();
  });
});

async function connectForeign(token: string) {
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
  try {
    await new Promise<void>((resolve, reject) => {
      const ch = client.subscribe('private-strandbaden');
      ch.bind('pusher:subscription_succeeded', () => resolve());
      ch.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
      setTimeout(() => reject(new Error('timeout')), 5000);
    });
  } finally {
    client.disconnect();
  }
}
