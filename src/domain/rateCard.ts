/**
 * A category's rate card (prislista): what one night on one of its pitches costs. Stored as jsonb
 * on the category and checked by `rateCard` wherever it enters (the server reading or saving it,
 * the demo seed). The schema lives here rather than in src/contracts because `priceStay`
 * (src/domain/pricing.ts) needs its type and the domain imports nothing above it;
 * src/contracts/rates.ts re-exports it as the contract's shape.
 *
 * - `base`: the rates of every night outside a season period.
 * - `seasons.low|high|peak`: rates plus the periods they apply to, 'MM-DD'..'MM-DD' inclusive, the
 *   same every year. A period whose `from` is after its `to` wraps the new year ('12-20'..'01-06').
 *   A period ending '02-28' leaves 29 February of a leap year outside. No day may be in two
 *   periods (of the same season or of two seasons).
 * - Each block's `weekend` (Friday and Saturday nights) and `holiday` (see pricing.ts) rates are
 *   optional: null falls back to the block's own `nightly`, never to another block.
 * - `pricing`: per pitch (the nightly rate covers every guest and dog) or per guest (the nightly
 *   rate covers `included_guests` persons, adults first; each further adult and child, and every
 *   dog, costs its extra per night).
 * - `electricity_per_night`: the category's electricity price per night, or null when the
 *   category offers none.
 * Amounts are integer öre (0..MAX_MONEY).
 */
import { z } from 'zod';
import { daysInMonth } from './dates';
import { INPUT_TEXTS, money } from './input';

export const SEASONS = ['low', 'high', 'peak'] as const;
export type SeasonName = (typeof SEASONS)[number];

/** Swedish names of the seasons, for messages and labels. */
export const SEASON_LABELS: Record<SeasonName, string> = {
  low: 'Lågsäsong',
  high: 'Högsäsong',
  peak: 'Toppsäsong',
};

/** Most guests a per-guest rate may include (the categories' max_children default). */
export const MAX_INCLUDED_GUESTS = 99;
/** Most periods one season may have. */
export const MAX_PERIODS = 12;

export const RATE_CARD_TEXTS = {
  monthDay: 'Datum ska skrivas MM-DD',
  monthDayUnreal: INPUT_TEXTS.dateUnreal,
  overlap: 'Perioden överlappar en annan period',
  noPeriod: 'Säsongen behöver minst en period',
  tooManyPeriods: `Högst ${MAX_PERIODS} perioder per säsong`,
} as const;

const MONTH_DAY_RE = /^(\d{2})-(\d{2})$/;

/** 'MM-DD' of a real day of some year (02-29 included). */
export function isMonthDay(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = MONTH_DAY_RE.exec(s);
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(2024, month);
}

const monthDay = () =>
  z.string({ error: RATE_CARD_TEXTS.monthDay }).check((c) => {
    if (isMonthDay(c.value)) return;
    const message = MONTH_DAY_RE.test(c.value) ? RATE_CARD_TEXTS.monthDayUnreal : RATE_CARD_TEXTS.monthDay;
    c.issues.push({ code: 'custom', message, input: c.value });
  });

const nightRateFields = {
  nightly: money(),
  weekend: money().nullable(),
  holiday: money().nullable(),
};
export const nightRates = z.strictObject(nightRateFields);
export type NightRates = z.output<typeof nightRates>;

export const seasonPeriod = z.strictObject({ from: monthDay(), to: monthDay() });
export type SeasonPeriod = z.output<typeof seasonPeriod>;

export const seasonRates = z.strictObject({
  ...nightRateFields,
  periods: z.array(seasonPeriod).min(1, RATE_CARD_TEXTS.noPeriod).max(MAX_PERIODS, RATE_CARD_TEXTS.tooManyPeriods),
});
export type SeasonRates = z.output<typeof seasonRates>;

const guestCount = z.number().int().min(0).max(MAX_INCLUDED_GUESTS);
export const guestPricing = z.discriminatedUnion('per', [
  z.strictObject({ per: z.literal('pitch') }),
  z.strictObject({
    per: z.literal('guest'),
    included_guests: guestCount,
    extra_adult: money(),
    extra_child: money(),
    extra_dog: money(),
  }),
]);
export type GuestPricing = z.output<typeof guestPricing>;

/** Whether the 'MM-DD' `md` is inside the period (both ends included; wraps the new year). */
export function inPeriod(p: SeasonPeriod, md: string): boolean {
  return p.from <= p.to ? p.from <= md && md <= p.to : md >= p.from || md <= p.to;
}

/** Every 'MM-DD' of a leap year, in order: the days a period can cover. */
const ALL_MONTH_DAYS: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  Array.from(
    { length: daysInMonth(2024, i + 1) },
    (_, d) => `${String(i + 1).padStart(2, '0')}-${String(d + 1).padStart(2, '0')}`,
  ),
).flat();

interface PlacedPeriod {
  season: SeasonName;
  index: number;
  period: SeasonPeriod;
}

/** Pairs of periods sharing at least one day (each pair once, the later-listed period second). */
export function overlappingPeriods(seasons: Partial<Record<SeasonName, { periods: SeasonPeriod[] }>>) {
  const placed: PlacedPeriod[] = SEASONS.flatMap((season) =>
    (seasons[season]?.periods ?? []).map((period, index) => ({ season, index, period })),
  );
  const valid = placed.filter((p) => isMonthDay(p.period.from) && isMonthDay(p.period.to));
  const pairs: [PlacedPeriod, PlacedPeriod][] = [];
  for (let i = 0; i < valid.length; i++) {
    for (let j = i + 1; j < valid.length; j++) {
      if (ALL_MONTH_DAYS.some((md) => inPeriod(valid[i].period, md) && inPeriod(valid[j].period, md))) {
        pairs.push([valid[i], valid[j]]);
      }
    }
  }
  return pairs;
}

export const rateCard = z
  .strictObject({
    base: nightRates,
    seasons: z.strictObject({
      low: seasonRates.optional(),
      high: seasonRates.optional(),
      peak: seasonRates.optional(),
    }),
    pricing: guestPricing,
    electricity_per_night: money().nullable(),
  })
  .check((c) => {
    for (const [first, second] of overlappingPeriods(c.value.seasons ?? {})) {
      c.issues.push({
        code: 'custom',
        message: `${RATE_CARD_TEXTS.overlap} (${SEASON_LABELS[first.season].toLowerCase()} ${first.period.from}–${first.period.to})`,
        path: ['seasons', second.season, 'periods', second.index],
        input: c.value,
      });
    }
  });
export type RateCard = z.output<typeof rateCard>;

/**
 * The season a date's night belongs to, or null for the base rate. A card that passed `rateCard`
 * has at most one; for a hand-built card with overlaps the order peak, high, low decides.
 */
export function seasonOf(card: Pick<RateCard, 'seasons'>, date: string): SeasonName | null {
  const md = date.slice(5);
  for (const season of ['peak', 'high', 'low'] as const) {
    if (card.seasons[season]?.periods.some((p) => inPeriod(p, md))) return season;
  }
  return null;
}
