import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, type IsoDate } from './dates';
import { type AccommodationRun, priceStay, type Stay } from './pricing';
import { type RateCard, rateCard } from './rateCard';
import {
  type CurrentCharge,
  effectiveAmount,
  oldNightlyPrices,
  REBOOKING_LEVELS,
  type RebookingLevel,
  type RebookingPreview,
  rebookingOptions,
  spread,
} from './rebooking';
import { arbCard, arbStayOn } from './test-helpers/rateCards';

/** Base rates only: 100 kr a night, 150 kr on Friday and Saturday nights. */
const card = (nightly: number): RateCard =>
  rateCard.parse({
    base: { nightly, weekend: nightly + 5_000, holiday: null },
    seasons: {},
    pricing: { per: 'pitch' },
    electricity_per_night: 3_000,
  });
const CARD = card(10_000);

const stay = (checkIn: IsoDate, checkOut: IsoDate, extra: Partial<Stay> = {}): Stay => ({
  checkIn,
  checkOut,
  adults: 2,
  children: 0,
  dogs: 0,
  electricity: false,
  ...extra,
});

/** The booking's rows as priceStay made them, as stored (no discount). */
const stored = (runs: AccommodationRun[], extra: Partial<CurrentCharge> = {}): CurrentCharge[] =>
  runs.map((r) => ({ ...r, discount_type: 'none', discount_value: 0, ...extra }));

const option = (p: RebookingPreview, level: RebookingLevel) => p.rebooking_options.find((o) => o.level === level)!;
const totals = (p: RebookingPreview) => Object.fromEntries(p.rebooking_options.map((o) => [o.level, o.total]));
const defaultOf = (p: RebookingPreview) => p.rebooking_options.filter((o) => o.is_default).map((o) => o.level);
const rows = (runs: AccommodationRun[]) => runs.map((r) => [r.start, r.end, r.nights, r.price, r.original_price]);

// Monday 2 November 2026 to Friday 6 November: four ordinary nights, 400 kr.
const FOUR_NIGHTS = stored(priceStay(CARD, stay('2026-11-02', '2026-11-06')).charges);

describe('rebookingOptions', () => {
  it('lists the four levels in the spec order with their Swedish titles', () => {
    const p = rebookingOptions(FOUR_NIGHTS, priceStay(CARD, stay('2026-11-02', '2026-11-06')));
    expect(p.rebooking_options.map((o) => [o.level, o.title])).toEqual([
      ['free', 'Fri ombokning'],
      ['limited', 'Begränsad ombokning'],
      ['restrictive', 'Restriktiv ombokning'],
      ['keep', 'Behåll nuvarande avgifter'],
    ]);
    expect(p.current_total).toBe(40_000);
    expect(totals(p)).toEqual({ free: 40_000, limited: 40_000, restrictive: 40_000, keep: 40_000 });
    expect(defaultOf(p)).toEqual(['free']);
  });

  it('a shorter stay: free refunds, limited and restrictive keep the money, limited is the default', () => {
    const p = rebookingOptions(FOUR_NIGHTS, priceStay(CARD, stay('2026-11-02', '2026-11-04')));
    expect(totals(p)).toEqual({ free: 20_000, limited: 40_000, restrictive: 40_000, keep: 40_000 });
    expect(defaultOf(p)).toEqual(['limited']);
    expect(rows(option(p, 'free').charges)).toEqual([['2026-11-02', '2026-11-04', 2, 20_000, 20_000]]);
    // The shortfall spread over the new nights: the card's price stays visible as original_price.
    expect(rows(option(p, 'limited').charges)).toEqual([['2026-11-02', '2026-11-04', 2, 40_000, 20_000]]);
    // The removed nights stay charged on their own dates.
    expect(rows(option(p, 'restrictive').charges)).toEqual([
      ['2026-11-02', '2026-11-04', 2, 20_000, 20_000],
      ['2026-11-04', '2026-11-06', 2, 20_000, 20_000],
    ]);
    expect(rows(option(p, 'keep').charges)).toEqual([['2026-11-02', '2026-11-06', 4, 40_000, 40_000]]);
  });

  it('a longer stay over a weekend: every level but keep charges the new price, free is the default', () => {
    const p = rebookingOptions(FOUR_NIGHTS, priceStay(CARD, stay('2026-11-02', '2026-11-09')));
    expect(totals(p)).toEqual({ free: 80_000, limited: 80_000, restrictive: 80_000, keep: 40_000 });
    expect(defaultOf(p)).toEqual(['free']);
    expect(rows(option(p, 'restrictive').charges)).toEqual([
      ['2026-11-02', '2026-11-06', 4, 40_000, 40_000],
      ['2026-11-06', '2026-11-08', 2, 30_000, 30_000],
      ['2026-11-08', '2026-11-09', 1, 10_000, 10_000],
    ]);
  });

  it('the same dates at a lower rate: restrictive keeps the higher old daily rate', () => {
    const current = stored(priceStay(card(12_000), stay('2026-11-02', '2026-11-06')).charges);
    const p = rebookingOptions(current, priceStay(CARD, stay('2026-11-02', '2026-11-06')));
    expect(p.current_total).toBe(48_000);
    expect(totals(p)).toEqual({ free: 40_000, limited: 48_000, restrictive: 48_000, keep: 48_000 });
    expect(rows(option(p, 'restrictive').charges)).toEqual([['2026-11-02', '2026-11-06', 4, 48_000, 40_000]]);
  });

  it('the same dates at a higher rate: restrictive takes the new rate (no lower, not frozen)', () => {
    const current = stored(priceStay(card(8_000), stay('2026-11-02', '2026-11-06')).charges);
    const p = rebookingOptions(current, priceStay(CARD, stay('2026-11-02', '2026-11-06')));
    expect(totals(p)).toEqual({ free: 40_000, limited: 40_000, restrictive: 40_000, keep: 32_000 });
    expect(defaultOf(p)).toEqual(['free']);
  });

  it('moved to other dates at the same price: restrictive charges the old nights too', () => {
    const current = stored(priceStay(CARD, stay('2026-11-02', '2026-11-04')).charges);
    const p = rebookingOptions(current, priceStay(CARD, stay('2026-11-09', '2026-11-11')));
    expect(totals(p)).toEqual({ free: 20_000, limited: 20_000, restrictive: 40_000, keep: 20_000 });
    expect(defaultOf(p)).toEqual(['free']);
    expect(rows(option(p, 'restrictive').charges)).toEqual([
      ['2026-11-02', '2026-11-04', 2, 20_000, 20_000],
      ['2026-11-09', '2026-11-11', 2, 20_000, 20_000],
    ]);
  });

  it('a discounted booking counts at what the customer pays', () => {
    const current = stored(priceStay(CARD, stay('2026-11-02', '2026-11-06')).charges, {
      discount_type: 'percent',
      discount_value: 1_000, // 10 %
    });
    const p = rebookingOptions(current, priceStay(CARD, stay('2026-11-02', '2026-11-06')));
    expect(p.current_total).toBe(36_000);
    // The old daily rate (90 kr) is below the card's, so restrictive charges the card's 100 kr.
    expect(totals(p)).toEqual({ free: 40_000, limited: 40_000, restrictive: 40_000, keep: 36_000 });
    expect(rows(option(p, 'keep').charges)).toEqual([['2026-11-02', '2026-11-06', 4, 36_000, 40_000]]);
  });

  it.each<[string, Partial<CurrentCharge>, number]>([
    ['none', { discount_type: 'none' }, 40_000],
    ['no discount stored as null', { discount_type: null, discount_value: null }, 40_000],
    ['flat 50 kr', { discount_type: 'flat', discount_value: 5_000 }, 35_000],
    ['percent 12.5 %', { discount_type: 'percent', discount_value: 1_250 }, 35_000],
    [
      'fixed: a new price of 300 kr',
      { price: 30_000, original_price: 40_000, discount_type: 'fixed', discount_value: 10_000 },
      30_000,
    ],
  ])('effectiveAmount with %s', (_name, extra, expected) => {
    const row: CurrentCharge = {
      start: '2026-11-02',
      end: '2026-11-06',
      nights: 4,
      price: 40_000,
      original_price: 40_000,
    };
    expect(effectiveAmount({ ...row, ...extra })).toBe(expected);
  });

  it('an amount that does not divide: the first nights take the öre over, the sum stays exact', () => {
    expect(spread(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(spread(10_001, 3)).toEqual([3_334, 3_334, 3_333]);
    expect(spread(0, 2)).toEqual([0, 0]);
    const current: CurrentCharge[] = [{ start: '2026-11-02', end: '2026-11-05', nights: 3, price: 10_000 }];
    const p = rebookingOptions(current, priceStay(card(3_000), stay('2026-11-02', '2026-11-03')));
    expect(rows(option(p, 'restrictive').charges)).toEqual([
      ['2026-11-02', '2026-11-03', 1, 3_334, 3_000],
      ['2026-11-03', '2026-11-05', 2, 6_666, 6_666],
    ]);
    expect(totals(p)).toEqual({ free: 3_000, limited: 10_000, restrictive: 10_000, keep: 10_000 });
  });

  it('a booking without charges', () => {
    const p = rebookingOptions([], priceStay(CARD, stay('2026-11-02', '2026-11-04')));
    expect(p.current_total).toBe(0);
    expect(totals(p)).toEqual({ free: 20_000, limited: 20_000, restrictive: 20_000, keep: 0 });
    expect(option(p, 'keep').charges).toEqual([]);
  });

  it('electricity is not accommodation: it stays out of the options', () => {
    const next = priceStay(CARD, stay('2026-11-02', '2026-11-04', { electricity: true }));
    expect(next.total).toBe(26_000);
    expect(option(rebookingOptions(FOUR_NIGHTS, next), 'free').total).toBe(20_000);
  });

  it('refuses a row whose nights do not match its dates', () => {
    const bad: CurrentCharge[] = [{ start: '2026-11-02', end: '2026-11-04', nights: 3, price: 30_000 }];
    expect(() => rebookingOptions(bad, priceStay(CARD, stay('2026-11-02', '2026-11-04')))).toThrow(RangeError);
    const empty: CurrentCharge[] = [{ start: '2026-11-02', end: '2026-11-02', nights: 0, price: 0 }];
    expect(() => rebookingOptions(empty, priceStay(CARD, stay('2026-11-02', '2026-11-04')))).toThrow(RangeError);
  });
});

// The booking as it was (its rows from an old card, each maybe discounted) and as it is changed
// (a new card, a stay within a few weeks of the old one).
const arbDiscount = (price: number): fc.Arbitrary<Partial<CurrentCharge>> =>
  fc.oneof(
    fc.constant({ discount_type: 'none', discount_value: 0 }),
    fc.integer({ min: 0, max: 10_000 }).map((v) => ({ discount_type: 'percent', discount_value: v })),
    fc.integer({ min: 0, max: price }).map((v) => ({ discount_type: 'flat', discount_value: v })),
    fc.integer({ min: 0, max: price }).map((p) => ({ price: p, discount_type: 'fixed', discount_value: price - p })),
  );
const arbRebooking = fc.tuple(arbCard, arbCard).chain(([oldCard, newCard]) =>
  fc
    .tuple(arbStayOn(oldCard, 20), fc.integer({ min: -25, max: 25 }), fc.integer({ min: 1, max: 20 }))
    .chain(([old, shift, nights]) => {
      const runs = priceStay(oldCard, old).charges;
      const checkIn = addDays(old.checkIn, shift);
      const next = priceStay(newCard, { ...old, electricity: false, checkIn, checkOut: addDays(checkIn, nights) });
      return fc
        .tuple(...runs.map((r) => arbDiscount(r.price)))
        .map((discounts) => ({ current: runs.map((r, i): CurrentCharge => ({ ...r, ...discounts[i] })), next }));
    }),
);

/** Date → price per night of runs whose nights share one price (as runsOf builds them). */
function perNight(runs: AccommodationRun[]): Map<IsoDate, number> {
  const map = new Map<IsoDate, number>();
  for (const r of runs) {
    expect(r.price % r.nights).toBe(0);
    for (let i = 0; i < r.nights; i++) {
      const date = addDays(r.start, i);
      expect(map.has(date)).toBe(false);
      map.set(date, r.price / r.nights);
    }
  }
  return map;
}

describe('rebookingOptions: properties', () => {
  it('free is the new price; keep is the current total; every option sums its charges; one default', () => {
    fc.assert(
      fc.property(arbRebooking, ({ current, next }) => {
        const p = rebookingOptions(current, next);
        expect(p.rebooking_options.map((o) => o.level)).toEqual(REBOOKING_LEVELS);
        expect(p.current_total).toBe(current.reduce((s, c) => s + effectiveAmount(c), 0));
        expect(option(p, 'free').total).toBe(next.accommodation_total);
        expect(option(p, 'free').total).toBe(next.total); // no electricity in these stays
        expect(option(p, 'free').charges).toEqual(next.charges);
        expect(option(p, 'keep').total).toBe(p.current_total);
        for (const o of p.rebooking_options) {
          expect(o.charges.reduce((s, r) => s + r.price, 0)).toBe(o.total);
          for (const r of o.charges) expect(daysBetween(r.start, r.end)).toBe(r.nights);
        }
        expect(defaultOf(p)).toEqual([next.accommodation_total >= p.current_total ? 'free' : 'limited']);
      }),
    );
  });

  it('limited is never below the current total, and is the new price when that is not lower', () => {
    fc.assert(
      fc.property(arbRebooking, ({ current, next }) => {
        const p = rebookingOptions(current, next);
        const limited = option(p, 'limited');
        expect(limited.total).toBe(Math.max(p.current_total, next.accommodation_total));
        // Exactly the new stay's nights, each at least its new price, the card's price kept as original.
        const nights = perNight(limited.charges);
        expect([...nights.keys()]).toEqual(next.nights.map((n) => n.date));
        next.nights.forEach((n) => expect(nights.get(n.date)!).toBeGreaterThanOrEqual(n.price));
        expect(limited.charges.reduce((s, r) => s + r.original_price, 0)).toBe(next.accommodation_total);
      }),
    );
  });

  it('restrictive: removed nights at their old price, kept nights at max(old, new), added nights at new', () => {
    fc.assert(
      fc.property(arbRebooking, ({ current, next }) => {
        const p = rebookingOptions(current, next);
        const restrictive = option(p, 'restrictive');
        const old = oldNightlyPrices(current);
        const fresh = new Map(next.nights.map((n) => [n.date, n.price]));
        const charged = perNight(restrictive.charges);
        expect(new Set(charged.keys())).toEqual(new Set([...old.keys(), ...fresh.keys()]));
        let removedOld = 0;
        let addedNew = 0;
        for (const [date, price] of charged) {
          const was = old.get(date);
          const now = fresh.get(date);
          if (now === undefined) {
            expect(price).toBe(was); // a removed night is not refunded
            removedOld += was!;
          } else if (was === undefined) {
            expect(price).toBe(now); // an added night costs the new price
            addedNew += now;
          } else {
            expect(price).toBe(Math.max(was, now)); // no lower daily rate
          }
        }
        // Hence: never below the current total plus the added nights, nor below the new price.
        expect(restrictive.total).toBeGreaterThanOrEqual(p.current_total + addedNew);
        expect(restrictive.total).toBeGreaterThanOrEqual(removedOld + next.accommodation_total);
        expect(restrictive.total).toBeGreaterThanOrEqual(option(p, 'limited').total);
      }),
    );
  });

  it("the old nights' prices add up to the current total, within one öre of each other per row", () => {
    fc.assert(
      fc.property(arbRebooking, ({ current }) => {
        const old = oldNightlyPrices(current);
        expect([...old.values()].reduce((s, v) => s + v, 0)).toBe(current.reduce((s, c) => s + effectiveAmount(c), 0));
        for (const c of current) {
          const prices = Array.from({ length: c.nights }, (_, i) => old.get(addDays(c.start, i))!);
          expect(Math.max(...prices) - Math.min(...prices)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
