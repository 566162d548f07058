import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import PusherJs, { type Channel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { pusherHttpApi } from './httpApi';
import { createPusherServer, type PusherServer, type PusherServerOptions } from './pusherServer';
import { channelAuth, signHttpRequest } from './signing';

const APP = { appId: '4711', key: 'test-key', secret: 'test-secret' };
const WAIT_MS = 5000;

interface Running {
  app: FastifyInstance;
  rt: PusherServer;
  port: number;
}

async function start(extra: Partial<PusherServerOptions> = {}): Promise<Running> {
  const app = Fastify();
  const rt = createPusherServer({ app: APP, ...extra });
  rt.attach(app.server);
  await app.register(pusherHttpApi, { app: APP, server: rt });
  app.post('/echo', async (req) => ({ body: req.body }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, rt, port: (app.server.address() as AddressInfo).port };
}

async function stop(r: Running | undefined): Promise<void> {
  if (!r) return;
  await r.rt.close();
  await r.app.close();
}

function within<T>(
  label: string,
  executor: (resolve: (v: T) => void, reject: (e: unknown) => void) => void,
  ms = WAIT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out waiting for ${label}`)), ms);
    executor(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e)),
    );
  });
}

async function until(label: string, pred: () => boolean): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!pred()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** POST to the HTTP API, signed with our own signer; `append` is sent but not signed. */
function signedPost(port: number, sub: string, body: string, append = ''): Promise<Response> {
  const path = `/apps/${APP.appId}${sub}`;
  const signed = signHttpRequest({
    method: 'POST',
    path,
    body,
    key: APP.key,
    secret: APP.secret,
    timestamp: Date.now() / 1000,
  });
  return fetch(`http://127.0.0.1:${port}${path}?${signed.queryString}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body + append,
  });
}

type Signer = (socketId: string, channel: string) => { auth: string; channel_data?: string };
const goodSigner: Signer = (socketId, channel) => channelAuth(APP.key, APP.secret, socketId, channel);

const clients: PusherJs[] = [];
async function connect(port: number, sign: Signer = goodSigner): Promise<PusherJs> {
  const client = new PusherJs(APP.key, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { customHandler: ({ socketId, channelName }, cb) => cb(null, sign(socketId, channelName)) },
  });
  clients.push(client);
  await within('connected', (resolve) => client.connection.bind('connected', () => resolve(undefined)));
  return client;
}

function subscribed(client: PusherJs, name: string): Promise<Channel> {
  const ch = client.subscribe(name);
  return within(`subscription to ${name}`, (resolve, reject) => {
    ch.bind('pusher:subscription_succeeded', () => resolve(ch));
    ch.bind('pusher:subscription_error', (e: unknown) => reject(new Error(`subscription_error ${JSON.stringify(e)}`)));
  });
}

function nextEvent<T = unknown>(ch: Channel, event: string): Promise<T> {
  return within(`event ${event}`, (resolve) => {
    const handler = (data: T): void => {
      ch.unbind(event, handler);
      resolve(data);
    };
    ch.bind(event, handler);
  });
}

interface RawMessage {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A bare `ws` client with a message queue, for protocol-level assertions. */
function raw(port: number, path: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const queue: RawMessage[] = [];
  const waiters: Array<(m: RawMessage) => void> = [];
  ws.on('message', (buf) => {
    const m = JSON.parse(String(buf)) as RawMessage;
    const w = waiters.shift();
    if (w) w(m);
    else queue.push(m);
  });
  const closed = within<{ code: number; reason: string }>('close', (resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next = (): Promise<RawMessage> => {
    const m = queue.shift();
    return m ? Promise.resolve(m) : within('raw message', (resolve) => waiters.push(resolve));
  };
  const send = (m: unknown): void => ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  return { ws, next, closed, send };
}

describe('embedded Pusher server', () => {
  let s: Running;
  beforeAll(async () => {
    s = await start({ authorizeSubscription: (_socketId, channel) => !channel.includes('forbidden') });
  });
  afterAll(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await stop(s);
  });

  it('pusher-js connects and gets a Pusher-style socket id', async () => {
    const client = await connect(s.port);
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
    await until('connection counted', () => s.rt.connectionCount() >= 1);
  });

  it('private subscription succeeds with a correct signature and delivers server.publish data', async () => {
    const client = await connect(s.port);
    const ch = await subscribed(client, 'private-demo');
    expect(s.rt.subscriberCount('private-demo')).toBeGreaterThanOrEqual(1);
    const got = nextEvent(ch, 'booking.updated');
    s.rt.publish(['private-demo'], 'booking.updated', { id: 7, guest: 'Åsa', nights: [1, 2] });
    expect(await got).toEqual({ id: 7, guest: 'Åsa', nights: [1, 2] });
  });

  it('private subscription with a wrong signature never succeeds and reports an error', async () => {
    const badSigner: Signer = (socketId, channel) => channelAuth(APP.key, 'not-the-secret', socketId, channel);
    const client = await connect(s.port, badSigner);
    const connError = within<{ type: string; data: { code: number } }>('pusher:error', (resolve) =>
      client.connection.bind('error', resolve),
    );
    const ch = client.subscribe('private-secret-room');
    let succeeded = false;
    ch.bind('pusher:subscription_succeeded', () => (succeeded = true));
    const subError = await within<{ type: string; status: number }>('subscription_error', (resolve) =>
      ch.bind('pusher:subscription_error', resolve),
    );
    expect(subError).toMatchObject({ type: 'AuthError', status: 401 });
    expect((await connError).data.code).toBe(4009);
    // The error frames came after the point where a success would have been sent, so this state is final.
    expect(s.rt.publish(['private-secret-room'], 'x', {})).toBe(0);
    expect(succeeded).toBe(false);
    expect(s.rt.subscriberCount('private-secret-room')).toBe(0);
  });

  it('authorizeSubscription can veto a correctly signed subscription', async () => {
    const client = await connect(s.port);
    const ch = client.subscribe('private-forbidden');
    const err = await within<{ status: number }>('subscription_error', (resolve) =>
      ch.bind('pusher:subscription_error', resolve),
    );
    expect(err.status).toBe(403);
    expect(s.rt.subscriberCount('private-forbidden')).toBe(0);
  });

  it('delivers events triggered by the official pusher library; a wrong secret gets 401 and delivers nothing', async () => {
    const client = await connect(s.port);
    const ch = await subscribed(client, 'private-lib');
    const received: unknown[] = [];
    ch.bind('lib.event', (d: unknown) => received.push(d));

    const lib = new Pusher({ ...APP, host: '127.0.0.1', port: String(s.port), useTLS: false });
    const first = nextEvent(ch, 'lib.event');
    const res = await lib.trigger('private-lib', 'lib.event', { hello: 'world' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await first).toEqual({ hello: 'world' });

    const forged = new Pusher({ ...APP, secret: 'wrong', host: '127.0.0.1', port: String(s.port), useTLS: false });
    await expect(forged.trigger('private-lib', 'lib.event', { forged: true })).rejects.toMatchObject({ status: 401 });

    // Frames arrive in order: once the marker is here, a forged event would have been too.
    const marker = nextEvent(ch, 'marker');
    await lib.trigger('private-lib', 'marker', 1);
    await marker;
    expect(received).toEqual([{ hello: 'world' }]);

    const batch = await lib.triggerBatch([{ channel: 'private-lib', name: 'lib.event', data: { n: 2 } }]);
    expect(batch.status).toBe(200);
    await until('batch event', () => received.length === 2);
    expect(received[1]).toEqual({ n: 2 });
  });

  it('HTTP API answers 404 for another app id and validates the payload', async () => {
    const other = new Pusher({ ...APP, appId: '999', host: '127.0.0.1', port: String(s.port), useTLS: false });
    await expect(other.trigger('public-x', 'e', {})).rejects.toMatchObject({ status: 404 });
    const lib = new Pusher({ ...APP, host: '127.0.0.1', port: String(s.port), useTLS: false });
    await expect(lib.trigger('public-x', 'e', 'x'.repeat(10 * 1024 + 1))).rejects.toMatchObject({ status: 413 });
    expect((await signedPost(s.port, '/events', JSON.stringify({ name: 'e', data: 'x' }))).status).toBe(400);
    expect(
      (await signedPost(s.port, '/events', JSON.stringify({ name: 'pusher:error', data: '{}', channels: ['a'] })))
        .status,
    ).toBe(400);
    expect((await signedPost(s.port, '/events', '{"name": broken')).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `c${i}`);
    expect(
      (await signedPost(s.port, '/events', JSON.stringify({ name: 'e', data: '{}', channels: tooMany }))).status,
    ).toBe(400);
    expect(
      (await signedPost(s.port, '/events', JSON.stringify({ name: 'e'.repeat(201), data: '{}', channel: 'a' }))).status,
    ).toBe(400);
    const ok = await signedPost(s.port, '/events', JSON.stringify({ name: 'e', data: '{}', channel: 'a' }));
    expect([ok.status, await ok.text()]).toEqual([200, '{}']);
    // Signed over different bytes than were sent: body_md5 no longer matches.
    expect(
      (await signedPost(s.port, '/events', JSON.stringify({ name: 'e', data: '{}', channel: 'a' }), ' ')).status,
    ).toBe(401);
    const unsigned = await fetch(`http://127.0.0.1:${s.port}/apps/${APP.appId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'e', data: '{}', channels: ['a'] }),
    });
    expect(unsigned.status).toBe(401);
  });

  it('keeps the raw-body parser scoped to the plugin', async () => {
    const res = await fetch(`http://127.0.0.1:${s.port}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(await res.json()).toEqual({ body: { a: 1 } });
  });

  it('excludes the given socket id (HTTP socket_id and publish exceptSocketId)', async () => {
    const a = await connect(s.port);
    const b = await connect(s.port);
    const chA = await subscribed(a, 'private-excl');
    const chB = await subscribed(b, 'private-excl');
    const gotA: unknown[] = [];
    chA.bind('e', (d: unknown) => gotA.push(d));

    const lib = new Pusher({ ...APP, host: '127.0.0.1', port: String(s.port), useTLS: false });
    const atB = nextEvent(chB, 'e');
    await lib.trigger('private-excl', 'e', { via: 'http' }, { socket_id: a.connection.socket_id });
    expect(await atB).toEqual({ via: 'http' });

    const atB2 = nextEvent(chB, 'e');
    s.rt.publish(['private-excl'], 'e', { via: 'publish' }, a.connection.socket_id);
    expect(await atB2).toEqual({ via: 'publish' });

    const markerA = nextEvent(chA, 'marker');
    s.rt.publish(['private-excl'], 'marker', 'done');
    expect(await markerA).toBe('done');
    expect(gotA).toEqual([]);
  });

  it('unsubscribe stops delivery and disconnect cleans up', async () => {
    const client = await connect(s.port);
    const ch = await subscribed(client, 'private-unsub');
    const control = await subscribed(client, 'public-control');
    const got: unknown[] = [];
    ch.bind('e', (d: unknown) => got.push(d));
    client.unsubscribe('private-unsub');
    await until('unsubscribed', () => s.rt.subscriberCount('private-unsub') === 0);
    expect(s.rt.publish(['private-unsub'], 'e', 1)).toBe(0);
    const marker = nextEvent(control, 'marker');
    s.rt.publish(['public-control'], 'marker', 1);
    await marker;
    expect(got).toEqual([]);

    const before = s.rt.connectionCount();
    client.disconnect();
    await until(
      'disconnect cleaned up',
      () => s.rt.connectionCount() === before - 1 && s.rt.subscriberCount('public-control') === 0,
    );
  });

  it('presence channels report members and announce joins and leaves', async () => {
    const member =
      (id: string): Signer =>
      (socketId, channel) =>
        channelAuth(
          APP.key,
          APP.secret,
          socketId,
          channel,
          JSON.stringify({ user_id: id, user_info: { name: id.toUpperCase() } }),
        );
    const a = await connect(s.port, member('anna'));
    const chA = await subscribed(a, 'presence-lobby');
    const added = nextEvent<{ id: string; info: unknown }>(chA, 'pusher:member_added');
    const b = await connect(s.port, member('bo'));
    const chB = await subscribed(b, 'presence-lobby');
    expect(await added).toEqual({ id: 'bo', info: { name: 'BO' } });
    const members = (chB as unknown as { members: { count: number; me: { id: string } } }).members;
    expect(members.count).toBe(2);
    expect(members.me.id).toBe('bo');
    const removed = nextEvent<{ id: string }>(chA, 'pusher:member_removed');
    b.disconnect();
    expect((await removed).id).toBe('bo');
  });

  it('refuses a wrong key (4001), missing/invalid/unsupported protocol (4008/4006/4007) and a bad path (4005)', async () => {
    const cases: Array<[string, number]> = [
      ['/app/wrong-key?protocol=7&client=js', 4001],
      [`/app/${APP.key}?client=js`, 4008],
      [`/app/${APP.key}?protocol=seven`, 4006],
      [`/app/${APP.key}?protocol=8`, 4007],
      [`/app/${APP.key}/extra?protocol=7`, 4005],
    ];
    for (const [path, code] of cases) {
      const c = raw(s.port, path);
      const first = await c.next();
      expect(first).toEqual({ event: 'pusher:error', data: { code, message: expect.any(String) } });
      expect((await c.closed).code).toBe(code);
    }
  });

  it('answers pings, rejects client events and survives garbage', async () => {
    const c = raw(s.port, `/app/${APP.key}?protocol=7&client=js&version=8.6.0`);
    const hello = await c.next();
    expect(hello.event).toBe('pusher:connection_established');
    expect(typeof hello.data).toBe('string');
    expect(JSON.parse(hello.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });

    c.send({ event: 'pusher:ping', data: {} });
    expect(await c.next()).toEqual({ event: 'pusher:pong', data: {} });

    c.send({ event: 'pusher:subscribe', data: { channel: 'public-raw' } });
    expect(await c.next()).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'public-raw',
      data: '{}',
    });

    c.send({ event: 'client-typing', channel: 'public-raw', data: {} });
    expect(await c.next()).toMatchObject({
      event: 'pusher:error',
      data: { code: 4301, message: 'Client events are not enabled for this app' },
    });

    c.send('{not json');
    expect(await c.next()).toMatchObject({ event: 'pusher:error', data: { code: 4300 } });
    c.send({ event: 'pusher:subscribe', data: { channel: 'x'.repeat(11 * 1024) } });
    expect(await c.next()).toMatchObject({ event: 'pusher:error', data: { code: 4300 } });
    c.send({ event: 'pusher:subscribe', data: { channel: 'bad name!' } });
    expect(await c.next()).toMatchObject({ event: 'pusher:error' });

    s.rt.publish(['public-raw'], 'str', 'already-a-string');
    expect(await c.next()).toEqual({ event: 'str', channel: 'public-raw', data: 'already-a-string' });
    s.rt.publish(['public-raw'], 'obj', { a: 1 });
    expect(await c.next()).toEqual({ event: 'obj', channel: 'public-raw', data: '{"a":1}' });
    c.ws.close();
    await c.closed;
  });
});

describe('server keep-alive', () => {
  let s: Running | undefined;
  afterAll(() => stop(s));

  it('pings after inactivity, stays open while pongs arrive, closes with 4201 when they stop', async () => {
    // Pong window generous enough that a busy CI box cannot miss it for the polite client.
    s = await start({ activityTimeoutSec: 0.1, pongTimeoutSec: 0.5 });
    const path = `/app/${APP.key}?protocol=7`;

    const polite = raw(s.port, path);
    expect((await polite.next()).event).toBe('pusher:connection_established');
    for (let i = 0; i < 3; i++) {
      expect(await polite.next()).toEqual({ event: 'pusher:ping', data: {} });
      polite.send({ event: 'pusher:pong', data: {} });
    }
    expect(polite.ws.readyState).toBe(WebSocket.OPEN);

    const silent = raw(s.port, path);
    expect((await silent.next()).event).toBe('pusher:connection_established');
    expect(await silent.next()).toEqual({ event: 'pusher:ping', data: {} });
    expect((await silent.closed).code).toBe(4201);

    polite.ws.close();
    await polite.closed;
  });

  it('close() disconnects clients with 4200 and refuses new upgrades', async () => {
    const r = await start();
    const c = raw(r.port, `/app/${APP.key}?protocol=7`);
    await c.next();
    await r.rt.close();
    expect((await c.closed).code).toBe(4200);
    expect(r.rt.connectionCount()).toBe(0);
    await r.app.close();
  });
});
