import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chargeLineTotalOre, unitPriceOre, type DiscountType } from './discount';
import { evenShares, exactStep, shareTotalsOre, sharesInSteps, type SplitCharge } from './split';

const charge = (quantity: number, price: number, isBulk: boolean, extra: Partial<SplitCharge> = {}): SplitCharge => ({
  quantity,
  price,
  isBulk,
  originalPrice: price,
  discountType: 'none',
  discountValue: 0,
  ...extra,
});

describe("'Dela jämnt': unit goods in whole units", () => {
  it.each<[string, number, number, number[]]>([
    ['3 cans over 2', 3000, 2, [2000, 1000]],
    ['1 can over 2', 1000, 2, [1000, 0]],
    ['5 cans over 3', 5000, 3, [2000, 2000, 1000]],
    ['6 cans over 3', 6000, 3, [2000, 2000, 2000]],
    ['2 cans over 3', 2000, 3, [1000, 1000, 0]],
    ['a fraction already on the line stays on the first part', 2500, 2, [1500, 1000]],
    ['a return of 3 over 2', -3000, 2, [-2000, -1000]],
  ])('%s', (_name, quantity, parts, expected) => {
    expect(evenShares(charge(quantity, 2000, false), parts)).toEqual(expected);
  });
});

describe("'Dela jämnt': bulk goods in fractions, money exact to the öre", () => {
  it.each<[number, number]>([
    [14_900, 10],
    [2990, 100],
    [2000, 1],
    [1, 1000],
    [0, 1],
    [3333, 1000],
    [12_500, 2],
  ])('exactStep(%i) = %i', (price, step) => expect(exactStep(price)).toBe(step));

  it.each<[string, SplitCharge, number, number[]]>([
    ['1 kg sweets at 149 kr/kg over 3', charge(1000, 14_900, true), 3, [340, 330, 330]],
    ['1 kg at 29,90 kr/kg over 2', charge(1000, 2990, true), 2, [500, 500]],
    ['1,234 kg at 29,90 kr/kg over 2', charge(1234, 2990, true), 2, [634, 600]],
    ['1 kg at 1 öre/kg over 2: 1 öre cannot be halved', charge(1000, 1, true), 2, [1000, 0]],
    ['0,75 kg at 20 kr/kg over 2', charge(750, 2000, true), 2, [375, 375]],
  ])('%s', (_name, c, parts, expected) => {
    const shares = evenShares(c, parts);
    expect(shares).toEqual(expected);
    expect(shareTotalsOre(c, shares).reduce((a, b) => a + b, 0)).toBe(chargeLineTotalOre(c));
  });

  it('splits the same way every time and never loses a thousandth', () => {
    expect(sharesInSteps(1000, 3, 1)).toEqual([334, 333, 333]);
    expect(sharesInSteps(-2000, 3, 1)).toEqual([-667, -667, -666]);
  });
});

const discountArb = fc.oneof(
  fc.constant<[DiscountType, number]>(['none', 0]),
  fc.tuple(fc.constant<DiscountType>('percent'), fc.integer({ min: 0, max: 10_000 })),
  fc.tuple(fc.constant<DiscountType>('flat'), fc.integer({ min: 0, max: 500 })),
);

describe('property: every split keeps the quantity and the money', () => {
  it('quantities and line totals add up; unit goods get whole units after the first part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50_000, max: 50_000 }).filter((q) => q !== 0),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        fc.integer({ min: 2, max: 10 }),
        discountArb,
        (quantity, price, isBulk, parts, [discountType, discountValue]) => {
          const c = charge(quantity, price, isBulk, { discountType, discountValue: Math.min(discountValue, price) });
          const shares = evenShares(c, parts);
          expect(shares).toHaveLength(parts);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(quantity);
          expect(shares.every((q) => Math.sign(q) === Math.sign(quantity) || q === 0)).toBe(true);
          expect(shareTotalsOre(c, shares).reduce((a, b) => a + b, 0)).toBe(chargeLineTotalOre(c));
          if (!isBulk) expect(shares.slice(1).every((q) => q % 1000 === 0)).toBe(true);
          // Even: no two parts differ by more than one step, beyond the first part's leftover.
          const step = isBulk ? exactStep(unitPriceOre(c)) : 1000;
          expect(Math.abs(shares[1]) - Math.abs(shares[parts - 1])).toBeLessThanOrEqual(step);
        },
      ),
    );
  });
});
