import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/client';
import { loginAttempts, loginThrottles } from '../db/schema';

export interface LoginLimits {
  /** Failures of one account from one address before the delay starts. */
  freeFailures: number;
  /** The delay doubles from 2 s per further failure, up to this. */
  maxDelayMs: number;
}

/** Delay after the n-th failure of an account at an address: 0 for the free ones, then 2^k s, capped. */
export function delayAfter(failures: number, limits: LoginLimits): number {
  const k = failures - limits.freeFailures + 1;
  return k <= 0 ? 0 : Math.min(1000 * 2 ** Math.min(k, 30), limits.maxDelayMs);
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterS: number };

/**
 * Counts this attempt as a failure and checks the delay in ONE statement, before the password is
 * hashed: concurrent attempts queue on the row lock, so no more than the free ones are ever tried.
 * A success clears the pair (clearLoginFailures).
 */
export async function reserveLoginAttempt(
  db: DbOrTx,
  email: string,
  address: string,
  limits: LoginLimits,
  now: Date,
): Promise<Reservation> {
  const free = limits.freeFailures;
  // delay in ms as SQL of the new failure count n (mirrors delayAfter).
  const delay = (n: ReturnType<typeof sql>) => sql`case when ${n} - ${free} + 1 <= 0 then 0
    else least(1000 * power(2, least(${n} - ${free} + 1, 30)), ${limits.maxDelayMs}) end`;
  const at = now.toISOString();
  const rows = await queryRows<{ failures: number }>(
    db,
    sql`
    insert into login_throttles (email, address, failures, next_allowed_at, updated_at)
    values (${email}, ${address}, 1, ${at}::timestamptz + (${delay(sql`1`)}) * interval '1 millisecond', ${at}::timestamptz)
    on conflict (email, address) do update set
      failures = login_throttles.failures + 1,
      next_allowed_at = ${at}::timestamptz + (${delay(sql`(login_throttles.failures + 1)`)}) * interval '1 millisecond',
      updated_at = ${at}::timestamptz
    where login_throttles.next_allowed_at <= ${at}::timestamptz
    returning failures`,
  );
  if (rows.length > 0) return { allowed: true };
  const [row] = await db
    .select({ next: loginThrottles.nextAllowedAt })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.email, email), eq(loginThrottles.address, address)))
    .limit(1);
  const ms = row ? row.next.getTime() - now.getTime() : 1000;
  return { allowed: false, retryAfterS: Math.max(1, Math.ceil(ms / 1000)) };
}

export async function clearLoginFailures(db: DbOrTx, email: string, address: string) {
  await db.delete(loginThrottles).where(and(eq(loginThrottles.email, email), eq(loginThrottles.address, address)));
}

/** The audit trail of attempts (who tried from where); the delay is decided by login_throttles. */
export async function recordLoginAttempt(db: DbOrTx, email: string, address: string, succeeded: boolean, now: Date) {
  await db.insert(loginAttempts).values({ email, address, succeeded, createdAt: now });
}

/** "Försök igen om 30 sekunder." / "om 2 minuter." */
export function waitText(seconds: number): string {
  if (seconds < 60) return `Försök igen om ${seconds} ${seconds === 1 ? 'sekund' : 'sekunder'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Försök igen om ${minutes} ${minutes === 1 ? 'minut' : 'minuter'}.`;
}
