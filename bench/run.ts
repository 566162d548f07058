import { mkdirSync, writeFileSync } from 'node:fs';
import { benchServer } from './server.bench';
import { largeDataDir } from './seedLarge';
import { benchPalette } from './palette.bench';
import { benchBookingsTable } from './bookingsTable';
import { benchScan } from './scan';
import { benchBundle } from './bundle';
import { benchInvoices } from './invoices';

// The large tenant is seeded once per version of the generator and schema, then reused.
const dataDir = largeDataDir();
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
results.bundle = benchBundle(); // initial JavaScript before the first screen, from a fresh build
results.server = await benchServer(dataDir, 'pglite');
// The same measures on PostgreSQL when DATABASE_URL is set (database bench_large, seeded once).
if (process.env.DATABASE_URL) results.serverPostgres = await benchServer(dataDir, 'postgres');
// The invoice list (first page, scroll, filter, search), one invoice and its PDF, beside the bare route.
results.invoices = await benchInvoices(dataDir, 'pglite');
results.palette = await benchPalette(dataDir); // reads the tenant the server bench seeded and closed
results.bookingsTable = await benchBookingsTable(dataDir); // /bookings scrolled in Chromium, beside a plain page
results.scan = await benchScan(dataDir); // scan to cart line painted at the till, beside a plain page
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
console.log('\nwrote bench/results/latest.json');
process.exit(0);
