// What server/demo/seedDemo.test.ts and invoices.test.ts share: four small demo tenants seeded once per test
// file (summer and autumn, the summer again for determinism, and the second profile), and raw SQL reads.
import { sql } from 'drizzle-orm';
import { openDb, type OpenedDb } from '../db/open';
import type { Db } from '../db/client';
import { DEMO_PROFILES, isSeeded, seedDemo } from './seedDemo';

export const SUMMER = '2026-07-15';
export const AUTUMN = '2026-11-21';

export interface SeededTenants {
  summer: Db;
  autumn: Db;
  summerAgain: Db;
  second: Db;
  /** Whether a freshly migrated database already counted as seeded (it must not). */
  emptyWasSeeded: boolean;
  close(): Promise<void>;
}

/** Seeds the four tenants from one migrated template (cloned, not migrated four times). */
export async function seedTenants(): Promise<SeededTenants> {
  const opened: OpenedDb[] = [];
  const first = await openDb({ kind: 'pglite' });
  opened.push(first);
  const template = await first.dump!();
  const clone = async (): Promise<Db> => {
    const o = await openDb({ kind: 'pglite', loadDataDir: template });
    opened.push(o);
    return o.db;
  };
  const emptyWasSeeded = await isSeeded(first.db);
  const summer = first.db;
  const [autumn, summerAgain, second] = await Promise.all([clone(), clone(), clone()]);
  await seedDemo(summer, { size: 'small', profile: DEMO_PROFILES.demo, today: SUMMER });
  await seedDemo(autumn, { size: 'small', profile: DEMO_PROFILES.demo, today: AUTUMN });
  await seedDemo(summerAgain, { size: 'small', profile: DEMO_PROFILES.demo, today: SUMMER });
  await seedDemo(second, { size: 'small', profile: DEMO_PROFILES.second, today: SUMMER });
  return {
    summer,
    autumn,
    summerAgain,
    second,
    emptyWasSeeded,
    close: async () => {
      await Promise.all(opened.map((o) => o.close()));
    },
  };
}

/** The two seeding days of the demo profile, each with its tenant. */
export const seasonCases = (t: SeededTenants) => [
  { name: 'summer', db: t.summer, today: SUMMER },
  { name: 'autumn', db: t.autumn, today: AUTUMN },
];

export async function rows<T = Record<string, unknown>>(db: Db, query: string): Promise<T[]> {
  const res = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return res.rows;
}

export async function one<T = Record<string, unknown>>(db: Db, query: string): Promise<T> {
  return (await rows<T>(db, query))[0];
}
