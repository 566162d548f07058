import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_CREDIT_TEXTS, INVOICE_TEXTS as T } from './invoiceTexts';
import {
  CREDIT_REMAINDER_LIMIT_ORE,
  type CreditRow,
  canRefundPayment,
  canReversePayment,
  checkoutAmountCheck,
  creditAmount,
  creditApplied,
  creditLeavesRemainder,
  creditPreview,
  creditProblems,
  customerCreditAmountCheck,
  type InvoiceSums,
  invoiceChip,
  invoiceStatus,
  isOverdue,
  isOverdueDeposit,
  maxCreditUse,
  type PaymentLike,
  type PaymentTermLike,
  parseCreditInput,
  payableAfterCredit,
  registerPaymentCheck,
  remainingOf,
  roundInvoiceTotal,
  surplusOf,
  termSchedule,
} from './invoices';
import { lineTotalOre } from './money';
import { ocrReference } from './numbers';

// ---------------------------------------------------------------------------------------------------------
describe('the four ledger rules kept as they were', () => {
  it.each<[InvoiceSums, number, string]>([
    [{ total: 10000, paid: 0, credited: 0 }, 10000, 'open'],
    [{ total: 10000, paid: 4000, credited: 0 }, 6000, 'partial'],
    [{ total: 10000, paid: 4000, credited: 6000 }, 0, 'closed'],
    [{ total: 10000, paid: 12000, credited: 0 }, 0, 'closed'],
    [{ total: -5000, paid: 0, credited: -2000 }, -3000, 'partial'],
    [{ total: -5000, paid: 0, credited: 0 }, -5000, 'open'],
    [{ total: -5000, paid: -3000, credited: -2000 }, 0, 'closed'],
    [{ total: 0, paid: 0, credited: 0 }, 0, 'closed'],
  ])('%o → remaining %i, %s', (s, remaining, status) => {
    expect(remainingOf(s)).toBe(remaining);
    expect(invoiceStatus(s)).toBe(status);
  });

  it('overdue and overdue deposit', () => {
    const inv = { total: 10000, paid: 0, credited: 0, isCredit: false, dueDate: '2026-06-10' };
    expect(isOverdue(inv, '2026-06-10')).toBe(false);
    expect(isOverdue(inv, '2026-06-11')).toBe(true);
    expect(isOverdue({ ...inv, isCredit: true, total: -10000 }, '2026-06-11')).toBe(false);
    const dep = { ...inv, depositDueDate: '2026-06-01', depositAmount: 3000 };
    expect(isOverdueDeposit({ ...dep, paid: 2900 }, '2026-06-02')).toBe(true);
    expect(isOverdueDeposit({ ...dep, paid: 3000 }, '2026-06-02')).toBe(false);
    expect(isOverdueDeposit({ ...dep, paid: 2900 }, '2026-06-01')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('roundInvoiceTotal: whole kronor, 50 öre away from zero', () => {
  it.each([
    [0, 0, 0],
    [12300, 12300, 0],
    [12349, 12300, -49],
    [12350, 12400, 50],
    [12351, 12400, 49],
    [12301, 12300, -1],
    [12399, 12400, 1],
    [49, 0, -49],
    [50, 100, 50],
    [51, 100, 49],
    [-49, 0, 49],
    [-50, -100, -50],
    [-51, -100, -49],
    [-12349, -12300, 49],
    [-12350, -12400, -50],
  ])('%i → total %i, rounding %i', (sum, total, rounding) => {
    expect(roundInvoiceTotal(sum)).toEqual({ total, rounding });
  });

  it('property: |rounding| ≤ 50, total is whole kronor and total − rounding is the sum', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (sum) => {
        const { total, rounding } = roundInvoiceTotal(sum);
        expect(Math.abs(rounding)).toBeLessThanOrEqual(50);
        expect(total % 100 === 0).toBe(true);
        expect(total - rounding).toBe(sum);
        expect(roundInvoiceTotal(-sum).total).toBe(-total || 0);
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
const TERM0: PaymentTermLike = {
  due_date_date: null,
  due_date_days_before_checkin: null,
  due_date_days_from_invoicing: null,
  min_days_due_date: null,
  deposit_date: null,
  deposit_days_before_checkin: null,
  deposit_days_from_invoicing: null,
  deposit_amount: null,
  deposit_percent: null,
  deposit_condition_min_amount: null,
  deposit_condition_min_days_before_checkin: null,
};
const term = (over: Partial<PaymentTermLike>): PaymentTermLike => ({ ...TERM0, ...over });
const INV = '2026-03-20';
const BAD = { ok: false, message: 'Villkoren ej kompatibla' };
const due = (dueDate: string | null, depositAmount: number | null = null, depositDueDate: string | null = null) => ({
  ok: true,
  dueDate,
  depositAmount,
  depositDueDate,
});

describe('termSchedule: due date', () => {
  it.each<[string, Partial<PaymentTermLike>, string | null, unknown]>([
    ['term 1: nothing set → no due date', {}, '2026-07-01', due(null)],
    ['term 2: due today', { due_date_days_from_invoicing: 0 }, null, due(INV)],
    ['days from invoicing', { due_date_days_from_invoicing: 30 }, null, due('2026-04-19')],
    ['across spring DST (29 March)', { due_date_days_from_invoicing: 10 }, null, due('2026-03-30')],
    ['fixed date', { due_date_date: '2026-05-01' }, null, due('2026-05-01')],
    ['fixed date in the past → the invoice date', { due_date_date: '2026-01-01' }, null, due(INV)],
    ['days before check-in', { due_date_days_before_checkin: 14 }, '2026-07-01', due('2026-06-17')],
    ['days before a check-in across autumn DST', { due_date_days_before_checkin: 1 }, '2026-10-26', due('2026-10-25')],
    [
      'days before check-in already passed → invoice date',
      { due_date_days_before_checkin: 30 },
      '2026-04-01',
      due(INV),
    ],
    ['days before check-in without a check-in', { due_date_days_before_checkin: 14 }, null, BAD],
    ['two rules', { due_date_date: '2026-05-01', due_date_days_from_invoicing: 10 }, null, BAD],
    [
      'three rules',
      { due_date_date: '2026-05-01', due_date_days_from_invoicing: 1, due_date_days_before_checkin: 1 },
      '2026-07-01',
      BAD,
    ],
    ['negative days', { due_date_days_from_invoicing: -1 }, null, BAD],
    ['fractional days', { due_date_days_from_invoicing: 1.5 }, null, BAD],
  ])('%s', (_, over, checkIn, expected) => {
    expect(termSchedule(term(over), { total: 100000, invoiceDate: INV, checkIn })).toEqual(expected);
  });

  it.each<[number, string, string]>([
    // check-in 2026-04-01, 30 days before = 2026-03-02 (past) → at least invoice date + min days.
    [0, '2026-04-01', INV],
    [10, '2026-04-01', '2026-03-30'],
    [12, '2026-04-01', '2026-04-01'],
    // min days shorter than the term's own date: the term's date stands.
    [5, '2026-07-01', '2026-06-01'],
    // exactly at the boundary: term date 2026-06-01 is invoice date + 73 days.
    [73, '2026-07-01', '2026-06-01'],
    [74, '2026-07-01', '2026-06-02'],
  ])('min_days_due_date %i with check-in %s → %s', (min, checkIn, expected) => {
    const t = term({ due_date_days_before_checkin: 30, min_days_due_date: min });
    expect(termSchedule(t, { total: 100000, invoiceDate: INV, checkIn })).toEqual(due(expected));
  });

  it('min days do not invent a due date for a term without one', () => {
    expect(termSchedule(term({ min_days_due_date: 10 }), { total: 1, invoiceDate: INV, checkIn: null })).toEqual(
      due(null),
    );
  });
});

describe('termSchedule: deposit', () => {
  const base = { due_date_days_before_checkin: 14, deposit_days_from_invoicing: 10 };
  const run = (over: Partial<PaymentTermLike>, total = 100000, checkIn: string | null = '2026-07-01') =>
    termSchedule(term({ ...base, ...over }), { total, invoiceDate: INV, checkIn });

  it.each<[string, Partial<PaymentTermLike>, number, string | null, unknown]>([
    ['fixed amount', { deposit_amount: 30000 }, 100000, '2026-07-01', due('2026-06-17', 30000, '2026-03-30')],
    [
      'fixed amount rounded to kronor',
      { deposit_amount: 30050 },
      100000,
      '2026-07-01',
      due('2026-06-17', 30100, '2026-03-30'),
    ],
    ['25 %', { deposit_percent: 2500 }, 100000, '2026-07-01', due('2026-06-17', 25000, '2026-03-30')],
    [
      '25 % of 999,98 kr = 249,995 → 250 kr',
      { deposit_percent: 2500 },
      99998,
      '2026-07-01',
      due('2026-06-17', 25000, '2026-03-30'),
    ],
    [
      '33,33 % of 1 000 kr → 333 kr',
      { deposit_percent: 3333 },
      100000,
      '2026-07-01',
      due('2026-06-17', 33300, '2026-03-30'),
    ],
    ['amount ≥ total → no deposit', { deposit_amount: 100000 }, 100000, '2026-07-01', due('2026-06-17')],
    ['100 % → no deposit', { deposit_percent: 10000 }, 100000, '2026-07-01', due('2026-06-17')],
    ['rounds to the total → no deposit', { deposit_amount: 99960 }, 100000, '2026-07-01', due('2026-06-17')],
    ['0 % → no deposit', { deposit_percent: 0 }, 100000, '2026-07-01', due('2026-06-17')],
    ['under 50 öre → no deposit', { deposit_amount: 49 }, 100000, '2026-07-01', due('2026-06-17')],
    ['amount and percent', { deposit_amount: 100, deposit_percent: 100 }, 100000, '2026-07-01', BAD],
    ['percent above 100 %', { deposit_percent: 10001 }, 100000, '2026-07-01', BAD],
    ['no date rule', { deposit_amount: 30000, deposit_days_from_invoicing: null }, 100000, '2026-07-01', BAD],
    ['two date rules', { deposit_amount: 30000, deposit_date: '2026-04-01' }, 100000, '2026-07-01', BAD],
    ['date rules but no amount → no deposit', {}, 100000, '2026-07-01', due('2026-06-17')],
    ['credit invoice total → no deposit', { deposit_amount: 30000 }, -100000, '2026-07-01', due('2026-06-17')],
  ])('%s', (_, over, total, checkIn, expected) => {
    expect(run(over, total, checkIn)).toEqual(expected);
  });

  it.each<[string, Partial<PaymentTermLike>, string | null, unknown]>([
    [
      'fixed deposit date',
      { deposit_days_from_invoicing: null, deposit_date: '2026-04-15' },
      '2026-07-01',
      '2026-04-15',
    ],
    [
      'deposit date after the due date → the due date',
      { deposit_days_from_invoicing: 200 },
      '2026-07-01',
      '2026-06-17',
    ],
    [
      'deposit date before the invoice date → the invoice date',
      { deposit_days_from_invoicing: null, deposit_date: '2026-01-01' },
      '2026-07-01',
      INV,
    ],
    [
      'days before check-in',
      { deposit_days_from_invoicing: null, deposit_days_before_checkin: 60 },
      '2026-07-01',
      '2026-05-02',
    ],
    [
      'days before check-in across autumn DST',
      { deposit_days_from_invoicing: null, deposit_days_before_checkin: 20 },
      '2026-11-14',
      '2026-10-25',
    ],
  ])('deposit due date: %s', (_, over, checkIn, expected) => {
    const r = run({ deposit_amount: 20000, ...over, due_date_days_before_checkin: 14 }, 100000, checkIn);
    expect(r).toMatchObject({ ok: true, depositAmount: 20000, depositDueDate: expected });
  });

  it('deposit days before a check-in the invoice does not have → no deposit', () => {
    const r = termSchedule(
      term({ due_date_days_from_invoicing: 30, deposit_amount: 20000, deposit_days_before_checkin: 60 }),
      { total: 100000, invoiceDate: INV, checkIn: null },
    );
    expect(r).toEqual(due('2026-04-19'));
  });

  it('a deposit without a due date is dated from the invoice date only', () => {
    const r = termSchedule(term({ deposit_percent: 5000, deposit_days_from_invoicing: 400 }), {
      total: 100000,
      invoiceDate: INV,
      checkIn: null,
    });
    expect(r).toEqual(due(null, 50000, '2027-04-24'));
  });

  it.each<[number, number, boolean]>([
    [100000, 100000, true],
    [99999, 100000, false],
    [100001, 100000, true],
  ])('min amount condition: total %i, minimum %i → deposit %s', (total, min, has) => {
    const r = run({ deposit_amount: 20000, deposit_condition_min_amount: min }, total);
    expect(r).toMatchObject({ ok: true, depositAmount: has ? 20000 : null });
  });

  it.each<[string, number, boolean]>([
    // invoice date 2026-03-20; 2026-04-19 is 30 days later.
    ['2026-04-19', 30, true],
    ['2026-04-18', 30, false],
    ['2026-04-20', 30, true],
    // the day count is calendar days across the spring DST change (2026-03-29).
    ['2026-03-30', 10, true],
    ['2026-03-29', 10, false],
  ])('min days before check-in: check-in %s, minimum %i → deposit %s', (checkIn, min, has) => {
    const r = termSchedule(
      term({
        due_date_days_from_invoicing: 0,
        min_days_due_date: 5,
        deposit_amount: 20000,
        deposit_days_from_invoicing: 0,
        deposit_condition_min_days_before_checkin: min,
      }),
      { total: 100000, invoiceDate: INV, checkIn },
    );
    expect(r).toMatchObject({ ok: true, dueDate: '2026-03-25', depositAmount: has ? 20000 : null });
  });

  it('min days before check-in with no check-in → no deposit', () => {
    expect(
      run(
        { deposit_amount: 20000, deposit_condition_min_days_before_checkin: 1, due_date_days_before_checkin: null },
        100000,
        null,
      ),
    ).toEqual(due(null));
  });

  it('property: a deposit is whole kronor, above 0, below the total, dated within [invoice date, due date]', () => {
    const days = fc.option(fc.integer({ min: 0, max: 400 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          due_date_days_before_checkin: days,
          due_date_days_from_invoicing: days,
          min_days_due_date: days,
          deposit_days_before_checkin: days,
          deposit_days_from_invoicing: days,
          deposit_amount: fc.option(fc.integer({ min: 0, max: 500000 }), { nil: null }),
          deposit_percent: fc.option(fc.integer({ min: 0, max: 10000 }), { nil: null }),
          deposit_condition_min_amount: fc.option(fc.integer({ min: 0, max: 500000 }), { nil: null }),
          deposit_condition_min_days_before_checkin: days,
        }),
        fc.integer({ min: -100000, max: 1000000 }),
        fc.option(fc.integer({ min: -10, max: 500 }), { nil: null }),
        (over, total, checkInOffset) => {
          const checkIn = checkInOffset == null ? null : addDaysTo(INV, checkInOffset);
          const r = termSchedule(term(over), { total, invoiceDate: INV, checkIn });
          if (!r.ok) {
            expect(r.message).toBe(T.termsIncompatible);
            return;
          }
          if (r.dueDate != null) {
            expect(r.dueDate >= INV).toBe(true);
            if (over.min_days_due_date != null) expect(r.dueDate >= addDaysTo(INV, over.min_days_due_date)).toBe(true);
          }
          if (r.depositAmount == null) {
            expect(r.depositDueDate).toBeNull();
            return;
          }
          expect(r.depositAmount % 100).toBe(0);
          expect(r.depositAmount).toBeGreaterThan(0);
          expect(r.depositAmount).toBeLessThan(total);
          expect(r.depositDueDate! >= INV).toBe(true);
          if (r.dueDate != null) expect(r.depositDueDate! <= r.dueDate).toBe(true);
        },
      ),
    );
  });
});

/** Independent of src/domain/dates.ts: UTC noon arithmetic, DST cannot shift a day. */
function addDaysTo(iso: string, n: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------
describe('credit invoice amount', () => {
  // An invoice of 3 rows: 2 × 100,49 + 1 × 50,00 + 0,5 × 19,99 = 200,98 + 50,00 + 10,00 (9,995 → 10,00) = 260,98
  const rows: CreditRow[] = [
    { quantity: 2000, price: 10049 },
    { quantity: 1000, price: 5000 },
    { quantity: 500, price: 1999 },
  ];
  const inv = { invoiceTotal: 26100, rounding: 2 };

  it('the invoice adds up as the table assumes', () => {
    expect(rows.reduce((s, r) => s + lineTotalOre(r.price, r.quantity), 0)).toBe(26098);
    expect(roundInvoiceTotal(26098)).toEqual({ total: 26100, rounding: 2 });
  });

  it.each<[string, CreditRow[], number, { amount: number; includesRounding: boolean; rounding: number }]>([
    ['the whole invoice includes its rounding', rows, 26100, { amount: 26100, includesRounding: true, rounding: 2 }],
    [
      'the whole invoice, partly paid: still exactly the total',
      rows,
      10000,
      { amount: 26100, includesRounding: true, rounding: 2 },
    ],
    [
      'one row, remaining covers it: the sum',
      [rows[1]!],
      26100,
      { amount: 5000, includesRounding: false, rounding: 0 },
    ],
    [
      'one row with öre, remaining covers it: the sum',
      [rows[0]!],
      26100,
      { amount: 20098, includesRounding: false, rounding: 0 },
    ],
    ['remaining exactly the sum', [rows[0]!], 20098, { amount: 20098, includesRounding: false, rounding: 0 }],
    [
      'remaining 99 öre above the sum: the remainder is credited too',
      [rows[1]!],
      5099,
      { amount: 5099, includesRounding: true, rounding: 99 },
    ],
    [
      'remaining 100 öre above the sum: the sum',
      [rows[1]!],
      5100,
      { amount: 5000, includesRounding: false, rounding: 0 },
    ],
    [
      'remaining 1 öre above the sum: credited too',
      [rows[1]!],
      5001,
      { amount: 5001, includesRounding: true, rounding: 1 },
    ],
    [
      'remaining below the sum: whole kronor (49 öre down)',
      [rows[0]!, { quantity: 1000, price: 251 }],
      100,
      { amount: 20300, includesRounding: true, rounding: -49 },
    ],
    [
      'remaining below the sum: whole kronor (50 öre up)',
      [{ quantity: 1000, price: 20050 }],
      100,
      { amount: 20100, includesRounding: true, rounding: 50 },
    ],
    [
      'remaining below the sum: whole kronor (51 öre up)',
      [{ quantity: 1000, price: 20051 }],
      100,
      { amount: 20100, includesRounding: true, rounding: 49 },
    ],
    [
      'remaining just below the sum, rounded down under the remaining: the remaining (45 öre would be left)',
      [{ quantity: 1000, price: 350346 }],
      350345,
      { amount: 350345, includesRounding: true, rounding: -1 },
    ],
    [
      'remaining below the sum, rounded up above it: the excess is paid out',
      [{ quantity: 1000, price: 20050 }],
      20000,
      { amount: 20100, includesRounding: true, rounding: 50 },
    ],
    ['nothing remaining: whole kronor', [rows[0]!], 0, { amount: 20100, includesRounding: true, rounding: 2 }],
    [
      'custom negative row lowers the sum',
      [rows[1]!, { quantity: -1000, price: 1000 }],
      26100,
      { amount: 4000, includesRounding: false, rounding: 0 },
    ],
  ])('%s', (_, selected, remaining, expected) => {
    expect(creditAmount({ selected, remaining, ...inv })).toEqual(expected);
  });

  it('an invoice with a negative rounding credited whole (sum 123,50 → total 124; sum 123,49 → 123)', () => {
    const a = [{ quantity: 1000, price: 12350 }];
    const b = [{ quantity: 1000, price: 12349 }];
    expect(creditAmount({ selected: a, invoiceTotal: 12400, rounding: 50, remaining: 12400 }).amount).toBe(12400);
    expect(creditAmount({ selected: b, invoiceTotal: 12300, rounding: -49, remaining: 12300 }).amount).toBe(12300);
  });

  it.each<[string, CreditRow[], number, string | null]>([
    ['nothing selected', [], 0, T.noRowsSelected],
    ['nothing selected wins over a bad amount', [], -100, 'Välj vilka rader på fakturan du vill kreditera'],
    ['a zero price', [{ quantity: 1000, price: 0 }], 0, 'Negativa priser eller 0 är inte tillåtet'],
    [
      'a negative price',
      [
        { quantity: 1000, price: 5000 },
        { quantity: 1000, price: -1 },
      ],
      4999,
      T.creditZeroPrice,
    ],
    [
      'credit not negative',
      [{ quantity: -1000, price: 5000 }],
      -5000,
      'Den resulterande kreditfakturan måste ha ett negativt belopp',
    ],
    [
      'credit exactly 0',
      [
        { quantity: 1000, price: 5000 },
        { quantity: -1000, price: 5000 },
      ],
      0,
      T.creditNotNegative,
    ],
    ['fine', [{ quantity: 1000, price: 5000 }], 5000, null],
  ])('creditProblems: %s', (_, selected, amount, expected) => {
    expect(creditProblems({ selected, amount })).toBe(expected);
  });

  it.each<[string, CreditRow | null]>([
    ['100', { quantity: 1000, price: 10000 }],
    ['100,50', { quantity: 1000, price: 10050 }],
    ['100.5', { quantity: 1000, price: 10050 }],
    ['-25,5', { quantity: -1000, price: 2550 }],
    ['−25,5', { quantity: -1000, price: 2550 }],
    ['1 000,25', { quantity: 1000, price: 100025 }],
    [' 12 ', { quantity: 1000, price: 1200 }],
    [',5', { quantity: 1000, price: 50 }],
    ['3,', { quantity: 1000, price: 300 }],
    ['0,005', { quantity: 1000, price: 1 }],
    ['0,004', { quantity: 1000, price: 0 }],
    ['-0,005', { quantity: -1000, price: 1 }],
    ['0', { quantity: 1000, price: 0 }],
    ['', null],
    ['-', null],
    ['abc', null],
    ['12a', null],
    ['1,2,3', null],
    ['1e3', null],
    [',', null],
  ])('parseCreditInput(%j)', (text, expected) => {
    expect(parseCreditInput(text)).toEqual(expected);
  });

  it.each([
    [5000, 26100, 5000, 21100],
    [26100, 26100, 26100, 0],
    [26100, 10000, 10000, 0],
    [5000, 0, 0, 0],
    [5000, 5099, 5000, 0],
    [5000, 5100, 5000, 100],
    [5000, -300, 0, 0],
  ])('creditApplied(%i, remaining %i) = %i, the original keeps %i', (amount, remaining, applied, left) => {
    expect(creditApplied(amount, remaining)).toBe(applied);
    expect(creditLeavesRemainder(remaining, applied)).toBe(left);
  });

  it('preview of a partly paid invoice credited beyond what it has left', () => {
    const original = { total: 26100, paid: 20000, credited: 0 };
    expect(creditPreview(original, 10000)).toEqual({
      original: {
        before: { total: 26100, paid: 20000, credited: 0, remaining: 6100 },
        after: { total: 26100, paid: 20000, credited: 6100, remaining: 0 },
      },
      credit: { total: -10000, paid: 0, credited: -6100, remaining: -3900 },
    });
  });

  it('preview of an open invoice credited in part', () => {
    expect(creditPreview({ total: 26100, paid: 0, credited: 1000 }, 5000)).toEqual({
      original: {
        before: { total: 26100, paid: 0, credited: 1000, remaining: 25100 },
        after: { total: 26100, paid: 0, credited: 6000, remaining: 20100 },
      },
      credit: { total: -5000, paid: 0, credited: -5000, remaining: 0 },
    });
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('credit and payment properties', () => {
  const sums = fc
    .record({ total: fc.integer({ min: 0, max: 10_000_000 }), a: fc.nat(), b: fc.nat() })
    .map(({ total, a, b }) => {
      const paid = total === 0 ? 0 : a % (total + 1);
      const credited = total - paid === 0 ? 0 : b % (total - paid + 1);
      return { total, paid, credited };
    });

  it('(1) a credit never makes an invoice’s remaining negative, and the credit invoice adds up', () => {
    fc.assert(
      fc.property(sums, fc.integer({ min: 0, max: 20_000_000 }), (s, amount) => {
        const remaining = remainingOf(s);
        const applied = creditApplied(amount, remaining);
        expect(s.total - s.paid - (s.credited + applied)).toBeGreaterThanOrEqual(0);
        expect(remainingOf({ ...s, credited: s.credited + applied })).toBeGreaterThanOrEqual(0);
        const p = creditPreview(s, amount);
        expect(p.original.after.remaining).toBe(remaining - applied);
        expect(p.credit.credited + p.credit.remaining).toBe(-amount || 0);
        expect(p.credit.remaining).toBeLessThanOrEqual(0);
      }),
    );
  });

  const line = fc.record({ quantity: fc.integer({ min: 1, max: 5000 }), price: fc.integer({ min: 1, max: 500_000 }) });
  type Op = { kind: 'pay'; amount: number } | { kind: 'credit'; pick: boolean[] };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 3_000_000 }) }),
    fc.record({ kind: fc.constant('credit' as const), pick: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }) }),
  );

  it('(2) payments (surplus to customer credit) and credits keep paid + credited within the total; closed ⇒ equal', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.array(op, { maxLength: 12 }), (lines, ops) => {
        const { total, rounding } = roundInvoiceTotal(lines.reduce((s, l) => s + lineTotalOre(l.price, l.quantity), 0));
        fc.pre(total > 0);
        const inv = { total, paid: 0, credited: 0 };
        let customerCredit = 0;
        let paidOut = 0;
        for (const o of ops) {
          const remaining = remainingOf(inv);
          if (remaining === 0) break;
          if (o.kind === 'pay') {
            // The checkout takes whole kronor or exactly the remaining; pay what the check lets through.
            const check = checkoutAmountCheck({ ore: o.amount, attempted: true, isCreditInvoice: false, remaining });
            const amount = check.error ? remaining : o.amount;
            const surplus = surplusOf(amount, remaining);
            inv.paid += amount - surplus;
            customerCredit += surplus;
          } else {
            const selected = lines.filter((_, i) => o.pick[i]);
            const { amount } = creditAmount({ selected, invoiceTotal: total, rounding, remaining });
            if (creditProblems({ selected, amount }) != null) continue;
            const applied = creditApplied(amount, remaining);
            const left = creditLeavesRemainder(remaining, applied);
            expect(left === 0 || left >= CREDIT_REMAINDER_LIMIT_ORE).toBe(true);
            // creditAmount already credits a remainder under 100 öre, so the raw remainder equals `left`.
            expect(remaining - applied).toBe(left);
            inv.credited += applied;
            paidOut += amount - applied;
          }
          expect(inv.paid + inv.credited).toBeLessThanOrEqual(inv.total);
          expect(customerCredit).toBeGreaterThanOrEqual(0);
          expect(paidOut).toBeGreaterThanOrEqual(0);
        }
        if (invoiceStatus(inv) === 'closed') expect(inv.paid + inv.credited).toBe(inv.total);
      }),
      {
        // Found by this property: a credit rounded down to whole kronor left 45 öre on the original.
        examples: [
          [
            [
              { quantity: 7, price: 7786 },
              { quantity: 3200, price: 109483 },
            ],
            [
              { kind: 'credit', pick: [true, false, false, false, false, false, false, false] },
              { kind: 'credit', pick: [false, true, false, false, false, false, false, false] },
            ],
          ],
        ],
      },
    );
  });

  it('(2b) crediting the whole unpaid invoice closes it exactly with no payout', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
        const { total, rounding } = roundInvoiceTotal(lines.reduce((s, l) => s + lineTotalOre(l.price, l.quantity), 0));
        fc.pre(total > 0);
        const { amount } = creditAmount({ selected: lines, invoiceTotal: total, rounding, remaining: total });
        expect(amount).toBe(total);
        expect(creditApplied(amount, total)).toBe(total);
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('OCR reference (Luhn, optional length digit)', () => {
  /** Luhn from the definition: from the right, every second digit starting with the check digit's neighbour is doubled, digits summed. */
  function luhnDigit(payload: string): number {
    const digits = payload.split('').map(Number).reverse();
    let sum = 0;
    digits.forEach((d, i) => {
      const v = i % 2 === 0 ? d * 2 : d;
      sum += Math.floor(v / 10) + (v % 10);
    });
    return (10 - (sum % 10)) % 10;
  }

  it('SWEDEN.md examples', () => {
    expect(luhnDigit('12345')).toBe(5);
    expect(ocrReference('12345', false)).toBe('123455');
    expect(ocrReference('12345', true)).toBe('1234574');
  });

  it('(4) property: random bases with and without the length digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,23}$/), fc.boolean(), (base, withLength) => {
        const ocr = ocrReference(base, withLength);
        const payload = withLength ? base + String((base.length + 2) % 10) : base;
        expect(ocr).toBe(payload + String(luhnDigit(payload)));
        expect(ocr.length).toBe(base.length + (withLength ? 2 : 1));
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('checkout amount', () => {
  const normal = (ore: number | null, remaining = 10000, attempted = true) =>
    checkoutAmountCheck({ ore, attempted, isCreditInvoice: false, remaining });
  const payout = (ore: number | null, remaining = -10000) =>
    checkoutAmountCheck({ ore, attempted: true, isCreditInvoice: true, remaining });

  it.each<[string, ReturnType<typeof normal>, string | null, string | null]>([
    ['0 before an attempt', normal(0, 10000, false), null, null],
    ['0 after an attempt', normal(0), 'Fyll i ett belopp', null],
    ['not a number', normal(null), 'Beloppet måste vara ett tal', null],
    ['not a number before an attempt', normal(null, 10000, false), T.notNumber, null],
    ['negative incoming', normal(-100), T.notPositiveIncoming, null],
    ['negative payout', payout(-100), T.notPositivePayout, null],
    ['öre', normal(5050), 'Beloppet måste vara hela kronor', null],
    ['öre equal to the remaining', normal(10049, 10049), null, null],
    ['öre equal to a payout’s remaining', payout(10049, -10049), null, null],
    ['whole kronor', normal(5000), null, null],
    ['exactly the remaining', normal(10000), null, null],
    ['50 öre above the remaining: no warning', normal(10050, 10000 + 0), T.wholeKronor, null],
    ['50 öre above a remaining with öre: no warning', normal(10000, 9950), null, null],
    ['51 öre above: warning', normal(10000, 9949), null, T.surplusWarning],
    ['well above: warning', normal(20000), null, T.surplusWarning],
    ['payout above the remaining', payout(10100), T.payoutAboveRemaining, null],
    ['payout equal to the remaining', payout(10000), null, null],
  ])('%s', (_, result, error, warning) => {
    expect(result).toEqual({ error, warning });
  });

  it.each([
    [10000, 10000, 0],
    [10050, 10000, 50],
    [20000, 9949, 10051],
    [5000, 10000, 0],
  ])('surplusOf(%i, %i) = %i', (amount, remaining, surplus) => {
    expect(surplusOf(amount, remaining)).toBe(surplus);
  });

  it.each([
    [10000, 0, 10000],
    [10049, 0, 10000],
    [10050, 0, 10100],
    [10000, 4951, 5000],
    [10000, 10000, 0],
    [10000, 9951, 0],
    [10000, 20000, 0],
  ])('payableAfterCredit(%i, %i) = %i', (remaining, used, payable) => {
    expect(payableAfterCredit(remaining, used)).toBe(payable);
  });

  it.each([
    [5000, 10000, 5000],
    [10000, 5000, 5000],
    [0, 5000, 0],
    [5000, 0, 0],
    [-100, 5000, 0],
  ])('maxCreditUse(%i, %i) = %i', (available, payable, max) => {
    expect(maxCreditUse(available, payable)).toBe(max);
  });
});

describe('register payment', () => {
  const base = {
    accounts: [{ id: 1 }],
    accountId: 1 as number | null,
    date: '2026-03-20',
    today: '2026-03-20',
    ore: 10000 as number | null,
    isCreditInvoice: false,
    remaining: 10000,
  };
  it.each<[string, Partial<typeof base>, string | null, string | null]>([
    ['fine', {}, null, null],
    ['one account, none chosen: that account', { accountId: null }, null, null],
    ['no account', { accounts: [] }, 'Det finns inget konto kopplat till denna betalningsmetod', null],
    ['several, none chosen', { accounts: [{ id: 1 }, { id: 2 }], accountId: null }, T.severalAccounts, null],
    ['several, an unknown chosen', { accounts: [{ id: 1 }, { id: 2 }], accountId: 3 }, T.severalAccounts, null],
    [
      'several, one chosen: warning',
      { accounts: [{ id: 1 }, { id: 2 }], accountId: 2 },
      null,
      'Betalningsmetoden har flera konton, välj rätt konto',
    ],
    ['tomorrow', { date: '2026-03-21' }, 'Datumet kan inte vara senare än idag', null],
    ['yesterday', { date: '2026-03-19' }, null, null],
    ['öre allowed', { ore: 5049 }, null, null],
    ['not a number', { ore: null }, T.notNumber, null],
    ['zero', { ore: 0 }, T.fillAmount, null],
    ['negative payout', { ore: -1, isCreditInvoice: true, remaining: -10000 }, T.notPositivePayout, null],
    ['payout above', { ore: 10001, isCreditInvoice: true, remaining: -10000 }, T.payoutAboveRemaining, null],
    ['surplus 51 öre', { ore: 10051 }, null, T.surplusWarning],
    ['surplus 50 öre', { ore: 10050 }, null, null],
    [
      'surplus wins over the accounts warning',
      { ore: 20000, accounts: [{ id: 1 }, { id: 2 }] },
      null,
      T.surplusWarning,
    ],
  ])('%s', (_, over, error, warning) => {
    expect(registerPaymentCheck({ ...base, ...over })).toEqual({ error, warning });
  });
});

describe('customer credit amount', () => {
  it.each<[number | null, number, boolean, string | null]>([
    [null, 10000, false, 'Beloppet måste vara ett tal'],
    [0, 10000, false, 'Beloppet måste vara positivt'],
    [-100, 10000, true, CUSTOMER_CREDIT_TEXTS.notPositive],
    [5050, 10000, true, 'Beloppet måste vara hela kronor'],
    [5050, 5050, true, null],
    [5050, 5050, false, null],
    [5000, 10000, true, null],
    [10000, 10000, true, null],
    [10100, 10000, true, 'Utbetalningen kan inte vara större än det tillgängliga beloppet tillgodo'],
    [10100, 10000, false, null],
    [5050, 10000, false, CUSTOMER_CREDIT_TEXTS.wholeKronor],
  ])('%o of %i available (outgoing %s) → %s', (ore, available, outgoing, expected) => {
    expect(customerCreditAmountCheck({ ore, available, outgoing })).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('reverse and refund', () => {
  const pay = (over: Partial<PaymentLike>): PaymentLike => ({
    gateway: 'cash',
    amount: 10000,
    deleted: false,
    refunded: false,
    refundOfPaymentId: null,
    hasTerminalOrder: false,
    ...over,
  });
  it.each<[string, PaymentLike, boolean, boolean]>([
    ['cash', pay({}), true, false],
    ['swish', pay({ gateway: 'swish' }), true, false],
    ['bankgiro', pay({ gateway: 'bankgiro' }), true, false],
    ['customer credit', pay({ gateway: 'customer_credit' }), false, false],
    ['card terminal', pay({ gateway: 'integrated_terminal', hasTerminalOrder: true }), false, true],
    ['payment link', pay({ gateway: 'payment_link', hasTerminalOrder: true }), false, true],
    ['card, refunded', pay({ gateway: 'integrated_terminal', hasTerminalOrder: true, refunded: true }), false, false],
    ['card, deleted', pay({ gateway: 'integrated_terminal', hasTerminalOrder: true, deleted: true }), false, false],
    [
      'card refund itself',
      pay({ gateway: 'integrated_terminal', hasTerminalOrder: true, amount: -10000, refundOfPaymentId: 4 }),
      false,
      false,
    ],
    [
      'refund marked only by its link',
      pay({ gateway: 'integrated_terminal', hasTerminalOrder: true, refundOfPaymentId: 4 }),
      false,
      false,
    ],
    ['cash, deleted', pay({ deleted: true }), false, false],
    // A payout registered by mistake on a credit invoice can be undone like any registered payment.
    ['cash payout', pay({ amount: -5000 }), true, false],
    ['cash refund of a payment', pay({ amount: -5000, refundOfPaymentId: 3 }), false, false],
  ])('%s → reverse %s, refund %s', (_, p, reverse, refund) => {
    expect(canReversePayment(p)).toBe(reverse);
    expect(canRefundPayment(p)).toBe(refund);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('invoice chip', () => {
  const inv = {
    total: 10000,
    paid: 0,
    credited: 0,
    dueDate: '2026-06-30' as string | null,
    depositDueDate: null as string | null,
    depositAmount: null as number | null,
    isCredit: false,
  };
  const today = '2026-06-15';
  it.each<[string, Partial<typeof inv>, boolean, string, string]>([
    ['open', {}, false, 'Obetald', 'neutral'],
    ['partial', { paid: 5000 }, false, 'Delbetald', 'warning'],
    ['partial by a credit', { credited: 5000 }, false, 'Delbetald', 'warning'],
    ['closed in the list', { paid: 10000 }, false, 'Betald', 'success'],
    ['closed in the dialog', { paid: 10000 }, true, 'Stängd', 'success'],
    ['overdue', { dueDate: '2026-06-14' }, false, 'Förfallen', 'error'],
    ['due today is not overdue', { dueDate: '2026-06-15' }, false, 'Obetald', 'neutral'],
    ['overdue and partial', { dueDate: '2026-06-14', paid: 1 }, true, 'Förfallen', 'error'],
    ['overdue but paid', { dueDate: '2026-06-14', paid: 10000 }, false, 'Betald', 'success'],
    [
      'overdue deposit',
      { depositDueDate: '2026-06-14', depositAmount: 3000, paid: 2900 },
      false,
      'Förfallen handpenning',
      'error',
    ],
    ['deposit paid', { depositDueDate: '2026-06-14', depositAmount: 3000, paid: 3000 }, false, 'Delbetald', 'warning'],
    [
      'both overdue: the invoice wins',
      { dueDate: '2026-06-14', depositDueDate: '2026-06-01', depositAmount: 3000 },
      false,
      'Förfallen',
      'error',
    ],
    [
      'credit invoice to pay out',
      { total: -10000, dueDate: '2026-06-01', isCredit: true },
      false,
      'Obetald',
      'neutral',
    ],
    ['credit invoice settled', { total: -10000, credited: -10000, isCredit: true }, true, 'Stängd', 'success'],
  ])('%s', (_, over, inDialog, label, tone) => {
    expect(invoiceChip({ ...inv, ...over }, today, inDialog)).toEqual({ label, tone });
  });
});
