import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availableDiscountTypes,
  canDiscountAll,
  chargeLineDiscountOre,
  chargeLineTotalOre,
  chooseDiscountType,
  discountAll,
  PRICE_TEXTS,
  setDiscountValue,
  setPriceByHand,
  toDiscountType,
  unitPriceOre,
  validateChargePrice,
  type ChargePricing,
  type DiscountType,
} from './discount';
import { lineTotalOre } from './money';

const charge = (over: Partial<ChargePricing> = {}): ChargePricing => ({
  quantity: 1000,
  price: 10_000,
  originalPrice: 10_000,
  discountType: 'none',
  discountValue: 0,
  ...over,
});

const priceArb = fc.integer({ min: 0, max: 10_000_000 });
const qtyArb = fc.integer({ min: -100_000, max: 100_000 });
const chargeArb = fc.record({
  quantity: qtyArb,
  price: priceArb,
  originalPrice: fc.option(priceArb, { nil: null }),
  discountType: fc.constantFrom<DiscountType>('none', 'fixed', 'flat', 'percent'),
  discountValue: fc.integer({ min: 0, max: 20_000 }),
});

describe('unit price and line total', () => {
  it.each<[string, Partial<ChargePricing>, number, number]>([
    ['none', {}, 10_000, 10_000],
    ['fixed: price is the new price', { price: 8_000, discountType: 'fixed', discountValue: 2_000 }, 8_000, 8_000],
    ['flat per unit', { discountType: 'flat', discountValue: 1_550 }, 8_450, 8_450],
    ['flat capped at the price', { discountType: 'flat', discountValue: 20_000 }, 0, 0],
    ['percent 25 %', { discountType: 'percent', discountValue: 2_500 }, 7_500, 7_500],
    ['percent 33.33 % of 100 kr', { discountType: 'percent', discountValue: 3_333 }, 6_667, 6_667],
    [
      'percent 33.33 % of 1 öre: 0.3333 öre rounds to 0',
      { price: 1, discountType: 'percent', discountValue: 3_333 },
      1,
      1,
    ],
    [
      'percent 50 % of 1 öre: half rounds away from zero',
      { price: 1, discountType: 'percent', discountValue: 5_000 },
      0,
      0,
    ],
    ['percent 100 %', { discountType: 'percent', discountValue: 10_000 }, 0, 0],
    ['percent above 100 % is clamped', { discountType: 'percent', discountValue: 12_000 }, 0, 0],
    [
      '2.5 units × 33.33 % of 99 öre',
      { quantity: 2_500, price: 99, discountType: 'percent', discountValue: 3_333 },
      66,
      165,
    ],
    ['return: negative quantity', { quantity: -3_000, discountType: 'flat', discountValue: 1_000 }, 9_000, -27_000],
    ['0.5 units of 99 öre = 49.5 → 50', { quantity: 500, price: 99 }, 99, 50],
    ['−0.5 units of 99 öre = −49.5 → −50', { quantity: -500, price: 99 }, 99, -50],
    ['0.5 units of 97 öre = 48.5 → 49', { quantity: 500, price: 97 }, 97, 49],
  ])('%s', (_name, over, unit, total) => {
    const c = charge(over);
    expect(unitPriceOre(c)).toBe(unit);
    expect(chargeLineTotalOre(c)).toBe(total);
  });

  it('line discount is base line minus line total', () => {
    expect(chargeLineDiscountOre(charge({ quantity: 2_000, discountType: 'percent', discountValue: 3_333 }))).toBe(
      6_666,
    );
    expect(
      chargeLineDiscountOre(charge({ quantity: 2_000, price: 8_000, discountType: 'fixed', discountValue: 2_000 })),
    ).toBe(4_000);
    expect(chargeLineDiscountOre(charge({ price: 12_000, discountType: 'fixed', discountValue: -2_000 }))).toBe(-2_000);
    expect(chargeLineDiscountOre(charge({ quantity: -1_000, discountType: 'flat', discountValue: 500 }))).toBe(-500);
    expect(chargeLineDiscountOre(charge({ price: 5_000 }))).toBe(0);
  });

  it('property: discounted unit price stays within 0..price and the line is quantity × unit', () => {
    fc.assert(
      fc.property(chargeArb, (c) => {
        const unit = unitPriceOre(c);
        expect(unit).toBeGreaterThanOrEqual(0);
        expect(unit).toBeLessThanOrEqual(c.price);
        expect(chargeLineTotalOre(c)).toBe(lineTotalOre(unit, c.quantity));
        // a return mirrors the sale
        expect(chargeLineTotalOre({ ...c, quantity: -c.quantity })).toBe(-chargeLineTotalOre(c) || 0);
      }),
    );
  });
});

describe('editing the price by hand', () => {
  it.each<[string, Partial<ChargePricing>, number, DiscountType, number]>([
    ['lower than original → fixed with the difference', {}, 7_500, 'fixed', 2_500],
    ['higher than original → fixed, negative difference', {}, 12_000, 'fixed', -2_000],
    ['equal to original → none', { discountType: 'percent', discountValue: 1_000 }, 10_000, 'none', 0],
    ['no original price → none', { originalPrice: null }, 7_500, 'none', 0],
    ['over a flat discount → fixed', { discountType: 'flat', discountValue: 500 }, 9_000, 'fixed', 1_000],
  ])('%s', (_n, over, price, type, value) => {
    const c = setPriceByHand(charge(over), price);
    expect(c).toMatchObject({ price, discountType: type, discountValue: value });
  });

  it('property: the unit price after a hand edit is the typed price', () => {
    fc.assert(
      fc.property(chargeArb, priceArb, (c, p) => {
        expect(unitPriceOre(setPriceByHand(c, p))).toBe(p);
      }),
    );
  });
});

describe('choosing a discount type', () => {
  it('flat and percent reset the value and the price to the original', () => {
    const fixed = charge({ price: 7_000, discountType: 'fixed', discountValue: 3_000 });
    expect(chooseDiscountType(fixed, 'flat')).toMatchObject({ price: 10_000, discountType: 'flat', discountValue: 0 });
    expect(chooseDiscountType(charge({ discountType: 'flat', discountValue: 400 }), 'percent')).toMatchObject({
      price: 10_000,
      discountType: 'percent',
      discountValue: 0,
    });
  });

  it('without an original price the remembered price is used, else the current one', () => {
    const c = charge({ originalPrice: null, price: 4_200 });
    expect(chooseDiscountType(c, 'flat', 5_000)).toMatchObject({ price: 5_000, discountValue: 0 });
    expect(chooseDiscountType(c, 'percent')).toMatchObject({ price: 4_200, discountValue: 0 });
  });

  it('fixed is disabled without an original price', () => {
    const c = charge({ originalPrice: null, price: 4_200 });
    expect(availableDiscountTypes(c)).toEqual(['none', 'flat', 'percent']);
    expect(availableDiscountTypes(charge())).toEqual(['none', 'fixed', 'flat', 'percent']);
    expect(chooseDiscountType(c, 'fixed')).toBe(c);
  });

  it('fixed keeps the price and shows the difference', () => {
    expect(chooseDiscountType(charge({ price: 9_000 }), 'fixed')).toMatchObject({
      price: 9_000,
      discountType: 'fixed',
      discountValue: 1_000,
    });
  });

  it('none removes the discount', () => {
    expect(
      chooseDiscountType(charge({ price: 9_000, discountType: 'fixed', discountValue: 1_000 }), 'none'),
    ).toMatchObject({ price: 10_000, discountType: 'none', discountValue: 0 });
  });
});

describe('the discount value field', () => {
  it.each<[DiscountType, number, Partial<ChargePricing>]>([
    ['flat', 2_000, { discountValue: 2_000 }],
    ['flat', 15_000, { discountValue: 10_000 }],
    ['flat', -5, { discountValue: 0 }],
    ['percent', 3_333, { discountValue: 3_333 }],
    ['percent', 10_001, { discountValue: 10_000 }],
    ['fixed', 2_500, { price: 7_500, discountValue: 2_500 }],
    ['fixed', 12_000, { price: 0, discountValue: 10_000 }],
  ])('%s %i', (type, value, expected) => {
    expect(setDiscountValue(charge({ discountType: type }), value)).toMatchObject(expected);
  });
});

describe('validateChargePrice', () => {
  it.each<[number | null | undefined, string | null]>([
    [null, 'Ange ett pris'],
    [undefined, 'Ange ett pris'],
    [Number.NaN, 'Ange ett pris'],
    [-1, 'En vara kan inte ha negativt pris, ange ett negativt antal för att göra returer'],
    [0, null],
    [12_345, null],
  ])('%s → %s', (price, msg) => expect(validateChargePrice(price)).toBe(msg));
  it('uses the spec texts', () => expect(PRICE_TEXTS.required).toBe('Ange ett pris'));
});

describe('discount on all charges', () => {
  const cart = [
    charge(),
    charge({ price: 300, originalPrice: 300 }),
    charge({ price: 8_000, discountType: 'fixed', discountValue: 2_000 }),
    charge({ discountType: 'percent', discountValue: 1_000 }),
  ];

  it.each<[DiscountType, number, 'type' | 'value' | null]>([
    ['none', 100, 'type'],
    ['fixed', 100, 'type'],
    ['flat', 0, 'value'],
    ['percent', -1, 'value'],
    ['flat', 1, null],
    ['percent', 10_000, null],
  ])('%s %i → %s', (type, value, reason) => {
    expect(canDiscountAll({ type, value })).toBe(reason);
    const r = discountAll(cart, { type, value, override: false });
    expect(r.ok).toBe(reason === null);
  });

  it('keeps existing discounts unless override; caps flat at the item price', () => {
    const r = discountAll(cart, { type: 'flat', value: 500, override: false });
    if (!r.ok) throw new Error('expected ok');
    expect(r.charges.map((c) => [c.price, c.discountType, c.discountValue])).toEqual([
      [10_000, 'flat', 500],
      [300, 'flat', 300],
      [8_000, 'fixed', 2_000],
      [10_000, 'percent', 1_000],
    ]);
    const o = discountAll(cart, { type: 'percent', value: 15_000, override: true });
    if (!o.ok) throw new Error('expected ok');
    expect(o.charges.map((c) => [c.price, c.discountType, c.discountValue])).toEqual([
      [10_000, 'percent', 10_000],
      [300, 'percent', 10_000],
      [10_000, 'percent', 10_000],
      [10_000, 'percent', 10_000],
    ]);
  });

  it('says so when every charge already has a discount and override is off; override replaces them', () => {
    const discounted = cart.filter((c) => c.discountType !== 'none');
    expect(discountAll(discounted, { type: 'percent', value: 1_000, override: false })).toEqual({
      ok: false,
      reason: 'allDiscounted',
    });
    const r = discountAll(discounted, { type: 'percent', value: 1_000, override: true });
    expect(r.ok && r.charges.map((c) => c.discountType)).toEqual(['percent', 'percent']);
    const some = discountAll(cart, { type: 'percent', value: 1_000, override: false });
    expect(some.ok && some.kept).toBe(2);
  });

  it('property: never a negative unit price, never more than the base line', () => {
    fc.assert(
      fc.property(
        fc.array(chargeArb, { maxLength: 8 }),
        fc.constantFrom<DiscountType>('flat', 'percent'),
        fc.integer({ min: 1, max: 50_000 }),
        fc.boolean(),
        (cs, type, value, override) => {
          const r = discountAll(cs, { type, value, override });
          if (!r.ok) {
            // Refused only when nothing would change: every charge already has a discount it keeps.
            expect([r.reason, override, cs.length > 0 && cs.every((c) => c.discountType !== 'none')]).toEqual([
              'allDiscounted',
              false,
              true,
            ]);
            return;
          }
          r.charges.forEach((c, i) => {
            expect(unitPriceOre(c)).toBeGreaterThanOrEqual(0);
            if (override || cs[i].discountType === 'none') expect(c.discountType).toBe(type);
            else expect(c).toBe(cs[i]);
          });
        },
      ),
    );
  });
});

describe('toDiscountType', () => {
  it('maps null and empty to none and rejects unknown types', () => {
    expect(toDiscountType(null)).toBe('none');
    expect(toDiscountType('')).toBe('none');
    expect(toDiscountType('percent')).toBe('percent');
    expect(() => toDiscountType('bogus')).toThrow(RangeError);
  });
});
