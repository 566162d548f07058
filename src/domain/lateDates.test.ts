import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './dates';
import {
  availableCheckinDates,
  availableCheckoutDates,
  dateRange,
  lateCheckoutDates,
  type PositionStay,
} from './lateDates';

const TODAY = '2026-07-15';
// Stockholm is UTC+2 in July: 23:30 local on the 12th is 21:30Z, 00:30 local on the 13th is 22:30Z on the 12th.
const at = (local: string, offset = '+02:00') => new Date(`${local}${offset}`).toISOString();
const left = (inAt: string, outAt: string): PositionStay => ({
  check_in: inAt.slice(0, 10),
  checked_in_at: at(inAt),
  checked_out_at: at(outAt),
});
const here = (inAt: string): PositionStay => ({
  check_in: inAt.slice(0, 10),
  checked_in_at: at(inAt),
  checked_out_at: null,
});
const coming = (checkIn: string): PositionStay => ({ check_in: checkIn, checked_in_at: null, checked_out_at: null });

describe('availableCheckinDates (bookings.md 4, late check-in)', () => {
  it.each<[string, { check_in: string; check_out: string }, PositionStay[], string[]]>([
    [
      'arrival two days ago, leaves in future: check-in day to today',
      { check_in: '2026-07-13', check_out: '2026-07-18' },
      [],
      ['2026-07-13', '2026-07-14', '2026-07-15'],
    ],
    [
      'check-out today: not on the check-out day',
      { check_in: '2026-07-12', check_out: TODAY },
      [],
      ['2026-07-12', '2026-07-13', '2026-07-14'],
    ],
    [
      'check-out passed: both dates, up to today',
      { check_in: '2026-07-10', check_out: '2026-07-12' },
      [],
      dateRange('2026-07-10', TODAY),
    ],
    ['arrival today', { check_in: TODAY, check_out: '2026-07-17' }, [], [TODAY]],
    ['future arrival: nothing', { check_in: '2026-07-16', check_out: '2026-07-17' }, [], []],
    [
      'another guest still checked in: nothing',
      { check_in: '2026-07-13', check_out: '2026-07-18' },
      [here('2026-07-10T15:00')],
      [],
    ],
    [
      'another guest left on the 14th: from the 14th',
      { check_in: '2026-07-12', check_out: '2026-07-18' },
      [left('2026-07-10T15:00', '2026-07-14T11:00')],
      ['2026-07-14', TODAY],
    ],
    [
      'another guest left before the arrival: no effect',
      { check_in: '2026-07-12', check_out: '2026-07-18' },
      [left('2026-07-01T15:00', '2026-07-05T11:00')],
      ['2026-07-12', '2026-07-13', '2026-07-14', TODAY],
    ],
    [
      'left just before midnight Stockholm time counts that day',
      { check_in: '2026-07-11', check_out: '2026-07-18' },
      [left('2026-07-10T15:00', '2026-07-12T23:30')],
      ['2026-07-12', '2026-07-13', '2026-07-14', TODAY],
    ],
    [
      'left just after midnight Stockholm time counts the next day',
      { check_in: '2026-07-11', check_out: '2026-07-18' },
      [left('2026-07-10T15:00', '2026-07-13T00:30')],
      ['2026-07-13', '2026-07-14', TODAY],
    ],
    [
      'someone not yet arrived does not block a check-in date',
      { check_in: '2026-07-13', check_out: '2026-07-18' },
      [coming('2026-07-14')],
      ['2026-07-13', '2026-07-14', TODAY],
    ],
  ])('%s', (_name, booking, others, expected) => {
    expect(availableCheckinDates(booking, TODAY, others)).toEqual(expected);
  });

  it('winter time: a departure at 00:30 local (23:30Z the day before) belongs to the local day', () => {
    const winter = { check_in: '2026-12-01', check_out: '2026-12-10' };
    const other: PositionStay = {
      check_in: '2026-11-28',
      checked_in_at: at('2026-11-28T15:00', '+01:00'),
      checked_out_at: at('2026-12-03T00:30', '+01:00'),
    };
    expect(availableCheckinDates(winter, '2026-12-04', [other])).toEqual(['2026-12-03', '2026-12-04']);
  });
});

describe('availableCheckoutDates (both-dates case)', () => {
  it.each<[string, string, PositionStay[], string | null, string | null, number]>([
    // name, selected check-in, others, first, last, count
    ['from today to 30 days ahead', '2026-07-10', [], TODAY, addDays(TODAY, 30), 31],
    ['checked in today: from tomorrow', TODAY, [], '2026-07-16', addDays(TODAY, 30), 30],
    [
      'next arrival on the 20th: up to and including the 20th',
      '2026-07-10',
      [coming('2026-07-20')],
      TODAY,
      '2026-07-20',
      6,
    ],
    [
      'arrival before the chosen check-in does not cap',
      '2026-07-12',
      [coming('2026-07-11')],
      TODAY,
      addDays(TODAY, 30),
      31,
    ],
    ['arrival today caps at today', '2026-07-10', [coming(TODAY)], TODAY, TODAY, 1],
    ['someone checked in: nothing', '2026-07-10', [here('2026-07-14T12:00')], null, null, 0],
    [
      'guests who left do not cap',
      '2026-07-10',
      [left('2026-07-01T12:00', '2026-07-05T10:00')],
      TODAY,
      addDays(TODAY, 30),
      31,
    ],
  ])('%s', (_name, selected, others, first, last, count) => {
    const dates = availableCheckoutDates(selected, TODAY, others);
    expect(dates.length).toBe(count);
    expect(dates[0] ?? null).toBe(first);
    expect(dates.at(-1) ?? null).toBe(last);
  });

  it('every check-out date is after the check-in, not before today, consecutive', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 0 }), fc.integer({ min: -5, max: 40 }), (inOffset, arrivalOffset) => {
        const checkIn = addDays(TODAY, inOffset);
        const dates = availableCheckoutDates(checkIn, TODAY, [coming(addDays(TODAY, arrivalOffset))]);
        dates.forEach((d, i) => {
          expect(d > checkIn && d >= TODAY && d <= addDays(TODAY, 30)).toBe(true);
          if (i > 0) expect(d).toBe(addDays(dates[i - 1], 1));
        });
      }),
    );
  });
});

describe('lateCheckoutDates', () => {
  it.each<[string, { check_in: string; check_out: string }, string[]]>([
    ['planned two days ago', { check_in: '2026-07-10', check_out: '2026-07-13' }, ['2026-07-13', '2026-07-14', TODAY]],
    ['planned today', { check_in: '2026-07-10', check_out: TODAY }, [TODAY]],
    ['planned in the future: nothing late', { check_in: '2026-07-10', check_out: '2026-07-16' }, []],
  ])('%s', (_name, booking, expected) => {
    expect(lateCheckoutDates(booking, TODAY)).toEqual(expected);
  });
});
