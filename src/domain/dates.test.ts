import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getISOWeek, getISOWeekYear, differenceInCalendarDays, parseISO } from 'date-fns';
import {
  addDays,
  daysBetween,
  endOfYear,
  formatStockholm,
  fromDayNumber,
  isIsoDate,
  isoWeek,
  isoWeekYear,
  startOfYear,
  stockholmDateTime,
  STOCKHOLM,
  toDayNumber,
  todayInStockholm,
  weekday,
} from './dates';

// Arbitrary real dates 1900-01-01 .. 2199-12-31 as IsoDate strings.
const isoDateArb = fc.integer({ min: toDayNumber('1900-01-01'), max: toDayNumber('2199-12-31') }).map(fromDayNumber);

describe('STOCKHOLM', () => {
  it('is the IANA zone name', () => expect(STOCKHOLM).toBe('Europe/Stockholm'));
});

describe('todayInStockholm', () => {
  it.each([
    // DST starts 2026-03-29 01:00Z (02:00 CET -> 03:00 CEST)
    ['2026-03-28T22:59:59Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-29T01:30:00Z', '2026-03-29'],
    ['2026-03-29T21:59:59Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    // DST ends 2026-10-25 01:00Z (03:00 CEST -> 02:00 CET)
    ['2026-10-24T21:59:59Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-25T00:30:00Z', '2026-10-25'],
    ['2026-10-25T01:30:00Z', '2026-10-25'],
    ['2026-10-25T22:59:59Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
    // New Year in winter time (UTC+1)
    ['2026-12-31T22:59:59Z', '2026-12-31'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
    ['2028-02-28T23:00:00Z', '2028-02-29'],
    ['2026-06-30T22:00:00Z', '2026-07-01'],
  ])('%s -> %s', (instant, expected) => {
    expect(todayInStockholm(new Date(instant))).toBe(expected);
  });

  it('defaults to now and returns a valid date', () => {
    expect(isIsoDate(todayInStockholm())).toBe(true);
  });

  it('rejects an invalid Date', () => {
    expect(() => todayInStockholm(new Date('nope'))).toThrow(RangeError);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-01-01', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00', false],
    [' 2026-01-01', false],
    ['20260101', false],
    ['', false],
    [20260101, false],
    [null, false],
  ])('%j -> %s', (s, expected) => expect(isIsoDate(s)).toBe(expected));
});

describe('addDays / daysBetween', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-01-31', 365, '2027-01-31'],
    ['2026-05-05', 0, '2026-05-05'],
  ])('addDays(%s, %i) = %s', (d, n, expected) => {
    expect(addDays(d, n)).toBe(expected);
    expect(daysBetween(d, expected)).toBe(n);
  });

  it('counts calendar days across DST', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('throws on invalid input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
    expect(() => daysBetween('x', '2026-01-01')).toThrow(RangeError);
  });

  it('property: addDays and daysBetween are inverse', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: -5000, max: 5000 }), (d, n) => {
        const e = addDays(d, n);
        return isIsoDate(e) && daysBetween(d, e) === n && addDays(e, -n) === d;
      }),
    );
  });

  it('property: agrees with date-fns differenceInCalendarDays', () => {
    fc.assert(
      fc.property(
        isoDateArb,
        isoDateArb,
        (a, b) => daysBetween(a, b) === differenceInCalendarDays(parseISO(b), parseISO(a)),
      ),
    );
  });
});

describe('startOfYear / endOfYear', () => {
  it.each([
    ['2026-06-15', '2026-01-01', '2026-12-31'],
    ['2024-01-01', '2024-01-01', '2024-12-31'],
    ['2027-12-31', '2027-01-01', '2027-12-31'],
  ])('%s', (d, start, end) => {
    expect(startOfYear(d)).toBe(start);
    expect(endOfYear(d)).toBe(end);
  });
  it('accepts a year number', () => {
    expect(startOfYear(2025)).toBe('2025-01-01');
    expect(endOfYear(2025)).toBe('2025-12-31');
  });
});

describe('weekday / isoWeek', () => {
  it.each([
    ['1970-01-01', 4, 1, 1970],
    ['2026-01-01', 4, 1, 2026],
    ['2026-01-05', 1, 2, 2026],
    ['2026-03-29', 7, 13, 2026],
    ['2026-06-19', 5, 25, 2026],
    ['2026-12-31', 4, 53, 2026],
    ['2027-01-01', 5, 53, 2026],
    ['2027-01-03', 7, 53, 2026],
    ['2027-01-04', 1, 1, 2027],
    ['2024-12-30', 1, 1, 2025],
    ['2021-01-03', 7, 53, 2020],
  ])('%s: weekday %i, week %i of %i', (d, wd, w, wy) => {
    expect(weekday(d)).toBe(wd);
    expect(isoWeek(d)).toBe(w);
    expect(isoWeekYear(d)).toBe(wy);
  });

  it('property: agrees with date-fns getISOWeek / getISOWeekYear / getDay', () => {
    fc.assert(
      fc.property(isoDateArb, (d) => {
        const js = parseISO(d);
        return (
          isoWeek(d) === getISOWeek(js) && isoWeekYear(d) === getISOWeekYear(js) && weekday(d) === (js.getDay() || 7)
        );
      }),
    );
  });
});

describe('stockholmDateTime', () => {
  it.each([
    ['2026-07-01', '12:00', '2026-07-01T10:00:00.000Z'],
    ['2026-01-15', '00:00', '2026-01-14T23:00:00.000Z'],
    ['2026-12-31', '23:59', '2026-12-31T22:59:00.000Z'],
    ['2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'],
    // Spring-forward gap: 02:30 does not exist, pushed forward to 03:30 CEST.
    ['2026-03-29', '02:00', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    // Fall-back overlap: 02:30 occurs twice, first occurrence (CEST) wins.
    ['2026-10-25', '02:00', '2026-10-25T00:00:00.000Z'],
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'],
    ['2026-10-25', '01:59', '2026-10-24T23:59:00.000Z'],
  ])('%s %s -> %s', (date, time, expected) => {
    expect(stockholmDateTime(date, time).toISOString()).toBe(expected);
  });

  it.each([
    ['2026-02-30', '12:00'],
    ['2026-01-01', '24:00'],
    ['2026-01-01', '9:00'],
    ['2026-01-01', '12:60'],
    ['2026-01-01', '12:00:00'],
  ])('rejects %s %s', (date, time) => expect(() => stockholmDateTime(date, time)).toThrow(RangeError));

  it('property: round-trips through todayInStockholm and formatStockholm', () => {
    const timeArb = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(isoDateArb, timeArb, (date, time) => {
        const instant = stockholmDateTime(date, time);
        const inGap = formatStockholm(instant, 'HH:mm') !== time;
        // Only the spring-forward hour (02:xx on a transition day) may differ.
        if (inGap) return time.startsWith('02:') && formatStockholm(instant, 'HH:mm') === `03:${time.slice(3)}`;
        return todayInStockholm(instant) === date && formatStockholm(instant, 'yyyy-MM-dd') === date;
      }),
    );
  });
});

describe('formatStockholm', () => {
  it('formats in Stockholm time with the Swedish locale by default', () => {
    const instant = new Date('2026-06-19T22:30:00Z');
    expect(formatStockholm(instant, 'yyyy-MM-dd HH:mm')).toBe('2026-06-20 00:30');
    expect(formatStockholm(instant, 'EEEE d MMMM')).toBe('lördag 20 juni');
    expect(formatStockholm(new Date('2026-12-31T23:30:00Z'), 'yyyy-MM-dd HH:mm')).toBe('2027-01-01 00:30');
  });
});
