import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import { mayAuthorizeChannel, tenantChannel } from './publisher';
import {
  channelAuth,
  isValidChannelName,
  isValidSocketId,
  md5Hex,
  safeEqual,
  signHttpRequest,
  verifyHttpRequest,
} from './signing';

// Credentials from Pusher's published worked examples.
const KEY = '278d425bdf160c739803';
const SECRET = '7ad3773142a6692b25b8';

describe('channelAuth (Pusher auth-signatures worked examples)', () => {
  it('private channel', () => {
    expect(channelAuth(KEY, SECRET, '1234.1234', 'private-foobar')).toEqual({
      auth: '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    });
  });

  it('presence channel (docs example, numeric user_id)', () => {
    const channelData = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}';
    expect(channelAuth(KEY, SECRET, '1234.1234', 'presence-foobar', channelData)).toEqual({
      auth: '278d425bdf160c739803:31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80',
      channel_data: channelData,
    });
  });

  it('presence channel (vector used by the Go/Rust server libraries, string user_id)', () => {
    const channelData = '{"user_id":"10","user_info":{"name":"Mr. Pusher"}}';
    expect(channelAuth(KEY, SECRET, '1234.1234', 'presence-foobar', channelData).auth).toBe(
      '278d425bdf160c739803:48dac51d2d7569e1e9c0f48c227d4b26f238fa68e5c0bb04222c966909c4f7c4',
    );
  });

  it('matches the official pusher library', () => {
    const lib = new Pusher({ appId: '3', key: KEY, secret: SECRET, host: '127.0.0.1' });
    expect(channelAuth(KEY, SECRET, '99.42', 'private-demo.bookings')).toEqual(
      lib.authorizeChannel('99.42', 'private-demo.bookings'),
    );
    const member = { user_id: 'u-7', user_info: { name: 'Åsa' } };
    expect(channelAuth(KEY, SECRET, '99.42', 'presence-demo', member)).toEqual(
      lib.authorizeChannel('99.42', 'presence-demo', member),
    );
  });
});

describe('HTTP API signature (Pusher worked authentication example)', () => {
  const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';

  it('body_md5 and signature', () => {
    expect(md5Hex(body)).toBe('ec365a775a4cd0599faeb73354201b6f');
    const signed = signHttpRequest({
      method: 'POST',
      path: '/apps/3/events',
      body,
      key: KEY,
      secret: SECRET,
      timestamp: 1353088179,
    });
    expect(signed.signature).toBe('da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c');
    expect(signed.queryString).toBe(
      'auth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f' +
        '&auth_signature=da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    );
  });

  const base = {
    method: 'POST',
    path: '/apps/3/events',
    key: KEY,
    secret: SECRET,
    now: 1353088179 + 5,
    query: {
      auth_key: KEY,
      auth_timestamp: '1353088179',
      auth_version: '1.0',
      body_md5: 'ec365a775a4cd0599faeb73354201b6f',
      auth_signature: 'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    },
    rawBody: Buffer.from(body),
  };

  it('verifies the documented request', () => {
    expect(verifyHttpRequest(base)).toEqual({ ok: true });
    expect(verifyHttpRequest({ ...base, rawBody: body })).toEqual({ ok: true });
  });

  it('rejects a wrong key, a bad signature, a stale timestamp and a tampered body', () => {
    const cases = [
      { ...base, key: 'other-key' },
      { ...base, secret: 'wrong-secret' },
      { ...base, query: { ...base.query, auth_signature: 'a'.repeat(64) } },
      { ...base, query: { ...base.query, auth_signature: 'short' } },
      { ...base, now: 1353088179 + 601 },
      { ...base, now: 1353088179 - 601 },
      { ...base, rawBody: Buffer.from(body.replace('foo', 'bar')) },
      { ...base, method: 'GET' },
      { ...base, path: '/apps/4/events' },
      { ...base, query: { ...base.query, auth_version: '2.0' } },
      { ...base, query: { ...base.query, extra: 'x' } },
    ];
    for (const c of cases) {
      const r = verifyHttpRequest(c);
      expect(r.ok, JSON.stringify(c.query) + c.key + c.secret).toBe(false);
      if (!r.ok) expect(r.status).toBe(401);
    }
    const noMd5 = { ...base.query } as Record<string, string>;
    delete noMd5.body_md5;
    expect(verifyHttpRequest({ ...base, query: noMd5 }).ok).toBe(false);
  });

  it('honours maxSkewSec and a signed extra parameter (keys lower-cased and sorted)', () => {
    const signed = signHttpRequest({
      method: 'get',
      path: '/apps/3/channels',
      query: { info: 'user_count', Filter_By_Prefix: 'presence-' },
      key: KEY,
      secret: SECRET,
      timestamp: 1000,
    });
    expect(signed.stringToSign).toBe(
      'GET\n/apps/3/channels\nauth_key=278d425bdf160c739803&auth_timestamp=1000&auth_version=1.0&filter_by_prefix=presence-&info=user_count',
    );
    const v = { method: 'GET', path: '/apps/3/channels', query: signed.params, key: KEY, secret: SECRET };
    expect(verifyHttpRequest({ ...v, now: 1030 }).ok).toBe(true);
    expect(verifyHttpRequest({ ...v, now: 1030, maxSkewSec: 10 }).ok).toBe(false);
  });

  it('refuses reserved parameters when signing', () => {
    expect(() =>
      signHttpRequest({ method: 'GET', path: '/x', query: { auth_key: 'k' }, key: KEY, secret: SECRET, timestamp: 1 }),
    ).toThrow();
  });
});

describe('validation helpers', () => {
  it('socket ids', () => {
    expect(isValidSocketId('1234.1234')).toBe(true);
    for (const bad of ['1234', '1234.', '.1', 'a.b', '1.2.3', ' 1.2', '', 12, null])
      expect(isValidSocketId(bad)).toBe(false);
  });

  it('channel names', () => {
    expect(isValidChannelName('private-azAZ9_=@,.;-')).toBe(true);
    expect(isValidChannelName('a'.repeat(164))).toBe(true);
    for (const bad of ['a'.repeat(165), '', 'has space', 'slash/', 'ö', 42])
      expect(isValidChannelName(bad)).toBe(false);
  });

  it('safeEqual', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });

  it('tenant channels never authorize a prefix-colliding namespace', () => {
    expect(tenantChannel('demo')).toBe('private-demo');
    expect(mayAuthorizeChannel('demo', 'private-demo')).toBe(true);
    expect(mayAuthorizeChannel('demo', 'private-demo.bookings')).toBe(true);
    expect(mayAuthorizeChannel('demo', 'private-demo.a.b')).toBe(true);
    for (const other of [
      'private-demo2',
      'private-demo2.x',
      'private-demo.',
      'private-dem',
      'presence-demo',
      'demo',
      'private-demo-x',
      'private-demo bad',
    ]) {
      expect(mayAuthorizeChannel('demo', other), other).toBe(false);
    }
    expect(mayAuthorizeChannel('a.b', 'private-a.b')).toBe(false);
    expect(mayAuthorizeChannel('', 'private-')).toBe(false);
    expect(() => tenantChannel('a.b')).toThrow();
    expect(() => tenantChannel('')).toThrow();
  });
});
