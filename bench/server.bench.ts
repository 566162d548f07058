import autocannon from 'autocannon';
import { createApp } from '../server/app';
import { defaultConfig } from '../server/config';
import { percentile, table } from './stats';

/** The full data load of shell.md 4.1, as the console fires it: all at once. */
export const FULL_LOAD_PATHS = [
  'parked-orders', 'map', 'positions', 'categories', 'countries', 'invoices/payment-terms', 'payment-methods',
  'bookings/synced', 'booking-cancellations/cancellation-policies', 'categories/lodging-types', 'register', 'products',
  'product-groups', 'layouts/tabs', 'seasons', 'tally/activecards', 'dashboard/dashboards', 'dashboard/dashboard-cards',
  'calendar-dates',
];

async function timed(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

function cannon(url: string, headers: Record<string, string>, seconds: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, headers, connections: 8, duration: seconds }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** Server benchmarks on the large tenant: full data load and bookings/synced, beside a bare route. */
export async function benchServer(dataDir: string) {
  const started = performance.now();
  const app = await createApp(defaultConfig({ database: { kind: 'pglite', dataDir }, demo: { size: 'large', seedOnFirstStart: true }, tenants: [{ id: 1, name: 'Stora Campingen', domain: 'large', namespace: 'large', demoProfile: 'demo' }] }));
  await app.tenants.openAll();
  console.log(`large tenant ready in ${((performance.now() - started) / 1000).toFixed(1)} s (seeded once, then reused from ${dataDir})`);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.fastify.server.address() as { port: number }).port}`;
  const login = await (await fetch(`${base}/api/large/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'chef@demo.se', password: 'demo1234', machine_id: 'bench', hostname: 'bench' }),
  })).json();
  const headers = { authorization: `Bearer ${login.data.token}` };
  const synced = await (await fetch(`${base}/api/large/bookings/synced`, { headers })).json();
  const bookingsCount = synced.data.rows.length;

  const get = (path: string) => fetch(path.startsWith('/') ? base + path : `${base}/api/large/${path}`, { headers }).then((r) => r.arrayBuffer());
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
  const syncedRun = await cannon(`${base}/api/large/bookings/synced`, headers, seconds);
  const bareRun = await cannon(`${base}/api/health`, headers, seconds);
  await app.close();

  const rows = [
    { measure: `full data load (${FULL_LOAD_PATHS.length} calls in parallel)`, p50: percentile(fullLoad, 50).toFixed(1) + ' ms', p95: percentile(fullLoad, 95).toFixed(1) + ' ms', 'req/s': '-', p99: '-' },
    { measure: `bare route × ${FULL_LOAD_PATHS.length} in parallel`, p50: percentile(bareLoad, 50).toFixed(1) + ' ms', p95: percentile(bareLoad, 95).toFixed(1) + ' ms', 'req/s': '-', p99: '-' },
    { measure: `GET bookings/synced (${bookingsCount} bookings)`, p50: syncedRun.latency.p50 + ' ms', p95: '-', 'req/s': syncedRun.requests.average.toFixed(1), p99: syncedRun.latency.p99 + ' ms' },
    { measure: 'GET /api/health (bare route)', p50: syncedRun && bareRun.latency.p50 + ' ms', p95: '-', 'req/s': bareRun.requests.average.toFixed(1), p99: bareRun.latency.p99 + ' ms' },
  ];
  console.log('\n' + table(rows));
  console.log(`\nratios: full load / bare = ${(percentile(fullLoad, 50) / percentile(bareLoad, 50)).toFixed(1)}×, synced throughput / bare = ${(syncedRun.requests.average / bareRun.requests.average).toPrecision(3)}`);
  return {
    bookings_synced_rows: bookingsCount,
    full_load_ms: { p50: percentile(fullLoad, 50), p95: percentile(fullLoad, 95) },
    bare_parallel_ms: { p50: percentile(bareLoad, 50), p95: percentile(bareLoad, 95) },
    synced: { rps: syncedRun.requests.average, p99_ms: syncedRun.latency.p99, p50_ms: syncedRun.latency.p50, errors: syncedRun.errors + syncedRun.non2xx },
    bare: { rps: bareRun.requests.average, p99_ms: bareRun.latency.p99, p50_ms: bareRun.latency.p50 },
  };
}
