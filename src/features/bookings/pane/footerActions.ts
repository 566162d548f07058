import {
  bookingState,
  canCheckIn,
  canReverseCheckIn,
  canReverseCheckOut,
  canStartCheckout,
  checkoutIsDue,
  type BookingTimes,
} from '../../../domain/bookingState';

/** A button of the footer: a command (its text and key are its descriptor's), or the pane's own cancellation dialog. */
export type FooterAction = { command: string; emphasised?: boolean } | { command: 'showCancellation'; title: string };

/**
 * The booking pane's footer, exactly by state (bookings.md 2 and 4, Booking state), in the
 * spec's order. Every rule is one of src/domain/bookingState.ts.
 */
export function bookingFooterActions(b: BookingTimes, today: string): FooterAction[] {
  const state = bookingState(b);
  const out: FooterAction[] = [];
  if (canReverseCheckOut(b)) out.push({ command: 'booking.reverseCheckOut' });
  if (canReverseCheckIn(b)) out.push({ command: 'booking.reverseCheckIn' });
  // A cancelled booking shows 'Visa avbokning' in place of 'Avboka'.
  if (state === 'cancelled') out.push({ command: 'showCancellation', title: 'Visa avbokning' });
  if (state === 'not_checked_in') out.push({ command: 'booking.cancel' });
  if (canCheckIn(b)) out.push({ command: 'booking.checkIn', emphasised: b.check_in <= today });
  if (canStartCheckout(b)) out.push({ command: 'booking.startCheckout', emphasised: checkoutIsDue(b, today) });
  // A draft has nothing to pay yet: it is confirmed or removed first.
  if (state !== 'draft') out.push({ command: 'booking.openInRegister' });
  return out;
}
