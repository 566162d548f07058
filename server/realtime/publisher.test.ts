import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pusherHttpApi } from './httpApi';
import { createEmbeddedPublisher, createExternalPublisher, createRecordingPublisher } from './publisher';

const APP = { appId: '12', key: 'pub-key', secret: 'pub-secret' };

type Call = [channels: string[], event: string, data: unknown, except?: string];

describe('publishers', () => {
  const calls: Call[] = [];
  const fakeServer = { publish: (...args: Call) => (calls.push(args), 1) };
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify();
    await app.register(pusherHttpApi, { app: APP, server: fakeServer });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('recording publisher keeps events in order and can be cleared', async () => {
    const rec = createRecordingPublisher();
    await rec.publish('private-demo', 'a', { n: 1 });
    await rec.publish('private-demo', 'b', 'text');
    expect(rec.events).toEqual([
      { channel: 'private-demo', event: 'a', data: { n: 1 } },
      { channel: 'private-demo', event: 'b', data: 'text' },
    ]);
    rec.clear();
    expect(rec.events).toEqual([]);
  });

  it('embedded publisher hands the event to the server unchanged', async () => {
    calls.length = 0;
    await createEmbeddedPublisher(fakeServer).publish('private-demo', 'booking.created', { id: 1 });
    expect(calls).toEqual([[['private-demo'], 'booking.created', { id: 1 }]]);
  });

  it('external publisher speaks the Pusher HTTP API (checked against our own endpoint)', async () => {
    calls.length = 0;
    const pub = createExternalPublisher({ ...APP, host: '127.0.0.1', port, useTLS: false });
    await pub.publish('private-demo', 'booking.updated', { id: 2, guest: 'Åke' });
    // Over HTTP the data travels as a JSON string, which the server forwards verbatim.
    expect(calls).toEqual([[['private-demo'], 'booking.updated', '{"id":2,"guest":"Åke"}', undefined]]);

    const forged = createExternalPublisher({ ...APP, secret: 'nope', host: '127.0.0.1', port, useTLS: false });
    await expect(forged.publish('private-demo', 'x', {})).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('external publisher needs a host or a cluster', () => {
    expect(() => createExternalPublisher({ ...APP, useTLS: true })).toThrow();
    expect(() => createExternalPublisher({ ...APP, cluster: 'eu', useTLS: true })).not.toThrow();
  });
});
