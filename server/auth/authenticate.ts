import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, workstations } from '../db/schema';
import { hashToken } from './password';
import type { SessionCache } from './sessionCache';

export interface AuthContext {
  user: typeof users.$inferSelect;
  session: typeof sessions.$inferSelect;
  workstation: typeof workstations.$inferSelect | null;
}

/**
 * Resolves a bearer token against this tenant's own sessions table: a token of another
 * tenant, a revoked one or a deleted user's simply is not found. With a cache, a session read
 * a moment ago is not read again (see SessionCache); an unknown token is always asked for.
 */
export async function authenticate(
  db: Db,
  header: string | undefined,
  cache?: { sessions: SessionCache; domain: string },
): Promise<AuthContext | null> {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  if (!match) return null;
  const tokenHash = hashToken(match[1]);
  const hit = cache?.sessions.get(cache.domain, tokenHash);
  if (hit) return hit;
  const rows = await db
    .select({ user: users, session: sessions, workstation: workstations })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(workstations, eq(workstations.id, sessions.workstationId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), isNull(users.deletedAt)))
    .limit(1);
  const auth = rows[0] ?? null;
  if (auth && cache) cache.sessions.set(cache.domain, tokenHash, auth);
  return auth;
}
