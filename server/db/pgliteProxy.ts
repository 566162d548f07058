import { Worker } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A tenant's PGlite in its own worker thread (pgliteWorker.mjs), seen from the main thread as the
 * part of a PGlite client that drizzle-orm/pglite uses: query (params, rowMode, parsers), exec,
 * transaction, close; plus dumpDataDir for test templates and the bench.
 * Messages: {id, op, ...} → {id, result} | {id, error}; ops query, exec, begin, commit, rollback,
 * dump, close. A transaction is begin → queries carrying its tx id → commit or rollback; the worker
 * runs it inside PGlite's own transaction, which holds every other query until it ends.
 */
const WORKER_URL = new URL('./pgliteWorker.mjs', import.meta.url);

let modules: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }> | null = null;
/** PGlite's WASM compiled once per process and handed to every worker (each would compile its own). */
function compiledModules() {
  if (!modules) {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => WebAssembly.compile(await readFile(join(dist, file)));
    modules = Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]).then(
      ([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }),
    );
    modules.catch(() => {
      modules = null;
    });
  }
  return modules;
}

type Parser = (value: string, typeId: number) => unknown;
export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, Parser>;
}
export interface Field {
  name: string;
  dataTypeID: number;
}
export interface Results<T = Record<string, unknown>> {
  rows: T[];
  fields: Field[];
  affectedRows?: number;
}
export interface PgliteProxyOptions {
  dataDir?: string;
  loadDataDir?: Blob;
}

interface Pending {
  resolve(v: unknown): void;
  reject(e: Error): void;
}
interface WorkerError {
  message: string;
  name?: string;
  stack?: string;
  [field: string]: unknown;
}

/** The worker's error as an Error on this thread, with every PostgreSQL field (code, constraint, detail...). */
function toError(e: WorkerError): Error {
  const err = new Error(e.message);
  const { message: _m, stack, ...fields } = e;
  Object.assign(err, fields);
  if (stack) err.stack = `${err.stack}\n    --- in the database worker ---\n${stack}`;
  return err;
}

/** The caller's parsers run here: the worker sends those types back as text. */
function applyParsers<T>(res: Results<T>, opts?: QueryOptions): Results<T> {
  const parsers = opts?.parsers;
  if (!parsers || !res.fields?.length) return res;
  const cols = res.fields
    .map((f, i) => ({ key: opts?.rowMode === 'array' ? i : f.name, parse: parsers[f.dataTypeID], oid: f.dataTypeID }))
    .filter((c) => c.parse);
  if (cols.length === 0) return res;
  for (const row of res.rows as Record<string | number, unknown>[]) {
    for (const c of cols) {
      const v = row[c.key];
      if (v != null) row[c.key] = c.parse!(v as string, c.oid);
    }
  }
  return res;
}

export interface ProxyTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export class PgliteProxy {
  private worker: Worker | null = null;
  private starting: Promise<Worker> | null = null;
  private readonly pending = new Map<number, Pending>();
  private seq = 0;
  private closed = false;
  private readonly template?: Promise<ArrayBuffer>;

  private constructor(private readonly opts: PgliteProxyOptions) {
    this.template = opts.loadDataDir?.arrayBuffer();
  }

  static async create(opts: PgliteProxyOptions = {}): Promise<PgliteProxy> {
    const proxy = new PgliteProxy(opts);
    await proxy.ensureWorker();
    return proxy;
  }

  /** The worker, started (again, after it died) when needed. */
  private ensureWorker(): Promise<Worker> {
    if (this.worker) return Promise.resolve(this.worker);
    if (!this.starting) {
      this.starting = this.startWorker().finally(() => {
        this.starting = null;
      });
    }
    return this.starting;
  }

  private async startWorker(): Promise<Worker> {
    const [loadDataDir, wasm] = await Promise.all([this.template, compiledModules()]);
    const worker = new Worker(WORKER_URL, { workerData: { dataDir: this.opts.dataDir, loadDataDir, ...wasm } });
    let lastError: Error | null = null;
    await new Promise<void>((resolve, reject) => {
      const onReady = (msg: { ready?: boolean; error?: WorkerError }) => {
        if (msg.ready === true) return resolve();
        reject(toError(msg.error ?? { message: 'Databasen kunde inte öppnas' }));
      };
      worker.once('message', onReady);
      worker.once('exit', (code) => reject(new Error(`Databasens arbetstråd avslutades (${code}) innan den öppnats`)));
    });
    worker.on('message', (msg: { id: number; result?: unknown; error?: WorkerError }) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (this.pending.size === 0) worker.unref();
      if (msg.error) p.reject(toError(msg.error));
      else p.resolve(msg.result);
    });
    worker.on('error', (err) => {
      lastError = err;
    });
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      // Every call in flight fails; the next call starts a new worker.
      const why = new Error(`Databasens arbetstråd avslutades (${code})${lastError ? `: ${lastError.message}` : ''}`);
      for (const p of this.pending.values()) p.reject(why);
      this.pending.clear();
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private async call<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.closed) throw new Error('Databasen är stängd');
    const worker = await this.ensureWorker();
    const id = ++this.seq;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      // A call in flight keeps the process alive, an idle database does not.
      worker.ref();
      worker.postMessage({ ...msg, id });
    });
  }

  private async queryIn<T>(
    tx: number | undefined,
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const wire = options && { rowMode: options.rowMode, rawTypes: Object.keys(options.parsers ?? {}).map(Number) };
    return applyParsers(
      await this.call<Results<T>>({ op: 'query', tx, sql, params: params ?? [], options: wire }),
      options,
    );
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.call<Results[]>({ op: 'exec', sql });
  }

  /** Runs `fn` in one transaction; other queries on this database wait until it ends, as in PGlite. */
  async transaction<T>(fn: (tx: ProxyTransaction) => Promise<T>): Promise<T> {
    const txId = await this.call<number>({ op: 'begin' });
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: ProxyTransaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        check();
        return this.queryIn<R>(txId, sql, params, options);
      },
      exec: async (sql: string) => {
        check();
        return this.call<Results[]>({ op: 'exec', tx: txId, sql });
      },
      rollback: async () => {
        check();
        closed = true;
        await this.call({ op: 'rollback', tx: txId });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'rollback', tx: txId }).catch(() => undefined);
      }
      throw err;
    }
    if (!closed) {
      closed = true;
      await this.call({ op: 'commit', tx: txId });
    }
    return result;
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump', compression })]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    const worker = this.worker ?? (await this.starting?.catch(() => null));
    if (worker) {
      await this.call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    }
    this.closed = true;
  }

  /** Ends the worker at once, as a crash would (tests). */
  async kill(): Promise<void> {
    await this.worker?.terminate();
  }
}
