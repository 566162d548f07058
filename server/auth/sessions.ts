// Session lifetimes and the realtime sockets a session authorised, closed when it ends.
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sessions } from '../db/schema';
import type { SessionCache } from './sessionCache';

type SessionRow = typeof sessions.$inferSelect;
export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
  touchMs: number;
}

/** Expired after idleMs without use or absoluteMs after login, whichever comes first. */
export function sessionExpired(s: SessionRow, now: Date, limits: SessionLimits): boolean {
  const t = now.getTime();
  const lastUse = (s.lastUsedAt ?? s.createdAt).getTime();
  return t - lastUse >= limits.idleMs || t - s.createdAt.getTime() >= limits.absoluteMs;
}

/** The process's record of live sessions: their sockets and their cached rows. */
export interface LiveSessions {
  sessionSockets: SessionSockets;
  sessionCache: SessionCache;
}

/** Last use is written at most every touchMs, not on every request; a written session is read afresh next time. */
export async function touchSession(
  db: DbOrTx,
  live: LiveSessions,
  domain: string,
  s: SessionRow,
  now: Date,
  limits: SessionLimits,
) {
  if (s.lastUsedAt && now.getTime() - s.lastUsedAt.getTime() < limits.touchMs) return;
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, s.id));
  live.sessionCache.forget(domain, s.id);
}

/**
 * Which realtime sockets each session's token authorised at broadcasting/auth (embedded server:
 * in this process's memory, as the sockets are). Revoking a session closes them.
 */
export class SessionSockets {
  private readonly bySession = new Map<string, Set<string>>();
  constructor(private readonly disconnect: ((socketId: string) => void) | null) {}

  record(domain: string, sessionId: number, socketId: string) {
    const key = `${domain}:${sessionId}`;
    let set = this.bySession.get(key);
    if (!set) this.bySession.set(key, (set = new Set()));
    set.add(socketId);
  }

  /** The sessions with recorded sockets, per tenant domain. */
  sessionsByDomain(): Map<string, number[]> {
    const out = new Map<string, number[]>();
    for (const key of this.bySession.keys()) {
      const at = key.lastIndexOf(':');
      const domain = key.slice(0, at);
      out.set(domain, [...(out.get(domain) ?? []), Number(key.slice(at + 1))]);
    }
    return out;
  }

  /** Closes the session's sockets; returns how many were recorded. */
  revoke(domain: string, sessionId: number): number {
    const key = `${domain}:${sessionId}`;
    const set = this.bySession.get(key);
    this.bySession.delete(key);
    for (const id of set ?? []) this.disconnect?.(id);
    return set?.size ?? 0;
  }
}

/** Marks the session revoked, forgets its cached row and closes its sockets. */
export async function revokeSession(db: DbOrTx, live: LiveSessions, domain: string, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
  live.sessionCache.forget(domain, sessionId);
  live.sessionSockets.revoke(domain, sessionId);
}

/**
 * Closes the sockets of sessions that expired or were revoked without a request noticing (a console
 * left idle): run every minute by the app. Returns how many sessions it ended.
 */
export async function sweepSessionSockets(
  live: LiveSessions,
  dbOf: (domain: string) => Promise<DbOrTx | null>,
  now: Date,
  limits: SessionLimits,
): Promise<number> {
  let ended = 0;
  for (const [domain, ids] of live.sessionSockets.sessionsByDomain()) {
    const db = await dbOf(domain);
    if (!db) continue;
    const rows = await db.select().from(sessions).where(inArray(sessions.id, ids));
    const alive = new Set(rows.filter((s) => s.revokedAt == null && !sessionExpired(s, now, limits)).map((s) => s.id));
    for (const id of ids) {
      if (alive.has(id)) continue;
      const row = rows.find((s) => s.id === id);
      if (row && row.revokedAt == null) await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
      live.sessionCache.forget(domain, id);
      live.sessionSockets.revoke(domain, id);
      ended++;
    }
  }
  return ended;
}
