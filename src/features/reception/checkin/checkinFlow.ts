// The check-in and check-out flows of bookings.md 4: which dialog opens, which call runs, and
// what follows. The dialogs only render these observables and call these functions.
import { observable } from '@legendapp/state';
import { ApiError, api } from '../../../data/api';
import { call } from '../../../data/call';
import { session$ } from '../../../data/session';
import { showSnackbar } from '../../../data/snackbars';
import { bookings$, type Booking } from '../../../data/stores';
import { todayInStockholm } from '../../../domain/dates';
import { navigate, type AppPath } from '../../../navigation/navigation';
import { printRegistrationCard } from '../../till/printer/registrationCard';
import { isEarlyCheckIn, isLateCheckIn, isLateCheckOut, needsRegistrationCard, SWEDEN } from './flowRules';

/** The focus layer of the 'Incheckning' dialog: its keys (booking.commands.ts) fire only there. */
export const CHECKIN_LAYER = 'checkin';

export { SWEDEN };

/** The 'Incheckning' dialog: saving, the checked-in booking, or the server's error. */
export type CheckinResult =
  | { status: 'saving'; bookingId: number; title: string }
  | { status: 'done'; bookingId: number; booking: Booking }
  | { status: 'error'; bookingId: number; title: string; message: string };

export const checkinResult$ = observable<CheckinResult | null>(null);
/** 'Sen incheckning' (and 'Sen incheckning och utcheckning') for this booking. */
export const lateCheckIn$ = observable<Booking | null>(null);
/** 'Tidig incheckning': a booking whose check-in is still to come, asked before its dates change. */
export const earlyCheckIn$ = observable<Booking | null>(null);
/** 'Sen utcheckning' for this booking. */
export const lateCheckOut$ = observable<Booking | null>(null);

// Bookings read from the server that are outside the working set (old stays opened from search).
const fetched = new Map<number, Booking>();

/** The booking as this console knows it: the working set first, then what a call brought. */
export function knownBooking(id: number): Booking | null {
  return bookings$[id]?.peek() ?? fetched.get(id) ?? null;
}

/** Keeps the working set in step at once; BookingSaved will bring the same row a moment later. */
export function rememberBooking(b: Booking) {
  if (bookings$[b.id]?.peek()) bookings$[b.id].assign(b);
  else fetched.set(b.id, b);
}

async function loadBooking(id: number): Promise<Booking> {
  const local = knownBooking(id);
  if (local) return local;
  const d = await call('GET bookings/:id', { params: { id } });
  fetched.set(id, d.booking);
  return d.booking;
}

const go = (to: AppPath) => navigate({ to });

/** 'Checka in': a regular booking past its check-in day asks for the real dates first; one still to come, for an early arrival. */
export async function startCheckIn(id: number) {
  const b = await loadBooking(id);
  const today = todayInStockholm();
  if (isLateCheckIn(b, today)) {
    lateCheckIn$.set(b);
    return;
  }
  if (isEarlyCheckIn(b, today)) {
    earlyCheckIn$.set(b);
    return;
  }
  await checkIn(id, today);
}

async function afterCheckIn(booking: Booking) {
  rememberBooking(booking);
  checkinResult$.set({ status: 'done', bookingId: booking.id, booking });
  showSnackbar('success', `${booking.title} har checkats in`);
  // Guests from abroad get their registration card at once when this desk has a printer.
  if (needsRegistrationCard(booking, session$.workstation.peek()?.default_printer != null)) {
    try {
      await printRegistrationCard(booking.id);
    } catch {
      /* the printer reports its own failure */
    }
  }
}

function failed(id: number, title: string, err: unknown) {
  // booking_not_found shows nothing (bookings.md 7); other errors are shown in the dialog.
  if (err instanceof ApiError && err.code === 'booking_not_found') {
    checkinResult$.set(null);
    return;
  }
  const message = err instanceof ApiError && err.message ? err.message : 'Ett oväntat fel inträffade';
  checkinResult$.set({ status: 'error', bookingId: id, title, message });
}

/** POST bookings/check-in with the chosen day, showing the 'Incheckning' dialog throughout; `early` only when chosen. */
export async function checkIn(id: number, date: string, early = false) {
  const title = knownBooking(id)?.title ?? '';
  checkinResult$.set({ status: 'saving', bookingId: id, title });
  try {
    const body = early
      ? { booking_id: id, check_in_date: date, early_arrival: true }
      : { booking_id: id, check_in_date: date };
    const d = await call('POST bookings/check-in', { body, silent: true });
    await afterCheckIn(d.booking);
  } catch (err) {
    failed(id, title, err);
  }
}

/** Late arrival after the planned check-out: both real dates in one call. */
export async function checkInAndOut(id: number, checkInDate: string, checkOutDate: string) {
  const title = knownBooking(id)?.title ?? '';
  checkinResult$.set({ status: 'saving', bookingId: id, title });
  try {
    const d = await api<{ booking: Booking }>('POST', 'bookings/checkin-and-checkout', {
      body: { booking_id: id, check_in_date: checkInDate, check_out_date: checkOutDate },
      silent: true,
    });
    await afterCheckIn(d.booking);
  } catch (err) {
    failed(id, title, err);
  }
}

export const checkoutPath = (id: number): AppPath => `/register/booking/${id}/checkout`;

/** 'Påbörja utcheckning': a regular booking past its check-out asks for the real day first. */
export async function startCheckout(id: number) {
  const b = await loadBooking(id);
  if (isLateCheckOut(b, todayInStockholm())) {
    lateCheckOut$.set(b);
    return;
  }
  go(checkoutPath(id));
}

/** The real check-out day: the planned one goes straight on, another is saved first. */
export async function chooseCheckoutDate(b: Booking, date: string): Promise<string | null> {
  if (date !== b.check_out) {
    try {
      const d = await api<{ booking: Booking }>('POST', 'bookings/update-checkout', {
        body: { booking_id: b.id, checkout_date: date },
        silent: true,
      });
      rememberBooking(d.booking);
    } catch (err) {
      return err instanceof ApiError && err.message ? err.message : 'Ett oväntat fel inträffade';
    }
  }
  lateCheckOut$.set(null);
  go(checkoutPath(b.id));
  return null;
}

/** POST bookings/check-out, then back to the check-ins and check-outs (bookings.md 2). */
export async function finishCheckout(id: number): Promise<boolean> {
  const d = await call('POST bookings/check-out', { body: { booking_id: id } });
  rememberBooking(d.booking);
  showSnackbar('success', `${d.booking.title} har checkats ut`);
  go('/actions');
  return true;
}
