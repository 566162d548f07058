import { describe, expect, it } from 'vitest';
import type { BookingTimes } from '../../../domain/bookingState';
import { bookingFooterActions } from './footerActions';

const TODAY = '2026-11-21';
const b = (over: Partial<BookingTimes> = {}): BookingTimes => ({
  check_in: TODAY, check_out: '2026-11-23', checked_in_at: null, checked_out_at: null,
  deleted_at: null, is_draft: false, confirmed_at: '2026-11-01T10:00:00Z', ...over,
});
const titles = (x: BookingTimes) => bookingFooterActions(x, TODAY).map((a) => a.title);

describe('bookingFooterActions', () => {
  it.each([
    ['not checked in', b(), ['Avboka', 'Checka in', 'Öppna i Kassan']],
    ['checked in', b({ checked_in_at: '2026-11-21T12:00:00Z' }), ['Ångra incheckning', 'Påbörja utcheckning', 'Öppna i Kassan']],
    ['checked out', b({ checked_in_at: '2026-11-21T12:00:00Z', checked_out_at: '2026-11-23T09:00:00Z' }), ['Ångra utcheckning', 'Öppna i Kassan']],
    ['cancelled', b({ deleted_at: '2026-11-20T09:00:00Z' }), ['Visa avbokning', 'Öppna i Kassan']],
    ['draft', b({ is_draft: true, confirmed_at: null }), []],
  ])('%s', (_n, booking, want) => expect(titles(booking)).toEqual(want));

  it('emphasises check-out when it is due, and check-in on or after the arrival day', () => {
    const staying = bookingFooterActions(b({ checked_in_at: '2026-11-20T12:00:00Z', check_in: '2026-11-20', check_out: '2026-11-25' }), TODAY);
    expect(staying.find((a) => a.title === 'Påbörja utcheckning')?.emphasised).toBe(false);
    const leaving = bookingFooterActions(b({ checked_in_at: '2026-11-19T12:00:00Z', check_in: '2026-11-19', check_out: TODAY }), TODAY);
    expect(leaving.find((a) => a.title === 'Påbörja utcheckning')?.emphasised).toBe(true);
    expect(bookingFooterActions(b({ check_in: '2026-11-22' }), TODAY).find((a) => a.title === 'Checka in')?.emphasised).toBe(false);
  });

  it('shows the reserved hotkeys', () => {
    const hotkeys = Object.fromEntries(bookingFooterActions(b(), TODAY).map((a) => [a.title, a.hotkey]));
    expect(hotkeys).toEqual({ Avboka: undefined, 'Checka in': 'alt+i', 'Öppna i Kassan': 'alt+k' });
  });
});
