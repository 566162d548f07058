import { join } from 'node:path';
import { seedFingerprint } from '../tests/helpers/fingerprint';
import { createApp } from '../server/app';
import { defaultConfig } from '../server/config';

/** The large tenant's PGlite directory, seeded once per version of the generator and schema. */
export const largeDataDir = () =>
  process.env.BENCH_LARGE_DIR ??
  join(process.env.BENCH_DATA_DIR ?? 'node_modules/.cache/campsite-bench', `large-${seedFingerprint()}`);

export const LARGE_TENANT = {
  id: 1,
  name: 'Stora Campingen',
  domain: 'large',
  namespace: 'large',
  demoProfile: 'demo',
} as const;

export type BenchDb = 'pglite' | 'postgres';

/** The server of the benches on the large tenant: PGlite in dataDir, or PostgreSQL at DATABASE_URL (database bench_large). */
export function benchApp(dataDir: string, kind: BenchDb = 'pglite') {
  const url = process.env.DATABASE_URL;
  if (kind === 'postgres' && !url) throw new Error('DATABASE_URL is not set');
  return createApp(
    defaultConfig({
      database:
        kind === 'postgres' ? { kind: 'postgres', url: url!, databasePrefix: 'bench_' } : { kind: 'pglite', dataDir },
      demo: { size: 'large', seedOnFirstStart: true },
      tenants: [LARGE_TENANT],
    }),
  );
}

if (process.argv[1]?.endsWith('seedLarge.ts')) {
  const t0 = performance.now();
  const app = await benchApp(largeDataDir(), process.env.DATABASE_URL ? 'postgres' : 'pglite');
  await app.tenants.openAll();
  console.log(`large tenant ready in ${((performance.now() - t0) / 1000).toFixed(1)} s at ${largeDataDir()}`);
  await app.close();
}
