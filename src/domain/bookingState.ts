import { addDays, formatStockholm, todayInStockholm } from './dates';

/** The booking fields the state rules read (bookings.md 3, 4 "Booking state"). */
export interface BookingTimes {
  check_in: string;
  check_out: string;
  checked_in_at: string | null;
  checked_out_at: string | null;
  deleted_at: string | null;
  is_draft: boolean;
  confirmed_at: string | null;
  auto_checkout_at?: string | null;
  type?: string;
}

export type BookingState = 'cancelled' | 'draft' | 'checked_out' | 'checked_in' | 'not_checked_in';

/** State from the timestamps: cancelled wins, then draft, then checked out, checked in, not checked in. */
export function bookingState(b: BookingTimes): BookingState {
  if (b.deleted_at) return 'cancelled';
  if (b.is_draft && !b.confirmed_at) return 'draft';
  if (b.checked_out_at) return 'checked_out';
  if (b.checked_in_at) return 'checked_in';
  return 'not_checked_in';
}

/** 'Checka in': not checked in and not cancelled. */
export const canCheckIn = (b: BookingTimes) => bookingState(b) === 'not_checked_in';
/** 'Påbörja utcheckning': checked in. */
export const canStartCheckout = (b: BookingTimes) => bookingState(b) === 'checked_in';
/** Emphasised when check-out is today or earlier. */
export const checkoutIsDue = (b: BookingTimes, today: string) => canStartCheckout(b) && b.check_out <= today;
export const canReverseCheckIn = (b: BookingTimes) => bookingState(b) === 'checked_in';
export const canReverseCheckOut = (b: BookingTimes) => bookingState(b) === 'checked_out';

/** Delayed: not cancelled and (checked in past check-out, or not yet arrived past check-in). */
export function isDelayed(b: BookingTimes, today: string): boolean {
  const s = bookingState(b);
  if (s === 'cancelled') return false;
  if (s === 'checked_in') return b.check_out < today;
  if (s === 'not_checked_in') return b.check_in < today;
  return false;
}

/** 'Denna bokning skulle checkat in/ut igår' or with the date when it was earlier. */
export function delayedTooltip(b: BookingTimes, today: string): string | null {
  if (!isDelayed(b, today)) return null;
  const out = bookingState(b) === 'checked_in';
  const date = out ? b.check_out : b.check_in;
  const when = date === addDays(today, -1) ? 'igår' : `den ${date}`;
  return `Denna bokning skulle checkat ${out ? 'ut' : 'in'} ${when}`;
}

/** 'Incheckad kl HH:mm' on the planned day (unless at start of day), with the date on another day. */
function stampLabel(word: string, at: string, planned: string): string {
  const instant = new Date(at);
  const day = todayInStockholm(instant);
  const time = formatStockholm(instant, 'HH:mm');
  if (day !== planned) return `${word} ${day}`;
  return time === '00:00' ? word : `${word} kl ${time}`;
}

/** The label of bookings.md 4: Avbokad, Utcheckad…, Automatisk utcheckning, Incheckad…, Försenad. */
export function bookingLabel(b: BookingTimes, today: string): string | null {
  const s = bookingState(b);
  if (s === 'cancelled') return 'Avbokad';
  if (s === 'checked_out')
    return b.auto_checkout_at ? 'Automatisk utcheckning' : stampLabel('Utcheckad', b.checked_out_at!, b.check_out);
  if (isDelayed(b, today)) return 'Försenad';
  if (s === 'checked_in') return stampLabel('Incheckad', b.checked_in_at!, b.check_in);
  return null;
}

const confirmed = (b: BookingTimes) => !b.is_draft && b.confirmed_at != null && !b.deleted_at;
const stampedOn = (at: string | null, day: string) => at != null && todayInStockholm(new Date(at)) === day;

/** Check-ins of a day (bookings.md 4 "Lists"): due and not arrived, or arrived that day. */
export function isCheckInOn(b: BookingTimes, day: string, today: string): boolean {
  if (!confirmed(b)) return false;
  if (day === today) return (b.check_in <= today && !b.checked_in_at) || stampedOn(b.checked_in_at, today);
  return b.check_in === day && !b.checked_in_at;
}

/** Check-outs of a day: checked in and due to leave, or left that day. */
export function isCheckOutOn(b: BookingTimes, day: string, today: string): boolean {
  if (!confirmed(b) || !b.checked_in_at) return false;
  if (day === today) return (b.check_out <= today && !b.checked_out_at) || stampedOn(b.checked_out_at, today);
  return b.check_out === day && !b.checked_out_at;
}
