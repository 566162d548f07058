// Pure rules of the check-in and check-out flows (bookings.md 4), tested without a browser.
import { lateCheckoutDates as domainLateCheckoutDates } from '../../../domain/lateDates';

export const SWEDEN = 752;

interface Dated {
  type?: string | null;
  check_in: string;
  check_out: string;
}

/** Season bookings are never judged early or late; a regular one past its check-in day is late. */
export const isLateCheckIn = (b: Dated, today: string) => b.type !== 'season' && b.check_in < today;
/** A booking whose check-in is still to come: checking it in today is an early arrival, a change of the booking. */
export const isEarlyCheckIn = (b: Dated, today: string) => b.check_in > today;
/** A late arrival whose stay has also ended chooses both dates ('Sen incheckning och utcheckning'). */
export const needsBothDates = (b: Dated, today: string) => b.check_out < today;
export const isLateCheckOut = (b: Dated, today: string) => b.type !== 'season' && b.check_out < today;

export const lateCheckInTitle = (b: Dated, today: string) =>
  needsBothDates(b, today) ? 'Sen incheckning och utcheckning' : 'Sen incheckning';

/** The real check-out day: the planned one up to today, the same rule the server checks. */
export const lateCheckoutDates = (b: Dated, today: string): string[] => domainLateCheckoutDates(b, today);

/** Registration cards print by themselves for non-Swedish guests at a desk with a printer. */
type CountryFields = { customer_country_id?: number | null; customer?: { country_id?: number | null } | null };
export function needsRegistrationCard(b: CountryFields, hasDefaultPrinter: boolean): boolean {
  const country = b.customer_country_id ?? b.customer?.country_id ?? null;
  return hasDefaultPrinter && country != null && country !== SWEDEN;
}
