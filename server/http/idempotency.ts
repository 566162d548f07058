// One Idempotency-Key mechanism for every tenant POST (and DELETE/PUT): a unique row per key is
// claimed before the handler runs, bound to the workstation (or session) and a hash of the request.
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, fieldError } from './errors';

/** Stored answers are replayed for this long; an older key counts as new. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/**
 * A key still 'in progress' after this long was left by a server that died mid-request (no handler
 * takes minutes; the console gives up after 30 s): the next retry takes it over and runs again.
 */
export const IN_PROGRESS_STALE_MS = 60_000;
const WAIT_POLL_MS = 25;
const WAIT_MAX_MS = 15_000;

const KEY_RE = /^[\x21-\x7e]{1,200}$/;
const keyError = (message: string) => fieldError('invalid_idempotency_key', 'idempotency_key', message);

/** The key of a request: the Idempotency-Key header, else the route's body field (sales' client_key). */
export function readKey(header: unknown, bodyKey: unknown): string | null {
  const raw = Array.isArray(header) ? header[0] : header;
  const fromHeader = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
  const key = fromHeader ?? (typeof bodyKey === 'string' && bodyKey !== '' ? bodyKey : null);
  if (key == null) return null;
  if (!KEY_RE.test(key))
    throw keyError('Idempotency-Key får vara högst 200 synliga tecken (A–Z, 0–9, - och liknande).');
  return key;
}

const stable = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(stable);
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, stable((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
};

/** sha256 of what the request asks for: method, path and the parsed body (key order does not matter). */
export function requestHash(method: string, path: string, params: unknown, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([method, path, stable(params ?? null), stable(body ?? null)]))
    .digest('hex');
}

export interface StoredAnswer {
  status: number;
  body: string;
}
export type Claim = { kind: 'claimed'; id: number } | { kind: 'replay'; answer: StoredAnswer };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Claims the key for this request, or answers with what the first request with it answered.
 * Concurrent requests with one key: one inserts the row, the others wait for its answer.
 */
export async function claimKey(db: Db, key: string, binding: string, hash: string, now: () => Date): Promise<Claim> {
  const deadline = Date.now() + WAIT_MAX_MS;
  for (;;) {
    const t = now();
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ key, binding, requestHash: hash, createdAt: t })
      .onConflictDoNothing({ target: idempotencyKeys.key })
      .returning({ id: idempotencyKeys.id });
    if (claimed) return { kind: 'claimed', id: claimed.id };
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1);
    if (!row) continue; // the first one failed and let the key go: claim it now
    const age = t.getTime() - row.createdAt.getTime();
    const done = row.responseStatus != null && row.responseBody != null;
    if (age >= IDEMPOTENCY_TTL_MS || (!done && age >= IN_PROGRESS_STALE_MS)) {
      // Expired, or abandoned by a killed server: take it over (only one taker wins the delete).
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.binding !== binding)
      throw keyError('Nyckeln (Idempotency-Key) har redan använts från en annan arbetsstation.');
    if (row.requestHash !== hash) throw keyError('Nyckeln (Idempotency-Key) har redan använts för en annan förfrågan.');
    if (done) return { kind: 'replay', answer: { status: row.responseStatus!, body: row.responseBody! } };
    if (Date.now() > deadline) {
      throw new AppError(409, 'request_in_progress', 'Förfrågan behandlas redan. Försök igen om en stund.');
    }
    await sleep(WAIT_POLL_MS);
  }
}

/** Stores the answer of a claimed key. */
export async function storeAnswer(db: Db, id: number, answer: StoredAnswer, now: Date) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body, completedAt: now })
    .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.responseStatus)));
}

/** A refused or failed request changed nothing: its key is free for a corrected retry. */
export async function releaseKey(db: Db, id: number) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.responseStatus)));
}

/** Drops answers past their lifetime (run now and then, not per request). */
export async function pruneKeys(db: Db, now: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}
