// One tenant's PGlite, off the main thread: a heavy query here blocks only this worker.
// Plain JavaScript so it runs the same under tsx, vitest and node. Protocol: see pgliteProxy.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const identity = (value) => value;
/** Open transactions by id: the PGlite transaction handle and how to end it. */
const txs = new Map();
let txSeq = 0;

const { dataDir, loadDataDir, pgliteWasmModule, initdbWasmModule } = workerData;
const ready = PGlite.create({
  dataDir,
  pgliteWasmModule,
  initdbWasmModule,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  // btree_gist: the exclusion constraint that keeps stays on one position apart (migration 0008).
  extensions: { pg_trgm, btree_gist },
});

/** Parsers cannot cross threads: the types the caller parses itself come back as their text. */
function options(raw) {
  if (!raw) return undefined;
  const parsers = {};
  for (const oid of raw.rawTypes ?? []) parsers[oid] = identity;
  return { rowMode: raw.rowMode, parsers };
}

/** A PostgreSQL error with every field it carries (code, constraint, detail, ...). */
function serializeError(err) {
  const out = { message: String(err?.message ?? err), name: err?.name ?? 'Error', stack: err?.stack };
  if (err && typeof err === 'object') {
    for (const [k, v] of Object.entries(err)) {
      if (v === undefined || typeof v === 'function') continue;
      try {
        structuredClone(v);
        out[k] = v;
      } catch {
        out[k] = String(v);
      }
    }
  }
  return out;
}

/** Opens a transaction and keeps it open until commit/rollback; PGlite holds other queries meanwhile. */
function begin(db) {
  return new Promise((resolveBegun, rejectBegun) => {
    const id = ++txSeq;
    const entry = {};
    const ended = new Promise((resolve) => {
      entry.end = resolve;
    });
    entry.done = db.transaction(async (tx) => {
      entry.tx = tx;
      txs.set(id, entry);
      resolveBegun(id);
      await ended;
    });
    // BEGIN itself failed: the caller's begin fails.
    entry.done.catch(rejectBegun);
  });
}

async function handle(db, msg) {
  switch (msg.op) {
    case 'query': {
      const target = msg.tx ? txs.get(msg.tx)?.tx : db;
      if (!target) throw new Error(`Transaktion ${msg.tx} är inte öppen`);
      const res = await target.query(msg.sql, msg.params ?? [], options(msg.options));
      return { rows: res.rows, fields: res.fields, affectedRows: res.affectedRows };
    }
    case 'exec': {
      const target = msg.tx ? txs.get(msg.tx)?.tx : db;
      if (!target) throw new Error(`Transaktion ${msg.tx} är inte öppen`);
      const res = await target.exec(msg.sql);
      return res.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin':
      return begin(db);
    case 'commit':
    case 'rollback': {
      const entry = txs.get(msg.tx);
      if (!entry) throw new Error(`Transaktion ${msg.tx} är inte öppen`);
      txs.delete(msg.tx);
      if (msg.op === 'rollback') {
        // Rolls back even when the transaction is already aborted by a failed statement.
        if (!entry.tx.closed) await entry.tx.rollback();
      }
      entry.end();
      await entry.done;
      return null;
    }
    case 'dump': {
      const blob = await db.dumpDataDir(msg.compression ?? 'none');
      return await blob.arrayBuffer();
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Okänd operation ${msg.op}`);
  }
}

ready.then(
  () => parentPort.postMessage({ ready: true }),
  (err) => parentPort.postMessage({ ready: false, error: serializeError(err) }),
);

parentPort.on('message', async (msg) => {
  try {
    const db = await ready;
    const result = await handle(db, msg);
    const transfer = result instanceof ArrayBuffer ? [result] : [];
    parentPort.postMessage({ id: msg.id, result }, transfer);
    if (msg.op === 'close') parentPort.close();
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: serializeError(err) });
  }
});
