import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSiteFee } from './bookingForm';
import {
  bookableSeasons,
  type CustomSeasonPrice,
  defaultSeason,
  isInSeason,
  type SeasonLike,
  seasonPriceOf,
  seasonPriceRule,
  seasonStayOf,
  siteFeeText,
} from './seasonPrice';

const season = (over: Partial<SeasonLike> = {}): SeasonLike => ({
  id: 1,
  start: '2027-04-15',
  end: '2027-10-15',
  default_season_price: 1_450_000,
  custom_season_prices: [],
  ...over,
});
const custom = (id: number, price: number, position_ids: number[], category_ids: number[]): CustomSeasonPrice => ({
  id,
  price,
  position_ids,
  category_ids,
});

describe('seasonPriceOf: the position’s custom price, else the category’s, else the season default', () => {
  // Position 12 in category 4; position 13 in category 4; position 20 in category 5.
  const prices = [custom(1, 1_510_000, [], [4]), custom(2, 1_700_000, [12], []), custom(3, 1_800_000, [20], [4])];
  it.each([
    ['position with its own price', 12, 4, 1_700_000, 'position'],
    ['position of a priced category', 13, 4, 1_510_000, 'category'],
    ['position price beats the category of another row', 20, 5, 1_800_000, 'position'],
    ['category named by a position row as well', 99, 4, 1_510_000, 'category'],
    ['neither: the default', 30, 6, 1_450_000, 'default'],
    ['no pitch yet: the category’s', null, 4, 1_510_000, 'category'],
    ['position 0 (unspecified) is no pitch', 0, 6, 1_450_000, 'default'],
    ['nothing chosen: the default', null, null, 1_450_000, 'default'],
  ] as const)('%s', (_name, positionId, categoryId, price, source) => {
    const s = season({ custom_season_prices: prices });
    expect(seasonPriceRule(s, positionId, categoryId)).toEqual({ price, source });
    expect(seasonPriceOf(s, positionId, categoryId)).toBe(price);
  });

  it('two rows naming the same pitch: the one created first, whatever the order they come in', () => {
    const rows = [custom(9, 2_000_000, [12], []), custom(4, 1_900_000, [12], []), custom(7, 1_600_000, [], [4])];
    fc.assert(
      fc.property(fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }), (shuffled) => {
        const s = season({ custom_season_prices: shuffled });
        return seasonPriceOf(s, 12, 4) === 1_900_000 && seasonPriceOf(s, 13, 4) === 1_600_000;
      }),
    );
  });

  it('a custom price of 0 kr is a price, not a missing one', () => {
    expect(seasonPriceOf(season({ custom_season_prices: [custom(1, 0, [12], [])] }), 12, 4)).toBe(0);
  });
});

describe('the season picker', () => {
  const TODAY = '2027-05-01';
  const past = season({ id: 1, start: '2026-04-15', end: '2026-10-15' });
  const running = season({ id: 2, start: '2027-04-15', end: '2027-10-15' });
  const next = season({ id: 3, start: '2028-04-15', end: '2028-10-15' });
  const winter = season({ id: 4, start: '2027-11-01', end: '2028-03-31' });

  it.each([
    ['running today first, then the nearest', [next, past, winter, running], TODAY, [2, 4, 3], 2],
    ['between seasons: the next one', [next, past, running], '2027-10-20', [3], 3],
    ['on the last day nothing is left of it', [running, next], '2027-10-15', [3], 3],
    ['on the first day it runs', [next, running], '2027-04-15', [2, 3], 2],
    ['before every season: the first', [next, running], '2027-01-10', [2, 3], 2],
    ['none left', [past], TODAY, [], null],
  ] as const)('%s', (_name, list, today, ids, chosen) => {
    expect(bookableSeasons(list, today).map((s) => s.id)).toEqual(ids);
    expect(defaultSeason(list, today)?.id ?? null).toBe(chosen);
  });

  it('a season books from its first day to its last; dates outside it are off', () => {
    expect(seasonStayOf(running)).toEqual({ checkIn: '2027-04-15', checkOut: '2027-10-15' });
    expect(
      ['2027-04-14', '2027-04-15', '2027-07-01', '2027-10-15', '2027-10-16'].map((d) => isInSeason(d, running)),
    ).toEqual([false, true, true, true, false]);
  });
});

describe("'Platsavgift': the price as the field shows it", () => {
  it.each([
    [1_450_000, '14500'],
    [0, '0'],
    [1_234_550, '12345,50'],
  ])('%d öre → %s', (ore, text) => {
    expect(siteFeeText(ore)).toBe(text);
  });

  it('whole kronor read back as typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (kr) => parseSiteFee(siteFeeText(kr * 100)) === kr * 100),
    );
  });
});
