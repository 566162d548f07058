import { todayInStockholm } from '../src/domain/dates';
import { comingSummerWeek } from './bookingStay';
import { percentile, table } from './stats';

const RUNS = 40;
/** A request that answers in far less than this is judged by the ratio to the bare route, not alone. */
const GOAL_P95_MS = 150;

/**
 * The booking form's availability on the large tenant (~1,250 positions, ~97,000 bookings): every
 * pitch and every category for a 7-night stay in the coming summer, one request at a time, interleaved
 * with the bare route (/api/health) so both see the same machine. p50 and p95 of each.
 */
export async function benchAvailability(base: string, headers: Record<string, string>) {
  // Not a week ahead: the tenant is seeded around today, and a week ahead of a November day is a quiet
  // winter site with almost no stays to judge. The first week of July is its fullest (bookingStay.ts).
  const { checkIn, checkOut } = comingSummerWeek(todayInStockholm());
  const query = `check_in=${checkIn}&check_out=${checkOut}&occupancy=4&dogs=1`;
  const get = async (path: string) => {
    const res = await fetch(path.startsWith('/') ? base + path : `${base}/api/large/${path}`, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ data: { positions?: { status: string }[]; categories?: unknown[] } }>;
  };
  const paths = {
    positions: `positions/availability?${query}`,
    categories: `categories/availability?${query}`,
    bare: '/api/health',
  };
  const first = await get(paths.positions); // warm up (plans, caches), and what one answer holds
  await get(paths.categories);
  const times: Record<keyof typeof paths, number[]> = { positions: [], categories: [], bare: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const key of Object.keys(paths) as (keyof typeof paths)[]) {
      const t0 = performance.now();
      await get(paths[key]);
      times[key].push(performance.now() - t0);
    }
  }
  const stat = (t: number[]) => ({ p50: percentile(t, 50), p95: percentile(t, 95) });
  const result = {
    stay: { check_in: checkIn, nights: 7 },
    positions_answered: first.data.positions?.length ?? 0,
    // How full the site is that week: the pitches a stay already holds (status reserved).
    positions_reserved: first.data.positions?.filter((p) => p.status === 'reserved').length ?? 0,
    positions_ms: stat(times.positions),
    categories_ms: stat(times.categories),
    bare_ms: stat(times.bare),
  };
  const row = (measure: string, s: { p50: number; p95: number }, goal = '') => ({
    measure,
    p50: s.p50.toFixed(1) + ' ms',
    p95: s.p95.toFixed(1) + ' ms',
    'p95 / bare': (s.p95 / result.bare_ms.p95).toFixed(1) + '×',
    goal,
    met: goal ? (s.p95 <= GOAL_P95_MS ? 'yes' : 'NO') : '',
  });
  console.log(
    `\navailability, ${checkIn} + 7 nights, ${result.positions_answered} positions ` +
      `(${result.positions_reserved} reserved), ${RUNS} runs each\n` +
      table([
        row('GET positions/availability', result.positions_ms, `p95 ≤ ${GOAL_P95_MS} ms`),
        row('GET categories/availability', result.categories_ms, `p95 ≤ ${GOAL_P95_MS} ms`),
        row('GET /api/health (bare route)', result.bare_ms),
      ]),
  );
  return result;
}
