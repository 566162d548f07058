import { execFile } from 'node:child_process';
import type { LoadResult } from './load';
import { percentile, table } from './stats';
import { benchApp, largeDataDir, type BenchDb } from './seedLarge';
import { benchAvailability } from './availability.bench';
import { benchPricePreview } from './pricePreview.bench';

/** The full data load of shell.md 4.1, as the console fires it: all at once. */
export const FULL_LOAD_PATHS = [
  'parked-orders',
  'map',
  'positions',
  'categories',
  'countries',
  'invoices/payment-terms',
  'payment-methods',
  'bookings/synced',
  'booking-cancellations/cancellation-policies',
  'categories/lodging-types',
  'register',
  'products',
  'product-groups',
  'layouts/tabs',
  'seasons',
  'tally/activecards',
  'dashboard/dashboards',
  'dashboard/dashboard-cards',
  'calendar-dates',
];
/** What a browser sends: the server answers compressed. */
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };
const GOALS = { healthP99: 10, syncedRps: 200, syncedP99: 100, fullLoadP50: 300 };

async function timed(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** The load generator (bench/load.ts) in a process of its own, so its parsing does not share the measured event loop. */
function cannon(url: string, headers: Record<string, string>, seconds: number, connections: number, rate?: number) {
  const args = ['--import', 'tsx', 'bench/load.ts', url, String(connections), String(seconds)];
  if (rate) args.push(`rate=${rate}`);
  for (const [k, v] of Object.entries(headers)) args.push(`${k}=${v}`);
  return new Promise<LoadResult>((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 1024 * 1024 }, (err, stdout) => {
      if (err) return reject(err);
      resolve(JSON.parse(stdout, (_k, v) => (v === null ? Infinity : v)) as LoadResult);
    });
  });
}

/** The large tenant's server listening on a free port (seeded on first use), and a manager's headers. */
export async function openBenchServer(dataDir = largeDataDir(), kind: BenchDb = 'pglite') {
  const started = performance.now();
  const app = await benchApp(dataDir, kind);
  await app.tenants.openAll();
  const db = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(
    `large tenant ready in ${((performance.now() - started) / 1000).toFixed(1)} s on ${db} (seeded once, then reused)`,
  );
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.fastify.server.address() as { port: number }).port}`;
  const login = await (
    await fetch(`${base}/api/large/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'chef@demo.se', password: 'demo1234', machine_id: 'bench', hostname: 'bench' }),
    })
  ).json();
  const headers: Record<string, string> = { authorization: `Bearer ${login.data.token}`, ...ACCEPT };
  return { app, db, base, headers };
}

/** Server benchmarks on the large tenant: full data load, bookings/synced at 16 connections and /api/health beside it. */
export async function benchServer(dataDir = largeDataDir(), kind: BenchDb = 'pglite') {
  const { app, db, base, headers } = await openBenchServer(dataDir, kind);
  const synced = await (await fetch(`${base}/api/large/bookings/synced`, { headers })).json();
  const bookingsCount = synced.data.rows.length;

  const get = (path: string) =>
    fetch(path.startsWith('/') ? base + path : `${base}/api/large/${path}`, { headers }).then((r) => r.arrayBuffer());
  await Promise.all(FULL_LOAD_PATHS.map(get)); // warm up
  const perCall: Record<string, string | number>[] = [];
  for (const path of FULL_LOAD_PATHS) {
    const t = await timed(() => get(path), 5);
    perCall.push({ call: path, 'p50 alone': percentile(t, 50).toFixed(1) + ' ms' });
  }
  console.log('\n' + table(perCall));
  const runs = 15;
  const fullLoad = await timed(() => Promise.all(FULL_LOAD_PATHS.map(get)), runs);
  const bareLoad = await timed(() => Promise.all(FULL_LOAD_PATHS.map(() => get('/api/health'))), runs);

  const seconds = 8;
  // /api/health is a probe, 100 times a second, as a load balancer asks: does it stall? (Asked as
  // fast as it answers, it was a load of its own taking a core from the run it is meant to watch.)
  const probeRate = 100;
  const healthAlone = await cannon(`${base}/api/health`, headers, seconds, 1, probeRate);
  // 16 consoles reading the working set as fast as they are answered, the probe beside them.
  const [syncedRun, healthSaturated] = await Promise.all([
    cannon(`${base}/api/large/bookings/synced`, headers, seconds, 16),
    cannon(`${base}/api/health`, headers, seconds, 1, probeRate),
  ]);
  // The same 16 at the goal's throughput (200 req/s in all), the probe beside them. Asked as fast as
  // answered, the load (server and load generator on the same 2 cores) saturates the machine, and
  // then any answer waits for a core, however free the server's event loop is.
  const [syncedAtGoal, healthUnderLoad] = await Promise.all([
    cannon(`${base}/api/large/bookings/synced`, headers, seconds, 16, GOALS.syncedRps / 16),
    cannon(`${base}/api/health`, headers, seconds, 1, probeRate),
  ]);
  // The booking form's availability of every pitch and its price preview for a 7-night summer stay,
  // each beside the bare route.
  const availability = await benchAvailability(base, headers);
  const pricePreview = await benchPricePreview(base, headers);
  await app.close();

  const ok = (good: boolean) => (good ? 'yes' : 'NO');
  const rows = [
    {
      measure: `full data load (${FULL_LOAD_PATHS.length} calls in parallel)`,
      p50: percentile(fullLoad, 50).toFixed(1) + ' ms',
      p99: '-',
      'req/s': '-',
      goal: `p50 ≤ ${GOALS.fullLoadP50} ms`,
      met: ok(percentile(fullLoad, 50) <= GOALS.fullLoadP50),
    },
    {
      measure: `bare route × ${FULL_LOAD_PATHS.length} in parallel`,
      p50: percentile(bareLoad, 50).toFixed(1) + ' ms',
      p99: '-',
      'req/s': '-',
      goal: '',
      met: '',
    },
    {
      measure: `GET bookings/synced, 16 connections (${bookingsCount} bookings)`,
      p50: syncedRun.p50.toFixed(1) + ' ms',
      p99: syncedRun.p99.toFixed(1) + ' ms',
      'req/s': syncedRun.rps.toFixed(1),
      goal: `≥ ${GOALS.syncedRps} req/s, p99 ≤ ${GOALS.syncedP99} ms`,
      met: ok(syncedRun.rps >= GOALS.syncedRps && syncedRun.p99 <= GOALS.syncedP99),
    },
    {
      measure: `GET /api/health meanwhile (probe, ${probeRate}/s)`,
      p50: healthSaturated.p50.toFixed(1) + ' ms',
      p99: healthSaturated.p99.toFixed(1) + ' ms',
      'req/s': healthSaturated.rps.toFixed(1),
      goal: '',
      met: '',
    },
    {
      measure: `GET bookings/synced, 16 connections at ${GOALS.syncedRps} req/s in all`,
      p50: syncedAtGoal.p50.toFixed(1) + ' ms',
      p99: syncedAtGoal.p99.toFixed(1) + ' ms',
      'req/s': syncedAtGoal.rps.toFixed(1),
      goal: '',
      met: '',
    },
    {
      measure: `GET /api/health meanwhile (probe, ${probeRate}/s)`,
      p50: healthUnderLoad.p50.toFixed(1) + ' ms',
      p99: healthUnderLoad.p99.toFixed(1) + ' ms',
      'req/s': healthUnderLoad.rps.toFixed(1),
      goal: `p99 ≤ ${GOALS.healthP99} ms`,
      met: ok(healthUnderLoad.p99 <= GOALS.healthP99),
    },
    {
      measure: `GET /api/health alone (probe, ${probeRate}/s)`,
      p50: healthAlone.p50.toFixed(1) + ' ms',
      p99: healthAlone.p99.toFixed(1) + ' ms',
      'req/s': healthAlone.rps.toFixed(1),
      goal: '',
      met: '',
    },
  ];
  console.log(`\n${db}\n` + table(rows));
  console.log(
    `\nratios: full load / bare = ${(percentile(fullLoad, 50) / percentile(bareLoad, 50)).toFixed(1)}×, ` +
      `health p99 under synced load / alone = ${(healthUnderLoad.p99 / Math.max(1, healthAlone.p99)).toFixed(1)}×`,
  );
  return {
    database: db,
    bookings_synced_rows: bookingsCount,
    per_call_p50: perCall,
    full_load_ms: { p50: percentile(fullLoad, 50), p95: percentile(fullLoad, 95) },
    bare_parallel_ms: { p50: percentile(bareLoad, 50), p95: percentile(bareLoad, 95) },
    synced_16: {
      rps: syncedRun.rps,
      p99_ms: syncedRun.p99,
      p50_ms: syncedRun.p50,
      errors: syncedRun.errors + syncedRun.non2xx,
    },
    health_under_saturating_synced_load: {
      rps: healthSaturated.rps,
      p99_ms: healthSaturated.p99,
      p50_ms: healthSaturated.p50,
    },
    synced_16_at_goal_rate: {
      rps: syncedAtGoal.rps,
      p99_ms: syncedAtGoal.p99,
      p50_ms: syncedAtGoal.p50,
      errors: syncedAtGoal.errors + syncedAtGoal.non2xx,
    },
    health_under_synced_load: { rps: healthUnderLoad.rps, p99_ms: healthUnderLoad.p99, p50_ms: healthUnderLoad.p50 },
    health_alone: { rps: healthAlone.rps, p99_ms: healthAlone.p99, p50_ms: healthAlone.p50 },
    availability,
    price_preview: pricePreview,
  };
}

if (process.argv[1]?.endsWith('server.bench.ts')) {
  // Alone: npx tsx bench/server.bench.ts (DATABASE_URL=… for PostgreSQL)
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const result = await benchServer(largeDataDir(), process.env.DATABASE_URL ? 'postgres' : 'pglite');
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/server-${result.database.toLowerCase()}.json`,
    JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2),
  );
  process.exit(0);
}
