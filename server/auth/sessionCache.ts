import type { AuthContext } from './authenticate';

/**
 * Authenticated sessions remembered for a moment, per tenant and token hash, so a request does not
 * cross to the database for the same session row a hundred times a second (the working set at
 * 16 consoles: p50 halved).
 *
 * Exact within this process: every write to a session here (touch, workstation, revoke, sweep)
 * forgets it at once. A change made by another process on the same PostgreSQL (a second server)
 * is seen within ttlMs, when the entry is read again.
 */
export class SessionCache {
  private readonly entries = new Map<string, { auth: AuthContext; until: number }>();

  constructor(
    private readonly ttlMs = 2_000,
    private readonly max = 5_000,
    private readonly clock = () => Date.now(),
  ) {}

  private static key(domain: string, tokenHash: string) {
    return `${domain}\u0000${tokenHash}`;
  }

  get(domain: string, tokenHash: string): AuthContext | undefined {
    const key = SessionCache.key(domain, tokenHash);
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.clock() < hit.until) return hit.auth;
    this.entries.delete(key);
    return undefined;
  }

  set(domain: string, tokenHash: string, auth: AuthContext) {
    const key = SessionCache.key(domain, tokenHash);
    this.entries.delete(key);
    // The oldest entry makes room: a map iterates in insertion order.
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { auth, until: this.clock() + this.ttlMs });
  }

  /** Forgets the session (written or revoked): the next request reads it from the database. */
  forget(domain: string, sessionId: number) {
    const prefix = `${domain}\u0000`;
    for (const [key, { auth }] of this.entries) {
      if (auth.session.id === sessionId && key.startsWith(prefix)) this.entries.delete(key);
    }
  }

  get size() {
    return this.entries.size;
  }
}
