import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyDiscountOre,
  discountOre,
  formatKr,
  lineTotalOre,
  roundCashOre,
  splitVat,
  vatFromGross,
  VAT_RATES,
} from './money';

const oreArb = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const rateArb = fc.constantFrom(...VAT_RATES);

describe('formatKr', () => {
  it.each([
    [0, '0,00 kr'],
    [5, '0,05 kr'],
    [100, '1,00 kr'],
    [123450, '1 234,50 kr'],
    [99999, '999,99 kr'],
    [100000, '1 000,00 kr'],
    [123456789, '1 234 567,89 kr'],
    [-150, '−1,50 kr'],
    [-123450, '−1 234,50 kr'],
  ])('%i -> %s', (ore, expected) => {
    // Test strings are written with ordinary spaces and '−' for readability.
    expect(formatKr(ore)).toBe(expected.replace(/ /g, '\u00a0'));
  });

  it('uses U+00A0 and U+2212', () => {
    expect(formatKr(-123450)).toBe('\u22121\u00a0234,50\u00a0kr');
  });

  it('never prints -0', () => expect(formatKr(-0)).toBe(formatKr(0)));

  it('rejects non-integers', () => {
    expect(() => formatKr(1.5)).toThrow(RangeError);
    expect(() => formatKr(Number.NaN)).toThrow(RangeError);
  });

  it('property: matches Intl sv-SE SEK formatting', () => {
    const intl = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' });
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (ore) => {
        const abs = Math.abs(ore);
        const decimal = `${ore < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
        // A decimal string is formatted exactly (Intl.NumberFormat v3).
        return formatKr(ore) === intl.format(decimal as unknown as number);
      }),
    );
  });
});

describe('roundCashOre', () => {
  it.each([
    [0, 0],
    [1, 0],
    [49, 0],
    [50, 100],
    [99, 100],
    [149, 100],
    [150, 200],
    [12345, 12300],
    [12350, 12400],
    [-1, 0],
    [-49, 0],
    [-50, -100],
    [-149, -100],
    [-150, -200],
  ])('%i -> %i', (ore, expected) => expect(roundCashOre(ore)).toBe(expected));

  it('property: a multiple of 100 within 50 öre, symmetric', () => {
    fc.assert(
      fc.property(oreArb, (ore) => {
        const r = roundCashOre(ore);
        return r % 100 === 0 && Math.abs(r - ore) <= 50 && roundCashOre(-ore) === -r + 0;
      }),
    );
  });
});

describe('lineTotalOre', () => {
  it.each([
    [12345, 1000, 12345],
    [12345, 2000, 24690],
    [12345, 2500, 30863], // 30862.5 -> half away from zero
    [-12345, 2500, -30863],
    [12345, -2500, -30863],
    [999, 333, 333], // 332.667
    [1, 500, 1], // 0.5 -> 1
    [1, 499, 0],
    [0, 5000, 0],
    [-1, 499, 0], // no -0
  ])('%i × %i/1000 = %i', (price, qty, expected) => expect(lineTotalOre(price, qty)).toBe(expected));

  it('is exact beyond the safe-integer product range', () => {
    // 9e12 öre × 2000 exceeds 2^53 as a product but not as a result.
    expect(lineTotalOre(9_000_000_000_001, 2000)).toBe(18_000_000_000_002);
    expect(lineTotalOre(9_000_000_000_001, 1500)).toBe(13_500_000_000_002); // .5 rounded up
  });

  it('rejects non-integers', () => {
    expect(() => lineTotalOre(10.5, 1000)).toThrow(RangeError);
    expect(() => lineTotalOre(10, 1.5)).toThrow(RangeError);
  });

  it('property: quantity 1000 is the price; error is at most half an öre', () => {
    fc.assert(
      fc.property(oreArb, fc.integer({ min: -1_000_000, max: 1_000_000 }), (price, qty) => {
        const t = lineTotalOre(price, qty);
        return lineTotalOre(price, 1000) === price && Math.abs(t * 1000 - price * qty) <= 500;
      }),
    );
  });
});

describe('discounts', () => {
  it.each([
    [10000, 1000, 1000, 9000],
    [10000, 1250, 1250, 8750],
    [999, 5000, 500, 499], // 499.5 -> 500
    [-999, 5000, -500, -499],
    [12345, 0, 0, 12345],
    [12345, 10000, 12345, 0],
  ])('%i öre at %i/100 %% -> discount %i, rest %i', (amount, pct, discount, rest) => {
    expect(discountOre(amount, pct)).toBe(discount);
    expect(applyDiscountOre(amount, pct)).toBe(rest);
  });

  it('rejects percentages outside 0..10000', () => {
    expect(() => discountOre(100, 10001)).toThrow(RangeError);
    expect(() => discountOre(100, -1)).toThrow(RangeError);
    expect(() => discountOre(100, 12.5)).toThrow(RangeError);
  });
});

describe('vatFromGross', () => {
  it.each([
    [12500, 2500, 2500],
    [10000, 2500, 2000],
    [11200, 1200, 1200],
    [10600, 600, 600],
    [100, 2500, 20],
    [10, 2500, 2],
    [3, 2500, 1], // 0.6
    [2, 2500, 0], // 0.4
    [53, 600, 3], // 3.0
    [9, 1200, 1], // 0.964
    [-12500, 2500, -2500],
    [-3, 2500, -1],
    [-2, 2500, 0],
    [12345, 0, 0],
  ])('vat of %i at %i bp = %i', (gross, rate, vat) => expect(vatFromGross(gross, rate)).toBe(vat));

  it('rounds exact halves away from zero', () => {
    // 14 × 1200 / 11200 = 1.5 exactly -> 2; the refund mirrors it.
    expect(vatFromGross(14, 1200)).toBe(2);
    expect(vatFromGross(-14, 1200)).toBe(-2);
  });

  it('property: antisymmetric and vat + net = gross', () => {
    fc.assert(
      fc.property(oreArb, rateArb, (gross, rate) => {
        const vat = vatFromGross(gross, rate);
        const net = gross - vat;
        return vatFromGross(-gross, rate) === -vat + 0 && vat + net === gross && Math.abs(vat) <= Math.abs(gross);
      }),
    );
  });
});

describe('splitVat', () => {
  it('groups per rate, highest first, VAT from the summed gross', () => {
    const groups = splitVat([
      { grossOre: 10600, rateBasisPoints: 600 },
      { grossOre: 3, rateBasisPoints: 2500 },
      { grossOre: 3, rateBasisPoints: 2500 },
      { grossOre: 11200, rateBasisPoints: 1200 },
    ]);
    expect(groups).toEqual([
      // Per line the VAT would be 1 + 1 = 2; on the sum (6 öre) it is 1.2 -> 1.
      { rate: 2500, gross: 6, vat: 1, net: 5 },
      { rate: 1200, gross: 11200, vat: 1200, net: 10000 },
      { rate: 600, gross: 10600, vat: 600, net: 10000 },
    ]);
  });

  it('keeps zero-sum groups and handles an empty receipt', () => {
    expect(splitVat([])).toEqual([]);
    expect(
      splitVat([
        { grossOre: 500, rateBasisPoints: 2500 },
        { grossOre: -500, rateBasisPoints: 2500 },
      ]),
    ).toEqual([{ rate: 2500, gross: 0, vat: 0, net: 0 }]);
  });

  it('rejects invalid rates and amounts', () => {
    expect(() => splitVat([{ grossOre: 100, rateBasisPoints: -1 }])).toThrow(RangeError);
    expect(() => splitVat([{ grossOre: 1.5, rateBasisPoints: 2500 }])).toThrow(RangeError);
  });

  it('property: per group vat + net = gross and gross sums are preserved', () => {
    const lineArb = fc.record({ grossOre: fc.integer({ min: -1_000_000, max: 1_000_000 }), rateBasisPoints: rateArb });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), (lines) => {
        const groups = splitVat(lines);
        const total = lines.reduce((s, l) => s + l.grossOre, 0);
        return (
          groups.every((g) => g.vat + g.net === g.gross && g.vat === vatFromGross(g.gross, g.rate)) &&
          groups.reduce((s, g) => s + g.gross, 0) === total &&
          groups.every((g, i) => i === 0 || groups[i - 1].rate > g.rate)
        );
      }),
    );
  });
});
