import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildRegisterReport,
  type ReportEvent,
  type ReportLine,
  type ReportReceipt,
  type RegisterReportInput,
} from './registerReport';
import { receiptTotals } from './receiptTotals';
import { VAT_RATES, type VatGroup } from './money';

const line = (over: Partial<ReportLine> & Pick<ReportLine, 'sale' | 'vatRate'>): ReportLine => ({
  quantity: 1_000,
  price: over.sale,
  originalPrice: null,
  discountType: null,
  discountValue: null,
  isService: false,
  ...over,
});

const cash = (amount: number) => ({ methodId: 1, methodName: 'Kontant', amount, isCash: true });
const card = (amount: number) => ({ methodId: 2, methodName: 'Kort', amount, isCash: false });

const day: RegisterReportInput = {
  previousGrandTotals: { sales: 1_000_000, returns: 20_000 },
  countedCash: 290_000,
  events: [
    { kind: 'open', amount: 200_000 },
    { kind: 'drawer_opening', amount: null },
    { kind: 'float_change', amount: 50_000 },
    { kind: 'drawer_opening', amount: null },
    { kind: 'drawer_opening', amount: null },
    { kind: 'close', amount: null },
  ],
  receipts: [
    {
      id: 1,
      type: 'normal',
      serial: 1,
      total: 40_249,
      rounding: -49,
      payments: [cash(40_200)],
      lines: [
        line({ sale: 35_000, vatRate: 1200, isService: true, group: 'Camping' }),
        line({
          sale: 4_000,
          vatRate: 2500,
          quantity: 2_000,
          price: 2_500,
          originalPrice: 2_500,
          discountType: 'flat',
          discountValue: 500,
          group: 'Kiosk',
        }),
        line({ sale: 1_249, vatRate: 600, group: 'Kiosk' }),
      ],
    },
    {
      id: 2,
      type: 'normal',
      serial: 2,
      total: 8_991,
      rounding: 0,
      payments: [card(8_991)],
      lines: [
        line({
          sale: 8_991,
          vatRate: 2500,
          price: 9_990,
          originalPrice: 9_990,
          discountType: 'percent',
          discountValue: 1_000,
          group: 'Kiosk',
        }),
      ],
    },
    // a copy of receipt 1: its payments must not count again
    {
      id: 3,
      type: 'copy',
      serial: 1,
      total: 40_249,
      rounding: -49,
      payments: [cash(40_200)],
      lines: [line({ sale: 40_249, vatRate: 1200 })],
    },
    {
      id: 4,
      type: 'return',
      serial: 3,
      total: -8_991,
      rounding: 0,
      payments: [card(-8_991)],
      lines: [
        line({
          sale: -8_991,
          vatRate: 2500,
          quantity: -1_000,
          price: 9_990,
          originalPrice: 9_990,
          discountType: 'percent',
          discountValue: 1_000,
        }),
      ],
    },
    // declined at the terminal: never got a serial
    {
      id: 5,
      type: 'normal',
      serial: null,
      total: 5_000,
      rounding: 0,
      payments: [],
      lines: [line({ sale: 5_000, vatRate: 2500 })],
    },
  ],
};

describe('buildRegisterReport: a day', () => {
  const r = buildRegisterReport(day);

  it.each<[string, unknown, unknown]>([
    ['sales', r.sales, { count: 2, amount: 49_240 }],
    ['rounding', r.rounding, -49],
    ['goods sold (thousandths)', r.goodsSold, 4_000],
    ['services sold', r.servicesSold, 1_000],
    ['receipts', r.receiptCount, 3],
    ['drawer openings', r.drawerOpenings, 3],
    ['float', r.float, 250_000],
    ['copies', r.copies, { count: 1, amount: 40_249 }],
    ['unfinished', r.unfinished, { count: 1, amount: 5_000 }],
    ['discounts', r.discounts, 1_999],
    ['net', r.net, 40_249],
    ['grand totals', r.grandTotals, { sales: 1_049_240, returns: 28_991, net: 1_020_249 }],
    ['cash', r.cash, { expected: 290_200, counted: 290_000, difference: -200 }],
    [
      'per group',
      r.salesPerGroup,
      [
        { group: 'Camping', amount: 35_000 },
        { group: 'Kiosk', amount: 14_240 },
      ],
    ],
    [
      'payments',
      r.payments,
      [
        { methodId: 1, methodName: 'Kontant', count: 1, amount: 40_200 },
        { methodId: 2, methodName: 'Kort', count: 2, amount: 0 },
      ],
    ],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));

  it('VAT per rate is the sum of the receipts’ VAT rows', () => {
    expect(r.vat).toEqual([
      { rate: 2500, gross: 12_991, vat: 2_598, net: 10_393 },
      { rate: 1200, gross: 35_000, vat: 3_750, net: 31_250 },
      { rate: 600, gross: 1_249, vat: 71, net: 1_178 },
    ]);
    expect(r.returns).toEqual({ count: 1, amount: 8_991, vat: [{ rate: 2500, gross: 8_991, vat: 1_798, net: 7_193 }] });
    expect(r.netVat[0]).toEqual({ rate: 2500, gross: 4_000, vat: 800, net: 3_200 });
  });

  it('an empty day', () => {
    const e = buildRegisterReport({ receipts: [], events: [], previousGrandTotals: { sales: 5, returns: 2 } });
    expect(e).toMatchObject({
      sales: { count: 0, amount: 0 },
      vat: [],
      receiptCount: 0,
      float: 0,
      grandTotals: { sales: 5, returns: 2, net: 3 },
    });
    expect(e.cash).toEqual({ expected: 0, counted: null, difference: null });
  });

  it('a new opening float replaces the old one', () => {
    const events: ReportEvent[] = [
      { kind: 'open', amount: 100 },
      { kind: 'float_change', amount: -40 },
      { kind: 'open', amount: 500 },
    ];
    expect(buildRegisterReport({ receipts: [], events, previousGrandTotals: { sales: 0, returns: 0 } }).float).toBe(
      500,
    );
  });
});

// Receipts built the way the server stores them: total and rounding from receiptTotals.
const lineArb = fc.record({
  sale: fc.integer({ min: 0, max: 2_000_000 }),
  vatRate: fc.constantFrom(...VAT_RATES),
  quantity: fc.integer({ min: 1, max: 10_000 }),
  isService: fc.boolean(),
  group: fc.constantFrom('Camping', 'Kiosk', null),
});
const receiptArb = fc
  .record({
    type: fc.constantFrom<'normal' | 'copy' | 'return'>('normal', 'normal', 'return', 'copy'),
    registered: fc.boolean(),
    isCash: fc.boolean(),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
  })
  .map(({ type, registered, isCash, lines }): ReportReceipt => {
    const sign = type === 'return' ? -1 : 1;
    const ls: ReportLine[] = lines.map((l) => ({
      ...l,
      sale: sign * l.sale || 0,
      quantity: sign * l.quantity,
      price: l.sale,
      originalPrice: null,
      discountType: null,
      discountValue: null,
    }));
    const t = receiptTotals(ls, { roundsToKronor: isCash });
    return {
      id: 0,
      type,
      serial: registered ? 1 : null,
      total: t.total,
      rounding: t.rounding,
      lines: ls,
      payments: [isCash ? cash(t.toPay) : card(t.toPay)],
    };
  });
const dayArb = fc.record({
  receipts: fc.array(receiptArb, { maxLength: 12 }),
  previousGrandTotals: fc.record({ sales: fc.nat(1e9), returns: fc.nat(1e9) }),
  events: fc.constant<ReportEvent[]>([{ kind: 'open', amount: 100_000 }]),
});

const byRate = (groups: VatGroup[][]) => {
  const m = new Map<number, VatGroup>();
  for (const g of groups.flat()) {
    const c = m.get(g.rate) ?? { rate: g.rate, gross: 0, vat: 0, net: 0 };
    m.set(g.rate, { rate: g.rate, gross: c.gross + g.gross, vat: c.vat + g.vat, net: c.net + g.net });
  }
  return [...m.values()].sort((a, b) => b.rate - a.rate);
};

describe('buildRegisterReport properties', () => {
  it('report totals equal the sum of the receipts’ totals', () => {
    fc.assert(
      fc.property(dayArb, (input) => {
        const r = buildRegisterReport(input);
        const sales = input.receipts.filter((x) => x.type === 'normal' && x.serial != null);
        const returns = input.receipts.filter((x) => x.type === 'return' && x.serial != null);
        const totals = sales.map((x) => receiptTotals(x.lines));
        expect(r.sales.amount).toBe(totals.reduce((s, t) => s + t.total, 0));
        expect(r.vat).toEqual(byRate(totals.map((t) => t.vat)));
        expect(r.vat.reduce((s, g) => s + g.gross, 0)).toBe(r.sales.amount);
        expect(r.returns.amount).toBe(-returns.reduce((s, x) => s + x.total, 0) || 0);
        expect(r.goodsSold).toBe(totals.reduce((s, t) => s + t.goods.quantity, 0));
        expect(r.servicesSold).toBe(totals.reduce((s, t) => s + t.services.quantity, 0));
        expect(r.payments.reduce((s, p) => s + p.amount, 0)).toBe(r.sales.amount - r.returns.amount + r.rounding);
        expect(r.netVat.reduce((s, g) => s + g.gross, 0)).toBe(r.net);
        expect(r.grandTotals.net).toBe(input.previousGrandTotals.sales - input.previousGrandTotals.returns + r.net);
        expect(r.receiptCount + r.unfinished.count + r.copies.count).toBe(input.receipts.length);
      }),
    );
  });

  it('a copy never counts as a sale', () => {
    fc.assert(
      fc.property(dayArb, fc.array(receiptArb, { maxLength: 4 }), (input, extra) => {
        const copies = extra.map((x) => ({ ...x, type: 'copy' as const }));
        const without = buildRegisterReport(input);
        const withCopies = buildRegisterReport({ ...input, receipts: [...copies, ...input.receipts] });
        expect({ ...withCopies, copies: without.copies }).toEqual(without);
        expect(withCopies.copies.count).toBe(without.copies.count + copies.length);
      }),
    );
  });
});

describe('buildRegisterReport: a price set by hand is a discount', () => {
  it('0,01 kr instead of 20,00 kr for 2 cans counts 39,98 kr in discounts, like the receipt line shows', () => {
    const r = buildRegisterReport({
      previousGrandTotals: { sales: 0, returns: 0 },
      countedCash: null,
      events: [{ kind: 'open', amount: 0 }],
      receipts: [
        {
          id: 1,
          type: 'normal',
          serial: 1,
          total: 2,
          rounding: 0,
          payments: [card(2)],
          lines: [
            line({
              sale: 2,
              vatRate: 600,
              quantity: 2_000,
              price: 1,
              originalPrice: 2_000,
              discountType: 'fixed',
              discountValue: 1_999,
            }),
          ],
        },
      ],
    });
    expect([r.discounts, r.sales.amount]).toEqual([3_998, 2]);
  });
});
