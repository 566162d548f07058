import { describe, expect, it } from 'vitest';
import { discountForPrice, lineSale, saleTotals } from './pricing';
import { buildControlObject, commaKronor } from './controlObject';
import { outcomeForAmount } from './terminalSimulator';

describe('lineSale', () => {
  it.each([
    [2390, 3000, null, null, 7170],
    [2390, 2000, 'percent', 1000, 4302], // 47,80 − 10 % = 43,02
    [2390, 2000, 'flat', 390, 4000], // 3,90 off each
    [2390, 1000, 'flat', 9999, 0], // capped at the price
    [2390, 1000, 'percent', 20000, 0], // capped at 100 %
    [1999, 1500, 'fixed', 400, 2999], // fixed: the price is already the new one; 29,985 → 29,99 half away from zero
  ] as const)('%i öre × %i with %s %s = %i', (price, qty, type, value, sale) => {
    expect(lineSale(price, qty, type, value)).toBe(sale);
  });
});

describe('saleTotals', () => {
  it('rounds cash to whole kronor (1-49 down, 50-99 up) and never card', () => {
    const line = (sale: number, vatRate: number) => ({ sale, vatRate, quantity: 1000, isService: false });
    const lines = [line(7170, 600), line(12549, 2500)];
    expect(saleTotals(lines, 0, true)).toMatchObject({
      itemsTotal: 19719,
      payable: 19700,
      rounding: -19,
      total: 19700,
    });
    expect(saleTotals(lines, 0, false)).toMatchObject({ payable: 19719, rounding: 0, total: 19719 });
    expect(saleTotals(lines, 5000, true)).toMatchObject({ payable: 14700, rounding: -19, total: 19700 });
    expect(saleTotals([line(150, 2500)], 0, true).payable).toBe(200);
    expect(saleTotals(lines, 0, true).vat.map((v) => v.rate)).toEqual([2500, 600]);
  });

  it('a hand-set price is a fixed discount against the original', () => {
    expect(discountForPrice(2000, 2390)).toEqual({ type: 'fixed', value: 390 });
    expect(discountForPrice(2390, 2390)).toEqual({ type: 'none', value: 0 });
    expect(discountForPrice(500, null)).toEqual({ type: 'none', value: 0 });
  });
});

describe('control object', () => {
  it('carries the fields the control unit signs, amounts with a decimal comma', () => {
    expect(commaKronor(12345)).toBe('123,45');
    expect(commaKronor(-5)).toBe('-0,05');
    const o = buildControlObject({
      at: new Date('2026-07-15T08:05:00Z'),
      orgNumber: '556677-8899',
      registerName: 'Kassa 1',
      serial: 7,
      type: 'normal',
      total: 19700,
      isReturn: false,
      vat: [
        { rate: 2500, vat: 2510 },
        { rate: 600, vat: 406 },
      ],
    });
    expect(o).toEqual({
      date_time: '202607151005',
      org_number: '5566778899',
      register_id: 'Kassa 1',
      serial: 7,
      receipt_type: 'normal',
      return_total: '0,00',
      sales_total: '197,00',
      vat: ['25,00;25,10', '6,00;4,06'],
    });
  });
});

describe('terminal outcome by amount', () => {
  it.each([
    [2313, 'decline'],
    [2317, 'timeout'],
    [2319, 'cancel'],
    [2390, 'approve'],
    [13, 'decline'],
  ] as const)('%i → %s', (amount, outcome) => {
    expect(outcomeForAmount(amount)).toBe(outcome);
  });
});
