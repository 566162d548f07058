import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { receiptLineFromCharge, receiptTotals, type ReceiptLine } from './receiptTotals';
import { vatFromGross, VAT_RATES } from './money';

const line = (sale: number, vatRate: number, quantity = 1_000, isService = false): ReceiptLine => ({
  sale,
  vatRate,
  quantity,
  isService,
});

describe('receiptTotals', () => {
  it('a mixed receipt: VAT per rate, highest first', () => {
    const t = receiptTotals([
      line(12_500, 2500),
      line(11_200, 1200, 2_000, true),
      line(10_600, 600),
      line(5_000, 0),
      line(2_500, 2500),
    ]);
    expect(t.total).toBe(41_800);
    expect(t.vat).toEqual([
      { rate: 2500, gross: 15_000, vat: 3_000, net: 12_000 },
      { rate: 1200, gross: 11_200, vat: 1_200, net: 10_000 },
      { rate: 600, gross: 10_600, vat: 600, net: 10_000 },
      { rate: 0, gross: 5_000, vat: 0, net: 5_000 },
    ]);
    expect(t.vatTotal).toBe(4_800);
    expect(t.goods).toEqual({ lines: 4, quantity: 4_000 });
    expect(t.services).toEqual({ lines: 1, quantity: 2_000 });
    expect(t.rounding).toBe(0);
    expect(t.toPay).toBe(41_800);
  });

  it.each<[number, boolean, number, number]>([
    // total, cash, rounding, to pay
    [10_049, true, -49, 10_000],
    [10_050, true, 50, 10_100],
    [10_049, false, 0, 10_049],
    [-10_050, true, -50, -10_100], // a cash return mirrors the sale
    [-10_049, true, 49, -10_000],
  ])('rounding line: %i öre, cash %s → %i, to pay %i', (total, cash, rounding, toPay) => {
    const t = receiptTotals([line(total, 1200)], { roundsToKronor: cash });
    expect(t.rounding).toBe(rounding);
    expect(t.toPay).toBe(toPay);
    expect(t.total).toBe(total);
  });

  it('customer credit is taken before rounding', () => {
    const t = receiptTotals([line(10_075, 2500)], { roundsToKronor: true, customerCredit: 5_000 });
    expect(t).toMatchObject({ total: 10_075, customerCredit: 5_000, rounding: 25, toPay: 5_100 });
  });

  it('VAT of a return is the exact negative of the sale', () => {
    const sale = receiptTotals([line(9_999, 2500), line(333, 600)]);
    const ret = receiptTotals([line(-9_999, 2500, -1_000), line(-333, 600, -1_000)]);
    expect(ret.vat.map((g) => g.vat)).toEqual(sale.vat.map((g) => -g.vat));
    expect(ret.goods.quantity).toBe(-2_000);
  });

  it('an empty receipt is zero', () => {
    expect(receiptTotals([])).toMatchObject({ total: 0, vat: [], vatTotal: 0, toPay: 0 });
  });

  it('a line from a discounted charge', () => {
    const c = {
      quantity: 3_000,
      price: 9_900,
      originalPrice: 9_900,
      discountType: 'percent' as const,
      discountValue: 3_333,
    };
    expect(receiptLineFromCharge(c, 1200, true)).toEqual({
      sale: 19_800,
      vatRate: 1200,
      quantity: 3_000,
      isService: true,
    });
  });

  it('property: VAT per rate sums to the gross and the gross to the total', () => {
    const lineArb = fc.record({
      sale: fc.integer({ min: -5_000_000, max: 5_000_000 }),
      vatRate: fc.constantFrom(...VAT_RATES),
      quantity: fc.integer({ min: -10_000, max: 10_000 }),
      isService: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), fc.boolean(), (lines, cash) => {
        const t = receiptTotals(lines, { roundsToKronor: cash });
        expect(t.vat.reduce((s, g) => s + g.gross, 0)).toBe(lines.reduce((s, l) => s + l.sale, 0));
        expect(t.total).toBe(lines.reduce((s, l) => s + l.sale, 0));
        for (const g of t.vat) {
          expect(g.vat + g.net).toBe(g.gross);
          expect(g.vat).toBe(
            vatFromGross(
              lines.filter((l) => l.vatRate === g.rate).reduce((s, l) => s + l.sale, 0),
              g.rate,
            ),
          );
        }
        expect(new Set(t.vat.map((g) => g.rate)).size).toBe(t.vat.length);
        expect(t.goods.lines + t.services.lines).toBe(lines.length);
        expect(t.toPay).toBe(t.total + t.rounding);
        if (cash) expect(t.toPay % 100 === 0).toBe(true);
      }),
    );
  });
});
