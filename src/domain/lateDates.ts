import { addDays, todayInStockholm, type IsoDate } from './dates';

/** Shown when a late check-in has no date to offer (bookings.md 8). */
export const NO_CHECKIN_DATES_TEXT =
  'Det finns inga datum på den här platsen att checka in bokningen. Detta kan bero på att en incheckad bokning har checkat in på samma plats före denna bokningens incheckningsdatum. Checka ut den bokningen först, alternativt kan du avboka den här bokningen.';

/** How far ahead a late check-in's check-out may be chosen. */
export const LATE_CHECKOUT_HORIZON_DAYS = 30;

/** Another live booking (not cancelled, not a draft) on the same position. */
export interface PositionStay {
  check_in: IsoDate;
  checked_in_at: string | null;
  checked_out_at: string | null;
}

const dayOf = (iso: string) => todayInStockholm(new Date(iso));
const maxDate = (a: IsoDate, b: IsoDate) => (a > b ? a : b);
const minDate = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

/** Every date from `from` to `to`, both included; none when `from` is after `to`. */
export function dateRange(from: IsoDate, to: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

const stillCheckedIn = (s: PositionStay) => s.checked_in_at != null && s.checked_out_at == null;

/**
 * Dates a late arrival may be checked in on (bookings.md 4): from its check-in up to today, before its
 * check-out, or up to today when the check-out has passed too (both dates are then chosen). A guest who
 * left the position after a date was there after it, so such dates are out; a guest still there blocks all.
 */
export function availableCheckinDates(
  booking: { check_in: IsoDate; check_out: IsoDate },
  today: IsoDate,
  others: readonly PositionStay[],
): IsoDate[] {
  if (others.some(stillCheckedIn)) return [];
  const last = booking.check_out < today ? today : minDate(today, addDays(booking.check_out, -1));
  let first = booking.check_in;
  for (const s of others) {
    if (s.checked_in_at == null || s.checked_out_at == null) continue;
    // Same-day turnover: the day the other guest left is free again.
    first = maxDate(first, dayOf(s.checked_out_at));
  }
  return dateRange(first, last);
}

/**
 * Check-out dates for a late check-in on `checkIn`: from the day after (and not before today) up to
 * 30 days ahead, but not past the next arrival on the position (leaving on its arrival day is fine).
 */
export function availableCheckoutDates(checkIn: IsoDate, today: IsoDate, others: readonly PositionStay[]): IsoDate[] {
  if (others.some(stillCheckedIn)) return [];
  let last = addDays(today, LATE_CHECKOUT_HORIZON_DAYS);
  for (const s of others) {
    if (s.checked_in_at != null || s.checked_out_at != null || s.check_in < checkIn) continue;
    last = minDate(last, s.check_in);
  }
  return dateRange(maxDate(addDays(checkIn, 1), today), last);
}

/** A late check-out's real date: from the planned check-out up to today, after the check-in. */
export function lateCheckoutDates(booking: { check_in: IsoDate; check_out: IsoDate }, today: IsoDate): IsoDate[] {
  return dateRange(maxDate(booking.check_out, addDays(booking.check_in, 1)), today);
}
