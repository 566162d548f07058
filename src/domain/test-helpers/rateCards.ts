// fast-check generators of valid rate cards and of stays, shared by the pricing and rebooking tests.
import fc from 'fast-check';
import { addDays, fromDayNumber, toDayNumber } from '../dates';
import type { Stay } from '../pricing';
import { type RateCard, rateCard, SEASONS, type SeasonName } from '../rateCard';

// Every 'MM-DD' of a leap year, cut into non-overlapping periods (sometimes one wraps
// the new year), each period given to a random season; rates and guests at random.
const MONTH_DAYS: string[] = Array.from({ length: 366 }, (_, i) => addDays('2024-01-01', i).slice(5));
const amount = fc.integer({ min: 0, max: 200_000 });
const arbRates = fc.record({
  nightly: amount,
  weekend: fc.option(amount, { nil: null }),
  holiday: fc.option(amount, { nil: null }),
});
const arbPricing = fc.oneof(
  fc.constant({ per: 'pitch' as const }),
  fc.record({
    per: fc.constant('guest' as const),
    included_guests: fc.integer({ min: 0, max: 6 }),
    extra_adult: fc.integer({ min: 0, max: 20_000 }),
    extra_child: fc.integer({ min: 0, max: 20_000 }),
    extra_dog: fc.integer({ min: 0, max: 10_000 }),
  }),
);

export const arbCard: fc.Arbitrary<RateCard> = fc
  .record({
    cuts: fc.uniqueArray(fc.integer({ min: 0, max: 365 }), { maxLength: 8 }),
    wrap: fc.boolean(),
    owners: fc.array(fc.constantFrom(...SEASONS), { minLength: 4, maxLength: 4 }),
    base: arbRates,
    low: arbRates,
    high: arbRates,
    peak: arbRates,
    pricing: arbPricing,
    electricity: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
  })
  .map((g) => {
    const cuts = [...g.cuts].sort((a, b) => a - b);
    if (cuts.length % 2 === 1) cuts.pop();
    const points = g.wrap && cuts.length > 0 ? [...cuts.slice(1), cuts[0]] : cuts;
    const seasons: Partial<Record<SeasonName, RateCard['seasons'][SeasonName]>> = {};
    for (let i = 0; i + 1 < points.length; i += 2) {
      const owner = g.owners[i / 2];
      const period = { from: MONTH_DAYS[points[i]], to: MONTH_DAYS[points[i + 1]] };
      seasons[owner] = { ...g[owner], periods: [...(seasons[owner]?.periods ?? []), period] };
    }
    return rateCard.parse({ base: g.base, seasons, pricing: g.pricing, electricity_per_night: g.electricity });
  });

const FIRST_DAY = toDayNumber('2025-01-01');
export const arbStayOn = (card: RateCard, maxNights = 30): fc.Arbitrary<Stay> =>
  fc
    .record({
      start: fc.integer({ min: FIRST_DAY, max: FIRST_DAY + 4 * 366 }),
      nights: fc.integer({ min: 1, max: maxNights }),
      adults: fc.integer({ min: 0, max: 6 }),
      children: fc.integer({ min: 0, max: 6 }),
      dogs: fc.integer({ min: 0, max: 3 }),
      electricity: fc.boolean(),
    })
    .map((g) => ({
      checkIn: fromDayNumber(g.start),
      checkOut: fromDayNumber(g.start + g.nights),
      adults: g.adults,
      children: g.children,
      dogs: g.dogs,
      electricity: g.electricity && card.electricity_per_night != null,
    }));
