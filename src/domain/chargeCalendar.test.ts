import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccommodationRow,
  CALENDAR_TEXTS,
  type CalendarCharge,
  type CalendarChargeStatus,
  type ChargeEdit,
  calendarMonth,
  canConvert,
  canEdit,
  chargeTotal,
  convertToNightly,
  dayStates,
  discountAll,
  editSelection,
  extend,
  move,
  nightsOf,
  type Stay,
  select,
  selectionPricing,
  shiftMonth,
  splitTotal,
  stayNights,
  stayTotal,
} from './chargeCalendar';
import { addDays, daysBetween, daysInMonth, isoFromParts, isoWeek, weekday, type IsoDate } from './dates';
import { basePriceOre, chargeLineDiscountOre, type DiscountType, PRICE_TEXTS } from './discount';
import { lineTotalOre } from './money';

let nextId = 1;
const charge = (start: IsoDate, nights: number, price: number, over: Partial<CalendarCharge> = {}): CalendarCharge => ({
  id: nextId++,
  start,
  end: addDays(start, nights),
  nights,
  price,
  original_price: price,
  discount_type: 'none',
  discount_value: 0,
  status: 'parked',
  ...over,
});

/** 1–8 July 2026: seven nights. */
const STAY: Stay = { checkIn: '2026-07-01', checkOut: '2026-07-08' };

/** What the booking has after an edit: the replaced charges gone, the new rows in. */
function apply(charges: CalendarCharge[], rows: AccommodationRow[], replaced: number[]): CalendarCharge[] {
  const left = charges.filter((c) => !replaced.includes(c.id));
  return [...left, ...rows.map((r) => ({ ...r, id: nextId++, status: 'parked' as const }))];
}

describe('splitTotal: total over nights, round each, the last the remainder (C10)', () => {
  it.each<[number, number, number[]]>([
    [100_000, 3, [33_333, 33_333, 33_334]],
    [1_001, 2, [501, 500]],
    [10, 4, [3, 3, 3, 1]],
    [99_999, 1, [99_999]],
    [0, 5, [0, 0, 0, 0, 0]],
    // round(0.5) = 1 a night would leave −1 for the last: truncated instead, never a negative night.
    [2, 4, [0, 0, 0, 2]],
    [-1_001, 2, [-501, -500]],
  ])('%i over %i nights → %j', (total, nights, shares) => {
    expect(splitTotal(total, nights)).toEqual(shares);
  });

  it('refuses what is not a split', () => {
    expect(() => splitTotal(100, 0)).toThrow(RangeError);
    expect(() => splitTotal(1.5, 2)).toThrow(RangeError);
  });

  it('always adds up, keeps the sign, differs from round(total / nights) only on the last night', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 1, max: 60 }), (t, n) => {
        const s = splitTotal(t, n);
        expect(s).toHaveLength(n);
        expect(s.reduce((a, b) => a + b, 0)).toBe(t);
        for (const x of s) expect(Math.sign(x) * Math.sign(t)).toBeGreaterThanOrEqual(0);
        const each = s[0]!;
        expect(s.slice(0, -1).every((x) => x === each)).toBe(true);
        expect(Math.abs(each - t / n)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('calendarMonth: Monday-first weeks with ISO week numbers', () => {
  const rows = (year: number, month: number) =>
    calendarMonth(year, month, '2026-06-15').weeks.map((w) => [w.week, w.days[0]!.date, w.days[6]!.date]);

  it.each<[string, number, number, [number, string, string][]]>([
    [
      'February 2026 begins on a Sunday',
      2026,
      2,
      [
        [5, '2026-01-26', '2026-02-01'],
        [6, '2026-02-02', '2026-02-08'],
        [7, '2026-02-09', '2026-02-15'],
        [8, '2026-02-16', '2026-02-22'],
        [9, '2026-02-23', '2026-03-01'],
      ],
    ],
    [
      'March 2026 (a Sunday start, DST on the 29th) needs six rows',
      2026,
      3,
      [
        [9, '2026-02-23', '2026-03-01'],
        [10, '2026-03-02', '2026-03-08'],
        [11, '2026-03-09', '2026-03-15'],
        [12, '2026-03-16', '2026-03-22'],
        [13, '2026-03-23', '2026-03-29'],
        [14, '2026-03-30', '2026-04-05'],
      ],
    ],
    [
      'February 2027 fits four rows',
      2027,
      2,
      [
        [5, '2027-02-01', '2027-02-07'],
        [6, '2027-02-08', '2027-02-14'],
        [7, '2027-02-15', '2027-02-21'],
        [8, '2027-02-22', '2027-02-28'],
      ],
    ],
    [
      'February 2028 (leap year)',
      2028,
      2,
      [
        [5, '2028-01-31', '2028-02-06'],
        [6, '2028-02-07', '2028-02-13'],
        [7, '2028-02-14', '2028-02-20'],
        [8, '2028-02-21', '2028-02-27'],
        [9, '2028-02-28', '2028-03-05'],
      ],
    ],
    [
      'December 2026 ends in week 53',
      2026,
      12,
      [
        [49, '2026-11-30', '2026-12-06'],
        [50, '2026-12-07', '2026-12-13'],
        [51, '2026-12-14', '2026-12-20'],
        [52, '2026-12-21', '2026-12-27'],
        [53, '2026-12-28', '2027-01-03'],
      ],
    ],
    [
      'January 2027 begins in week 53 of 2026',
      2027,
      1,
      [
        [53, '2026-12-28', '2027-01-03'],
        [1, '2027-01-04', '2027-01-10'],
        [2, '2027-01-11', '2027-01-17'],
        [3, '2027-01-18', '2027-01-24'],
        [4, '2027-01-25', '2027-01-31'],
      ],
    ],
    [
      'October 2026 (DST ends on the 25th)',
      2026,
      10,
      [
        [40, '2026-09-28', '2026-10-04'],
        [41, '2026-10-05', '2026-10-11'],
        [42, '2026-10-12', '2026-10-18'],
        [43, '2026-10-19', '2026-10-25'],
        [44, '2026-10-26', '2026-11-01'],
      ],
    ],
  ])('%s', (_, year, month, expected) => {
    expect(rows(year, month)).toEqual(expected);
  });

  it('marks the neighbouring months, today, weekends and holidays', () => {
    const m = calendarMonth(2026, 12, '2026-12-24');
    expect(m.title).toBe('december 2026');
    const days = m.weeks.flatMap((w) => w.days);
    const day = (d: IsoDate) => days.find((x) => x.date === d)!;
    expect(day('2026-11-30').inMonth).toBe(false);
    expect(day('2027-01-01').inMonth).toBe(false);
    expect(day('2026-12-01').inMonth).toBe(true);
    expect(days.filter((d) => d.isToday).map((d) => d.date)).toEqual(['2026-12-24']);
    expect(day('2026-12-23').isPast).toBe(true);
    expect(day('2026-12-25')).toMatchObject({ isHoliday: true, isWeekend: false, weekday: 5 });
    expect(day('2026-12-26').isWeekend).toBe(true);
  });

  it('the DST weeks are seven calendar days like any other', () => {
    for (const [y, mo, sunday] of [
      [2026, 3, '2026-03-29'],
      [2026, 10, '2026-10-25'],
    ] as const) {
      const week = calendarMonth(y, mo, '2026-01-01').weeks.find((w) => w.days.some((d) => d.date === sunday))!;
      expect(week.days.map((d) => d.date)).toEqual(nightsOf({ start: addDays(sunday, -6), end: addDays(sunday, 1) }));
    }
  });

  it('every month: whole weeks from Monday, every day of the month once, ISO week of each row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const m = calendarMonth(year, month, '2026-06-15');
        const days = m.weeks.flatMap((w) => w.days);
        const first = isoFromParts(year, month, 1);
        const need = Math.ceil((weekday(first) - 1 + daysInMonth(year, month)) / 7);
        expect(m.weeks).toHaveLength(need);
        expect(m.weeks.length).toBeGreaterThanOrEqual(4);
        expect(m.weeks.length).toBeLessThanOrEqual(6);
        expect(weekday(days[0]!.date)).toBe(1);
        days.forEach((d, i) => {
          if (i > 0) expect(daysBetween(days[i - 1]!.date, d.date)).toBe(1);
          expect(d.inMonth).toBe(d.date.startsWith(first.slice(0, 8)));
        });
        expect(days.filter((d) => d.inMonth)).toHaveLength(daysInMonth(year, month));
        for (const w of m.weeks) for (const d of w.days) expect(isoWeek(d.date)).toBe(w.week);
      }),
    );
  });

  it('month navigation crosses years', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth(2026, 6, -18)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth(2026, 6, 0)).toEqual({ year: 2026, month: 6 });
  });
});

/** The July stay: a 3-night period, a paid night, a night without a charge, an invoiced and a parked night. */
function julyStay() {
  const period = charge('2026-07-01', 3, 100_000);
  const paid = charge('2026-07-04', 1, 30_000, { status: 'paid' });
  const invoiced = charge('2026-07-06', 1, 30_000, {
    discount_type: 'flat',
    discount_value: 5_000,
    status: 'invoiced',
  });
  const parked = charge('2026-07-07', 1, 35_000);
  return { period, paid, invoiced, parked, all: [period, paid, invoiced, parked] };
}

describe('dayStates: what each night of the stay shows', () => {
  it('none, single and multi, the nightly price and the status', () => {
    const { period, paid, invoiced, parked, all } = julyStay();
    const suggestion = {
      id: 9,
      start: '2026-07-05',
      end: '2026-07-06',
      price: 32_000,
      text_line_1: 'Nytt pris',
      text_line_2: null,
    };
    const s = dayStates(all, STAY, [suggestion]);
    expect([...s.keys()]).toEqual(stayNights(STAY));
    const view = [...s.entries()].map(([d, x]) => [d, x.state, x.chargeId, x.nightly, x.status]);
    expect(view).toEqual([
      ['2026-07-01', 'multi', period.id, 33_333, 'parked'],
      ['2026-07-02', 'multi', period.id, 33_333, 'parked'],
      ['2026-07-03', 'multi', period.id, 33_334, 'parked'],
      ['2026-07-04', 'single', paid.id, 30_000, 'paid'],
      ['2026-07-05', 'none', null, 0, null],
      ['2026-07-06', 'single', invoiced.id, 25_000, 'invoiced'],
      ['2026-07-07', 'single', parked.id, 35_000, 'parked'],
    ]);
    expect(s.get('2026-07-05')!.suggestion).toBe(suggestion);
    expect(s.get('2026-07-04')!.suggestion).toBeNull();
  });

  it('a multi-night charge with a discount shows its discounted total over the nights', () => {
    const c = charge('2026-07-01', 4, 100_000, { discount_type: 'percent', discount_value: 1_000 });
    expect([...dayStates([c], STAY).values()].slice(0, 4).map((x) => x.nightly)).toEqual([
      22_500, 22_500, 22_500, 22_500,
    ]);
  });

  it('overlapping rows add up and the most settled status shows', () => {
    const a = charge('2026-07-02', 1, 10_000, { status: 'paid' });
    const b = charge('2026-07-02', 1, 5_000);
    expect(dayStates([b, a], STAY).get('2026-07-02')).toMatchObject({
      state: 'single',
      nightly: 15_000,
      status: 'paid',
      chargeIds: [a.id, b.id],
    });
  });
});

describe('selection by click, drag and keys', () => {
  const { period, all } = julyStay();

  it('a click selects the night, or the whole period of a multi-night charge', () => {
    expect(select(all, STAY, '2026-07-05')).toEqual({
      anchor: '2026-07-05',
      focus: '2026-07-05',
      dates: ['2026-07-05'],
    });
    expect(select(all, STAY, '2026-07-02')!.dates).toEqual(nightsOf(period));
    expect(select(all, STAY, '2026-07-08')).toBeNull(); // check-out day: no night
    expect(select(all, STAY, '2026-06-30')).toBeNull();
  });

  it('drag and shift+arrows extend from the anchor, swallowing whole periods, within the stay', () => {
    const s = select(all, STAY, '2026-07-05')!;
    expect(extend(all, STAY, s, '2026-07-03').dates).toEqual([
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
    ]);
    const toEnd = extend(all, STAY, s, '2026-07-20');
    expect(toEnd.focus).toBe('2026-07-07');
    expect(toEnd.dates).toEqual(['2026-07-05', '2026-07-06', '2026-07-07']);
    // Back over the anchor: the range turns around it.
    expect(extend(all, STAY, toEnd, '2026-07-04').dates).toEqual(['2026-07-04', '2026-07-05']);
  });

  it('arrows move a day or a week, kept within the stay, across DST', () => {
    const spring: Stay = { checkIn: '2026-03-20', checkOut: '2026-04-10' };
    expect(move(spring, '2026-03-26', 'ArrowDown')).toBe('2026-04-02');
    expect(move(spring, '2026-03-28', 'ArrowRight')).toBe('2026-03-29');
    expect(move(spring, '2026-03-30', 'ArrowLeft')).toBe('2026-03-29');
    expect(move(spring, '2026-03-22', 'ArrowUp')).toBe('2026-03-20');
    expect(move(spring, '2026-04-09', 'ArrowRight')).toBe('2026-04-09');
    expect(move(spring, '2026-04-05', 'ArrowDown')).toBe('2026-04-09');
    expect(move(spring, '2026-01-01', 'ArrowLeft')).toBe('2026-03-20');
  });

  it('canEdit: the reasons the edit button is disabled', () => {
    const { paid, parked } = julyStay();
    const singles = [charge('2026-07-05', 1, 30_000), parked];
    const table: [string, CalendarCharge[], IsoDate[], true | string][] = [
      ['nothing selected', all, [], CALENDAR_TEXTS.noSelection],
      ['outside the stay', all, ['2026-07-08'], CALENDAR_TEXTS.outsideStay],
      ['a paid night', all, ['2026-07-04'], CALENDAR_TEXTS.locked],
      ['across a paid night', [...all, ...singles], ['2026-07-04', '2026-07-05'], CALENDAR_TEXTS.locked],
      ['an invoiced night', all, ['2026-07-06'], CALENDAR_TEXTS.locked],
      ['a period and more', all, ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-05'], CALENDAR_TEXTS.multiNight],
      ['a period alone', all, nightsOf(period), CALENDAR_TEXTS.multiNight],
      ['one night inside a period', all, ['2026-07-02'], true],
      [
        'nights without a charge and single nights',
        [paid, ...singles],
        ['2026-07-05', '2026-07-07', '2026-07-02'],
        true,
      ],
    ];
    for (const [why, charges, dates, expected] of table)
      expect([why, canEdit(charges, STAY, dates)]).toEqual([why, expected]);
  });
});

describe('convertToNightly (C10)', () => {
  it.each<[string, Partial<CalendarCharge>, number, number, Partial<AccommodationRow>[]]>([
    [
      '1 000 kr over 3 nights',
      {},
      3,
      100_000,
      [
        { price: 33_333, original_price: 33_333, discount_type: 'none' },
        { price: 33_333, original_price: 33_333, discount_type: 'none' },
        { price: 33_334, original_price: 33_334, discount_type: 'none' },
      ],
    ],
    [
      '10 % off 1 000 kr over 3 nights: the discount stays on each night as fixed',
      { discount_type: 'percent', discount_value: 1_000 },
      3,
      100_000,
      [
        { price: 30_000, original_price: 33_333, discount_type: 'fixed', discount_value: 3_333 },
        { price: 30_000, original_price: 33_333, discount_type: 'fixed', discount_value: 3_333 },
        { price: 30_000, original_price: 33_334, discount_type: 'fixed', discount_value: 3_334 },
      ],
    ],
    [
      'a fixed period price of 900 kr against 1 000 kr over 2 nights',
      { discount_type: 'fixed', discount_value: 10_000, original_price: 100_000 },
      2,
      90_000,
      [
        { price: 45_000, original_price: 50_000, discount_type: 'fixed', discount_value: 5_000 },
        { price: 45_000, original_price: 50_000, discount_type: 'fixed', discount_value: 5_000 },
      ],
    ],
    [
      'no original price stays none',
      { original_price: null },
      2,
      1_001,
      [
        { price: 501, original_price: null, discount_type: 'none' },
        { price: 500, original_price: null, discount_type: 'none' },
      ],
    ],
  ])('%s', (_, over, nights, price, expected) => {
    const c = charge('2026-07-01', nights, price, over);
    const rows = convertToNightly(c);
    expect(rows).toMatchObject(expected);
    expect(rows.map((r) => [r.start, r.end, r.nights])).toEqual(nightsOf(c).map((d) => [d, addDays(d, 1), 1]));
  });

  it('canConvert: only a parked charge of several nights', () => {
    expect(canConvert(charge('2026-07-01', 3, 100_000))).toBe(true);
    expect(canConvert(charge('2026-07-01', 3, 100_000, { status: 'paid' }))).toBe(CALENDAR_TEXTS.locked);
    expect(canConvert(charge('2026-07-01', 3, 100_000, { status: 'invoiced' }))).toBe(CALENDAR_TEXTS.locked);
    expect(canConvert(charge('2026-07-01', 1, 30_000))).toBe(CALENDAR_TEXTS.singleNight);
  });

  const chargeArb = fc
    .record({
      nights: fc.integer({ min: 1, max: 40 }),
      price: fc.integer({ min: 0, max: 5_000_000 }),
      original: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
      type: fc.constantFrom<DiscountType>('none', 'fixed', 'flat', 'percent'),
      value: fc.integer({ min: 0, max: 12_000 }),
    })
    .map((r) =>
      charge('2026-03-20', r.nights, r.price, {
        original_price: r.original,
        discount_type: r.type,
        discount_value: r.type === 'fixed' ? (r.original ?? r.price) - r.price : r.value,
      }),
    );

  it('converting never changes the total, the discount a receipt shows, or what a night shows', () => {
    fc.assert(
      fc.property(chargeArb, (c) => {
        const rows = convertToNightly(c);
        expect(rows).toHaveLength(c.nights);
        expect(stayTotal(rows)).toBe(chargeTotal(c));
        for (const r of rows) expect(r.price).toBeGreaterThanOrEqual(0);
        const pricing = (r: AccommodationRow) => ({
          quantity: 1000,
          price: r.price,
          originalPrice: r.original_price,
          discountType: r.discount_type,
          discountValue: r.discount_value,
        });
        const discount = rows.reduce((s, r) => s + chargeLineDiscountOre(pricing(r)), 0);
        expect(discount).toBe(chargeLineDiscountOre(pricing(c)));
        const stay = { checkIn: c.start, checkOut: c.end };
        const asCharges = rows.map((r) => ({ ...r, id: nextId++, status: 'parked' as const }));
        const before = [...dayStates([c], stay).values()].map((x) => x.nightly);
        expect([...dayStates(asCharges, stay).values()].map((x) => x.nightly)).toEqual(before);
      }),
    );
  });
});

describe('editSelection', () => {
  const edit = (over: Partial<ChargeEdit> = {}): ChargeEdit => ({
    price: 40_000,
    discount_type: 'none',
    discount_value: 0,
    ...over,
  });

  it('refuses a selection across a paid night and changes nothing', () => {
    const { all } = julyStay();
    expect(editSelection(all, STAY, ['2026-07-04', '2026-07-05'], edit())).toEqual({
      ok: false,
      field: 'dates',
      message: 'Betalda eller fakturerade nätter kan inte ändras',
    });
  });

  it.each<[string, Partial<ChargeEdit>, string, string]>([
    ['no price', { price: null }, 'price', 'Ange ett pris'],
    ['NaN', { price: Number.NaN }, 'price', 'Ange ett pris'],
    ['a fraction of an öre', { price: 100.5 }, 'price', 'Ange ett pris'],
    ['a negative price', { price: -100 }, 'price', PRICE_TEXTS.negative],
    [
      'flat off a lowered price',
      { price: 30_000, discount_type: 'flat', discount_value: 100 },
      'price',
      PRICE_TEXTS.fromOriginal,
    ],
    [
      'percent off a raised price',
      { price: 40_000, discount_type: 'percent', discount_value: 100 },
      'price',
      PRICE_TEXTS.fromOriginal,
    ],
    [
      'a discount that is no number',
      { discount_type: 'flat', price: 35_000, discount_value: 1.5 },
      'discount_value',
      CALENDAR_TEXTS.discountValue,
    ],
  ])('refuses %s', (_, over, field, message) => {
    const c = charge('2026-07-07', 1, 35_000);
    expect(editSelection([c], STAY, ['2026-07-07'], edit(over))).toEqual({ ok: false, field, message });
  });

  it.each<[string, number | null, Partial<ChargeEdit>, Partial<AccommodationRow>]>([
    [
      'a price versus the original becomes fixed',
      35_000,
      { price: 30_000 },
      { price: 30_000, discount_type: 'fixed', discount_value: 5_000 },
    ],
    [
      'back at the original is none',
      35_000,
      { price: 35_000, discount_type: 'fixed' },
      { price: 35_000, discount_type: 'none', discount_value: 0 },
    ],
    [
      'fixed without an original price is none',
      null,
      { price: 30_000, discount_type: 'fixed' },
      { price: 30_000, original_price: null, discount_type: 'none' },
    ],
    [
      'flat capped at the price',
      35_000,
      { price: 35_000, discount_type: 'flat', discount_value: 99_999 },
      { price: 35_000, discount_type: 'flat', discount_value: 35_000 },
    ],
    [
      'percent capped at 100 %',
      35_000,
      { price: 35_000, discount_type: 'percent', discount_value: 25_000 },
      { discount_type: 'percent', discount_value: 10_000 },
    ],
    [
      'flat without an original price on the typed price',
      null,
      { price: 20_000, discount_type: 'flat', discount_value: 2_500 },
      { price: 20_000, discount_type: 'flat', discount_value: 2_500 },
    ],
  ])('%s', (_, original, over, expected) => {
    const c = charge('2026-07-07', 1, 35_000, { original_price: original });
    const r = editSelection([c], STAY, ['2026-07-07'], edit(over));
    expect(r.ok && r.replaced).toEqual([c.id]);
    expect(r.ok && r.rows).toMatchObject([{ start: '2026-07-07', end: '2026-07-08', nights: 1, ...expected }]);
  });

  it('three nights get the new price, one row each; a night without a charge has no original price', () => {
    const a = charge('2026-07-05', 1, 35_000);
    const b = charge('2026-07-06', 1, 35_000);
    const r = editSelection([a, b], STAY, ['2026-07-06', '2026-07-04', '2026-07-05'], edit({ price: 30_000 }));
    expect(r.ok && r.replaced).toEqual([a.id, b.id]);
    expect(r.ok && r.rows.map((x) => [x.start, x.price, x.original_price, x.discount_type, x.discount_value])).toEqual([
      ['2026-07-04', 30_000, null, 'none', 0],
      ['2026-07-05', 30_000, null, 'none', 0],
      ['2026-07-06', 30_000, null, 'none', 0],
    ]);
    // Without the night that has no charge the nights share an original price: the new price is fixed.
    const two = editSelection([a, b], STAY, ['2026-07-06', '2026-07-05'], edit({ price: 30_000 }));
    expect(
      two.ok && two.rows.map((x) => [x.start, x.price, x.original_price, x.discount_type, x.discount_value]),
    ).toEqual([
      ['2026-07-05', 30_000, 35_000, 'fixed', 5_000],
      ['2026-07-06', 30_000, 35_000, 'fixed', 5_000],
    ]);
  });

  it('one night inside a period splits it; the other nights keep what they cost', () => {
    const { period, all } = julyStay();
    const r = editSelection(all, STAY, ['2026-07-02'], edit({ price: 20_000 }));
    if (!r.ok) throw new Error(r.message);
    expect(r.replaced).toEqual([period.id]);
    expect(r.rows.map((x) => [x.start, chargeTotal(x)])).toEqual([
      ['2026-07-01', 33_333],
      ['2026-07-02', 20_000],
      ['2026-07-03', 33_334],
    ]);
  });

  it('a period: one row over nights that follow each other, at the price of the period', () => {
    const a = charge('2026-07-05', 1, 30_000);
    const b = charge('2026-07-06', 1, 30_000, {
      original_price: 35_000,
      discount_type: 'fixed',
      discount_value: 5_000,
    });
    expect(selectionPricing([a, b], ['2026-07-05', '2026-07-06'], true)).toEqual({
      price: 60_000,
      originalPrice: 65_000,
      discountType: 'none',
      discountValue: 0,
    });
    const r = editSelection([a, b], STAY, ['2026-07-05', '2026-07-06'], edit({ price: 55_000, is_period: true }));
    expect(r.ok && r.rows).toEqual([
      {
        start: '2026-07-05',
        end: '2026-07-07',
        nights: 2,
        price: 55_000,
        original_price: 65_000,
        discount_type: 'fixed',
        discount_value: 10_000,
      },
    ]);
    expect(editSelection([a, b], STAY, ['2026-07-05', '2026-07-07'], edit({ is_period: true }))).toMatchObject({
      ok: false,
      field: 'dates',
      message: CALENDAR_TEXTS.periodGap,
    });
  });

  it('selectionPricing: what the edit panel opens with', () => {
    const a = charge('2026-07-05', 1, 30_000, {
      original_price: 35_000,
      discount_type: 'fixed',
      discount_value: 5_000,
    });
    const b = charge('2026-07-06', 1, 30_000, {
      original_price: 35_000,
      discount_type: 'fixed',
      discount_value: 5_000,
    });
    const c = charge('2026-07-07', 1, 28_000);
    expect(selectionPricing([a, b, c], ['2026-07-05', '2026-07-06'])).toEqual({
      price: 30_000,
      originalPrice: 35_000,
      discountType: 'fixed',
      discountValue: 5_000,
    });
    expect(selectionPricing([a, b, c], ['2026-07-06', '2026-07-07'])).toEqual({
      price: null,
      originalPrice: null,
      discountType: 'none',
      discountValue: 0,
    });
    expect(selectionPricing([], ['2026-07-02'])).toEqual({
      price: null,
      originalPrice: null,
      discountType: 'none',
      discountValue: 0,
    });
  });
});

// A stay of 1–30 nights laid out as runs: periods, single nights and nights without a charge, any status.
const runArb = fc.record({
  nights: fc.integer({ min: 1, max: 6 }),
  covered: fc.boolean(),
  status: fc.constantFrom<CalendarChargeStatus>('parked', 'parked', 'paid', 'invoiced'),
  price: fc.integer({ min: 0, max: 3_000_000 }),
  original: fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: null }),
  type: fc.constantFrom<DiscountType>('none', 'fixed', 'flat', 'percent'),
  value: fc.integer({ min: 0, max: 12_000 }),
});
const layoutArb = fc
  .record({ start: fc.integer({ min: 0, max: 800 }), runs: fc.array(runArb, { minLength: 1, maxLength: 10 }) })
  .map(({ start, runs }) => {
    const checkIn = addDays('2026-01-01', start);
    let at = checkIn;
    const charges: CalendarCharge[] = [];
    for (const r of runs) {
      if (r.covered) {
        const value = r.type === 'fixed' ? (r.original ?? r.price) - r.price : r.value;
        charges.push(
          charge(at, r.nights, r.price, {
            original_price: r.original,
            discount_type: r.type === 'fixed' && r.original == null ? 'none' : r.type,
            discount_value: r.type === 'fixed' && r.original == null ? 0 : value,
            status: r.status,
          }),
        );
      }
      at = addDays(at, r.nights);
    }
    return { stay: { checkIn, checkOut: at } as Stay, charges };
  });

describe('properties over whole stays', () => {
  it('editing a selection never changes the nights outside it', () => {
    fc.assert(
      fc.property(
        layoutArb,
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.constantFrom<DiscountType>('none', 'fixed', 'flat', 'percent'),
        fc.integer({ min: 0, max: 12_000 }),
        ({ stay, charges }, picks, oneNight, price, type, value) => {
          const nights = stayNights(stay);
          const before = dayStates(charges, stay);
          // Editable: one night anywhere parked, or any nights of parked single-night charges or none.
          const open = nights.filter((d) => before.get(d)!.status !== 'paid' && before.get(d)!.status !== 'invoiced');
          const singles = open.filter((d) => before.get(d)!.state !== 'multi');
          const pool = oneNight ? open : singles;
          fc.pre(pool.length > 0);
          const dates = oneNight ? [pool[picks[0]! % pool.length]!] : picks.map((p) => pool[p % pool.length]!);
          expect(canEdit(charges, stay, dates)).toBe(true);
          const { originalPrice } = selectionPricing(charges, dates);
          const flatLike = type === 'flat' || type === 'percent';
          const r = editSelection(charges, stay, dates, {
            price: flatLike ? (originalPrice ?? price) : price,
            discount_type: type,
            discount_value: value,
          });
          if (!r.ok) throw new Error(r.message);
          const after = dayStates(apply(charges, r.rows, r.replaced), stay);
          const selected = new Set(dates);
          for (const d of nights) {
            if (selected.has(d)) {
              expect(after.get(d)!.state).toBe('single');
              expect(after.get(d)!.status).toBe('parked');
            } else {
              expect([d, after.get(d)!.nightly, after.get(d)!.status]).toEqual([
                d,
                before.get(d)!.nightly,
                before.get(d)!.status,
              ]);
            }
          }
          // Charges outside the stay or untouched are still there as they were.
          for (const c of charges)
            if (!r.replaced.includes(c.id)) expect(nightsOf(c).some((d) => selected.has(d))).toBe(false);
          // Every selected night costs the same.
          const costs = dates.map((d) => after.get(d)!.nightly);
          expect(new Set(costs).size).toBe(1);
        },
      ),
    );
  });

  it('an edit is refused as a whole whenever a selected night is paid or invoiced', () => {
    fc.assert(
      fc.property(layoutArb, fc.nat(), fc.nat(), ({ stay, charges }, i, j) => {
        const nights = stayNights(stay);
        const states = dayStates(charges, stay);
        const locked = nights.filter((d) => states.get(d)!.status === 'paid' || states.get(d)!.status === 'invoiced');
        fc.pre(locked.length > 0);
        const dates = [locked[i % locked.length]!, nights[j % nights.length]!];
        expect(editSelection(charges, stay, dates, { price: 100, discount_type: 'none', discount_value: 0 })).toEqual({
          ok: false,
          field: 'dates',
          message: CALENDAR_TEXTS.locked,
        });
      }),
    );
  });

  it('discountAll never raises a price above what it was or its base, nor touches paid or invoiced rows', () => {
    fc.assert(
      fc.property(
        layoutArb,
        fc.constantFrom<'flat' | 'percent'>('flat', 'percent'),
        fc.integer({ min: 1, max: 20_000 }),
        fc.boolean(),
        ({ charges }, type, value, override) => {
          const r = discountAll(charges, { type, value, override });
          if (!r.ok) {
            const open = charges.filter((c) => c.status === 'parked');
            const expected = open.length === 0 ? CALENDAR_TEXTS.discountAllNone : CALENDAR_TEXTS.discountAllDiscounted;
            expect(r.message).toBe(expected);
            return;
          }
          expect(r.charges).toHaveLength(charges.length);
          charges.forEach((c, k) => {
            const a = r.charges[k]!;
            if (c.status !== 'parked' || (!override && c.discount_type !== 'none')) {
              expect(a).toEqual(c);
              return;
            }
            expect(a.discount_type).toBe(type);
            const base = basePriceOre({
              quantity: 1000,
              price: c.price,
              originalPrice: c.original_price,
              discountType: c.discount_type,
              discountValue: c.discount_value,
            });
            expect(chargeTotal(a)).toBeLessThanOrEqual(lineTotalOre(base, 1000));
            expect(chargeTotal(a)).toBeGreaterThanOrEqual(0);
            if (c.discount_type === 'none') expect(chargeTotal(a)).toBeLessThanOrEqual(chargeTotal(c));
          });
          for (const id of r.changed) expect(charges.find((c) => c.id === id)!.status).toBe('parked');
        },
      ),
    );
  });
});

describe('discountAll: the form', () => {
  const { all, period, parked } = julyStay();

  it.each<[string, { type: DiscountType; value: number }, string]>([
    ['fixed is not a discount on all', { type: 'fixed', value: 100 }, CALENDAR_TEXTS.discountAllType],
    ['none', { type: 'none', value: 100 }, CALENDAR_TEXTS.discountAllType],
    ['zero', { type: 'percent', value: 0 }, CALENDAR_TEXTS.discountAllValue],
    ['negative', { type: 'flat', value: -5 }, CALENDAR_TEXTS.discountAllValue],
  ])('refuses %s', (_, d, message) => {
    expect(discountAll(all, { ...d, override: false })).toEqual({ ok: false, message });
  });

  it('refuses when only paid or invoiced charges are left, or all open ones have a discount', () => {
    expect(
      discountAll(
        all.filter((c) => c.status !== 'parked'),
        { type: 'flat', value: 100, override: false },
      ),
    ).toEqual({
      ok: false,
      message: CALENDAR_TEXTS.discountAllNone,
    });
    const discounted = [{ ...parked, discount_type: 'percent' as const, discount_value: 500 }];
    expect(discountAll(discounted, { type: 'flat', value: 100, override: false })).toEqual({
      ok: false,
      message: CALENDAR_TEXTS.discountAllDiscounted,
    });
  });

  it('10 % on the open charges: once off the period, once off the night', () => {
    const r = discountAll(all, { type: 'percent', value: 1_000, override: false });
    if (!r.ok) throw new Error(r.message);
    expect(r.changed).toEqual([period.id, parked.id]);
    expect(r.kept).toBe(0);
    expect(stayTotal(r.charges)).toBe(90_000 + 30_000 + 25_000 + 31_500);
    expect(stayTotal(all)).toBe(100_000 + 30_000 + 25_000 + 35_000);
  });
});
