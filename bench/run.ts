import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { benchServer } from './server.bench';

// The large tenant is seeded once per version of the generator and schema, then reused.
function generatorHash(): string {
  const h = createHash('sha256');
  for (const dir of ['server/db/migrations', 'server/demo']) {
    for (const f of readdirSync(dir, { recursive: true }).map(String).sort()) if (!f.endsWith('.test.ts')) h.update(f).update(readFileSync(join(dir, f)));
  }
  return h.digest('hex').slice(0, 12);
}

const dataDir = join(process.env.BENCH_DATA_DIR ?? 'node_modules/.cache/campsite-bench', `large-${generatorHash()}`);
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
results.server = await benchServer(dataDir);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
console.log('\nwrote bench/results/latest.json');
process.exit(0);
