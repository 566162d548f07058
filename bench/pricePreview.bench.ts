import { todayInStockholm } from '../src/domain/dates';
import { comingSummerWeek } from './bookingStay';
import { percentile, table } from './stats';

const RUNS = 40;
/** The form asks for a price on every change of dates, pitch or guests: it must come back well within a pause. */
const GOAL_P95_MS = 150;
/** Same seed every run, so two runs ask for the same stays. */
const SEED = 12;

/** A small seeded generator (mulberry32): the same categories and pitches every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Category {
  id: number;
  max_guests: number;
  max_adults: number;
}
interface Position {
  id: number;
  category_id: number;
  deleted_at: string | null;
}

/**
 * The booking form's price preview round trip on the large tenant: GET rates/accommodation-charges for a
 * 7-night stay in the coming summer (peak rates, bookingStay.ts) on random categories and pitches (one in
 * four without a pitch, as the form asks before one is chosen), one request at a time, interleaved with
 * the bare route (/api/health) so both see the same machine. p50 and p95 of each, and their ratio.
 */
export async function benchPricePreview(base: string, headers: Record<string, string>) {
  const { checkIn, checkOut, nights } = comingSummerWeek(todayInStockholm());
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(path.startsWith('/') ? base + path : `${base}/api/large/${path}`, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  const { categories } = await get<{ categories: Category[] }>('categories');
  const { positions } = await get<{ positions: Position[] }>('positions');
  const pitches = new Map<number, number[]>();
  for (const p of positions)
    if (p.deleted_at == null) pitches.set(p.category_id, [...(pitches.get(p.category_id) ?? []), p.id]);
  const priced = categories.filter((c) => pitches.has(c.id));
  if (!priced.length) throw new Error('the large tenant has no category with pitches');

  const next = random(SEED);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const query = () => {
    const c = pick(priced);
    const position = next() < 0.25 ? null : pick(pitches.get(c.id)!);
    const adults = Math.max(1, Math.min(2, c.max_adults, c.max_guests));
    const q = new URLSearchParams({
      category_id: String(c.id),
      ...(position ? { position_id: String(position) } : {}),
      check_in: checkIn,
      check_out: checkOut,
      adults: String(adults),
      children: '0',
      dogs: '0',
    });
    return `rates/accommodation-charges?${q}`;
  };
  type Answer = { nights: number; accommodation_total: number };
  const check = (a: Answer, path: string) => {
    if (a.nights !== nights || !(a.accommodation_total > 0)) throw new Error(`${path}: ${JSON.stringify(a)}`);
  };
  // Warm up (plans, caches), on a stay of its own.
  const warm = query();
  check(await get<Answer>(warm), warm);

  const times = { preview: [] as number[], bare: [] as number[] };
  let sum = 0;
  for (let i = 0; i < RUNS; i++) {
    const path = query();
    let t0 = performance.now();
    const answer = await get<Answer>(path);
    times.preview.push(performance.now() - t0);
    check(answer, path);
    sum += answer.accommodation_total;
    t0 = performance.now();
    await get('/api/health');
    times.bare.push(performance.now() - t0);
  }
  const stat = (t: number[]) => ({ p50: percentile(t, 50), p95: percentile(t, 95) });
  const result = {
    stay: { check_in: checkIn, nights },
    categories: priced.length,
    mean_accommodation_total: Math.round(sum / RUNS),
    preview_ms: stat(times.preview),
    bare_ms: stat(times.bare),
    p95_ratio_to_bare: 0,
    goal_p95_ms: GOAL_P95_MS,
    met: false,
  };
  result.p95_ratio_to_bare = result.preview_ms.p95 / result.bare_ms.p95;
  result.met = result.preview_ms.p95 <= GOAL_P95_MS;
  const row = (measure: string, s: { p50: number; p95: number }, goal = '') => ({
    measure,
    p50: s.p50.toFixed(1) + ' ms',
    p95: s.p95.toFixed(1) + ' ms',
    'p95 / bare': (s.p95 / result.bare_ms.p95).toFixed(1) + '×',
    goal,
    met: goal ? (s.p95 <= GOAL_P95_MS ? 'yes' : 'NO') : '',
  });
  console.log(
    `\nprice preview, ${checkIn} + ${nights} nights, random pitches of ${priced.length} categories, ${RUNS} runs each\n` +
      table([
        row('GET rates/accommodation-charges', result.preview_ms, `p95 ≤ ${GOAL_P95_MS} ms`),
        row('GET /api/health (bare route)', result.bare_ms),
      ]),
  );
  return result;
}
