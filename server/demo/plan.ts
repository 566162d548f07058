// The site and its calendar: positions, seasons, closed pitches and every stay, with the
// guarantees that give today's staff something to do.
import { seasonDates } from './calendar';
import type { Clock } from './clock';
import { buildPositions, type PositionMeta } from './layout';
import type { Rng } from './random';
import { categoryByKey } from './site';
import { Planner, dayOf, type BlockPlan, type SeasonPlan } from './stays';

export interface SizeSpec {
  positions: number;
  targetBookings?: number;
  intensity?: number;
}

const SEASON_BASE_PRICE = 1_450_000;
const SEASON_PREMIUM = 250_000;
const SEASON_CATEGORY_EXTRA = 60_000;

function planOnce(total: number, intensity: number, clock: Clock, rng: Rng, setupAt: Date) {
  const today = clock.today;
  const year = Number(clock.iso(today).slice(0, 4));
  const { rows: positions, meta } = buildPositions(total, rng.fork('layout'), setupAt);

  const years = [year - 1, year, year + 1];
  const seasonPlans: (SeasonPlan & { prevEnd: number })[] = years.map((y) => {
    const s = seasonDates(y);
    return { year: y, start: dayOf(s.start), end: dayOf(s.end), prevEnd: dayOf(seasonDates(y - 1).end) };
  });
  const seasonal = meta.filter((m) => m.catKey === 'seasonal');
  const premium = new Set(seasonal.filter((m) => m.premium).map((m) => m.id));
  const defaultPrice = (i: number) => SEASON_BASE_PRICE + (years[i] - 2026) * 60_000;
  const seasons = {
    rows: seasonPlans.map((s, i) => ({
      id: i + 1,
      start: clock.iso(s.start),
      end: clock.iso(s.end),
      fullName: `Säsong ${s.year}`,
      defaultSeasonPrice: defaultPrice(i),
      createdAt: setupAt,
      deletedAt: null,
    })),
    custom: seasonPlans.flatMap((_, i) => [
      {
        id: i * 2 + 1,
        seasonId: i + 1,
        price: defaultPrice(i) + SEASON_PREMIUM,
        positionIds: [...premium],
        categoryIds: [],
      },
      {
        id: i * 2 + 2,
        seasonId: i + 1,
        price: defaultPrice(i) + SEASON_CATEGORY_EXTRA,
        positionIds: [],
        categoryIds: [categoryByKey('seasonal').id],
      },
    ]),
    info: seasonPlans.map((s, i) => ({ id: i + 1, start: s.start, end: s.end, prevEnd: s.prevEnd })),
    /** Position's custom price, else the category's, else the season default. */
    price: (i: number, positionId: number) =>
      defaultPrice(i) + (premium.has(positionId) ? SEASON_PREMIUM : SEASON_CATEGORY_EXTRA),
  };

  // Closed pitches: one being repaired now, two planned, a cabin renovated in the spring.
  const pickOf = (k: string) => meta.filter((m) => m.catKey === k);
  const blockPlans: (BlockPlan & { ids: number[] })[] = [];
  const addBlock = (list: PositionMeta[], n: number, closing: number, opening: number, reason: string) => {
    if (list.length < n) return;
    const first = rng.int(0, list.length - n);
    const chosen = list.slice(first, first + n);
    blockPlans.push({
      positions: chosen.map((m) => meta.indexOf(m)),
      ids: chosen.map((m) => m.id),
      closing,
      opening,
      reason,
    });
  };
  addBlock(pickOf('caravan'), 1, today - 3, today + 9, 'Reparation av elstolpe');
  addBlock(pickOf('tent'), 2, today + 21, today + 28, 'Dränering av tältytan');
  addBlock(pickOf('cabin4'), 1, today - 120, today - 100, 'Renovering av badrum');
  const blocks = {
    rows: blockPlans.map((b, i) => ({
      id: i + 1,
      closingDate: clock.iso(b.closing),
      openingDate: clock.iso(b.opening),
      reason: b.reason,
      createdAt: new Date(Math.min(clock.at(b.closing - 14, 600).getTime(), clock.now.getTime() - 3_600_000)),
      deletedAt: null,
    })),
    links: blockPlans.flatMap((b, i) => b.ids.map((positionId) => ({ positionBlockId: i + 1, positionId }))),
  };

  const planner = new Planner(meta, today, rng.fork('stays'), intensity);
  for (const b of blockPlans) planner.block(b);
  // Next year's season places exist once this year's guests have been offered to continue.
  planner.seasonStays(seasonPlans, 0.8, (s) => seasonPlans.find((x) => x.year === s.year)!.prevEnd + 14 <= today - 1);
  planner.placeGroups(Math.round(total * 0.3));
  planner.fill();
  planner.cancellations(0.04);
  planner.delayed(2, 1);
  planner.ensureArrivals(today, 10);
  planner.ensureDepartures(today, 10);
  planner.ensureArrivals(today + 1, 6);
  planner.ensureDepartures(today + 1, 6);
  planner.drafts(rng.int(3, 4));
  return { positions, meta, planner, seasons, blocks };
}

/** Plans the site; for a booking target the number of positions is adjusted until the stays match it. */
export function planSite(size: SizeSpec, clock: Clock, rng: Rng, setupAt: Date) {
  let total = size.positions;
  for (let attempt = 0; ; attempt++) {
    const result = planOnce(total, size.intensity ?? 1, clock, rng.fork(`site-${total}`), setupAt);
    const target = size.targetBookings;
    if (!target || attempt >= 4) return result;
    const n = result.planner.stays.length;
    if (Math.abs(n - target) / target < 0.015) return result;
    total = Math.max(40, Math.round((total * target) / n));
  }
}
