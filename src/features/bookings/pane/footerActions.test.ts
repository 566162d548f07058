// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { BookingTimes } from '../../../domain/bookingState';
import { bookingCommands } from '../booking.commands';
import { bookingFooterActions, type FooterAction } from './footerActions';

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
// The buttons show their commands' titles and keys (CommandButton); the cancellation dialog is the pane's own.
const descriptor = (a: FooterAction) => bookingCommands.find((c) => c.id === a.command);
const titleOf = (a: FooterAction) => ('title' in a ? a.title : descriptor(a)!.title);
const titles = (x: BookingTimes) => bookingFooterActions(x, TODAY).map(titleOf);
const emphasised = (a: FooterAction | undefined) => (a && 'emphasised' in a ? a.emphasised : undefined);

describe('bookingFooterActions', () => {
  it.each([
    ['not checked in', b(), ['Avboka', 'Checka in', 'Öppna i Kassan']],
    [
      'checked in',
      b({ checked_in_at: '2026-11-21T12:00:00Z' }),
      ['Ångra incheckning', 'Påbörja utcheckning', 'Öppna i Kassan'],
    ],
    [
      'checked out',
      b({ checked_in_at: '2026-11-21T12:00:00Z', checked_out_at: '2026-11-23T09:00:00Z' }),
      ['Ångra utcheckning', 'Öppna i Kassan'],
    ],
    ['cancelled', b({ deleted_at: '2026-11-20T09:00:00Z' }), ['Visa avbokning', 'Öppna i Kassan']],
    ['draft', b({ is_draft: true, confirmed_at: null }), []],
  ])('%s', (_n, booking, want) => expect(titles(booking)).toEqual(want));

  it('emphasises check-out when it is due, and check-in on or after the arrival day', () => {
    const staying = bookingFooterActions(
      b({ checked_in_at: '2026-11-20T12:00:00Z', check_in: '2026-11-20', check_out: '2026-11-25' }),
      TODAY,
    );
    expect(emphasised(staying.find((a) => titleOf(a) === 'Påbörja utcheckning'))).toBe(false);
    const leaving = bookingFooterActions(
      b({ checked_in_at: '2026-11-19T12:00:00Z', check_in: '2026-11-19', check_out: TODAY }),
      TODAY,
    );
    expect(emphasised(leaving.find((a) => titleOf(a) === 'Påbörja utcheckning'))).toBe(true);
    expect(
      emphasised(bookingFooterActions(b({ check_in: '2026-11-22' }), TODAY).find((a) => titleOf(a) === 'Checka in')),
    ).toBe(false);
  });

  it('shows the reserved hotkeys', () => {
    const hotkeys = Object.fromEntries(
      bookingFooterActions(b(), TODAY).map((a) => [titleOf(a), descriptor(a)?.hotkey]),
    );
    expect(hotkeys).toEqual({ Avboka: undefined, 'Checka in': 'alt+i', 'Öppna i Kassan': 'alt+k' });
  });
});
