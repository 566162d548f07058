// The booking form's server benches alone (availability of every pitch, the price preview round trip), without
// the load runs of server.bench.ts or the browser benches of run.ts:
//   npx tsx bench/bookingForm.ts            (DATABASE_URL=… for PostgreSQL)
// The first run seeds the large tenant (several minutes); later runs reuse it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchAvailability } from './availability.bench';
import { benchPricePreview } from './pricePreview.bench';
import { largeDataDir } from './seedLarge';
import { openBenchServer } from './server.bench';

const { app, db, base, headers } = await openBenchServer(
  largeDataDir(),
  process.env.DATABASE_URL ? 'postgres' : 'pglite',
);
const availability = await benchAvailability(base, headers);
const pricePreview = await benchPricePreview(base, headers);
await app.close();
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/booking-form-${db.toLowerCase()}.json`;
writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), database: db, availability, price_preview: pricePreview }, null, 2),
);
console.log(`\nwrote ${file}`);
process.exit(0);
