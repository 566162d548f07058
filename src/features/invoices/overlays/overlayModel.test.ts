import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_CREDIT_TEXTS, INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import {
  creditUseCheck,
  kronorText,
  oreFromText,
  parsePaymentDate,
  payingMethods,
  registeringMethods,
} from './overlayModel';

describe('oreFromText', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['100', 10000],
    ['100,5', 10050],
    ['100.50', 10050],
    ['1 234,56', 123456],
    ['0,005', 1],
    ['0,004', 0],
    ['12,345', 1235],
    ['-3', -300],
    ['\u221250', -5000],
    [',5', 50],
    ['abc', null],
    ['12kr', null],
    ['1,2,3', null],
    ['--1', null],
  ])('%j → %j', (text, ore) => {
    expect(oreFromText(text)).toBe(ore);
  });

  it('reads back what kronorText writes, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (ore) => {
        expect(oreFromText(kronorText(ore))).toBe(ore);
      }),
    );
  });
});

describe('kronorText', () => {
  it.each([
    [10000, '100'],
    [10050, '100,50'],
    [5, '0,05'],
    [-2550, '-25,50'],
    [0, '0'],
  ])('%i → %s', (ore, text) => {
    expect(kronorText(ore)).toBe(text);
  });
});

const method = (id: number, gateway: string, over: Record<string, unknown> = {}) => ({
  id,
  name: `M${id}`,
  gateway,
  display_order: id,
  workstation_ids: [] as number[],
  accounts: [],
  ...over,
});

describe('payingMethods', () => {
  it('leaves out the invoicing, payment-link and customer-credit gateways', () => {
    const all = [
      method(1, 'cash'),
      method(2, 'invoicing'),
      method(3, 'payment_link'),
      method(4, 'customer_credit'),
      method(5, 'integrated_terminal'),
      method(6, 'bankgiro'),
    ];
    expect(payingMethods(all, 3).map((m) => m.id)).toEqual([1, 5, 6]);
    expect(registeringMethods(all).map((m) => m.id)).toEqual([1, 5, 6]);
  });

  it('keeps only methods switched on at this workstation (none listed: everywhere), in display order', () => {
    const all = [
      method(1, 'swish', { display_order: 5 }),
      method(2, 'cash', { workstation_ids: [7] }),
      method(3, 'integrated_terminal', { workstation_ids: [3], display_order: 0 }),
    ];
    expect(payingMethods(all, 3).map((m) => m.id)).toEqual([3, 1]);
    expect(payingMethods(all, 7).map((m) => m.id)).toEqual([2, 1]);
    expect(payingMethods(all, null).map((m) => m.id)).toEqual([1]);
    // Registering a payment made elsewhere is not tied to a workstation.
    expect(registeringMethods(all).map((m) => m.id)).toEqual([3, 2, 1]);
  });
});

describe("creditUseCheck ('Använd tillgodo', bookings.md 5)", () => {
  it.each([
    [null, 5000, 10000, CUSTOMER_CREDIT_TEXTS.notNumber, null],
    [-100, 5000, 10000, CUSTOMER_CREDIT_TEXTS.notPositive, null],
    [5001, 5000, 10000, CUSTOMER_CREDIT_TEXTS.useAboveAvailable, null],
    [6000, 8000, 5000, CUSTOMER_CREDIT_TEXTS.useAbovePayable, null],
    [5000, 5000, 10000, null, null],
    [0, 5000, 10000, null, null],
    [0, 5000, 0, null, CUSTOMER_CREDIT_TEXTS.nothingToPay],
  ])('use %s of %i for %i → %s / %s', (ore, available, payable, error, warning) => {
    expect(creditUseCheck(ore, available, payable)).toEqual({ error, warning });
  });
});

describe('parsePaymentDate', () => {
  const today = '2026-03-30';
  it.each([
    ['2026-03-30', { date: '2026-03-30' }],
    ['2026-03-29', { date: '2026-03-29' }],
    ['2025-12-31', { date: '2025-12-31' }],
    ['idag', { date: today }],
    ['Igår', { date: '2026-03-29' }],
    ['-3', { date: '2026-03-27' }],
    ['-30', { date: '2026-02-28' }],
    ['2026-03-31', { error: INVOICE_TEXTS.dateInFuture }],
    ['2027-01-01', { error: INVOICE_TEXTS.dateInFuture }],
    ['2026-02-30', { error: INVOICE_TEXTS.dateInvalid }],
    ['30/3', { error: INVOICE_TEXTS.dateInvalid }],
    ['', { error: INVOICE_TEXTS.dateMissing }],
  ])('%j → %j', (text, result) => {
    expect(parsePaymentDate(text, today)).toEqual(result);
  });

  it('never gives a date after today', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const r = parsePaymentDate(text, today);
        if ('date' in r) expect(r.date <= today).toBe(true);
      }),
    );
  });
});
