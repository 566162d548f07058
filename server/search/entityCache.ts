import { gunzipSync, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { rawJson, successText } from '../http/envelope';
import { entityIndexJson } from './entities';

const gzipAsync = promisify(gzip);

/**
 * The full entity index of a large tenant is ~19 MB of JSON (3.7 MB gzipped) and takes PGlite a
 * second or more to build, plus half as long to compress. So the full answer is a snapshot, kept
 * gzipped per tenant database: served as it is while nothing changed, and otherwise while a new one
 * is built in the background, for at most STALE_FOR. Its generated_at is the snapshot's time, so a
 * client that follows with `since=generated_at` is always up to date.
 */
const STALE_FOR_MS = 10 * 60_000;
/** A rebuild holds PGlite's only thread for a second or so: not more often than this. */
const REBUILD_AFTER_MS = 60_000;
/** Level 3 compresses ~3× faster than the default 6, for ~12 % more bytes (4.1 instead of 3.7 MB). */
const GZIP_LEVEL = 3;

interface Snapshot { at: Date; gzip: Buffer; bytes: number }
interface Entry { snapshot?: Snapshot; building?: Promise<Snapshot> }

const entries = new WeakMap<object, Entry>();

async function build(db: DbOrTx, now: Date): Promise<Snapshot> {
  const body = successText(rawJson(await entityIndexJson(db, now)));
  // Compression runs on libuv's thread pool, not on the event loop.
  return { at: now, gzip: await gzipAsync(body, { level: GZIP_LEVEL }), bytes: Buffer.byteLength(body) };
}

function rebuild(entry: Entry, db: DbOrTx, now: Date): Promise<Snapshot> {
  entry.building ??= build(db, now)
    .then((s) => { entry.snapshot = s; return s; })
    .finally(() => { entry.building = undefined; });
  return entry.building;
}

/** Whether a booking, customer or group changed after `at` (the same test as the delta's). */
async function changedSince(db: DbOrTx, at: Date): Promise<boolean> {
  const t = at.toISOString();
  const [row] = await queryRows<{ changed: boolean }>(db, sql`select
    exists (select 1 from bookings where updated_at > ${t}::timestamptz)
    or exists (select 1 from customers where updated_at > ${t}::timestamptz)
    or exists (select 1 from booking_groups where updated_at > ${t}::timestamptz) as changed`);
  return Boolean(row?.changed);
}

/** The full index as a gzipped envelope: a snapshot, fresh or at most STALE_FOR old. */
export async function entitySnapshot(db: DbOrTx, now: Date): Promise<Snapshot> {
  let entry = entries.get(db);
  if (!entry) entries.set(db, (entry = {}));
  const current = entry.snapshot;
  if (!current) return rebuild(entry, db, now);
  const age = now.getTime() - current.at.getTime();
  if (age < REBUILD_AFTER_MS || !(await changedSince(db, current.at))) return current;
  const pending = rebuild(entry, db, now);
  if (age > STALE_FOR_MS) return pending;
  pending.catch(() => { /* the next request builds again */ });
  return current;
}

/** The envelope text of a snapshot, for a client that does not take gzip. */
export const snapshotText = (s: Snapshot) => gunzipSync(s.gzip).toString('utf8');
