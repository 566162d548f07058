import { describe, expect, it } from 'vitest';
import {
  isEarlyCheckIn,
  isLateCheckIn,
  isLateCheckOut,
  lateCheckInTitle,
  lateCheckoutDates,
  needsBothDates,
  needsRegistrationCard,
} from './flowRules';

const today = '2026-11-21';
const stay = (check_in: string, check_out: string, type = 'regular') => ({ check_in, check_out, type });

describe('check-in and check-out flows (bookings.md 4)', () => {
  it.each([
    [stay('2026-11-21', '2026-11-23'), false, 'arrives today'],
    [stay('2026-11-22', '2026-11-23'), false, 'arrives tomorrow (not late: early)'],
    [stay('2026-11-19', '2026-11-23'), true, 'should have arrived two days ago'],
    [stay('2026-11-19', '2026-11-23', 'season'), false, 'season bookings are never late'],
    [stay('2026-11-19', '2026-11-23', 'group'), true, 'group members follow the regular rule'],
  ])('late check-in %#: %s', (b, late) => {
    expect(isLateCheckIn(b, today)).toBe(late);
  });

  it.each([
    [stay('2026-11-22', '2026-11-23'), true, 'arrives tomorrow: an early arrival, its own choice'],
    [stay('2026-11-22', '2026-11-30', 'season'), true, 'a season booking to come too (its price does not change)'],
    [stay('2026-11-21', '2026-11-23'), false, 'arrives today'],
    [stay('2026-11-19', '2026-11-23'), false, 'late'],
  ])('early check-in %#: %s', (b, early) => {
    expect(isEarlyCheckIn(b, today)).toBe(early);
  });

  it('both dates only when the planned check-out has passed as well', () => {
    expect(needsBothDates(stay('2026-11-17', '2026-11-20'), today)).toBe(true);
    expect(needsBothDates(stay('2026-11-17', '2026-11-21'), today)).toBe(false);
    expect(lateCheckInTitle(stay('2026-11-17', '2026-11-20'), today)).toBe('Sen incheckning och utcheckning');
    expect(lateCheckInTitle(stay('2026-11-17', '2026-11-22'), today)).toBe('Sen incheckning');
  });

  it('late check-out: regular bookings past their check-out', () => {
    expect(isLateCheckOut(stay('2026-11-15', '2026-11-20'), today)).toBe(true);
    expect(isLateCheckOut(stay('2026-11-15', '2026-11-21'), today)).toBe(false);
    expect(isLateCheckOut(stay('2026-11-15', '2026-11-20', 'season'), today)).toBe(false);
  });

  it('late check-out dates run from the planned day up to today', () => {
    expect(lateCheckoutDates(stay('2026-11-15', '2026-11-18'), today)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(lateCheckoutDates(stay('2026-11-28', '2026-11-30'), '2026-12-01')).toEqual(['2026-11-30', '2026-12-01']);
    expect(lateCheckoutDates(stay('2026-11-20', today), today)).toEqual([today]);
  });

  it('prints a registration card only for foreign guests at a desk with a printer', () => {
    expect(needsRegistrationCard({ customer_country_id: 578 }, true)).toBe(true);
    expect(needsRegistrationCard({ customer: { country_id: 276 } }, true)).toBe(true);
    expect(needsRegistrationCard({ customer_country_id: 752 }, true)).toBe(false);
    expect(needsRegistrationCard({ customer_country_id: 578 }, false)).toBe(false);
    expect(needsRegistrationCard({ customer_country_id: null }, true)).toBe(false);
  });
});
