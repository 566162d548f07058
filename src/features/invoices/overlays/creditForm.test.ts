import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SalesItem } from '../../../contracts/invoices';
import { INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { creditOutcome, initialCreditForm, lineQuantity, lineShare, type CreditFormState } from './creditForm';

const line = (id: number, quantity: number, price: number, over: Partial<SalesItem> = {}): SalesItem => ({
  id,
  product: { id: 100 + id, name: `Vara ${id}`, gui_color: 'blue' },
  product_name: `Vara ${id}`,
  quantity,
  price,
  original_price: null,
  caption: null,
  vat_rate: 2500,
  is_accommodation_charge: false,
  discount_type: null,
  discount_value: null,
  sale: Math.round((price * quantity) / 1000),
  ...over,
});

// Two nights at 450,25 and a bag of wood at 99,50: 999,99 kr, rounded to 1 000 kr (+1 öre).
const lines = [line(1, 2000, 45025, { is_accommodation_charge: true }), line(2, 1000, 9950)];
const inv = (over: Partial<{ total: number; rounding: number; remaining_amount: number }> = {}) => ({
  sales_items: lines,
  total: 100000,
  rounding: 1,
  remaining_amount: 100000,
  ...over,
});
const form = (over: Partial<CreditFormState> = {}): CreditFormState => ({ ...initialCreditForm(inv()), ...over });
const pick = (state: CreditFormState, id: number, qtyText?: string): CreditFormState => ({
  ...state,
  lines: { ...state.lines, [id]: { checked: true, qtyText: qtyText ?? state.lines[id].qtyText } },
});

describe('creditOutcome', () => {
  it('starts with nothing chosen: no rows, the first problem of money.md 5', () => {
    const out = creditOutcome(inv(), form());
    expect(out.rows).toEqual([]);
    expect(out.problem).toBe(INVOICE_TEXTS.noRowsSelected);
  });

  it('credits the whole invoice, its rounding included, with every line in full', () => {
    const out = creditOutcome(inv(), form({ mode: 'credit-full-amount' }));
    expect(out.amount).toBe(100000);
    expect(out.problem).toBeNull();
    expect(out.items).toEqual([
      { sales_item_id: 1, product_id: 101, quantity: 2000, price: 45025, is_accommodation_charge: true },
      { sales_item_id: 2, product_id: 102, quantity: 1000, price: 9950, is_accommodation_charge: false },
    ]);
  });

  it('credits what remains as one row', () => {
    const out = creditOutcome(inv({ remaining_amount: 40000 }), form({ mode: 'credit-remaining-amount' }));
    expect(out.amount).toBe(40000);
    expect(out.items).toEqual([{ quantity: 1000, price: 40000, is_accommodation_charge: false }]);
  });

  it('credits chosen rows and quantities; the sum while the remaining covers it', () => {
    const out = creditOutcome(inv(), pick(form(), 1, '1'));
    expect(out.amount).toBe(45025);
    expect(out.items).toEqual([
      { sales_item_id: 1, product_id: 101, quantity: 1000, price: 45025, is_accommodation_charge: true },
    ]);
  });

  it('rounds to whole kronor when the remaining does not cover the sum (part is paid out)', () => {
    const out = creditOutcome(inv({ remaining_amount: 20000 }), pick(form(), 1, '1'));
    expect(out.amount).toBe(45000);
  });

  it('refuses a quantity above the line or not a number, per row', () => {
    expect(creditOutcome(inv(), pick(form(), 1, '3')).rowErrors).toEqual({ 1: INVOICE_TEXTS.quantityAbove('2') });
    expect(creditOutcome(inv(), pick(form(), 1, 'x')).rowErrors).toEqual({ 1: INVOICE_TEXTS.quantityInvalid });
    expect(creditOutcome(inv(), pick(form(), 1, '0')).rowErrors).toEqual({ 1: INVOICE_TEXTS.quantityInvalid });
  });

  it('adds the custom row: positive is quantity 1, negative −1 (then the credit is not negative)', () => {
    const plus = creditOutcome(inv(), form({ customText: '150,50', customChecked: true }));
    expect(plus.items).toEqual([{ quantity: 1000, price: 15050, is_accommodation_charge: false }]);
    expect(plus.amount).toBe(15050);
    expect(plus.problem).toBeNull();
    const minus = creditOutcome(inv(), form({ customText: '-150', customChecked: true }));
    expect(minus.items).toEqual([{ quantity: -1000, price: 15000, is_accommodation_charge: false }]);
    expect(minus.problem).toBe(INVOICE_TEXTS.creditNotNegative);
    // Unchecked, or not a number: no row.
    expect(creditOutcome(inv(), form({ customText: '150', customChecked: false })).rows).toEqual([]);
    expect(creditOutcome(inv(), form({ customText: 'abc', customChecked: true })).rows).toEqual([]);
  });

  it('refuses a chosen row worth 0 kr', () => {
    const free = { ...inv(), sales_items: [...lines, line(3, 1000, 0)] };
    const state = pick(initialCreditForm(free), 3);
    expect(creditOutcome(free, state).problem).toBe(INVOICE_TEXTS.creditZeroPrice);
  });

  it('never credits more than the invoice in full mode, and the full credit equals its total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ q: fc.integer({ min: 1, max: 5000 }), p: fc.integer({ min: 1, max: 500_000 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        (spec) => {
          const items = spec.map((x, i) => line(i + 1, x.q, x.p));
          const sum = items.reduce((a, l) => a + l.sale, 0);
          const total = Math.round(sum / 100) * 100;
          const invoice = { sales_items: items, total, rounding: total - sum, remaining_amount: total };
          const out = creditOutcome(invoice, { ...initialCreditForm(invoice), mode: 'credit-full-amount' });
          if (items.some((l) => l.sale === 0)) return;
          expect(out.amount).toBe(total);
        },
      ),
    );
  });
});

describe('lineShare and lineQuantity', () => {
  it('a whole line is its own total; a part its share to the öre', () => {
    const l = line(1, 3000, 3333, { sale: 9999 });
    expect(lineShare(l, 3000)).toBe(9999);
    expect(lineShare(l, 1000)).toBe(3333);
    expect(lineShare(l, 1500)).toBe(5000);
  });
  it('a line that took money off (a return) is worth a negative share, so it cannot be chosen', () => {
    const ret = line(1, -2000, 5000, { sale: -10000 });
    expect(lineShare(ret, 1000)).toBe(-5000);
    expect(lineShare(ret, 2000)).toBe(-10000);
    const invoice = { sales_items: [ret], total: -10000, rounding: 0, remaining_amount: 0 };
    const state = { ...initialCreditForm(invoice), lines: { 1: { checked: true, qtyText: '1' } } };
    expect(creditOutcome(invoice, state).problem).toBe(INVOICE_TEXTS.creditZeroPrice);
  });
  it('takes units with a comma', () => {
    expect(lineQuantity(line(1, 2500, 100), '1,5')).toEqual({ quantity: 1500 });
    expect(lineQuantity(line(1, 2500, 100), '2,6')).toEqual({ error: INVOICE_TEXTS.quantityAbove('2,5') });
  });
});
