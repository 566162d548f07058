import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedFingerprint } from '../tests/helpers/fingerprint';
import { benchServer } from './server.bench';
import { benchPalette } from './palette.bench';
import { benchBookingsTable } from './bookingsTable';
import { benchScan } from './scan';

// The large tenant is seeded once per version of the generator and schema, then reused.
const dataDir = join(process.env.BENCH_DATA_DIR ?? 'node_modules/.cache/campsite-bench', `large-${seedFingerprint()}`);
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
results.server = await benchServer(dataDir);
results.palette = await benchPalette(dataDir); // reads the tenant the server bench seeded and closed
results.bookingsTable = await benchBookingsTable(dataDir); // /bookings scrolled in Chromium, beside a plain page
results.scan = await benchScan(dataDir); // scan to cart line painted at the till, beside a plain page
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
console.log('\nwrote bench/results/latest.json');
process.exit(0);
