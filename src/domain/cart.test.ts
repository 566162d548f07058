import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cartTotalOre,
  chargesOn,
  maxCustomerCreditOre,
  moveAll,
  moveCharge,
  payableOre,
  sideTotalsOre,
  validateMoveUnits,
  type CartCharge,
  type MoveAmount,
} from './cart';
import type { DiscountType } from './discount';

const ch = (clientId: string, quantity: number, over: Partial<CartCharge> = {}): CartCharge => ({
  clientId,
  side: 'left',
  quantity,
  price: 1_000,
  originalPrice: 1_000,
  discountType: 'none',
  discountValue: 0,
  ...over,
});

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

describe('moving charges', () => {
  const cart = [ch('a', 3_000), ch('b', 1_000, { price: 2_500 }), ch('c', 2_000, { side: 'right' })];

  it('all: the whole charge changes side and keeps its row', () => {
    const next = moveCharge(cart, 'a', 'all', ids());
    expect(next.map((c) => [c.clientId, c.side, c.quantity])).toEqual([
      ['a', 'right', 3_000],
      ['b', 'left', 1_000],
      ['c', 'right', 2_000],
    ]);
    expect(cart[0].side).toBe('left'); // input untouched
  });

  it('one: splits one unit off with a new client id, same price and discount', () => {
    const discounted = [ch('a', 3_000, { discountType: 'percent', discountValue: 3_333 })];
    const next = moveCharge(discounted, 'a', 'one', ids());
    expect(next).toEqual([
      { ...discounted[0], quantity: 2_000 },
      { ...discounted[0], clientId: 'new-1', side: 'right', quantity: 1_000, splitOf: 'a' },
    ]);
  });

  it('one of the last unit moves the charge itself', () => {
    expect(moveCharge([ch('a', 1_000)], 'a', 'one', ids())).toEqual([{ ...ch('a', 1_000), side: 'right' }]);
    expect(moveCharge([ch('a', 500)], 'a', 'one', ids())).toEqual([{ ...ch('a', 500), side: 'right' }]);
  });

  it('x units, fractional', () => {
    const next = moveCharge(cart, 'a', { units: 1_500 }, ids());
    expect(next.map((c) => [c.clientId, c.side, c.quantity])).toEqual([
      ['a', 'left', 1_500],
      ['new-1', 'right', 1_500],
      ['b', 'left', 1_000],
      ['c', 'right', 2_000],
    ]);
  });

  it('returns (negative quantities) move toward zero', () => {
    const next = moveCharge([ch('r', -3_000)], 'r', { units: 1_000 }, ids());
    expect(next.map((c) => c.quantity)).toEqual([-2_000, -1_000]);
    expect(moveCharge([ch('r', -3_000)], 'r', 'one', ids()).map((c) => c.quantity)).toEqual([-2_000, -1_000]);
  });

  it('parts of the same charge merge when they meet', () => {
    const newId = ids();
    let next = moveCharge(cart, 'a', 'one', newId); // a 2 left, new-1 1 right
    next = moveCharge(next, 'a', 'one', newId); // merges into new-1
    expect(next.map((c) => [c.clientId, c.side, c.quantity])).toEqual([
      ['a', 'left', 1_000],
      ['new-1', 'right', 2_000],
      ['b', 'left', 1_000],
      ['c', 'right', 2_000],
    ]);
    next = moveCharge(next, 'a', 'all', newId); // the rest joins its part
    expect(next.map((c) => [c.clientId, c.side, c.quantity])).toEqual([
      ['new-1', 'right', 3_000],
      ['b', 'left', 1_000],
      ['c', 'right', 2_000],
    ]);
  });

  it('parts whose price was edited since do not merge', () => {
    let next = moveCharge([ch('a', 2_000)], 'a', 'one', ids());
    next = next.map((c) =>
      c.clientId === 'new-1' ? { ...c, price: 500, discountType: 'fixed' as const, discountValue: 500 } : c,
    );
    next = moveCharge(next, 'a', 'all', ids());
    expect(next.map((c) => [c.clientId, c.quantity, c.price])).toEqual([
      ['a', 1_000, 1_000],
      ['new-1', 1_000, 500],
    ]);
  });

  it('moveAll moves a whole side', () => {
    const next = moveAll(cart, 'left');
    expect(chargesOn(next, 'left')).toEqual([]);
    expect(chargesOn(next, 'right').map((c) => c.clientId)).toEqual(['a', 'b', 'c']);
  });

  it.each<[number | null, string | null]>([
    [null, 'Ange hur många som ska flyttas'],
    [0, 'Ange hur många som ska flyttas'],
    [-1_000, 'Ange hur många som ska flyttas'],
    [1.5, 'Ange hur många som ska flyttas'],
    [3_500, 'Det finns bara 3 att flytta'],
    [3_000, null],
    [1, null],
  ])('validateMoveUnits(3 st, %s) → %s', (units, msg) => {
    expect(validateMoveUnits(ch('a', 3_000), units)).toBe(msg);
  });

  it('shows fractional quantities with a decimal comma', () => {
    expect(validateMoveUnits(ch('a', -2_500), 3_000)).toBe('Det finns bara 2,5 att flytta');
  });

  it('rejects unknown charges and impossible amounts', () => {
    expect(() => moveCharge(cart, 'zz', 'all', ids())).toThrow(RangeError);
    expect(() => moveCharge(cart, 'a', { units: 4_000 }, ids())).toThrow(RangeError);
  });
});

const cartArb = fc.uniqueArray(
  fc.record({
    quantity: fc.integer({ min: -20_000, max: 20_000 }).filter((q) => q !== 0),
    price: fc.integer({ min: 0, max: 1_000_000 }),
    originalPrice: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    discountType: fc.constantFrom<DiscountType>('none', 'fixed', 'flat', 'percent'),
    discountValue: fc.integer({ min: 0, max: 10_000 }),
    side: fc.constantFrom<'left' | 'right'>('left', 'right'),
    clientId: fc.string({ minLength: 1, maxLength: 6 }).map((s) => `c:${s}`), // never a newId()
  }),
  { minLength: 1, maxLength: 8, selector: (c) => c.clientId },
);

describe('cart properties', () => {
  it('moving x units and back restores the cart', () => {
    fc.assert(
      fc.property(cartArb, fc.nat(), fc.nat(), (cart, pick, frac) => {
        const c = cart[pick % cart.length];
        const units = 1 + (frac % Math.abs(c.quantity));
        const newId = ids();
        const there = moveCharge(cart, c.clientId, { units }, newId);
        const movedId = units === Math.abs(c.quantity) ? c.clientId : 'new-1';
        expect(moveCharge(there, movedId, { units }, newId)).toEqual(cart);
      }),
    );
  });

  it('moving keeps every quantity and, for whole units, the cart total', () => {
    const amountArb = fc.oneof(fc.constant<MoveAmount>('all'), fc.constant<MoveAmount>('one'));
    fc.assert(
      fc.property(cartArb, fc.array(fc.tuple(fc.nat(), amountArb), { maxLength: 10 }), (cart, moves) => {
        const whole = cart.map((c) => ({ ...c, quantity: Math.round(c.quantity / 1000) * 1000 || 1000 }));
        const newId = ids();
        let next = whole;
        for (const [pick, amount] of moves) next = moveCharge(next, next[pick % next.length].clientId, amount, newId);
        const qty = (cs: CartCharge[]) => cs.reduce((s, c) => s + c.quantity, 0);
        expect(qty(next)).toBe(qty(whole));
        expect(cartTotalOre(next)).toBe(cartTotalOre(whole));
        const sides = sideTotalsOre(next);
        expect(sides.left + sides.right).toBe(cartTotalOre(next));
      }),
    );
  });
});

describe('totals and payable', () => {
  it('totals per side', () => {
    const cart = [
      ch('a', 2_000),
      ch('b', 1_500, { side: 'right', price: 333 }),
      ch('c', 1_000, { discountType: 'flat', discountValue: 250 }),
    ];
    expect(sideTotalsOre(cart)).toEqual({ left: 2_750, right: 500 });
    expect(cartTotalOre(cart)).toBe(3_250);
    expect(cartTotalOre([])).toBe(0);
  });

  it.each<[number, boolean, number, number, number]>([
    // total, rounds, credit wanted, rounding, payable
    [10_049, true, 0, -49, 10_000],
    [10_050, true, 0, 50, 10_100],
    [10_001, true, 0, -1, 10_000],
    [10_099, true, 0, 1, 10_100],
    [10_049, false, 0, 0, 10_049],
    [10_050, false, 0, 0, 10_050],
    [-10_050, true, 0, -50, -10_100],
    [-10_049, true, 0, 49, -10_000],
    [10_049, true, 5_000, -49, 5_000], // 50.49 kr left after credit → 50 kr
    [10_099, true, 4_949, 50, 5_200], // 51.50 kr left after credit → 52 kr
    [10_049, true, 20_000, 0, 0], // credit capped at the total
    [10_049, false, 49, 0, 10_000],
  ])('%i öre, rounds %s, credit %i → rounding %i, payable %i', (total, rounds, credit, rounding, payable) => {
    const p = payableOre({ total, roundsToKronor: rounds, customerCredit: credit });
    expect(p.rounding).toBe(rounding);
    expect(p.payable).toBe(payable);
  });

  it('credit is capped at min(total, available) and never negative', () => {
    expect(maxCustomerCreditOre(10_000, 3_000)).toBe(3_000);
    expect(maxCustomerCreditOre(2_000, 3_000)).toBe(2_000);
    expect(maxCustomerCreditOre(-2_000, 3_000)).toBe(0);
    expect(payableOre({ total: 10_000, roundsToKronor: false, customerCredit: 9_000, availableCredit: 3_000 })).toEqual(
      { total: 10_000, customerCredit: 3_000, rounding: 0, payable: 7_000 },
    );
  });

  it('property: cash is whole kronor within 50 öre, card exact, parts add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.nat(20_000_000),
        fc.nat(20_000_000),
        fc.boolean(),
        (total, wanted, available, rounds) => {
          const p = payableOre({ total, roundsToKronor: rounds, customerCredit: wanted, availableCredit: available });
          expect(p.customerCredit).toBeLessThanOrEqual(Math.max(0, Math.min(total, available)));
          expect(p.customerCredit).toBeGreaterThanOrEqual(0);
          expect(p.payable).toBe(total - p.customerCredit + p.rounding);
          if (rounds) {
            expect(p.payable % 100 === 0).toBe(true);
            expect(Math.abs(p.rounding)).toBeLessThanOrEqual(50);
          } else expect(p.rounding).toBe(0);
        },
      ),
    );
  });
});

describe('a return in the cart (negative quantity, money.md 5)', () => {
  it('sums sold and returned lines by the same line rule (the till pays them on separate receipts)', () => {
    const sold = ch('a', 2_000, { price: 2_390, originalPrice: 2_390 });
    const back = ch('b', -1_000, { price: 5_000, originalPrice: 5_000, discountType: 'percent', discountValue: 1_000 });
    // 2 × 23,90 − 1 × (50,00 − 10 %) = 47,80 − 45,00
    expect(cartTotalOre([sold, back])).toBe(280);
    expect(cartTotalOre([ch('c', 1_000, { price: 2_390 }), back])).toBe(-2_110);
  });

  // SWEDEN.md: cash is rounded to whole kronor, 1-49 öre down, 50-99 up (lag 1970:1029). A refund is
  // the mirror of a sale (roundCashOre rounds half away from zero): 12,49 kr back is 12 kr, 12,50 is 13.
  it.each([
    [-1_249, -1_200, 49],
    [-1_250, -1_300, -50],
    [-1_251, -1_300, -49],
    [-1_201, -1_200, 1],
  ])('cash pays back %i öre as %i (rounding %i); a card pays it exactly', (total, payable, rounding) => {
    expect(payableOre({ total, roundsToKronor: true })).toEqual({ total, customerCredit: 0, rounding, payable });
    expect(payableOre({ total, roundsToKronor: false })).toEqual({
      total,
      customerCredit: 0,
      rounding: 0,
      payable: total,
    });
    expect(payableOre({ total: -total, roundsToKronor: true }).payable).toBe(-payable);
  });

  it('customer credit never pays a refund', () => {
    expect(payableOre({ total: -5_000, roundsToKronor: false, customerCredit: 2_000, availableCredit: 9_000 })).toEqual(
      { total: -5_000, customerCredit: 0, rounding: 0, payable: -5_000 },
    );
  });
});
