import { describe, expect, it } from 'vitest';
import type { BookingTimes } from './bookingState';
import { groupCheckInState, groupCheckOutState } from './groupState';

const TODAY = '2026-11-21';
const b = (over: Partial<BookingTimes> = {}): BookingTimes => ({
  check_in: TODAY,
  check_out: '2026-11-23',
  checked_in_at: null,
  checked_out_at: null,
  deleted_at: null,
  is_draft: false,
  confirmed_at: '2026-11-01T10:00:00Z',
  ...over,
});
const IN = '2026-11-21T13:00:00Z';
const OUT = '2026-11-23T09:00:00Z';

describe('groupCheckInState', () => {
  it.each([
    ['no member arrived', [b(), b()], 'none'],
    ['one of two arrived', [b({ checked_in_at: IN }), b()], 'some'],
    ['all arrived', [b({ checked_in_at: IN }), b({ checked_in_at: IN })], 'all'],
    ['checked out counts as arrived', [b({ checked_in_at: IN, checked_out_at: OUT }), b({ checked_in_at: IN })], 'all'],
    ['a member due yesterday has not arrived', [b({ checked_in_at: IN }), b({ check_in: '2026-11-20' })], 'delayed'],
    ['a cancelled member is left out', [b({ checked_in_at: IN }), b({ deleted_at: IN })], 'all'],
    ['a cancelled late member is not delayed', [b(), b({ check_in: '2026-11-19', deleted_at: IN })], 'none'],
    ['a draft is left out', [b({ checked_in_at: IN }), b({ is_draft: true, confirmed_at: null })], 'all'],
    ['an empty group', [], 'none'],
    ['everyone cancelled', [b({ deleted_at: IN })], 'none'],
  ] as const)('%s', (_name, members, want) => {
    expect(groupCheckInState(members as unknown as BookingTimes[], TODAY)).toBe(want);
  });
});

describe('groupCheckOutState', () => {
  it.each([
    ['nobody left', [b({ checked_in_at: IN }), b()], 'none'],
    ['one of two left', [b({ checked_in_at: IN, checked_out_at: OUT }), b({ checked_in_at: IN })], 'some'],
    ['all left', [b({ checked_in_at: IN, checked_out_at: OUT }), b({ checked_in_at: IN, checked_out_at: OUT })], 'all'],
    [
      'a checked-in member should have left yesterday',
      [b({ check_in: '2026-11-18', check_out: '2026-11-20', checked_in_at: IN }), b()],
      'delayed',
    ],
    ['leaving today is not delayed', [b({ check_in: '2026-11-18', check_out: TODAY, checked_in_at: IN })], 'none'],
    [
      'not arrived and past check-out is a check-in matter',
      [b({ check_in: '2026-11-18', check_out: '2026-11-20' })],
      'none',
    ],
  ] as const)('%s', (_name, members, want) => {
    expect(groupCheckOutState(members as unknown as BookingTimes[], TODAY)).toBe(want);
  });
});
