import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, fromDayNumber, isoWeek, toDayNumber, weekday } from './dates';
import { holidayName, isBankHoliday, isEve, isPublicHoliday } from './holidays';
import { calendarDates, defaultCalendarRange } from './calendarDates';

describe('calendarDates', () => {
  it('describes each day', () => {
    const days = calendarDates('2026-06-18', '2026-06-22', '2026-06-19');
    expect(days.map((d) => [d.date, d.index, d.week, d.weekday])).toEqual([
      ['2026-06-18', 0, 25, 4],
      ['2026-06-19', 1, 25, 5],
      ['2026-06-20', 2, 25, 6],
      ['2026-06-21', 3, 25, 7],
      ['2026-06-22', 4, 26, 1],
    ]);
    expect(days[0]).toMatchObject({ isPast: true, isToday: false, isWeekend: false, isBankHoliday: false });
    expect(days[1]).toEqual({
      date: '2026-06-19',
      index: 1,
      week: 25,
      weekday: 5,
      isToday: true,
      isPast: false,
      isWeekend: false,
      isHoliday: false,
      holidayName: 'Midsommarafton',
      isEve: true,
      isBankHoliday: true,
    });
    expect(days[2]).toMatchObject({ isHoliday: true, holidayName: 'Midsommardagen', isWeekend: true, isPast: false });
    expect(days[3]).toMatchObject({ isHoliday: false, holidayName: null, isWeekend: true, isBankHoliday: true });
  });

  it('crosses a year boundary with ISO week 53', () => {
    const days = calendarDates('2026-12-30', '2027-01-05', '2020-01-01');
    expect(days.map((d) => d.week)).toEqual([53, 53, 53, 53, 53, 1, 1]);
    expect(days.map((d) => d.holidayName)).toEqual([null, 'Nyårsafton', 'Nyårsdagen', null, null, null, null]);
    expect(days.every((d) => !d.isPast && !d.isToday)).toBe(true);
  });

  it('handles a single day and an empty range', () => {
    expect(calendarDates('2026-01-01', '2026-01-01', '2026-01-01')).toHaveLength(1);
    expect(calendarDates('2026-01-02', '2026-01-01', '2026-01-01')).toEqual([]);
  });

  it('throws on invalid dates', () => {
    expect(() => calendarDates('2026-02-30', '2026-03-01', '2026-01-01')).toThrow(RangeError);
    expect(() => calendarDates('2026-02-01', '2026-03-01', 'today')).toThrow(RangeError);
  });

  it('property: agrees with the single-date helpers', () => {
    const dnArb = fc.integer({ min: toDayNumber('2000-01-01'), max: toDayNumber('2099-12-31') });
    fc.assert(
      fc.property(dnArb, fc.integer({ min: 0, max: 60 }), dnArb, (startDn, len, todayDn) => {
        const from = fromDayNumber(startDn);
        const to = addDays(from, len);
        const today = fromDayNumber(todayDn);
        const days = calendarDates(from, to, today);
        expect(days).toHaveLength(len + 1);
        days.forEach((d, i) => {
          expect(d.date).toBe(addDays(from, i));
          expect(d.index).toBe(i);
          expect(d.week).toBe(isoWeek(d.date));
          expect(d.weekday).toBe(weekday(d.date));
          expect(d.isToday).toBe(d.date === today);
          expect(d.isPast).toBe(d.date < today);
          expect(d.isWeekend).toBe(d.weekday >= 6);
          expect(d.isHoliday).toBe(isPublicHoliday(d.date));
          expect(d.holidayName).toBe(holidayName(d.date));
          expect(d.isEve).toBe(isEve(d.date));
          expect(d.isBankHoliday).toBe(isBankHoliday(d.date));
        });
      }),
      { numRuns: 200 },
    );
  });

  it('builds the default three-year range in well under 10 ms', () => {
    const { from, to } = defaultCalendarRange('2026-06-15');
    calendarDates(from, to, '2026-06-15'); // warm-up (JIT, holiday caches)
    const timings: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t0 = performance.now();
      const days = calendarDates(from, to, '2026-06-15');
      timings.push(performance.now() - t0);
      expect(days).toHaveLength(365 * 3); // 2025–2027, no leap year
    }
    timings.sort((a, b) => a - b);
    expect(timings[Math.floor(timings.length / 2)]).toBeLessThan(10);
  });
});

describe('defaultCalendarRange', () => {
  it.each([
    ['2026-06-15', '2025-01-01', '2027-12-31'],
    ['2026-01-01', '2025-01-01', '2027-12-31'],
    ['2026-12-31', '2025-01-01', '2027-12-31'],
  ])('%s', (today, from, to) => expect(defaultCalendarRange(today)).toEqual({ from, to }));
});
