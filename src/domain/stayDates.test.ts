import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween, fromDayNumber, isIsoDate, isoWeek, toDayNumber, weekday } from './dates';
import {
  commonDateChips,
  defaultStay,
  MAX_TYPED_OFFSET,
  monthGrid,
  monthHasEnabledDate,
  nightsText,
  parseTypedDate,
  pickDate,
  pickerMonths,
  pickFirst,
  pickSecond,
  stayNights,
  type PickerState,
} from './stayDates';

const dateArb = fc.integer({ min: toDayNumber('2000-01-01'), max: toDayNumber('2099-12-31') }).map(fromDayNumber);
const TODAY = '2026-11-24'; // a Tuesday

describe('nightsText', () => {
  it.each([
    [0, '0 nätter'],
    [1, '1 natt'],
    [2, '2 nätter'],
    [14, '14 nätter'],
  ])('%i → %s', (n, text) => expect(nightsText(n)).toBe(text));
});

describe('defaultStay and stayNights', () => {
  it('is today to tomorrow, one night', () => {
    expect(defaultStay(TODAY)).toEqual({ checkIn: '2026-11-24', checkOut: '2026-11-25' });
    expect(stayNights(defaultStay(TODAY))).toBe(1);
  });
  it('counts nights across a month and a year', () => {
    expect(stayNights({ checkIn: '2026-12-30', checkOut: '2027-01-02' })).toBe(3);
  });
});

describe('commonDateChips', () => {
  const chips = (today: string) => commonDateChips(today).map((c) => [c.label, c.checkIn, c.checkOut, c.nights]);
  it.each([
    [
      'Monday',
      '2026-11-23',
      [
        ['Till imorgon', '2026-11-23', '2026-11-24', 1],
        ['Två nätter', '2026-11-23', '2026-11-25', 2],
        ['Nästa helg', '2026-11-27', '2026-11-29', 2],
      ],
    ],
    [
      'Tuesday',
      '2026-11-24',
      [
        ['Till imorgon', '2026-11-24', '2026-11-25', 1],
        ['Två nätter', '2026-11-24', '2026-11-26', 2],
        ['Nästa helg', '2026-11-27', '2026-11-29', 2],
      ],
    ],
    [
      'Thursday: the coming Friday is tomorrow',
      '2026-11-26',
      [
        ['Till imorgon', '2026-11-26', '2026-11-27', 1],
        ['Två nätter', '2026-11-26', '2026-11-28', 2],
        ['Nästa helg', '2026-11-27', '2026-11-29', 2],
      ],
    ],
    [
      'Friday: over the weekend instead',
      '2026-11-27',
      [
        ['Till imorgon', '2026-11-27', '2026-11-28', 1],
        ['Över helgen', '2026-11-27', '2026-11-29', 2],
      ],
    ],
    [
      'Saturday: six days ahead',
      '2026-11-28',
      [
        ['Till imorgon', '2026-11-28', '2026-11-29', 1],
        ['Två nätter', '2026-11-28', '2026-11-30', 2],
        ['Nästa helg', '2026-12-04', '2026-12-06', 2],
      ],
    ],
    [
      'Sunday',
      '2026-11-29',
      [
        ['Till imorgon', '2026-11-29', '2026-11-30', 1],
        ['Två nätter', '2026-11-29', '2026-12-01', 2],
        ['Nästa helg', '2026-12-04', '2026-12-06', 2],
      ],
    ],
    [
      'over a year end',
      '2026-12-31',
      [
        ['Till imorgon', '2026-12-31', '2027-01-01', 1],
        ['Två nätter', '2026-12-31', '2027-01-02', 2],
        ['Nästa helg', '2027-01-01', '2027-01-03', 2],
      ],
    ],
  ])('%s', (_, today, expected) => expect(chips(today)).toEqual(expected));

  it('always: nights match the dates, and the weekend chips run Friday to Sunday within the next 6 days', () => {
    fc.assert(
      fc.property(dateArb, (today) => {
        const list = commonDateChips(today);
        expect(list[0]!.label).toBe('Till imorgon');
        for (const c of list) expect(daysBetween(c.checkIn, c.checkOut)).toBe(c.nights);
        const weekend = list.at(-1)!;
        expect(weekday(weekend.checkIn)).toBe(5);
        expect(weekend.nights).toBe(2);
        const ahead = daysBetween(today, weekend.checkIn);
        expect(ahead).toBeGreaterThanOrEqual(weekday(today) === 5 ? 0 : 1);
        expect(ahead).toBeLessThanOrEqual(6);
        expect(list).toHaveLength(weekday(today) === 5 ? 2 : 3);
      }),
    );
  });
});

describe('the picker', () => {
  const range = { checkIn: '2026-11-24', checkOut: '2026-11-27' };
  it.each([
    ['first before the second keeps the second', '2026-11-25', { checkIn: '2026-11-25', checkOut: '2026-11-27' }],
    ['first on the second moves it a day on', '2026-11-27', { checkIn: '2026-11-27', checkOut: '2026-11-28' }],
    ['first after the second moves it to first + 1', '2026-12-10', { checkIn: '2026-12-10', checkOut: '2026-12-11' }],
  ])('pickFirst: %s', (_, date, expected) => expect(pickFirst(range, date)).toEqual(expected));

  it.each([
    ['second after the first keeps the first', '2026-11-30', { checkIn: '2026-11-24', checkOut: '2026-11-30' }],
    ['second on the first moves it a day back', '2026-11-24', { checkIn: '2026-11-23', checkOut: '2026-11-24' }],
    ['second before the first moves it to second − 1', '2026-11-01', { checkIn: '2026-10-31', checkOut: '2026-11-01' }],
  ])('pickSecond: %s', (_, date, expected) => expect(pickSecond(range, date)).toEqual(expected));

  it('always keeps the picked date and leaves at least one night', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 1, max: 60 }), dateArb, (checkIn, n, date) => {
        const r = { checkIn, checkOut: addDays(checkIn, n) };
        const a = pickFirst(r, date);
        const b = pickSecond(r, date);
        expect(a.checkIn).toBe(date);
        expect(b.checkOut).toBe(date);
        expect(stayNights(a)).toBeGreaterThanOrEqual(1);
        expect(stayNights(b)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('moves the focus to the second date, then closes', () => {
    const open: PickerState = { range: defaultStay(TODAY), active: 'checkIn' };
    const afterFirst = pickDate(open, '2026-11-28');
    expect(afterFirst).toEqual({ range: { checkIn: '2026-11-28', checkOut: '2026-11-29' }, active: 'checkOut' });
    const afterSecond = pickDate(afterFirst, '2026-12-01');
    expect(afterSecond).toEqual({ range: { checkIn: '2026-11-28', checkOut: '2026-12-01' }, active: 'closed' });
    expect(pickDate(afterSecond, '2026-12-24')).toBe(afterSecond);
  });

  it('ignores a disabled date unless all dates are allowed', () => {
    const open: PickerState = { range: defaultStay(TODAY), active: 'checkIn' };
    const isDisabled = (d: string) => d < TODAY;
    expect(pickDate(open, '2026-11-20', { isDisabled })).toBe(open);
    expect(pickDate(open, '2026-11-20', { isDisabled, allowAll: true }).range.checkIn).toBe('2026-11-20');
    expect(pickDate(open, '2026-11-26', { isDisabled }).range.checkIn).toBe('2026-11-26');
  });
});

describe('monthGrid', () => {
  it('lays out November 2026 Monday first with ISO weeks 44 to 49', () => {
    const g = monthGrid(2026, 11);
    expect(g.title).toBe('november 2026');
    expect(g.weeks.map((w) => w.week)).toEqual([44, 45, 46, 47, 48, 49]);
    expect(g.weeks[0]!.days).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(g.weeks[5]!.days).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });
  it('fits February 2027 (starts on a Monday, 28 days) in four rows', () => {
    const g = monthGrid(2027, 2);
    expect(g.weeks.map((w) => w.week)).toEqual([5, 6, 7, 8]);
    expect(g.weeks[0]!.days[0]).toBe('2027-02-01');
    expect(g.weeks[3]!.days[6]).toBe('2027-02-28');
  });
  it('numbers the first row of January 2027 as week 53 of 2026', () => {
    expect(monthGrid(2027, 1).weeks[0]!.week).toBe(53);
    expect(monthGrid(2026, 12).weeks.at(-1)!.week).toBe(53);
  });
  it('refuses a month that does not exist', () => {
    expect(() => monthGrid(2026, 13)).toThrow(RangeError);
    expect(() => monthGrid(2026, 0)).toThrow(RangeError);
  });
  it('holds every day of any month once, in order, under its weekday, with its ISO week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const g = monthGrid(year, month);
        expect(g.weeks.length).toBeGreaterThanOrEqual(4);
        expect(g.weeks.length).toBeLessThanOrEqual(6);
        const days: string[] = [];
        for (const w of g.weeks) {
          expect(w.days).toHaveLength(7);
          w.days.forEach((d, i) => {
            if (d === null) return;
            expect(weekday(d)).toBe(i + 1);
            expect(isoWeek(d)).toBe(w.week);
            days.push(d);
          });
        }
        expect(days[0]).toBe(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`);
        for (let i = 1; i < days.length; i++) expect(daysBetween(days[i - 1]!, days[i]!)).toBe(1);
        expect(addDays(days.at(-1)!, 1).slice(5, 7)).not.toBe(days[0]!.slice(5, 7));
      }),
    );
  });
  it('pickerMonths gives the month of the date and the next, across a year end', () => {
    expect(pickerMonths('2026-12-15').map((g) => g.title)).toEqual(['december 2026', 'januari 2027']);
    expect(pickerMonths('2026-03-31').map((g) => g.title)).toEqual(['mars 2026', 'april 2026']);
  });
  it('monthHasEnabledDate tells a month with nothing to pick', () => {
    const nov = monthGrid(2026, 11);
    expect(monthHasEnabledDate(nov, () => false)).toBe(true);
    expect(monthHasEnabledDate(nov, (d) => d < '2026-12-01')).toBe(false);
    expect(monthHasEnabledDate(nov, (d) => d !== '2026-11-30')).toBe(true);
  });
});

describe('parseTypedDate, today Tuesday 2026-11-24', () => {
  const parse = (text: string, relativeTo?: string) => parseTypedDate(text, { today: TODAY, relativeTo });

  it.each([
    ['idag', '2026-11-24'],
    ['IDAG', '2026-11-24'],
    ['i dag', '2026-11-24'],
    ['imorgon', '2026-11-25'],
    ['i morgon', '2026-11-25'],
    ['i övermorgon', '2026-11-26'],
    ['övermorgon', '2026-11-26'],
    ['i overmorgon', '2026-11-26'],
    // day/month: the next such date on or after today
    ['24/11', '2026-11-24'],
    ['25/11', '2026-11-25'],
    ['23/11', '2027-11-23'],
    ['1/1', '2027-01-01'],
    ['01/01', '2027-01-01'],
    ['24.11', '2026-11-24'],
    [' 24 / 11 ', '2026-11-24'],
    ['29/2', '2028-02-29'],
    // with a year: exactly that date, the past included
    ['24/11/2026', '2026-11-24'],
    ['24/11/26', '2026-11-24'],
    ['23/11/2026', '2026-11-23'],
    ['5/1/25', '2025-01-05'],
    ['2026-11-24', '2026-11-24'],
    ['2025-01-05', '2025-01-05'],
    ['29/2/2028', '2028-02-29'],
    // month names and abbreviations
    ['24 nov', '2026-11-24'],
    ['24 november', '2026-11-24'],
    ['24 Nov.', '2026-11-24'],
    ['24nov', '2026-11-24'],
    ['5 jan', '2027-01-05'],
    ['1 mars', '2027-03-01'],
    ['1 mar', '2027-03-01'],
    ['17 maj', '2027-05-17'],
    ['3 sept', '2027-09-03'],
    ['24 dec', '2026-12-24'],
    ['24 nov 2027', '2027-11-24'],
    ['15 okt 26', '2026-10-15'],
    // weekdays: the next such day on or after today (today counts)
    ['tis', '2026-11-24'],
    ['tisdag', '2026-11-24'],
    ['ons', '2026-11-25'],
    ['tor', '2026-11-26'],
    ['TORSDAG', '2026-11-26'],
    ['fre', '2026-11-27'],
    ['fr', '2026-11-27'],
    ['fred', '2026-11-27'],
    ['Fredag', '2026-11-27'],
    ['lör', '2026-11-28'],
    ['lor', '2026-11-28'],
    ['lördag', '2026-11-28'],
    ['sön', '2026-11-29'],
    ['son', '2026-11-29'],
    ['sondag', '2026-11-29'],
    ['mån', '2026-11-30'],
    ['man', '2026-11-30'],
    ['Måndag', '2026-11-30'],
    ['fre.', '2026-11-27'],
    // a bare day: this month, or the next that has it when passed
    ['24', '2026-11-24'],
    ['30', '2026-11-30'],
    ['23', '2026-12-23'],
    ['1', '2026-12-01'],
    ['31', '2026-12-31'],
    // +N from today when there is no check-in to count from
    ['+3', '2026-11-27'],
    ['+ 3', '2026-11-27'],
    ['+1', '2026-11-25'],
    [`+${MAX_TYPED_OFFSET}`, '2027-11-24'],
  ])('check-in field: %j → %s', (text, date) => expect(parse(text)).toEqual({ ok: true, date }));

  it.each([
    // check-in Friday 2026-11-27: year-less dates land after it
    ['+3', '2026-11-27', '2026-11-30'],
    ['+1', '2026-11-27', '2026-11-28'],
    ['fre', '2026-11-27', '2026-12-04'],
    ['lör', '2026-11-27', '2026-11-28'],
    ['tis', '2026-11-27', '2026-12-01'],
    ['28', '2026-11-27', '2026-11-28'],
    ['27', '2026-11-27', '2026-12-27'],
    ['3/1', '2026-12-28', '2027-01-03'],
    ['3 jan', '2027-12-28', '2028-01-03'],
    ['27/11', '2026-11-27', '2027-11-27'],
    ['27/11/2026', '2026-11-27', '2026-11-27'],
    ['idag', '2026-11-27', '2026-11-24'],
    // a check-in in the past (a stay in progress): '+N' counts from it, other forms not before today
    ['+3', '2026-11-20', '2026-11-23'],
    ['tis', '2026-11-20', '2026-11-24'],
    ['24', '2026-11-20', '2026-11-24'],
  ])('check-out field: %j after %s → %s', (text, relativeTo, date) =>
    expect(parse(text, relativeTo)).toEqual({ ok: true, date }),
  );

  it.each([
    ['', 'Skriv ett datum: t.ex. 24/11, fre eller +3'],
    ['   ', 'Skriv ett datum: t.ex. 24/11, fre eller +3'],
    ['hej', 'Okänt datum: skriv t.ex. 24/11, fre eller +3'],
    ['constructor', 'Okänt datum: skriv t.ex. 24/11, fre eller +3'],
    ['m', 'Okänt datum: skriv t.ex. 24/11, fre eller +3'],
    ['ju', 'Okänt datum: skriv t.ex. 24/11, fre eller +3'],
    ['24 foo', 'Okänt datum: skriv t.ex. 24/11, fre eller +3'],
    ['24 ma', 'Okänt datum: skriv t.ex. 24/11, fre eller +3'],
    ['24/11/202', 'Okänt datum: skriv t.ex. 24/11, fre eller +3'],
    ['-3', 'Okänt datum: skriv t.ex. 24/11, fre eller +3'],
    ['24-11', 'Okänt datum: skriv t.ex. 24/11, fre eller +3'],
    ['31/2', '31 februari finns inte'],
    ['30 feb', '30 februari finns inte'],
    ['31/4', '31 april finns inte'],
    ['0/5', '0 maj finns inte'],
    ['32/1', '32 januari finns inte'],
    ['29/2/2027', '29 februari 2027 finns inte'],
    ['31/2/26', '31 februari 2026 finns inte'],
    ['2026-02-30', '30 februari 2026 finns inte'],
    ['24/13', 'Det finns ingen månad 13'],
    ['1/0/2026', 'Det finns ingen månad 0'],
    ['2026-13-01', 'Det finns ingen månad 13'],
    ['32', 'Ingen månad har en dag 32'],
    ['0', 'Ingen månad har en dag 0'],
    ['+0', 'Skriv minst +1'],
    [`+${MAX_TYPED_OFFSET + 1}`, 'Högst +365 nätter'],
    ['+9999', 'Högst +365 nätter'],
  ])('refuses %j: %s', (text, message) => expect(parse(text)).toEqual({ ok: false, message }));

  it('refuses, without throwing, when today itself is not a date', () => {
    expect(parseTypedDate('idag', { today: 'nonsense' }).ok).toBe(false);
  });
  it('refuses, without throwing, a date past 9999-12-31', () => {
    expect(parseTypedDate('imorgon', { today: '9999-12-31' }).ok).toBe(false);
    expect(parseTypedDate('29/2', { today: '9999-03-01' }).ok).toBe(false);
    expect(parseTypedDate('idag', { today: '9999-12-31' })).toEqual({ ok: true, date: '9999-12-31' });
  });
  it('ignores a relativeTo that is not a date', () => {
    expect(parseTypedDate('+2', { today: TODAY, relativeTo: '2026-02-31' })).toEqual({ ok: true, date: '2026-11-26' });
  });
});

describe('parseTypedDate, properties', () => {
  it('never throws, and every date it gives is real', () => {
    const pieces = fc.constantFrom(
      '24',
      '/',
      '.',
      '-',
      ' ',
      '+',
      '11',
      'nov',
      'fre',
      'ö',
      'i',
      'dag',
      '2026',
      '0',
      'x',
    );
    const textArb = fc.oneof(
      fc.string(),
      fc.array(pieces, { maxLength: 6 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(textArb, dateArb, fc.option(dateArb), (text, today, relativeTo) => {
        const r = parseTypedDate(text, { today, relativeTo });
        if (r.ok) expect(isIsoDate(r.date)).toBe(true);
        else expect(r.message.length).toBeGreaterThan(0);
      }),
    );
  });

  it('a day/month without a year is that day and month, on or after today and within 8 years', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 12 }), (today, d, m) => {
        const r = parseTypedDate(`${d}/${m}`, { today });
        if (!r.ok) {
          expect(r.message).toMatch(/finns inte$/);
          expect(d).toBeGreaterThan(m === 2 ? 29 : 30);
          return;
        }
        expect(Number(r.date.slice(8, 10))).toBe(d);
        expect(Number(r.date.slice(5, 7))).toBe(m);
        expect(r.date >= today).toBe(true);
        expect(daysBetween(today, r.date)).toBeLessThan(d === 29 && m === 2 ? 8 * 366 : 366);
      }),
    );
  });

  it('a weekday is that weekday, 0-6 days after today, or 1-7 after a check-in from today on', () => {
    const names = ['mån', 'tis', 'ons', 'tor', 'fre', 'lör', 'sön'];
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 30 }), (today, i, later) => {
        const inField = parseTypedDate(names[i]!, { today });
        expect(inField.ok && weekday(inField.date)).toBe(i + 1);
        if (inField.ok) expect(daysBetween(today, inField.date)).toBeLessThanOrEqual(6);
        const checkIn = addDays(today, later);
        const outField = parseTypedDate(names[i]!, { today, relativeTo: checkIn });
        expect(outField.ok && weekday(outField.date)).toBe(i + 1);
        if (outField.ok) expect(daysBetween(checkIn, outField.date)).toBeGreaterThanOrEqual(1);
        if (outField.ok) expect(daysBetween(checkIn, outField.date)).toBeLessThanOrEqual(7);
      }),
    );
  });
});
