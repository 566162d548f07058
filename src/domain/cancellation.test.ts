import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CancellationPreview,
  type CancellationRule,
  CANCELLATION_TEXTS as T,
  cancellationChip,
  cancellationOptions,
  cancellationPreview,
  completedPage,
  finalButtonText,
  formatCancellationDate,
  formatPercent,
  manualPreview,
  manualRows,
  type PolicyLevel,
  policyLevel,
  policyTimeline,
  type SpecificationSource,
  type SpecRow,
  setManualAmountKr,
  setManualPercent,
  settlementLines,
  specificationRows,
  startPage,
} from './cancellation';
import { addDays } from './dates';

// The demo's three policies (server/demo/site.ts).
const FLEXIBEL: CancellationRule[] = [
  { days_before_checkin: 1, refund_percent: 100 },
  { days_before_checkin: 0, refund_percent: 0 },
];
const STANDARD: CancellationRule[] = [
  { days_before_checkin: 30, refund_percent: 100, minimum_fee: 4900 },
  { days_before_checkin: 14, refund_percent: 50, minimum_fee: 4900 },
  { days_before_checkin: 0, refund_percent: 0 },
];
const SASONG: CancellationRule[] = [
  { days_before_checkin: 60, refund_percent: 100 },
  { days_before_checkin: 30, refund_percent: 50 },
  { days_before_checkin: 0, refund_percent: 0 },
];
const POLICIES = { Flexibel: FLEXIBEL, Standard: STANDARD, Säsong: SASONG } as const;

const CHECK_IN = '2026-07-10';
const ahead = (days: number) => addDays(CHECK_IN, -days);
/** The texts use no-break spaces (formatKr, percent); tests read them with plain ones. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

const level = (over: Partial<PolicyLevel> = {}): PolicyLevel => ({
  rule: null,
  daysBefore: 20,
  refundPercent: 50,
  minimumFee: 0,
  ...over,
});

const lodgingOnly = (total: number, billed = 0): SpecificationSource => ({
  lodging: { from: CHECK_IN, to: '2026-07-13', total, billed },
  fees: [],
  products: [],
});

/** Three nights paid in full, the booking fee paid, electricity and firewood not yet sold. */
const STAY: SpecificationSource = {
  lodging: { from: CHECK_IN, to: '2026-07-13', total: 75_000, billed: 75_000 },
  fees: [
    { key: 'booking_fee', title: 'Bokningsavgift', total: 4900, billed: 4900 },
    { key: 'electricity_fee', title: 'El per dygn', total: 5500, billed: 0 },
  ],
  products: [{ title: 'Ved', total: 3333, billed: 0 }],
};

const previewFor = (
  rules: CancellationRule[],
  source: SpecificationSource,
  cancelDate: string,
  validDocument = false,
) => {
  const lvl = policyLevel(rules, CHECK_IN, cancelDate);
  return cancellationPreview(specificationRows(source, lvl, { validDocument }), lvl, { validDocument });
};

const sumLines = (p: CancellationPreview) => settlementLines(p).reduce((s, l) => s + l.amount, 0);

// ---------------------------------------------------------------------------------------------------------
describe('policyLevel (C1): the largest days_before_checkin ≤ daysBefore', () => {
  it.each<[keyof typeof POLICIES, number, number, number]>([
    // policy, days before check-in (negative: after it), refund %, minimum fee
    ['Flexibel', 10, 100, 0],
    ['Flexibel', 2, 100, 0],
    ['Flexibel', 1, 100, 0], // exactly on the deadline: the day before arrival
    ['Flexibel', 0, 0, 0], // the arrival day
    ['Flexibel', -1, 0, 0], // no-show: below every rule → the smallest rule
    ['Flexibel', -30, 0, 0],
    ['Standard', 90, 100, 4900],
    ['Standard', 31, 100, 4900],
    ['Standard', 30, 100, 4900],
    ['Standard', 29, 50, 4900],
    ['Standard', 15, 50, 4900],
    ['Standard', 14, 50, 4900],
    ['Standard', 13, 0, 0],
    ['Standard', 0, 0, 0],
    ['Standard', -2, 0, 0],
    ['Säsong', 61, 100, 0],
    ['Säsong', 60, 100, 0],
    ['Säsong', 59, 50, 0],
    ['Säsong', 31, 50, 0],
    ['Säsong', 30, 50, 0],
    ['Säsong', 29, 0, 0],
    ['Säsong', 1, 0, 0],
    ['Säsong', -1, 0, 0],
  ])('%s, %i days before → %i percent, minimum fee %i', (policy, days, percent, fee) => {
    const l = policyLevel(POLICIES[policy], CHECK_IN, ahead(days));
    expect(l.daysBefore).toBe(days);
    expect(l.refundPercent).toBe(percent);
    expect(l.minimumFee).toBe(fee);
    expect(l.rule).not.toBeNull();
  });

  it('a policy without rules refunds everything', () => {
    for (const days of [100, 0, -5]) {
      expect(policyLevel([], CHECK_IN, ahead(days))).toEqual({
        rule: null,
        daysBefore: days,
        refundPercent: 100,
        minimumFee: 0,
      });
    }
  });

  it('rules in any order; below the smallest rule the smallest applies; the first listed wins a tie', () => {
    const rules: CancellationRule[] = [
      { days_before_checkin: 5, refund_percent: 20 },
      { days_before_checkin: 30, refund_percent: 90 },
      { days_before_checkin: 30, refund_percent: 10 },
    ];
    expect(policyLevel(rules, CHECK_IN, ahead(40)).rule).toBe(rules[1]);
    expect(policyLevel(rules, CHECK_IN, ahead(6)).refundPercent).toBe(20);
    expect(policyLevel(rules, CHECK_IN, ahead(2)).refundPercent).toBe(20);
    expect(policyLevel(rules, CHECK_IN, ahead(-3)).rule).toBe(rules[0]);
  });

  it('a fractional day count means the whole days it needs; odd percents and fees are read safely', () => {
    const rules: CancellationRule[] = [
      { days_before_checkin: 1.5, refund_percent: 150, minimum_fee: 12.5 },
      { days_before_checkin: 0, refund_percent: -5 },
    ];
    expect(policyLevel(rules, CHECK_IN, ahead(2))).toMatchObject({ refundPercent: 100, minimumFee: 0 });
    expect(policyLevel(rules, CHECK_IN, ahead(1)).refundPercent).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('policyTimeline', () => {
  const view = (items: ReturnType<typeof policyTimeline>) =>
    items.map((i) => [
      i.date,
      plain(i.title),
      plain(i.text),
      [i.is_booking_date && 'b', i.is_deadline && 'd', i.is_cancellation_date && 'c', i.is_checkin_date && 'a']
        .filter(Boolean)
        .join(''),
    ]);

  it('Standard, booked in May and cancelled 20 days before arrival', () => {
    const items = policyTimeline({
      rules: STANDARD,
      bookingDate: '2026-05-01',
      checkIn: CHECK_IN,
      cancellationDate: ahead(20),
    });
    expect(view(items)).toEqual([
      ['2026-05-01', 'Bokad', 'Bokningen gjordes', 'b'],
      [
        '2026-06-10',
        'Sista dag för 100 % återbetalning',
        'Avbokning till och med 10 jun 2026: 100 % återbetalas, minimiavgift 49,00 kr',
        'd',
      ],
      ['2026-06-20', 'Avbokad', '50 % återbetalas enligt villkoren, minimiavgift 49,00 kr', 'c'],
      [
        '2026-06-26',
        'Sista dag för 50 % återbetalning',
        'Avbokning till och med 26 jun 2026: 50 % återbetalas, minimiavgift 49,00 kr',
        'd',
      ],
      [
        '2026-06-27',
        'Ingen återbetalning från detta datum',
        'Avbokning eller utebliven ankomst från detta datum: ingenting återbetalas',
        'd',
      ],
      ['2026-07-10', 'Ankomst', 'Planerad ankomstdag', 'a'],
    ]);
  });

  it('Flexibel without a booking yet: the last free day, then no refund from the arrival day', () => {
    const items = policyTimeline({ rules: FLEXIBEL, bookingDate: null, checkIn: CHECK_IN, cancellationDate: null });
    expect(view(items).map(([date, title, , kind]) => [date, title, kind])).toEqual([
      ['2026-07-09', 'Sista dag för 100 % återbetalning', 'd'],
      ['2026-07-10', 'Ingen återbetalning från detta datum', 'd'],
      ['2026-07-10', 'Ankomst', 'a'],
    ]);
  });

  it('deadlines before the booking date and a no-show cancellation still show, in date order', () => {
    const items = policyTimeline({
      rules: SASONG,
      bookingDate: ahead(40),
      checkIn: CHECK_IN,
      cancellationDate: addDays(CHECK_IN, 1),
    });
    expect(items.map((i) => i.date)).toEqual([
      ahead(60),
      ahead(40),
      ahead(30),
      ahead(29),
      CHECK_IN,
      addDays(CHECK_IN, 1),
    ]);
    expect(plain(items.at(-1)!.text)).toBe('0 % återbetalas enligt villkoren');
  });

  it('same-day items of different kinds all show: booked, deadline, cancelled, arrival', () => {
    const items = policyTimeline({
      rules: FLEXIBEL,
      bookingDate: CHECK_IN,
      checkIn: CHECK_IN,
      cancellationDate: CHECK_IN,
    });
    expect(items.map((i) => plain(i.title))).toEqual([
      'Sista dag för 100 % återbetalning',
      'Bokad',
      'Ingen återbetalning från detta datum',
      'Avbokad',
      'Ankomst',
    ]);
  });

  it('duplicate day counts give one deadline; one rule or none gives no deadline at all', () => {
    const dup = [...STANDARD, { days_before_checkin: 30, refund_percent: 80 }];
    const items = policyTimeline({ rules: dup, bookingDate: null, checkIn: CHECK_IN, cancellationDate: null });
    expect(items.filter((i) => i.is_deadline)).toHaveLength(3);
    for (const rules of [[], [{ days_before_checkin: 0, refund_percent: 100 }]]) {
      const only = policyTimeline({ rules, bookingDate: null, checkIn: CHECK_IN, cancellationDate: ahead(3) });
      expect(only.map((i) => i.title)).toEqual(['Avbokad', 'Ankomst']);
      expect(plain(only[0].text)).toBe('100 % återbetalas enligt villkoren');
    }
  });

  it('a smallest rule that still refunds says so from the day it starts', () => {
    const rules = [
      { days_before_checkin: 10, refund_percent: 100 },
      { days_before_checkin: 3, refund_percent: 25, minimum_fee: 10_000 },
    ];
    const [first, second] = policyTimeline({ rules, bookingDate: null, checkIn: CHECK_IN, cancellationDate: null });
    expect([first.date, plain(first.title)]).toEqual([ahead(10), 'Sista dag för 100 % återbetalning']);
    expect([second.date, plain(second.title), plain(second.text)]).toEqual([
      ahead(9),
      '25 % återbetalning från detta datum',
      'Avbokning eller utebliven ankomst från detta datum: 25 % återbetalas, minimiavgift 100,00 kr',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('specificationRows (C2) and the preview (C3, C4)', () => {
  it('Standard 20 days before: half back on all but the booking fee; a balancing invoice', () => {
    const p = previewFor(STANDARD, STAY, ahead(20));
    expect(p.specification_list).toEqual([
      {
        title: 'Logi 10 jul 2026–13 jul 2026',
        total: 75_000,
        refund_percent: 50,
        refund_amount: 37_500,
        product_category: 'accommodation',
        billed: 75_000,
      },
      {
        title: 'Bokningsavgift',
        total: 4900,
        refund_percent: 0,
        refund_amount: 0,
        product_category: 'fee',
        billed: 4900,
      },
      {
        title: 'El per dygn',
        total: 5500,
        refund_percent: 50,
        refund_amount: 2750,
        product_category: 'fee',
        billed: 0,
      },
      // 3333 × 50 % = 1666,5 öre: half away from zero.
      { title: 'Ved', total: 3333, refund_percent: 50, refund_amount: 1667, product_category: 'product', billed: 0 },
    ]);
    expect(p).toMatchObject({
      total_before: 88_733,
      total_after: 46_816,
      total_after_remarks: '',
      applied_minimum_fee: 0,
      paid_amount: 79_900,
      payable_amount: -33_084,
      has_final_invoice: false,
      has_balancing_invoice: true,
    });
    expect(plain(p.result_text)).toBe('Gästen ska få tillbaka 330,84 kr');
    expect(finalButtonText(p)).toBe('Avsluta och kreditera');
    expect(settlementLines(p)).toEqual([
      { title: 'Avbokning: Logi 10 jul 2026–13 jul 2026', amount: -37_500, source: 0 },
      { title: 'Avbokning: El per dygn', amount: 2750, source: 2 },
      { title: 'Avbokning: Ved', amount: 1666, source: 3 },
    ]);
  });

  it('Flexibel on the arrival day: nothing back, the unsold rows are invoiced', () => {
    const p = previewFor(FLEXIBEL, STAY, CHECK_IN);
    expect(p.total_after).toBe(p.total_before);
    expect(p.payable_amount).toBe(5500 + 3333);
    expect(plain(p.result_text)).toBe('Gästen ska betala 88,33 kr till');
    expect(finalButtonText(p)).toBe('Avsluta och fakturera');
  });

  it('Säsong 60 days before, nothing billed: everything but the booking fee back, the fee invoiced', () => {
    const source = { ...STAY, lodging: { ...STAY.lodging!, billed: 0 }, fees: [{ ...STAY.fees[0], billed: 0 }] };
    const p = previewFor(SASONG, source, ahead(60));
    expect(p).toMatchObject({ total_after: 4900, paid_amount: 0, payable_amount: 4900, has_final_invoice: true });
    expect(settlementLines(p)).toEqual([{ title: 'Avbokning: Bokningsavgift', amount: 4900, source: 1 }]);
  });

  it.each<[string, number, number]>([
    // refund %, total, refund
    ['50', 1, 1], // 0,5 öre away from zero
    ['50', 3, 2],
    ['50', 75_001, 37_501],
    ['33.33', 99, 33],
    ['12.5', 4, 1],
    ['0', 12_345, 0],
    ['100', 12_345, 12_345],
    ['50', 0, 0],
  ])('%s percent of %i öre refunds %i öre', (percent, total, refund) => {
    const [row] = specificationRows(lodgingOnly(total), level({ refundPercent: Number(percent) }));
    expect(row.refund_amount).toBe(refund);
    expect(row.refund_percent).toBe(Number(percent));
  });

  it.each<[string, SpecificationSource, number, number, number, string]>([
    // case, source, total_after, applied_minimum_fee, payable, remark
    ['applied: all back but the fee', lodgingOnly(30_000), 4900, 4900, 4900, 'Minimiavgiften 49,00 kr gäller'],
    ['applied on a paid stay', lodgingOnly(30_000, 30_000), 4900, 4900, -25_100, 'Minimiavgiften 49,00 kr gäller'],
    [
      'larger than the booking: the booking is the cap',
      lodgingOnly(3000),
      3000,
      3000,
      3000,
      'Minimiavgiften 49,00 kr gäller, men aldrig mer än bokningens värde 30,00 kr',
    ],
    [
      'not applied: the booking fee kept covers it',
      { ...lodgingOnly(30_000), fees: [{ key: 'booking_fee', title: 'Bokningsavgift', total: 4900, billed: 0 }] },
      4900,
      0,
      4900,
      '',
    ],
    ['nothing to keep a fee of', lodgingOnly(0), 0, 0, 0, ''],
  ])('Standard 40 days before, minimum fee %s', (_, source, totalAfter, applied, payable, remark) => {
    const p = previewFor(STANDARD, source, ahead(40));
    expect(p.total_after).toBe(totalAfter);
    expect(p.applied_minimum_fee).toBe(applied);
    expect(p.payable_amount).toBe(payable);
    expect(plain(p.total_after_remarks)).toBe(remark);
    expect(sumLines(p)).toBe(payable);
  });

  it('Standard 20 days before with half kept above the fee: no minimum fee', () => {
    const p = previewFor(STANDARD, lodgingOnly(30_000), ahead(20));
    expect([p.total_after, p.applied_minimum_fee]).toEqual([15_000, 0]);
  });

  it('the minimum-fee top-up is its own line', () => {
    const p = previewFor(STANDARD, lodgingOnly(30_000, 30_000), ahead(40));
    expect(settlementLines(p)).toEqual([
      { title: 'Avbokning: Logi 10 jul 2026–13 jul 2026', amount: -30_000, source: 0 },
      { title: 'Minimiavgift enligt avbokningsvillkor', amount: 4900, source: 'minimum_fee' },
    ]);
  });

  it('an approved certificate refunds all but the booking fee, with no minimum fee', () => {
    const p = previewFor(STANDARD, STAY, ahead(5), true);
    expect(p.specification_list.map((r) => r.refund_percent)).toEqual([100, 0, 100, 100]);
    expect(p).toMatchObject({ total_after: 4900, payable_amount: 4900 - 79_900, applied_minimum_fee: 0 });
    const noFee = previewFor(STANDARD, lodgingOnly(30_000), ahead(40), true);
    expect([noFee.total_after, noFee.applied_minimum_fee]).toEqual([0, 0]);
  });

  it.each<[number, string, string]>([
    [1, 'Avsluta och fakturera', 'En slutfaktura på 0,01 kr skapades'],
    [-50_000, 'Avsluta och kreditera', 'En kreditfaktura på 500,00 kr skapades'],
    [0, 'Avsluta', 'Ingen faktura behövdes'],
  ])('payable %i → %s; completed page says %s', (payable, button, change) => {
    const p = previewFor(FLEXIBEL, lodgingOnly(100_000, 100_000 - payable), ahead(0));
    expect(p.payable_amount).toBe(payable);
    expect(finalButtonText(p)).toBe(button);
    const page = completedPage('Avboka enligt villkoren', p);
    expect(plain(page.change_description)).toBe(change);
    expect(page.selected_option_text).toBe('Avboka enligt villkoren');
    expect(page.final_specification).toEqual(p.specification_list);
  });

  it('result texts', () => {
    expect(plain(T.guestPays(123_400))).toBe('Gästen ska betala 1 234,00 kr till');
    expect(plain(T.guestGetsBack(50_000))).toBe('Gästen ska få tillbaka 500,00 kr');
    expect(previewFor(FLEXIBEL, lodgingOnly(0), ahead(3)).result_text).toBe('Inget att betala eller återbetala');
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('the manual specification', () => {
  const row = (total: number, billed = 0): SpecRow => ({
    title: 'Logi',
    total,
    refund_percent: 0,
    refund_amount: 0,
    product_category: 'accommodation',
    billed,
  });

  it.each<[number, string, number, number]>([
    // total, typed percent, refund_amount, refund_percent
    [10_000, '50', 5000, 50],
    [10_000, '150', 10_000, 100],
    [10_000, '-5', 0, 0],
    [10_000, '\u22125', 0, 0],
    [10_000, '33,33', 3333, 33.33],
    [10_000, '33.335', 3334, 33.34],
    [10_000, '', 0, 0],
    [3, '33,33', 1, 33.33], // kept: 33,33 % of 3 öre is 1 öre
    [1, '50', 1, 50],
    [0, '80', 0, 80], // a zero row keeps the typed percent: 80 % of nothing is nothing
  ])('total %i, percent %s → %i öre, %s percent', (total, text, amount, percent) => {
    const r = setManualPercent(row(total), text);
    expect([r.refund_amount, r.refund_percent]).toEqual([amount, percent]);
  });

  it.each<[number, string, number, number]>([
    // total, typed kronor, refund_amount, refund_percent
    [10_000, '25', 2500, 25],
    [10_000, '99,50', 9950, 99.5],
    [10_000, '1 000', 10_000, 100],
    [10_000, '-10', 0, 0],
    [10_000, '', 0, 0],
    [3, '0,01', 1, 33.33],
    [30_000, '100', 10_000, 33.33],
    [0, '5', 0, 0],
  ])('total %i, kronor %s → %i öre, %s percent', (total, text, amount, percent) => {
    const r = setManualAmountKr(row(total), text);
    expect([r.refund_amount, r.refund_percent]).toEqual([amount, percent]);
  });

  it('text that is not a number leaves the row as it was', () => {
    const r = setManualAmountKr(row(10_000), '25');
    expect(setManualAmountKr(r, 'abc')).toBe(r);
    expect(setManualPercent(r, '5%')).toBe(r);
  });

  it('manualRows lays the typed amounts over the server rows, clamped; a different list is refused', () => {
    const base = specificationRows(STAY, level({ refundPercent: 0 }));
    const typed = base.map((r, i) => ({ title: r.title, refund_amount: [80_000, 4900, -3, 1000][i] }));
    const rows = manualRows(base, typed)!;
    expect(rows.map((r) => [r.refund_amount, r.refund_percent])).toEqual([
      [75_000, 100],
      [4900, 100], // the staff may refund the booking fee by hand
      [0, 0],
      [1000, 30],
    ]);
    expect(rows.map((r) => r.billed)).toEqual(base.map((r) => r.billed));
    expect(manualRows(base, typed.slice(1))).toBeNull();
    expect(
      manualRows(
        base,
        typed.map((t, i) => (i === 2 ? { ...t, title: 'El' } : t)),
      ),
    ).toBeNull();
    expect(
      manualRows(
        base,
        typed.map(({ refund_amount }) => ({ refund_amount })),
      ),
    ).toHaveLength(4);
  });

  it('the manual preview has no minimum fee, re-clamps and adds up', () => {
    const rows = [{ ...row(30_000, 30_000), refund_amount: 99_999, refund_percent: 10 }];
    const p = manualPreview(rows);
    expect(p.specification_list[0]).toMatchObject({ refund_amount: 30_000, refund_percent: 100 });
    expect(p).toMatchObject({ total_after: 0, applied_minimum_fee: 0, payable_amount: -30_000 });
    expect(sumLines(p)).toBe(-30_000);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('cancellationOptions (C8)', () => {
  const options = (over: Partial<Parameters<typeof cancellationOptions>[0]> = {}) =>
    cancellationOptions({
      policyName: 'Standard',
      level: policyLevel(STANDARD, CHECK_IN, ahead(20)),
      source: STAY,
      hasDocumentRequestSupport: true,
      ...over,
    }).map((o) => ({
      ...o,
      description_body: plain(o.description_body),
      result_header: plain(o.result_header),
      result_body: plain(o.result_body),
    }));

  it('a paid booking under Standard: policy, certificate and manual, with their money', () => {
    expect(options()).toEqual([
      {
        id: 'policy',
        option_name: 'Avboka enligt villkoren',
        is_selected: false,
        description_header: 'Avbokningsvillkor: Standard',
        description_body:
          'Avbokning 20 dagar före ankomst: 50 % återbetalas. Bokningsavgiften återbetalas inte. Minimiavgift 49,00 kr.',
        result_header: 'Gästen ska få tillbaka 330,84 kr',
        result_body: 'Bokningens värde blir 468,16 kr av 887,33 kr. En kreditfaktura skapas när avbokningen avslutas.',
        next_step: 'preview_page',
      },
      {
        id: 'document',
        option_name: 'Avboka med läkarintyg',
        is_selected: false,
        description_header: 'Avbokning med läkarintyg',
        description_body: T.documentBody,
        result_header: 'Med godkänt intyg får gästen tillbaka 750,00 kr',
        result_body: 'Nekas intyget gäller villkoren: bokningens värde blir 468,16 kr av 887,33 kr.',
        next_step: 'document_request_page',
      },
      {
        id: 'manual',
        option_name: 'Manuell avbokning',
        is_selected: false,
        description_header: 'Egen avbokningsspecifikation',
        description_body: T.manualBody,
        result_header: 'Beloppet bestäms på nästa sida',
        result_body: 'Bokningens värde är 887,33 kr, varav 799,00 kr redan är fakturerat eller betalt.',
        next_step: 'manual_page',
      },
    ]);
  });

  it('free only with nothing charged and nothing billed; the certificate only where requests can be sent', () => {
    const empty: SpecificationSource = { lodging: null, fees: [], products: [] };
    expect(options({ source: empty }).map((o) => o.id)).toEqual(['free', 'policy', 'document', 'manual']);
    expect(options({ source: empty })[0]).toMatchObject({
      option_name: 'Avboka utan kostnad',
      result_header: 'Inget att betala eller återbetala',
      next_step: 'preview_page',
    });
    expect(options({ source: lodgingOnly(0, 100) }).map((o) => o.id)).toEqual(['policy', 'document', 'manual']);
    expect(options({ hasDocumentRequestSupport: false }).map((o) => o.id)).toEqual(['policy', 'manual']);
  });

  it.each<[number, string]>([
    [45, 'Avbokning 45 dagar före ankomst: 100 % återbetalas. Minimiavgift 49,00 kr.'],
    [1, 'Avbokning dagen före ankomst: 0 % återbetalas.'],
    [0, 'Avbokning på ankomstdagen: 0 % återbetalas.'],
    [-1, 'Avbokning efter ankomstdagen (utebliven ankomst): 0 % återbetalas.'],
  ])('the policy option names the level %i days before', (days, body) => {
    const [policy] = options({ level: policyLevel(STANDARD, CHECK_IN, ahead(days)), source: lodgingOnly(30_000) });
    expect(policy.description_body).toBe(body);
  });

  it('a policy without rules, and a booking without a policy', () => {
    const [policy] = options({
      policyName: null,
      level: policyLevel([], CHECK_IN, ahead(3)),
      source: lodgingOnly(30_000, 30_000),
    });
    expect(policy.description_header).toBe('Bokningen har inga avbokningsvillkor');
    expect(policy.description_body).toBe('Villkoren har inga regler, så allt återbetalas.');
    expect(policy.result_header).toBe('Gästen ska få tillbaka 300,00 kr');
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('the wizard: first page, chip, texts', () => {
  const c = (over: Partial<Parameters<typeof startPage>[0] & object> = {}) => ({
    completed_at: null,
    approval_requested_at: null,
    approved_at: null,
    ...over,
  });
  const t = '2026-06-01T10:00:00Z';

  it.each<[Parameters<typeof startPage>[0], ReturnType<typeof startPage>]>([
    [null, 'start_page'],
    [c(), 'start_page'],
    [c({ approval_requested_at: t }), 'document_request_page'],
    [c({ approval_requested_at: t, approved_at: t }), 'preview_page'],
    [c({ approval_requested_at: t, approved_at: t, completed_at: t }), 'completed_page'],
    [c({ completed_at: t }), 'completed_page'],
    [c({ completed_at: t, reversed_at: t }), 'start_page'],
  ])('%o → %s', (cancellation, page) => {
    expect(startPage(cancellation)).toBe(page);
  });

  it.each<[string | null, ReturnType<typeof cancellationChip>]>([
    ['Avslutad', { label: 'Avslutad', tone: 'success' }],
    ['Inväntar dokument', { label: 'Inväntar dokument', tone: 'warning' }],
    ['Oavslutad', { label: 'Oavslutad', tone: 'error' }],
    [null, null],
    ['Okänd', null],
  ])('chip for %s', (status, chip) => {
    expect(cancellationChip(status)).toEqual(chip);
  });

  it('dates and percents', () => {
    expect(formatCancellationDate('2026-05-03')).toBe('3 maj 2026');
    expect(formatCancellationDate('2026-12-24')).toBe('24 dec 2026');
    expect([0, 5000, 10_000, 3333, 3350, 3305].map((h) => plain(formatPercent(h)))).toEqual([
      '0 %',
      '50 %',
      '100 %',
      '33,33 %',
      '33,5 %',
      '33,05 %',
    ]);
    expect(T.dialogTitle(1042)).toBe('Avbokning 1042');
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('properties', () => {
  const ore = fc.integer({ min: 0, max: 5_000_000 });
  const item = fc.record({ total: ore, billed: ore });
  const sourceArb: fc.Arbitrary<SpecificationSource> = fc.record({
    lodging: fc.option(
      item.map((i) => ({ ...i, from: CHECK_IN, to: '2026-07-13' })),
      { nil: null },
    ),
    fees: fc
      .uniqueArray(
        fc.record({
          key: fc.constantFrom('booking_fee' as const, 'position_reservation_fee' as const, 'electricity_fee' as const),
          total: ore,
          billed: ore,
        }),
        { selector: (f) => f.key, maxLength: 3 },
      )
      .map((fs) => fs.map((f) => ({ ...f, title: f.key }))),
    products: fc.array(
      item.map((i) => ({ ...i, title: 'Vara' })),
      { maxLength: 4 },
    ),
  });
  const ruleArb: fc.Arbitrary<CancellationRule> = fc.record(
    {
      days_before_checkin: fc.integer({ min: -5, max: 120 }),
      refund_percent: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
      minimum_fee: fc.integer({ min: 1, max: 200_000 }),
    },
    { requiredKeys: ['days_before_checkin', 'refund_percent'] },
  );
  const rulesArb = fc.array(ruleArb, { maxLength: 5 });
  const dayArb = fc.integer({ min: -20, max: 150 });

  /** Sensible policies: less back and no lower minimum fee as check-in nears (a 0 % level may drop the fee). */
  const monotoneRulesArb: fc.Arbitrary<CancellationRule[]> = fc
    .uniqueArray(
      fc.record({
        days: fc.integer({ min: -3, max: 120 }),
        percent: fc.integer({ min: 0, max: 100 }),
        fee: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
        dropFee: fc.boolean(),
      }),
      { selector: (r) => r.days, maxLength: 5 },
    )
    .map((rs) => {
      const byDays = [...rs].sort((a, b) => b.days - a.days);
      const percents = rs.map((r) => r.percent).sort((a, b) => b - a);
      const fees = rs.map((r) => r.fee ?? 0).sort((a, b) => a - b);
      return byDays.map((r, i) => {
        const fee = percents[i] === 0 && r.dropFee ? 0 : fees[i];
        return {
          days_before_checkin: r.days,
          refund_percent: percents[i],
          ...(fee > 0 ? { minimum_fee: fee } : {}),
        };
      });
    });

  it('0 ≤ total_after ≤ total_before; refunds within 0..total; payable = total_after − Σ billed; lines add up', () => {
    fc.assert(
      fc.property(rulesArb, sourceArb, dayArb, fc.boolean(), (rules, source, days, doc) => {
        const p = previewFor(rules, source, ahead(days), doc);
        expect(p.total_after).toBeGreaterThanOrEqual(0);
        expect(p.total_after).toBeLessThanOrEqual(p.total_before);
        for (const r of p.specification_list) {
          expect(r.refund_amount).toBeGreaterThanOrEqual(0);
          expect(r.refund_amount).toBeLessThanOrEqual(r.total);
          expect(r.refund_percent).toBeGreaterThanOrEqual(0);
          expect(r.refund_percent).toBeLessThanOrEqual(100);
        }
        const billed = p.specification_list.reduce((s, r) => s + r.billed, 0);
        expect(p.paid_amount).toBe(billed);
        expect(p.payable_amount).toBe(p.total_after - billed);
        expect(p.has_final_invoice).toBe(p.payable_amount > 0);
        expect(p.has_balancing_invoice).toBe(p.payable_amount < 0);
        const lines = settlementLines(p);
        expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(p.payable_amount);
        expect(lines.every((l) => l.amount !== 0)).toBe(true);
        // Never more back than was billed.
        expect(p.payable_amount).toBeGreaterThanOrEqual(-billed);
        expect(p.applied_minimum_fee === 0 || p.applied_minimum_fee === p.total_after).toBe(true);
      }),
    );
  });

  it('the timeline is in date order, with one arrival and a deadline per level when there are two or more', () => {
    fc.assert(
      fc.property(rulesArb, fc.option(dayArb, { nil: null }), fc.option(dayArb, { nil: null }), (rules, b, c) => {
        const items = policyTimeline({
          rules,
          bookingDate: b == null ? null : ahead(b),
          checkIn: CHECK_IN,
          cancellationDate: c == null ? null : ahead(c),
        });
        expect(items.map((i) => i.date)).toEqual(items.map((i) => i.date).sort());
        expect(items.filter((i) => i.is_checkin_date)).toHaveLength(1);
        expect(items.filter((i) => i.is_booking_date)).toHaveLength(b == null ? 0 : 1);
        expect(items.filter((i) => i.is_cancellation_date)).toHaveLength(c == null ? 0 : 1);
        const levels = new Set(rules.map((r) => Math.ceil(r.days_before_checkin))).size;
        expect(items.filter((i) => i.is_deadline)).toHaveLength(levels > 1 ? levels : 0);
        expect(new Set(items.map((i) => `${i.date} ${i.title}`)).size).toBe(items.length);
      }),
    );
  });

  it('a later cancellation never refunds more than an earlier one (the demo policies and any sensible policy)', () => {
    const policies = fc.oneof(fc.constantFrom(FLEXIBEL, STANDARD, SASONG), monotoneRulesArb);
    fc.assert(
      fc.property(policies, sourceArb, dayArb, dayArb, (rules, source, a, b) => {
        const [earlier, later] = a >= b ? [ahead(a), ahead(b)] : [ahead(b), ahead(a)];
        const early = previewFor(rules, source, earlier);
        const late = previewFor(rules, source, later);
        expect(early.total_after).toBeLessThanOrEqual(late.total_after);
        expect(policyLevel(rules, CHECK_IN, earlier).refundPercent).toBeGreaterThanOrEqual(
          policyLevel(rules, CHECK_IN, later).refundPercent,
        );
      }),
    );
  });

  it('manual clamps: percent 0–100, amount 0..total, the percent follows the amount', () => {
    const text = fc.oneof(
      fc.integer({ min: -100_000, max: 10_000_000 }).map((n) => (n / 100).toFixed(2).replace('.', ',')),
      fc.integer({ min: -500, max: 500 }).map(String),
    );
    fc.assert(
      fc.property(ore, text, fc.boolean(), (total, typed, asAmount) => {
        const base: SpecRow = {
          title: 'x',
          total,
          refund_percent: 0,
          refund_amount: 0,
          product_category: 'product',
          billed: 0,
        };
        const r = asAmount ? setManualAmountKr(base, typed) : setManualPercent(base, typed);
        expect(r.refund_amount).toBeGreaterThanOrEqual(0);
        expect(r.refund_amount).toBeLessThanOrEqual(total);
        expect(r.refund_percent).toBeGreaterThanOrEqual(0);
        expect(r.refund_percent).toBeLessThanOrEqual(100);
        expect(Number.isInteger(r.refund_amount)).toBe(true);
        expect(Number.isInteger(Math.round(r.refund_percent * 100))).toBe(true);
        if (asAmount && total > 0) expect(r.refund_percent).toBe(Math.round((r.refund_amount * 10_000) / total) / 100);
        // The manual preview keeps what the row says, adds no minimum fee and adds up.
        const p = manualPreview([r]);
        expect(p.specification_list[0]).toEqual(r);
        expect(p.total_after).toBe(total - r.refund_amount);
        expect(sumLines(p)).toBe(p.payable_amount);
      }),
    );
  });
});
