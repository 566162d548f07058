import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './dates';
import {
  CHECKIN_TEXTS,
  earlyUnconfirmedText,
  judgeCheckinDate,
  newOverlaps,
  stayNights,
  type StayTimes,
} from './checkinDate';
import type { PositionStay } from './lateDates';

const TODAY = '2026-07-15';
const at = (local: string) => new Date(`${local}+02:00`).toISOString();
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
const future = { check_in: '2026-07-18', check_out: '2026-07-20' };
const due = { check_in: '2026-07-12', check_out: '2026-07-18' };

describe('judgeCheckinDate: a real date, not after today, one the late rule offers; early only today and when asked', () => {
  it.each<[string, { check_in: string; check_out: string }, string, PositionStay[], boolean, string]>([
    ['on the planned day', { check_in: TODAY, check_out: '2026-07-17' }, TODAY, [], false, 'ok'],
    ['a late date the position was free', due, '2026-07-13', [], false, 'ok'],
    [
      'a late date before the other guest left',
      due,
      '2026-07-12',
      [left('2026-07-08T15:00', '2026-07-13T10:00')],
      false,
      'check_in_date_unavailable',
    ],
    ['not a calendar date', due, '2026-02-30', [], false, 'invalid_date'],
    ['day zero', due, '2026-11-00', [], false, 'invalid_date'],
    ['tomorrow', due, addDays(TODAY, 1), [], false, 'check_in_in_future'],
    ['tomorrow, even when asked as early', future, addDays(TODAY, 1), [], true, 'check_in_in_future'],
    ['long ago, before the booking', due, '1900-01-01', [], false, 'check_in_date_unavailable'],
    ['long ago, asked as early', due, '1900-01-01', [], true, 'check_in_date_unavailable'],
    [
      'on or after the check-out',
      { check_in: '2026-07-10', check_out: '2026-07-14' },
      '2026-07-14',
      [],
      false,
      'check_in_after_check_out',
    ],
    ['early, not asked', future, TODAY, [], false, 'early_check_in_not_confirmed'],
    ['early, asked', future, TODAY, [], true, 'early'],
    ['early, but not today', future, '2026-07-14', [], true, 'check_in_date_unavailable'],
    [
      'planned day while another guest is still there',
      { check_in: TODAY, check_out: '2026-07-17' },
      TODAY,
      [here('2026-07-10T15:00')],
      false,
      'check_in_date_unavailable',
    ],
  ])('%s', (_name, booking, date, others, early, expected) => {
    const v = judgeCheckinDate(booking, date, TODAY, others, early);
    expect(v.ok ? (v.early ? 'early' : 'ok') : v.code).toBe(expected);
  });

  it('says why in Swedish', () => {
    expect(judgeCheckinDate(future, TODAY, TODAY, [], false)).toEqual({
      ok: false,
      code: 'early_check_in_not_confirmed',
      message: earlyUnconfirmedText('2026-07-18'),
    });
    expect(judgeCheckinDate(due, '2026-02-30', TODAY, [], false)).toMatchObject({ message: CHECKIN_TEXTS.invalid });
  });

  it('never accepts a date after today or before the dates the late rule offers (unless early today)', () => {
    const day = fc.integer({ min: -40, max: 40 }).map((n) => addDays(TODAY, n));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 20 }), day, fc.boolean(), (checkIn, nights, date, early) => {
        const b = { check_in: checkIn, check_out: addDays(checkIn, nights) };
        const v = judgeCheckinDate(b, date, TODAY, [], early);
        if (!v.ok) return true;
        return (
          date <= TODAY && date < b.check_out && (v.early ? early && date === TODAY && date < checkIn : date >= checkIn)
        );
      }),
    );
  });
});

const stay = (id: number, over: Partial<StayTimes>): StayTimes => ({
  id,
  check_in: TODAY,
  check_out: '2026-07-17',
  checked_in_at: null,
  checked_out_at: null,
  deleted_at: null,
  is_draft: false,
  confirmed_at: at('2026-06-01T10:00'),
  ...over,
});

describe('stayNights and newOverlaps: which nights a booking holds, and what a change may not add', () => {
  it.each<[string, Partial<StayTimes>, { from: string; to: string } | null]>([
    ['planned', { check_in: '2026-07-18', check_out: '2026-07-20' }, { from: '2026-07-18', to: '2026-07-20' }],
    [
      'delayed arrival: from today',
      { check_in: '2026-07-12', check_out: '2026-07-18' },
      { from: TODAY, to: '2026-07-18' },
    ],
    ['delayed past its check-out: nothing', { check_in: '2026-07-10', check_out: '2026-07-12' }, null],
    [
      'checked in, overstaying: through tonight',
      { check_in: '2026-07-10', check_out: '2026-07-12', checked_in_at: at('2026-07-10T15:00') },
      { from: '2026-07-10', to: '2026-07-16' },
    ],
    [
      'checked out: until the day it left',
      {
        check_in: '2026-07-10',
        check_out: '2026-07-16',
        checked_in_at: at('2026-07-10T15:00'),
        checked_out_at: at('2026-07-13T10:00'),
      },
      { from: '2026-07-10', to: '2026-07-13' },
    ],
    ['cancelled', { deleted_at: at('2026-07-01T10:00') }, null],
    ['unconfirmed draft', { is_draft: true, confirmed_at: null }, null],
  ])('%s', (_name, over, expected) => {
    expect(stayNights(stay(1, over), TODAY)).toEqual(expected);
  });

  it('an early arrival into a booked gap clashes; a change keeping an old clash does not', () => {
    const between = stay(2, { check_in: '2026-07-16', check_out: '2026-07-18' });
    const before = stay(1, { check_in: '2026-07-18', check_out: '2026-07-20' });
    const early = { ...before, check_in: TODAY, checked_in_at: at('2026-07-15T12:00') };
    expect(newOverlaps(before, early, [between], TODAY)).toEqual([between]);
    const after = stay(3, { check_in: '2026-07-20', check_out: '2026-07-22' });
    expect(newOverlaps(before, early, [after], TODAY)).toEqual([]);
    // Already overlapping before (a double booking made elsewhere): a check-in does not refuse over it.
    const clash = stay(4, { check_in: '2026-07-19', check_out: '2026-07-21' });
    const onTime = stay(1, { check_in: TODAY, check_out: '2026-07-20' });
    expect(newOverlaps(onTime, { ...onTime, checked_in_at: at('2026-07-15T12:00') }, [clash], TODAY)).toEqual([]);
  });
});
