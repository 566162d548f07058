import { gunzipSync } from 'node:zlib';
import type { DbOrTx } from '../db/client';
import { rawJson, successText } from '../http/envelope';
import { allRows, changedRows, ENTITY_TABLES, liveDrafts, type EntityKey } from './entities';
import { gzipOf, piece, type Piece } from './gzipPieces';

/**
 * The full entity index of a large tenant is ~150,000 rows, 19 MB of JSON: PGlite needs a second
 * or more to build it, blocking the tenant's other queries meanwhile, and gzip as long again. So
 * each tenant database keeps the rows in memory (one JSON text per row), built once; every later
 * full request reads only what changed since (indexed, milliseconds) and patches it in. Rows sit
 * in chunks, each compressed on its own, so a change recompresses one chunk, not 19 MB. The
 * answer is always current.
 */
const CHUNK_ROWS = 2000;

interface Chunk {
  rows: Map<number, string>;
  piece?: Piece;
}
interface Table {
  chunks: Chunk[];
  chunkOf: Map<number, Chunk>;
}
interface Snapshot {
  /** Rows changed after this instant are not patched in yet. */
  at: Date;
  tables: Record<EntityKey, Table>;
  /** Live drafts and their expiry (ms): they leave the index when it passes. */
  drafts: Map<number, number>;
  body?: { gzip: Buffer; bytes: number };
}

const snapshots = new WeakMap<object, Promise<Snapshot>>();

/** Adds or replaces a row; false when it was there as it is (a touched row, or one seen twice). */
function put(table: Table, id: number, row: string): boolean {
  let chunk = table.chunkOf.get(id);
  if (chunk?.rows.get(id) === row) return false;
  if (!chunk) {
    chunk = table.chunks.at(-1);
    if (!chunk || chunk.rows.size >= CHUNK_ROWS) table.chunks.push((chunk = { rows: new Map() }));
    table.chunkOf.set(id, chunk);
  }
  chunk.rows.set(id, row);
  chunk.piece = undefined;
  return true;
}

function remove(table: Table, id: number): boolean {
  const chunk = table.chunkOf.get(id);
  if (!chunk) return false;
  chunk.rows.delete(id);
  chunk.piece = undefined;
  table.chunkOf.delete(id);
  return true;
}

async function build(db: DbOrTx, now: Date): Promise<Snapshot> {
  const tables = {} as Snapshot['tables'];
  for (const t of ENTITY_TABLES) {
    const table: Table = (tables[t.key] = { chunks: [], chunkOf: new Map() });
    const lines = await allRows(db, t, now);
    // Each row is a JSON array starting with its id: '[123,…'.
    if (lines) for (const row of lines.split('\n')) put(table, Number(row.slice(1, row.indexOf(','))), row);
  }
  return { at: now, tables, drafts: await liveDrafts(db, now) };
}

/** Patches in what changed after snap.at and drops drafts that expired; true when anything did. */
async function refresh(db: DbOrTx, snap: Snapshot, now: Date): Promise<boolean> {
  let changed = false;
  for (const t of ENTITY_TABLES) {
    for (const r of await changedRows(db, t, snap.at, now)) {
      changed = (r.dead ? remove(snap.tables[t.key], r.id) : put(snap.tables[t.key], r.id, r.row)) || changed;
      if (r.expires != null && !r.dead) snap.drafts.set(r.id, r.expires);
      else if (t.key === 'bookings') snap.drafts.delete(r.id);
    }
  }
  for (const [id, expires] of snap.drafts) {
    if (expires > now.getTime()) continue;
    snap.drafts.delete(id);
    changed = remove(snap.tables.bookings, id) || changed;
  }
  snap.at = now;
  return changed;
}

/** The envelope around the index, as pieces: fixed text, and each non-empty chunk's rows. */
async function body(snap: Snapshot, generatedAt: Date): Promise<{ gzip: Buffer; bytes: number }> {
  const [head, tail] = successText(rawJson('\u0000')).split('\u0000');
  const parts: (string | Chunk)[] = [head + '{'];
  ENTITY_TABLES.forEach((t, i) => {
    parts.push(
      `${i ? ',' : ''}${JSON.stringify(t.key)}:{"columns":${JSON.stringify(t.columns.map(([n]) => n))},"rows":[`,
    );
    snap.tables[t.key].chunks.filter((c) => c.rows.size).forEach((c, j) => parts.push(...(j ? [',', c] : [c])));
    parts.push(']}');
  });
  parts.push(`,"generated_at":${JSON.stringify(generatedAt.toISOString())},"is_delta":false}${tail}`);
  const pieces = await Promise.all(
    parts.map(async (p) => {
      if (typeof p === 'string') return piece(p);
      p.piece ??= await piece([...p.rows.values()].join(','));
      return p.piece;
    }),
  );
  return { gzip: gzipOf(pieces), bytes: pieces.reduce((n, p) => n + p.raw.length, 0) };
}

/** Brings the snapshot up to `now` (building it the first time) and compresses what changed. */
async function current(db: DbOrTx, now: Date, previous: Promise<Snapshot> | undefined): Promise<Snapshot> {
  let snap = previous ? await previous.catch(() => null) : null;
  if (!snap) snap = await build(db, now);
  else if (await refresh(db, snap, now)) snap.body = undefined;
  // When nothing changed since the body was made, its generated_at is still right.
  snap.body ??= await body(snap, now);
  return snap;
}

/** The full index, current as of `now`, as a gzipped envelope. */
export async function entitySnapshot(db: DbOrTx, now: Date): Promise<{ gzip: Buffer; bytes: number }> {
  // One build or refresh at a time per tenant: each request queues behind the previous one.
  const next = current(db, now, snapshots.get(db));
  snapshots.set(db, next);
  return (await next).body!;
}

/** The envelope text, for a client that does not take gzip. */
export const snapshotText = (b: { gzip: Buffer }) => gunzipSync(b.gzip).toString('utf8');
