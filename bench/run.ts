import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedFingerprint } from '../tests/helpers/fingerprint';
import { benchServer } from './server.bench';

// The large tenant is seeded once per version of the generator and schema, then reused.
const dataDir = join(process.env.BENCH_DATA_DIR ?? 'node_modules/.cache/campsite-bench', `large-${seedFingerprint()}`);
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
results.server = await benchServer(dataDir);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
console.log('\nwrote bench/results/latest.json');
process.exit(0);
