import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginAttempts } from '../db/schema';

export interface LoginLimits { maxFailuresPerAccount: number; maxFailuresPerAddress: number; windowMs: number }

/** True when the account or the address has failed too often within the window. */
export async function isLoginBlocked(db: DbOrTx, email: string, address: string, limits: LoginLimits, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - limits.windowMs);
  const failures = async (column: typeof loginAttempts.email | typeof loginAttempts.address, value: string) => {
    const [row] = await db.select({ n: count() }).from(loginAttempts)
      .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
    return row.n;
  };
  return (await failures(loginAttempts.email, email)) >= limits.maxFailuresPerAccount
    || (await failures(loginAttempts.address, address)) >= limits.maxFailuresPerAddress;
}

export async function recordLoginAttempt(db: DbOrTx, email: string, address: string, succeeded: boolean, now: Date) {
  await db.insert(loginAttempts).values({ email, address, succeeded, createdAt: now });
}
