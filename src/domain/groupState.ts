import { bookingState, type BookingTimes } from './bookingState';

/** A group's check-in or check-out pill (bookings.md 2, Booking group dialog). */
export type GroupPill = 'delayed' | 'all' | 'some' | 'none';

// Cancelled members and unconfirmed drafts neither arrive nor leave: they do not count.
const active = (members: readonly BookingTimes[]) =>
  members.filter((b) => {
    const s = bookingState(b);
    return s !== 'cancelled' && s !== 'draft';
  });

function pill(done: number, total: number, delayed: boolean): GroupPill {
  if (delayed) return 'delayed';
  if (total > 0 && done === total) return 'all';
  return done > 0 ? 'some' : 'none';
}

/** Check-in: delayed when a member should have arrived before today and has not; else all/some/none arrived. */
export function groupCheckInState(members: readonly BookingTimes[], today: string): GroupPill {
  const list = active(members);
  const arrived = list.filter((b) => b.checked_in_at != null || b.checked_out_at != null).length;
  const late = list.some((b) => bookingState(b) === 'not_checked_in' && b.check_in < today);
  return pill(arrived, list.length, late);
}

/** Check-out: delayed when a checked-in member should have left before today; else all/some/none left. */
export function groupCheckOutState(members: readonly BookingTimes[], today: string): GroupPill {
  const list = active(members);
  const left = list.filter((b) => b.checked_out_at != null).length;
  const late = list.some((b) => bookingState(b) === 'checked_in' && b.check_out < today);
  return pill(left, list.length, late);
}
