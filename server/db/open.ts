import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema, type Db } from './client';
import { PgliteProxy } from './pgliteProxy';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenedDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Snapshot of an embedded database (PGlite only), to clone test databases quickly. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export type DbLocation =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; database: string };

/** Opens (creating when needed) and migrates one tenant's database. */
export async function openDb(loc: DbLocation): Promise<OpenedDb> {
  if (loc.kind === 'pglite') {
    if (loc.dataDir) mkdirSync(loc.dataDir, { recursive: true });
    // In its own worker thread: a heavy query of one tenant cannot block the process.
    const client = await PgliteProxy.create({ dataDir: loc.dataDir, loadDataDir: loc.loadDataDir });
    // The proxy is the part of a PGlite client drizzle uses (see pgliteProxy.ts).
    const db = drizzlePglite(client as never, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      dump: () => client.dumpDataDir('none'),
      close: () => client.close(),
    };
  }
  await ensurePgDatabase(loc.url, loc.database);
  const url = new URL(loc.url);
  url.pathname = '/' + loc.database;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  // An idle client losing its connection (server restart, database dropped) must not crash the
  // process: the pool replaces it on the next query. 57P01 = admin shutdown, expected on close.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.error(`postgres (${loc.database}): idle client error: ${err.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Each tenant gets its own PostgreSQL database, created on first start. */
async function ensurePgDatabase(adminUrl: string, database: string) {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(database)) throw new Error(`Invalid database name ${database}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      try {
        await client.query(`create database "${database}"`);
      } catch (err) {
        // Two processes may race to create it; 42P04 = duplicate_database.
        if ((err as { code?: string }).code !== '42P04') throw err;
      }
    }
  } finally {
    await client.end();
  }
}
