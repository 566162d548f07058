import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { seedFingerprint } from './fingerprint';
import { join } from 'node:path';
import pg from 'pg';
import { createApp, type App } from '../../server/app';
import { defaultConfig, DEFAULT_TENANTS, type AppConfig } from '../../server/config';
import { openDb } from '../../server/db/open';
import { DEMO_PROFILES, seedDemo } from '../../server/demo/seedDemo';

/** Tests pin the date so the demo data (today's arrivals, drafts) is the same on every run. */
export const TEST_TODAY = '2026-07-15';
export const TEST_NOW = new Date('2026-07-15T10:00:00+02:00');
const clockStart = performance.now();
/** A clock that starts at TEST_NOW and then runs: drafts stay live for the minutes a test takes. */
export const testClock = () => new Date(TEST_NOW.getTime() + Math.round(performance.now() - clockStart));

const CACHE_DIR = 'node_modules/.cache/campsite-tests';

/**
 * A migrated, seeded ('small') PGlite snapshot per tenant, cached on disk between test files:
 * a fresh PGlite takes seconds, a clone of a snapshot well under one.
 */
export async function pgliteTemplates(): Promise<Record<string, Blob>> {
  const key = seedFingerprint();
  mkdirSync(CACHE_DIR, { recursive: true });
  const out: Record<string, Blob> = {};
  for (const t of DEFAULT_TENANTS) {
    const file = join(CACHE_DIR, `${key}-${t.domain}.tar`);
    if (!existsSync(file)) {
      const opened = await openDb({ kind: 'pglite' });
      await seedDemo(opened.db, {
        size: 'small',
        profile: DEMO_PROFILES[t.demoProfile],
        today: TEST_TODAY,
        now: TEST_NOW,
      });
      const blob = await opened.dump!();
      await opened.close();
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
      renameSync(tmp, file);
    }
    out[t.domain] = new Blob([readFileSync(file)]);
  }
  return out;
}

export interface TestApp extends App {
  config: AppConfig;
  /** Drops what the app created (throwaway PostgreSQL databases). */
  destroy(): Promise<void>;
}

/** An app on in-memory PGlite, or on PostgreSQL when DATABASE_URL is set (npm run test:pg). */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  const prefix = `t${randomBytes(4).toString('hex')}_`;
  const config = defaultConfig({
    database: url
      ? { kind: 'postgres', url, databasePrefix: prefix }
      : { kind: 'pglite', templates: await pgliteTemplates() },
    demo: { size: 'small', seedOnFirstStart: true },
    clock: testClock,
    ...overrides,
  });
  const app = await createApp(config);
  return {
    ...app,
    config,
    async destroy() {
      await app.close();
      if (config.database.kind !== 'postgres') return;
      const client = new pg.Client({ connectionString: config.database.url });
      await client.connect();
      for (const t of config.tenants) await client.query(`drop database if exists "${prefix}${t.domain}" with (force)`);
      await client.end();
    },
  };
}
