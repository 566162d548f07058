// Which date a booking may be checked in on, and when two stays on one position overlap
// (bookings.md 4; issue 10 "Early check-in double-books a pitch"). Shared by the check-in dialog
// and the server, which re-checks it under the position's lock.
import { addDays, isIsoDate, todayInStockholm, type IsoDate } from './dates';
import { availableCheckinDates, type PositionStay } from './lateDates';

export const CHECKIN_TEXTS = {
  invalid: 'Incheckningsdatumet är inte ett giltigt datum.',
  future: 'Incheckningsdatumet kan inte ligga efter dagens datum.',
  afterCheckOut: 'Incheckningsdatumet måste vara före utcheckningsdatumet.',
  unavailable: 'Platsen var upptagen det datumet. Välj ett av de tillgängliga incheckningsdatumen.',
  earlyNotToday: 'En tidig ankomst kan bara checkas in med dagens datum.',
  overlap: 'Vistelsen skulle överlappa en annan bokning på samma plats.',
} as const;

/** Without the explicit choice an early arrival is refused: it changes the booking's dates and price. */
export const earlyUnconfirmedText = (checkIn: IsoDate) =>
  `Bokningen ska checka in ${checkIn}. En tidig ankomst ändrar bokningens datum och pris och måste väljas som tidig ankomst.`;

export type CheckinDateVerdict = { ok: true; early: boolean } | { ok: false; code: string; message: string };

const no = (code: string, message: string): CheckinDateVerdict => ({ ok: false, code, message });

/**
 * A check-in date is a real date, not after today, and one the late check-in rule offers; a date
 * before the booking's check-in is an early arrival: only today, and only when asked for (`early`).
 * Whether the early stay collides with another booking is `newOverlaps`' job (it needs the stays' ends).
 */
export function judgeCheckinDate(
  booking: { check_in: IsoDate; check_out: IsoDate },
  date: string,
  today: IsoDate,
  others: readonly PositionStay[],
  early: boolean,
): CheckinDateVerdict {
  if (!isIsoDate(date)) return no('invalid_date', CHECKIN_TEXTS.invalid);
  if (date > today) return no('check_in_in_future', CHECKIN_TEXTS.future);
  if (date >= booking.check_out) return no('check_in_after_check_out', CHECKIN_TEXTS.afterCheckOut);
  if (date < booking.check_in) {
    if (date !== today) return no('check_in_date_unavailable', CHECKIN_TEXTS.earlyNotToday);
    if (!early) return no('early_check_in_not_confirmed', earlyUnconfirmedText(booking.check_in));
    return { ok: true, early: true };
  }
  if (!availableCheckinDates(booking, today, others).includes(date))
    return no('check_in_date_unavailable', CHECKIN_TEXTS.unavailable);
  return { ok: true, early: false };
}

/** What decides where a booking is on its position. */
export interface StayTimes {
  id: number;
  check_in: IsoDate;
  check_out: IsoDate;
  checked_in_at: string | null;
  checked_out_at: string | null;
  deleted_at: string | null;
  is_draft: boolean;
  confirmed_at: string | null;
}

/** Nights [from, to) a booking holds its position; null when it holds none (cancelled, draft, nothing left). */
export function stayNights(b: StayTimes, today: IsoDate): { from: IsoDate; to: IsoDate } | null {
  if (b.deleted_at || (b.is_draft && !b.confirmed_at)) return null;
  let from = b.check_in;
  let to = b.check_out;
  if (b.checked_out_at)
    to = todayInStockholm(new Date(b.checked_out_at)); // it left that day
  else if (b.checked_in_at)
    to = to > today ? to : addDays(today, 1); // still there: through tonight at least
  else if (from < today) from = today; // not arrived yet: it can only come from today on
  return from < to ? { from, to } : null;
}

const overlap = (a: { from: IsoDate; to: IsoDate }, b: { from: IsoDate; to: IsoDate }) =>
  a.from < b.to && b.from < a.to;

/** The other stays `after` overlaps that `before` did not: a change may keep an old clash, never add one. */
export function newOverlaps<T extends StayTimes>(
  before: StayTimes | null,
  after: StayTimes,
  others: readonly T[],
  today: IsoDate,
): T[] {
  const now = stayNights(after, today);
  if (!now) return [];
  const was = before ? stayNights(before, today) : null;
  return others.filter((o) => {
    if (o.id === after.id) return false;
    const theirs = stayNights(o, today);
    return theirs != null && overlap(now, theirs) && !(was && overlap(was, theirs));
  });
}
