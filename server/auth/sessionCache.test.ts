import { describe, expect, it } from 'vitest';
import type { AuthContext } from './authenticate';
import { SessionCache } from './sessionCache';

const auth = (sessionId: number) =>
  ({ session: { id: sessionId }, user: { id: 1 }, workstation: null }) as unknown as AuthContext;

describe('SessionCache', () => {
  it('remembers a session for its moment, then asks again', () => {
    let now = 1_000;
    const cache = new SessionCache(2_000, 10, () => now);
    cache.set('demo', 'h1', auth(7));
    now += 1_999;
    expect(cache.get('demo', 'h1')?.session.id).toBe(7);
    now += 1;
    expect(cache.get('demo', 'h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps tenants apart and forgets one session of one tenant only', () => {
    const cache = new SessionCache();
    cache.set('demo', 'h1', auth(7));
    cache.set('demo', 'h2', auth(8));
    cache.set('strandbaden', 'h1', auth(7));
    expect(cache.get('strandbaden', 'h2')).toBeUndefined();
    cache.forget('demo', 7);
    expect(cache.get('demo', 'h1')).toBeUndefined();
    expect(cache.get('demo', 'h2')?.session.id).toBe(8);
    expect(cache.get('strandbaden', 'h1')?.session.id).toBe(7);
  });

  it('holds at most max sessions, the oldest leaving first', () => {
    const cache = new SessionCache(60_000, 2);
    cache.set('demo', 'a', auth(1));
    cache.set('demo', 'b', auth(2));
    cache.set('demo', 'c', auth(3));
    expect([cache.get('demo', 'a'), cache.get('demo', 'b')?.session.id, cache.get('demo', 'c')?.session.id]).toEqual([
      undefined,
      2,
      3,
    ]);
  });
});
