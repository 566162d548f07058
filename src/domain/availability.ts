/**
 * Availability of positions and categories for a stay (bookings.md 3 "Availability per position
 * ... per category", 7 positions/availability and categories/availability).
 *
 * Every range is half-open, [first night, first free date): a stay [check_in, check_out) and a
 * position block [closing_date, opening_date). closing_date is the first closed night and
 * opening_date the first night open again (as the demo seed plans them), so a block 10–17 July and
 * a stay 17–20 July do not meet, nor does a stay that checks out on the day another checks in.
 * Two ranges overlap when each starts before the other ends.
 */
import type { IsoDate } from './dates';

export type PositionStatus = 'bookable' | 'blocked' | 'reserved';

/** Longest stay availability is asked for: a season fits, a typo of a year (2062 for 2026) does not. */
export const MAX_AVAILABILITY_NIGHTS = 366;
/** Guests of one booking: adults 0–99 plus children 0–99 (bookings.md 9). */
export const MAX_OCCUPANCY = 198;
/** Dogs of one booking (bookings.md 9). */
export const MAX_DOGS = 9;

export const AVAILABILITY_TEXTS = {
  checkOutAfterCheckIn: 'Utcheckningsdatumet måste vara efter incheckningsdatumet',
  stayTooLong: `Vistelsen får vara högst ${MAX_AVAILABILITY_NIGHTS} nätter`,
  deleted: 'Den här platsen finns inte längre',
  noneFree: 'Inga lediga platser i kategorin för de valda datumen',
  reserved: (from: IsoDate, to: IsoDate, bookingNumber: string) =>
    `Platsen är bokad ${from}–${to} (bokning ${bookingNumber})`,
  blocked: (from: IsoDate, to: IsoDate, reason: string | null) =>
    `Platsen är avstängd ${from}–${to}` + (reason?.trim() ? ` (${reason.trim()})` : ''),
  /** The spec's text (bookings.md 5, guests against category limits). */
  maxGuests: (n: number) => `Max ${n} gäster tillåtna`,
  free: (free: number, total: number) =>
    total === 1 ? `${free} av 1 plats ledig` : `${free} av ${total} platser lediga`,
} as const;

/** Two half-open date ranges share a night. */
export const rangesOverlap = (aFrom: IsoDate, aTo: IsoDate, bFrom: IsoDate, bTo: IsoDate) => aFrom < bTo && bFrom < aTo;

/** What the database knows of one position for the asked stay. */
export interface PositionFacts {
  deleted: boolean;
  /** The first active stay (by check-in) sharing a night with the asked one, other than the edited booking's. */
  stay: { booking_number: string; check_in: IsoDate; check_out: IsoDate } | null;
  /** The first block (by closing date) sharing a night with the asked one. */
  block: { closing_date: IsoDate; opening_date: IsoDate; reason: string | null } | null;
  /** The position's category's max_guests. */
  max_guests: number;
}

/** Who is to stay: absent means not chosen yet, and nothing is judged against it. */
export interface Party {
  occupancy?: number;
  dogs?: number;
}

export interface PositionAvailability {
  status: PositionStatus;
  is_available: boolean;
  has_error: boolean;
  has_warning: boolean;
  /** The errors, else the warnings, one sentence each; null when neither. */
  error_message: string | null;
}

/** Guests beyond what the category allows: a warning on the position, the form's error on the category. */
export function guestWarning(maxGuests: number, party: Party): string | null {
  return party.occupancy != null && party.occupancy > maxGuests ? AVAILABILITY_TEXTS.maxGuests(maxGuests) : null;
}

/**
 * One position: a stay wins over a block for the status (a guest is named), both are errors; a deleted
 * position is an error shown as blocked. Categories have no dog limit yet, so dogs warn about nothing.
 */
export function judgePosition(f: PositionFacts, party: Party): PositionAvailability {
  const errors: string[] = [];
  if (f.deleted) errors.push(AVAILABILITY_TEXTS.deleted);
  if (f.stay) errors.push(AVAILABILITY_TEXTS.reserved(f.stay.check_in, f.stay.check_out, f.stay.booking_number));
  if (f.block) errors.push(AVAILABILITY_TEXTS.blocked(f.block.closing_date, f.block.opening_date, f.block.reason));
  const warning = guestWarning(f.max_guests, party);
  const status: PositionStatus = f.stay ? 'reserved' : f.block || f.deleted ? 'blocked' : 'bookable';
  const message = errors.length ? errors.join('. ') : warning;
  return {
    status,
    is_available: errors.length === 0,
    has_error: errors.length > 0,
    has_warning: warning != null,
    error_message: message,
  };
}

export interface CategoryAvailability {
  text: string;
  form_error_text: string | null;
  /** Positions of the category free for the whole stay (bookable, no error). */
  available_count: number;
  /** The category's positions that are not deleted. */
  total_count: number;
}

/**
 * One category from its judged positions (deleted ones are not counted). The guest limit is named
 * before "none free": it holds whatever the dates, so changing the dates would not help.
 */
export function judgeCategory(
  maxGuests: number,
  positions: readonly (PositionAvailability & { deleted: boolean })[],
  party: Party,
): CategoryAvailability {
  const live = positions.filter((p) => !p.deleted);
  const free = live.filter((p) => p.is_available).length;
  return {
    text: AVAILABILITY_TEXTS.free(free, live.length),
    form_error_text: guestWarning(maxGuests, party) ?? (free === 0 ? AVAILABILITY_TEXTS.noneFree : null),
    available_count: free,
    total_count: live.length,
  };
}
