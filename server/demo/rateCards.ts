// The demo categories' rate cards (prislistor, src/domain/rateCard.ts): a Swedish lakeside campsite's
// year. Base rates (the quiet months) are each category's nightlyPrice, so the seeded charges, priced
// nights × nightlyPrice, stay plausible; the seasons go from there:
// - low: mid April to 11 June and 17 August to mid September, a little cheaper;
// - high: the rest of June and the first half of August;
// - peak: midsommar (18–28 June holds every Midsommarafton, 19–25 June, and its nights) and July.
// Weekend (Friday and Saturday nights) and holiday nights (Kristi himmelsfärd, nationaldagen,
// midsommar, jul, nyår …) cost more. Pitches are priced per pitch, with electricity per night where
// the pitch has it; the tent pitch, the big cabin and the hostel room per guest.
import { rateCard, type RateCard } from '../../src/domain/rateCard';
import type { CatKey, CategoryDef } from './site';

/** Whole kronor, as price lists are written. */
const kr = (ore: number) => Math.round(ore / 100) * 100;
const times = (p: number, f: number) => kr(p * f);

/** Electricity per night on the pitches that have it (the fee option's price, per night). */
export const ELECTRICITY_PER_NIGHT = 5500;

const PERIODS = {
  low: [
    { from: '04-15', to: '06-11' },
    { from: '08-17', to: '09-15' },
  ],
  high: [
    { from: '06-12', to: '06-17' },
    { from: '06-29', to: '06-30' },
    { from: '08-01', to: '08-16' },
  ],
  peak: [
    { from: '06-18', to: '06-28' },
    { from: '07-01', to: '07-31' },
  ],
};

const GUEST_PRICING: Partial<Record<CatKey, RateCard['pricing']>> = {
  tent: { per: 'guest', included_guests: 2, extra_adult: 5000, extra_child: 2500, extra_dog: 0 },
  cabin6: { per: 'guest', included_guests: 4, extra_adult: 15000, extra_child: 10000, extra_dog: 10000 },
  room: { per: 'guest', included_guests: 1, extra_adult: 25000, extra_child: 15000, extra_dog: 0 },
};

const WITH_ELECTRICITY_FEE: readonly CatKey[] = ['caravan', 'motorhome', 'seasonal'];

/** The category's card; its base nightly rate is the category's nightlyPrice. */
export function demoRateCard(c: Pick<CategoryDef, 'key' | 'nightlyPrice'>): RateCard {
  const p = c.nightlyPrice;
  return rateCard.parse({
    base: { nightly: p, weekend: times(p, 1.1), holiday: times(p, 1.2) },
    seasons: {
      low: { nightly: times(p, 0.9), weekend: p, holiday: times(p, 1.1), periods: PERIODS.low },
      high: { nightly: times(p, 1.2), weekend: times(p, 1.3), holiday: times(p, 1.4), periods: PERIODS.high },
      peak: { nightly: times(p, 1.4), weekend: times(p, 1.5), holiday: times(p, 1.6), periods: PERIODS.peak },
    },
    pricing: GUEST_PRICING[c.key] ?? { per: 'pitch' },
    electricity_per_night: WITH_ELECTRICITY_FEE.includes(c.key) ? ELECTRICITY_PER_NIGHT : null,
  });
}
