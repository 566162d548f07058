import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Holidays from 'date-holidays';
import { addDays, weekday } from './dates';
import {
  easterSunday,
  holidayName,
  isBankHoliday,
  isBusyPeriod,
  isEve,
  isPublicHoliday,
  swedishHolidays,
} from './holidays';

const find = (year: number, name: string) => swedishHolidays(year).find((h) => h.name === name)?.date;

describe('easterSunday', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2008, '2008-03-23'],
    [2285, '2285-03-22'],
  ])('%i -> %s', (year, expected) => expect(easterSunday(year)).toBe(expected));

  it('property: always a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (y) => {
        const e = easterSunday(y);
        const md = e.slice(5);
        return weekday(e) === 7 && md >= '03-22' && md <= '04-25';
      }),
    );
  });
});

describe('swedishHolidays', () => {
  it.each([
    [2026, 'Påskdagen', '2026-04-05'],
    [2026, 'Långfredagen', '2026-04-03'],
    [2026, 'Annandag påsk', '2026-04-06'],
    [2026, 'Kristi himmelsfärdsdag', '2026-05-14'],
    [2026, 'Pingstdagen', '2026-05-24'],
    [2026, 'Midsommarafton', '2026-06-19'],
    [2026, 'Midsommardagen', '2026-06-20'],
    [2026, 'Alla helgons dag', '2026-10-31'],
    [2027, 'Påskdagen', '2027-03-28'],
    [2027, 'Midsommardagen', '2027-06-26'],
    [2027, 'Midsommarafton', '2027-06-25'],
    [2027, 'Alla helgons dag', '2027-11-06'],
    [2027, 'Nationaldagen', '2027-06-06'],
  ])('%i %s = %s', (year, name, date) => expect(find(year, name)).toBe(date));

  it('lists 13 public holidays and 5 eves, sorted by date', () => {
    const list = swedishHolidays(2026);
    expect(list.filter((h) => h.kind === 'public')).toHaveLength(13);
    expect(list.filter((h) => h.kind === 'eve').map((h) => h.name)).toEqual([
      'Påskafton',
      'Pingstafton',
      'Midsommarafton',
      'Julafton',
      'Nyårsafton',
    ]);
    expect([...list.map((h) => h.date)].sort()).toEqual(list.map((h) => h.date));
  });

  it('uses Annandag pingst instead of Nationaldagen before 2005', () => {
    expect(find(2004, 'Annandag pingst')).toBe('2004-05-31');
    expect(find(2004, 'Nationaldagen')).toBeUndefined();
    expect(find(2005, 'Annandag pingst')).toBeUndefined();
  });

  it('property: Midsommardagen and Alla helgons dag are Saturdays in their windows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2500 }), (y) => {
        const ms = find(y, 'Midsommardagen')!;
        const ah = find(y, 'Alla helgons dag')!;
        return (
          weekday(ms) === 6 &&
          ms >= `${y}-06-20` &&
          ms <= `${y}-06-26` &&
          weekday(ah) === 6 &&
          ah >= `${y}-10-31` &&
          ah <= `${y}-11-06` &&
          find(y, 'Midsommarafton') === addDays(ms, -1)
        );
      }),
    );
  });
});

describe('oracle: date-holidays SE', () => {
  const hd = new Holidays('SE');
  const years = Array.from({ length: 12 }, (_, i) => 2019 + i);

  it.each(years)('%i public holidays match exactly', (year) => {
    // date-holidays lists named Sundays (Påskdagen, Pingstdagen) but not ordinary Sundays.
    const oracle = hd
      .getHolidays(year)
      .filter((h) => h.type === 'public')
      .map((h) => h.date.slice(0, 10))
      .sort();
    const ours = swedishHolidays(year)
      .filter((h) => h.kind === 'public')
      .map((h) => h.date)
      .sort();
    expect(ours).toEqual(oracle);
  });

  it.each(years)('%i bank-closed eves match date-holidays "bank" type', (year) => {
    const oracle = hd
      .getHolidays(year)
      .filter((h) => h.type === 'bank')
      .map((h) => h.date.slice(0, 10))
      .sort();
    const ours = swedishHolidays(year)
      .filter((h) => h.kind === 'eve' && weekday(h.date) < 6)
      .map((h) => h.date);
    // Our eves also include Påskafton/Pingstafton, which are always Saturdays; the
    // weekday eves must be a subset of the oracle's bank days.
    expect(oracle).toEqual(expect.arrayContaining(ours));
    for (const d of oracle) expect(isEve(d)).toBe(true);
  });

  it('Easter matches the oracle 1900–2200', () => {
    for (let y = 1900; y <= 2200; y++) {
      const oracle = hd
        .getHolidays(y)
        .find((h) => h.name === 'påskdagen')
        ?.date.slice(0, 10);
      expect(easterSunday(y)).toBe(oracle);
    }
  });
});

describe('lookups', () => {
  it.each([
    ['2026-01-01', 'Nyårsdagen', true, false, true],
    ['2026-01-06', 'Trettondedag jul', true, false, true],
    ['2026-04-04', 'Påskafton', false, true, true],
    ['2026-06-19', 'Midsommarafton', false, true, true],
    ['2026-06-06', 'Nationaldagen', true, false, true],
    ['2026-12-24', 'Julafton', false, true, true],
    ['2026-12-31', 'Nyårsafton', false, true, true],
    ['2026-06-18', null, false, false, false],
    ['2026-06-21', null, false, false, true], // ordinary Sunday
    ['2026-06-27', null, false, false, true], // ordinary Saturday
    ['2026-04-30', null, false, false, false], // Valborg is not a day off
  ])('%s', (date, name, pub, eve, bank) => {
    expect(holidayName(date)).toBe(name);
    expect(isPublicHoliday(date)).toBe(pub);
    expect(isEve(date)).toBe(eve);
    expect(isBankHoliday(date)).toBe(bank);
  });

  it('joins names when holidays coincide (2008: Kristi himmelsfärd on Första maj)', () => {
    expect(holidayName('2008-05-01')).toBe('Första maj / Kristi himmelsfärdsdag');
    expect(isPublicHoliday('2008-05-01')).toBe(true);
  });

  it('rejects invalid dates', () => {
    expect(() => holidayName('2026-02-30')).toThrow(RangeError);
    expect(() => isBankHoliday('nope')).toThrow(RangeError);
  });
});

describe('isBusyPeriod', () => {
  it.each([
    // Easter 2026: Skärtorsdag 04-02 .. Annandag påsk 04-06
    ['2026-04-01', false],
    ['2026-04-02', true],
    ['2026-04-06', true],
    ['2026-04-07', false],
    // Kristi himmelsfärd 2026-05-14 (Thu): Wed 05-13 .. Sun 05-17
    ['2026-05-12', false],
    ['2026-05-13', true],
    ['2026-05-17', true],
    ['2026-05-18', false],
    // Midsommar 2026: Thu 06-18 .. Sun 06-21
    ['2026-06-17', false],
    ['2026-06-18', true],
    ['2026-06-21', true],
    ['2026-06-22', false],
    // Industrisemester 2026: ISO weeks 28–31 = 07-06 .. 08-02
    ['2026-07-05', false],
    ['2026-07-06', true],
    ['2026-08-02', true],
    ['2026-08-03', false],
    // Pingst and Christmas are not busy for a campsite
    ['2026-05-24', false],
    ['2026-12-24', false],
  ])('%s -> %s', (date, busy) => expect(isBusyPeriod(date)).toBe(busy));
});
