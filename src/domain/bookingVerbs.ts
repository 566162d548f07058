// Which booking verbs apply now (bookings.md 4 "Booking state"): pure, so the palette, the
// hotkeys and the panes' buttons agree, and the rules are tested per state without React.
import { bookingState, type BookingTimes } from './bookingState';
import { can } from './permissions';

export type BookingVerb =
  | 'checkIn'
  | 'startCheckout'
  | 'reverseCheckIn'
  | 'reverseCheckOut'
  | 'openInRegister'
  | 'cancel'
  | 'reverseCancel';

export interface VerbViewer {
  loggedIn: boolean;
  level: string | null;
  modules: string[];
  /** The route shown: the register's checkout of this booking hides 'Påbörja utcheckning'. */
  path?: string;
}

export const NO_BOOKING = 'Ingen bokning vald';
export const NEEDS_PMS = 'Kräver PMS';
export const NEEDS_WRITE = 'Kräver behörighet som receptionist';

const STATE_REASON = {
  cancelled: 'Bokningen är avbokad',
  draft: 'Bokningen är ett utkast',
  checked_out: 'Bokningen är utcheckad',
  checked_in: 'Bokningen är redan incheckad',
  not_checked_in: 'Bokningen är inte incheckad',
} as const;

/** The register's checkout mode of a booking: /register/booking/{id}/checkout. */
export function checkoutRouteId(path: string | undefined): number | null {
  const m = /^\/register\/booking\/(\d+)\/checkout\/?$/.exec(path ?? '');
  return m ? Number(m[1]) : null;
}

/** true when `verb` may run on `booking` for this viewer, otherwise the Swedish reason. */
export function verbAvailability(
  verb: BookingVerb,
  booking: (BookingTimes & { id: number }) | null,
  v: VerbViewer,
): true | string {
  if (!v.loggedIn) return 'Inte inloggad';
  if (!v.modules.includes('PMS')) return NEEDS_PMS;
  const level = v.level ?? '';
  // 'Öppna i Kassan' is a till action: cashiers may do it too; every other verb changes the booking.
  if (verb === 'openInRegister' ? !can(level, 'readBookings') : !can(level, 'writeBookings')) return NEEDS_WRITE;
  if (!booking) return NO_BOOKING;
  const s = bookingState(booking);
  switch (verb) {
    case 'checkIn':
      return s === 'not_checked_in' || STATE_REASON[s];
    case 'startCheckout':
      if (s !== 'checked_in') return s === 'not_checked_in' ? STATE_REASON.not_checked_in : STATE_REASON[s];
      return checkoutRouteId(v.path) === booking.id ? 'Utcheckningen pågår redan' : true;
    case 'reverseCheckIn':
      return (
        s === 'checked_in' ||
        (s === 'checked_out'
          ? 'Ångra utcheckningen först'
          : STATE_REASON[s === 'not_checked_in' ? 'not_checked_in' : s])
      );
    case 'reverseCheckOut':
      return (
        s === 'checked_out' || (s === 'cancelled' || s === 'draft' ? STATE_REASON[s] : 'Bokningen är inte utcheckad')
      );
    case 'openInRegister':
      return s !== 'draft' || STATE_REASON.draft;
    case 'cancel':
      // A cancelled booking shows 'Visa avbokning' instead; a stay that has started cannot be cancelled.
      if (s === 'not_checked_in') return true;
      return s === 'cancelled'
        ? 'Bokningen är redan avbokad'
        : s === 'draft'
          ? 'Ett utkast tas bort, det avbokas inte'
          : s === 'checked_in'
            ? 'En incheckad bokning kan inte avbokas'
            : 'En utcheckad bokning kan inte avbokas';
    case 'reverseCancel':
      return s === 'cancelled' || 'Bokningen är inte avbokad';
  }
}
