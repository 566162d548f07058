import { describe, expect, it } from 'vitest';
import {
  bookingLabel,
  bookingState,
  canCheckIn,
  canReverseCheckIn,
  canReverseCheckOut,
  canStartCheckout,
  checkoutIsDue,
  delayedTooltip,
  isCheckInOn,
  isCheckOutOn,
  isDelayed,
  type BookingTimes,
} from './bookingState';

const TODAY = '2026-07-15';
const b = (over: Partial<BookingTimes> = {}): BookingTimes => ({
  check_in: '2026-07-15',
  check_out: '2026-07-18',
  checked_in_at: null,
  checked_out_at: null,
  deleted_at: null,
  is_draft: false,
  confirmed_at: '2026-06-01T10:00:00Z',
  auto_checkout_at: null,
  ...over,
});
// Stockholm is UTC+2 in July, UTC+1 in winter.
const at = (local: string, offset = '+02:00') => new Date(`${local}${offset}`).toISOString();

describe('bookingState and the verbs it allows', () => {
  it.each<[string, Partial<BookingTimes>, string, boolean, boolean, boolean, boolean]>([
    // name, fields, state, checkIn, startCheckout, reverseIn, reverseOut
    ['new', {}, 'not_checked_in', true, false, false, false],
    ['draft', { is_draft: true, confirmed_at: null }, 'draft', false, false, false, false],
    ['checked in', { checked_in_at: at('2026-07-15T15:10') }, 'checked_in', false, true, true, false],
    [
      'checked out',
      { checked_in_at: at('2026-07-15T15:10'), checked_out_at: at('2026-07-18T10:00') },
      'checked_out',
      false,
      false,
      false,
      true,
    ],
    ['cancelled', { deleted_at: at('2026-07-01T09:00') }, 'cancelled', false, false, false, false],
    [
      'cancelled after check-in',
      { checked_in_at: at('2026-07-15T15:10'), deleted_at: at('2026-07-16T09:00') },
      'cancelled',
      false,
      false,
      false,
      false,
    ],
  ])('%s', (_n, fields, state, ci, co, ri, ro) => {
    const x = b(fields);
    expect(bookingState(x)).toBe(state);
    expect([canCheckIn(x), canStartCheckout(x), canReverseCheckIn(x), canReverseCheckOut(x)]).toEqual([ci, co, ri, ro]);
  });

  it('emphasises check-out when it is today or earlier', () => {
    expect(checkoutIsDue(b({ checked_in_at: at('2026-07-15T15:00'), check_out: TODAY }), TODAY)).toBe(true);
    expect(checkoutIsDue(b({ checked_in_at: at('2026-07-15T15:00'), check_out: '2026-07-16' }), TODAY)).toBe(false);
  });
});

describe('delayed', () => {
  it.each<[string, Partial<BookingTimes>, boolean, string | null]>([
    ['arrival yesterday, not here', { check_in: '2026-07-14' }, true, 'Denna bokning skulle checkat in igår'],
    ['arrival three days ago', { check_in: '2026-07-12' }, true, 'Denna bokning skulle checkat in den 2026-07-12'],
    ['arrival today', {}, false, null],
    [
      'departure yesterday, still here',
      { check_in: '2026-07-10', check_out: '2026-07-14', checked_in_at: at('2026-07-10T16:00') },
      true,
      'Denna bokning skulle checkat ut igår',
    ],
    [
      'departure today, still here',
      { check_in: '2026-07-10', check_out: TODAY, checked_in_at: at('2026-07-10T16:00') },
      false,
      null,
    ],
    ['cancelled is never delayed', { check_in: '2026-07-12', deleted_at: at('2026-07-01T08:00') }, false, null],
  ])('%s', (_n, fields, delayed, tooltip) => {
    expect(isDelayed(b(fields), TODAY)).toBe(delayed);
    expect(delayedTooltip(b(fields), TODAY)).toBe(tooltip);
  });
});

describe('labels', () => {
  it.each<[string, Partial<BookingTimes>, string | null]>([
    ['not arrived', {}, null],
    ['checked in on the planned day', { checked_in_at: at('2026-07-15T15:42') }, 'Incheckad kl 15:42'],
    ['checked in at start of day shows no time', { checked_in_at: at('2026-07-15T00:00') }, 'Incheckad'],
    [
      'checked in another day shows the date',
      { check_in: '2026-07-14', checked_in_at: at('2026-07-15T09:05') },
      'Incheckad 2026-07-15',
    ],
    [
      'Stockholm midnight, not UTC: 23:30 UTC is the next day',
      { check_in: '2026-07-14', checked_in_at: '2026-07-14T23:30:00.000Z' },
      'Incheckad 2026-07-15',
    ],
    [
      'checked out',
      { checked_in_at: at('2026-07-15T15:00'), check_out: TODAY, checked_out_at: at('2026-07-15T10:15') },
      'Utcheckad kl 10:15',
    ],
    [
      'automatic check-out',
      {
        checked_in_at: at('2026-07-15T15:00'),
        checked_out_at: at('2026-07-18T12:00'),
        auto_checkout_at: at('2026-07-18T12:00'),
      },
      'Automatisk utcheckning',
    ],
    ['cancelled', { deleted_at: at('2026-07-01T08:00') }, 'Avbokad'],
    ['delayed', { check_in: '2026-07-13' }, 'Försenad'],
  ])('%s', (_n, fields, label) => {
    expect(bookingLabel(b(fields), TODAY)).toBe(label);
  });

  it('reads the time in Stockholm across the DST change (2026-03-29)', () => {
    // 01:30 UTC on the spring-forward night is 03:30 CEST.
    expect(
      bookingLabel(
        b({ check_in: '2026-03-29', check_out: '2026-04-02', checked_in_at: '2026-03-29T01:30:00.000Z' }),
        '2026-03-29',
      ),
    ).toBe('Incheckad kl 03:30');
    // 23:30 UTC on 2026-10-24 is 01:30 CEST on the 25th.
    expect(
      bookingLabel(
        b({ check_in: '2026-10-25', check_out: '2026-10-27', checked_in_at: '2026-10-24T23:30:00.000Z' }),
        '2026-10-25',
      ),
    ).toBe('Incheckad kl 01:30');
  });
});

describe('lists (bookings.md 4 "Lists")', () => {
  const TOMORROW = '2026-07-16';
  it.each<[string, Partial<BookingTimes>, boolean, boolean]>([
    // name, fields, in today's check-ins, in tomorrow's
    ['arrives today', {}, true, false],
    ['was due yesterday, not here', { check_in: '2026-07-14' }, true, false],
    ['arrived today', { checked_in_at: at('2026-07-15T14:00') }, true, false],
    ['arrived yesterday', { check_in: '2026-07-14', checked_in_at: at('2026-07-14T14:00') }, false, false],
    ['arrives tomorrow', { check_in: TOMORROW, check_out: '2026-07-19' }, false, true],
    ['draft', { is_draft: true, confirmed_at: null }, false, false],
    ['unconfirmed', { confirmed_at: null }, false, false],
    ['cancelled', { deleted_at: at('2026-07-10T08:00') }, false, false],
  ])('check-ins: %s', (_n, fields, today, tomorrow) => {
    expect(isCheckInOn(b(fields), TODAY, TODAY)).toBe(today);
    expect(isCheckInOn(b(fields), TOMORROW, TODAY)).toBe(tomorrow);
  });

  it.each<[string, Partial<BookingTimes>, boolean, boolean]>([
    ['leaves today', { check_in: '2026-07-12', check_out: TODAY, checked_in_at: at('2026-07-12T15:00') }, true, false],
    [
      'was due yesterday, still here',
      { check_in: '2026-07-12', check_out: '2026-07-14', checked_in_at: at('2026-07-12T15:00') },
      true,
      false,
    ],
    [
      'left today',
      {
        check_in: '2026-07-12',
        check_out: TODAY,
        checked_in_at: at('2026-07-12T15:00'),
        checked_out_at: at('2026-07-15T09:30'),
      },
      true,
      false,
    ],
    [
      'leaves tomorrow',
      { check_in: '2026-07-12', check_out: TOMORROW, checked_in_at: at('2026-07-12T15:00') },
      false,
      true,
    ],
    ['never arrived', { check_in: '2026-07-12', check_out: TODAY }, false, false],
  ])('check-outs: %s', (_n, fields, today, tomorrow) => {
    expect(isCheckOutOn(b(fields), TODAY, TODAY)).toBe(today);
    expect(isCheckOutOn(b(fields), TOMORROW, TODAY)).toBe(tomorrow);
  });
});
