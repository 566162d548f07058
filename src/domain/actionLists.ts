import {
  bookingState,
  canCheckIn,
  canStartCheckout,
  checkoutIsDue,
  isCheckInOn,
  isCheckOutOn,
  type BookingTimes,
} from './bookingState';
import { addDays, todayInStockholm } from './dates';

/** The fields the /actions lists read from a working-set booking. */
export interface ActionBooking extends BookingTimes {
  id: number;
  booking_number?: string;
  title?: string;
  customer_name?: string | null;
  position_id?: number | null;
  expected_arrival_time?: string | null;
  created_at?: string | null;
}

/** A position's display name by id ('' when unknown). */
export type PositionNameOf = (positionId: number | null | undefined) => string;
const noNames: PositionNameOf = () => '';

// Natural order, so 'A2' comes before 'A10'.
const collator = new Intl.Collator('sv', { numeric: true, sensitivity: 'base' });
const byPosition = (nameOf: PositionNameOf) => (a: ActionBooking, b: ActionBooking) =>
  collator.compare(nameOf(a.position_id), nameOf(b.position_id)) || a.id - b.id;

/** Expected arrival first (unknown last), then position name. */
function byArrival(nameOf: PositionNameOf) {
  const pos = byPosition(nameOf);
  return (a: ActionBooking, b: ActionBooking) => {
    const ta = a.expected_arrival_time || '99:99';
    const tb = b.expected_arrival_time || '99:99';
    return ta < tb ? -1 : ta > tb ? 1 : pos(a, b);
  };
}

/** Check-ins of `day` (today or tomorrow), by expected arrival then position. */
export function checkInsFor<T extends ActionBooking>(
  bookings: readonly T[],
  day: string,
  today: string,
  nameOf = noNames,
): T[] {
  return bookings.filter((b) => isCheckInOn(b, day, today)).sort(byArrival(nameOf));
}

/** Check-outs of `day` (today or tomorrow), by position. */
export function checkOutsFor<T extends ActionBooking>(
  bookings: readonly T[],
  day: string,
  today: string,
  nameOf = noNames,
): T[] {
  return bookings.filter((b) => isCheckOutOn(b, day, today)).sort(byPosition(nameOf));
}

// "Since yesterday" is by Stockholm calendar day, so DST and UTC midnight do not move the cutoff.
const sinceYesterday = (at: string | null | undefined, today: string) =>
  at != null && todayInStockholm(new Date(at)) >= addDays(today, -1);
const newestFirst = (key: (b: ActionBooking) => string | null | undefined) => (a: ActionBooking, b: ActionBooking) =>
  new Date(key(b) ?? 0).getTime() - new Date(key(a) ?? 0).getTime() || b.id - a.id;

/** Checked in since yesterday (and still so, or since left), newest first. */
export function recentCheckIns<T extends ActionBooking>(bookings: readonly T[], today: string): T[] {
  return bookings
    .filter((b) => !b.deleted_at && sinceYesterday(b.checked_in_at, today))
    .sort(newestFirst((b) => b.checked_in_at));
}

/** Checked out since yesterday, newest first. */
export function recentCheckOuts<T extends ActionBooking>(bookings: readonly T[], today: string): T[] {
  return bookings
    .filter((b) => !b.deleted_at && sinceYesterday(b.checked_out_at, today))
    .sort(newestFirst((b) => b.checked_out_at));
}

/** Created since yesterday, drafts left out, newest first. */
export function recentBookings<T extends ActionBooking>(bookings: readonly T[], today: string): T[] {
  return bookings
    .filter((b) => bookingState(b) !== 'draft' && sinceYesterday(b.created_at, today))
    .sort(newestFirst((b) => b.created_at));
}

export interface Collisions {
  /** Pending check-in id → the booking still checked in on its position. */
  checkIns: Map<number, number>;
  /** Checked-in booking id → the pending check-in that will take its position. */
  checkOuts: Map<number, number>;
}

const hasPosition = (b: ActionBooking): b is ActionBooking & { position_id: number } =>
  b.position_id != null && b.position_id > 0;

/**
 * Position collisions (bookings.md 4 "Lists"): a pending check-in (today's or tomorrow's, not yet
 * arrived) sharing a position with a pending check-out (a guest still checked in there).
 * Each side points at the other's row; the earliest arrival wins when several wait.
 */
export function positionCollisions(bookings: readonly ActionBooking[], today: string): Collisions {
  const tomorrow = addDays(today, 1);
  const occupant = new Map<number, ActionBooking>();
  const waiting = new Map<number, ActionBooking>();
  const arrival = byArrival(noNames);
  for (const b of bookings) {
    if (!hasPosition(b)) continue;
    if (canStartCheckout(b)) {
      const cur = occupant.get(b.position_id);
      if (!cur || b.check_out < cur.check_out) occupant.set(b.position_id, b);
    } else if (canCheckIn(b) && (isCheckInOn(b, today, today) || isCheckInOn(b, tomorrow, today))) {
      const cur = waiting.get(b.position_id);
      if (!cur || b.check_in < cur.check_in || (b.check_in === cur.check_in && arrival(b, cur) < 0))
        waiting.set(b.position_id, b);
    }
  }
  const checkIns = new Map<number, number>();
  const checkOuts = new Map<number, number>();
  for (const b of bookings) {
    if (!hasPosition(b)) continue;
    const out = occupant.get(b.position_id);
    const inn = waiting.get(b.position_id);
    if (!out || !inn) continue;
    if (canCheckIn(b) && (isCheckInOn(b, today, today) || isCheckInOn(b, tomorrow, today))) checkIns.set(b.id, out.id);
    if (canStartCheckout(b)) checkOuts.set(b.id, inn.id);
  }
  return { checkIns, checkOuts };
}

export type ActionView = 'checkIns' | 'checkOuts' | 'recent';
export type InfoText = 'Checkar ut imorgon' | 'Checkar in imorgon' | 'Incheckad' | 'Utcheckad';
export type RowAction =
  | { kind: 'checkIn'; title: 'Checka In' }
  | { kind: 'startCheckout'; title: 'Påbörja utcheckning'; emphasised: boolean }
  | { kind: 'info'; text: InfoText };

/**
 * The row action of bookings.md 4 "List-row actions": 'Checka In' in the check-ins view when due,
 * 'Påbörja utcheckning' in the check-outs view when due, otherwise an info text. The recent lists
 * offer whichever of the two is due.
 */
export function actionFor(b: BookingTimes, view: ActionView, today: string): RowAction | null {
  const s = bookingState(b);
  if (s === 'cancelled' || s === 'draft') return null;
  const checkInDue = canCheckIn(b) && b.check_in <= today;
  const checkOutDue = checkoutIsDue(b, today);
  if (checkInDue && view !== 'checkOuts') return { kind: 'checkIn', title: 'Checka In' };
  if (checkOutDue && view !== 'checkIns')
    return { kind: 'startCheckout', title: 'Påbörja utcheckning', emphasised: true };
  if (s === 'checked_out') return { kind: 'info', text: 'Utcheckad' };
  if (s === 'checked_in') {
    // In the check-ins view an arrived guest is simply 'Incheckad'.
    if (view !== 'checkIns' && b.check_out === addDays(today, 1)) return { kind: 'info', text: 'Checkar ut imorgon' };
    return { kind: 'info', text: 'Incheckad' };
  }
  if (b.check_in === addDays(today, 1)) return { kind: 'info', text: 'Checkar in imorgon' };
  return null;
}

/** The filter field: guest name, booking number or position name, case-insensitive. */
export function matchesFilter(b: ActionBooking, query: string, nameOf = noNames): boolean {
  const q = query.trim().toLocaleLowerCase('sv');
  if (!q) return true;
  return [b.customer_name, b.title, b.booking_number, nameOf(b.position_id)].some(
    (v) => v != null && String(v).toLocaleLowerCase('sv').includes(q),
  );
}
