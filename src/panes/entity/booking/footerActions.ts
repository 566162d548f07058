import { bookingState, canCheckIn, canReverseCheckIn, canReverseCheckOut, canStartCheckout, checkoutIsDue, type BookingTimes } from '../../../domain/bookingState';

export interface FooterAction {
  /** The command the button runs, or 'showCancellation' for the pane's own dialog. */
  command: string;
  title: string;
  hotkey?: string;
  emphasised?: boolean;
}

/**
 * The booking pane's footer, exactly by state (bookings.md 2 and 4, Booking state), in the
 * spec's order. Every rule is one of src/domain/bookingState.ts.
 */
export function bookingFooterActions(b: BookingTimes, today: string): FooterAction[] {
  const state = bookingState(b);
  const out: FooterAction[] = [];
  if (canReverseCheckOut(b)) out.push({ command: 'booking.reverseCheckOut', title: 'Ångra utcheckning' });
  if (canReverseCheckIn(b)) out.push({ command: 'booking.reverseCheckIn', title: 'Ångra incheckning' });
  // A cancelled booking shows 'Visa avbokning' in place of 'Avboka'.
  if (state === 'cancelled') out.push({ command: 'showCancellation', title: 'Visa avbokning' });
  if (state === 'not_checked_in') out.push({ command: 'booking.cancel', title: 'Avboka' });
  if (canCheckIn(b)) out.push({ command: 'booking.checkIn', title: 'Checka in', hotkey: 'alt+i', emphasised: b.check_in <= today });
  if (canStartCheckout(b)) out.push({ command: 'booking.startCheckout', title: 'Påbörja utcheckning', hotkey: 'alt+o', emphasised: checkoutIsDue(b, today) });
  // A draft has nothing to pay yet: it is confirmed or removed first.
  if (state !== 'draft') out.push({ command: 'booking.openInRegister', title: 'Öppna i Kassan', hotkey: 'alt+k' });
  return out;
}
