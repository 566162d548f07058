import { daysBetween, todayInStockholm } from './dates';
import { bookingState, type BookingTimes } from './bookingState';

/** The fields the labels look at; the working set, the detail call and the preview all carry them. */
export interface BookingLike {
  is_draft?: boolean | null;
  confirmed_at?: string | null;
  deleted_at?: string | null;
  checked_in_at?: string | null;
  checked_out_at?: string | null;
  channel_id?: number | null;
  external_source?: string | null;
  check_in?: string | null;
  check_out?: string | null;
  adults?: number | null;
  children?: number | null;
  dogs?: number | null;
}

export type BookingStateKey = 'draft' | 'cancelled' | 'checkedOut' | 'checkedIn' | 'notCheckedIn';

const KEYS = {
  draft: 'draft',
  cancelled: 'cancelled',
  checked_out: 'checkedOut',
  checked_in: 'checkedIn',
  not_checked_in: 'notCheckedIn',
} as const;

/** The state from the timestamps: the one rule in src/domain/bookingState.ts. */
export function bookingStateKey(b: BookingLike): BookingStateKey {
  return KEYS[bookingState(b as BookingTimes)];
}

export const BOOKING_STATE_LABELS: Record<BookingStateKey, string> = {
  draft: 'Utkast',
  cancelled: 'Avbokad',
  checkedOut: 'Utcheckad',
  checkedIn: 'Incheckad',
  notCheckedIn: 'Ej incheckad',
};

export const bookingStateLabel = (b: BookingLike) => BOOKING_STATE_LABELS[bookingStateKey(b)];

/** Channel ids of bookings.md 3; 4 is the external reservation system, named when known. */
export function channelLabel(channelId: number | null | undefined, externalSource?: string | null): string {
  switch (channelId) {
    case 1:
      return 'Receptionen';
    case 2:
      return 'Onlinebokning';
    case 3:
      return 'Självincheckning';
    case 4:
      return externalSource ? `Externt bokningssystem (${externalSource})` : 'Externt bokningssystem';
    default:
      return '–';
  }
}

export function nights(b: BookingLike): number | null {
  return b.check_in && b.check_out ? daysBetween(b.check_in.slice(0, 10), b.check_out.slice(0, 10)) : null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 vuxna, 1 barn, 1 hund'; parts that are 0 are left out (adults always shown). */
export function guestsLabel(b: BookingLike): string {
  const parts = [plural(b.adults ?? 0, 'vuxen', 'vuxna')];
  if (b.children) parts.push(plural(b.children, 'barn', 'barn'));
  if (b.dogs) parts.push(plural(b.dogs, 'hund', 'hundar'));
  return parts.join(', ');
}

/** YYYY-MM-DD of a date, or the Swedish day of a date-time (a stamp just after midnight is that day, not UTC's). */
export function isoDay(d: string | null | undefined): string {
  if (!d) return '–';
  if (d.length <= 10) return d;
  const t = new Date(d);
  return Number.isNaN(t.getTime()) ? d.slice(0, 10) : todayInStockholm(t);
}

/** The group pane's check-in and check-out pills (rule: src/domain/groupState.ts). */
export const GROUP_CHECKIN_LABELS = {
  delayed: 'Försenad incheckning',
  all: 'Alla incheckade',
  some: 'Några incheckade',
  none: 'Ingen incheckad',
} as const;
export const GROUP_CHECKOUT_LABELS = {
  delayed: 'Försenad utcheckning',
  all: 'Alla utcheckade',
  some: 'Några utcheckade',
  none: 'Ingen utcheckad',
} as const;
export const GROUP_PILL_TONES = { delayed: 'warning', all: 'success', some: 'accent', none: 'neutral' } as const;
