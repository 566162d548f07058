import { bookingState, type BookingTimes } from './bookingState';

export type EmailStatus = 'sent' | 'delivered' | 'read' | 'failed' | 'complaint';

/** bookings.md 8, e-mail status labels. */
export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  sent: 'Skickat',
  delivered: 'Mottaget',
  read: 'Läst',
  failed: 'Misslyckades',
  complaint: 'Kunden har blockerat vår e-post',
};

export const emailStatusLabel = (status: string): string => EMAIL_STATUS_LABELS[status as EmailStatus] ?? status;

/** Tone of the status chip: a problem is red, a read mail green, the rest neutral. */
export function emailStatusTone(status: string): 'error' | 'success' | 'neutral' {
  if (status === 'failed' || status === 'complaint') return 'error';
  return status === 'read' || status === 'delivered' ? 'success' : 'neutral';
}

export interface MailBooking extends BookingTimes {
  cancellation_status?: string | null;
}

// A booking with a cancellation status that is not (yet) cancelled is being cancelled.
const isCancelling = (b: MailBooking) => !b.deleted_at && !!b.cancellation_status;

// Each rule names why a mail may not be sent (null: it may), so the server can refuse with its
// own message and the pane can disable the button from the same rule (bookings.md 4 "Sending mail").

/** 'Skicka bokningsbekräftelse': refused for a draft, or when the booking is cancelled, cancelling or checked out. */
export type ConfirmationRefusal = 'not_a_booking' | 'booking_cancelled' | 'booking_cancelling' | 'already_checked_out';
export function confirmationRefusal(b: MailBooking): ConfirmationRefusal | null {
  const s = bookingState(b);
  if (s === 'draft') return 'not_a_booking';
  if (s === 'cancelled') return 'booking_cancelled';
  if (isCancelling(b)) return 'booking_cancelling';
  if (s === 'checked_out') return 'already_checked_out';
  return null;
}

export const canSendConfirmation = (b: MailBooking): boolean => confirmationRefusal(b) === null;

/** 'Skicka incheckningsmail': only before check-in, on the check-in day. */
export type CheckinEmailRefusal = 'not_before_checkin' | 'not_checkin_day';
export function checkinEmailRefusal(b: MailBooking, today: string): CheckinEmailRefusal | null {
  if (bookingState(b) !== 'not_checked_in') return 'not_before_checkin';
  if (b.check_in !== today) return 'not_checkin_day';
  return null;
}

/** 'Skicka incheckningsbekräftelse': only for a checked-in booking not yet checked out. */
export type CheckinConfirmationRefusal = 'already_checked_out' | 'not_checked_in';
export function checkinConfirmationRefusal(b: MailBooking): CheckinConfirmationRefusal | null {
  const s = bookingState(b);
  if (s === 'checked_out') return 'already_checked_out';
  if (s !== 'checked_in') return 'not_checked_in';
  return null;
}

export type CheckInMail = { kind: 'checkin-email' | 'checkin-confirmation'; enabled: boolean };

/**
 * Before check-in: 'Skicka incheckningsmail', enabled only on the check-in day. After check-in
 * (or check-out): 'Skicka incheckningsbekräftelse', disabled once checked out.
 */
export function checkInMail(b: MailBooking, today: string): CheckInMail {
  if (b.checked_in_at) return { kind: 'checkin-confirmation', enabled: checkinConfirmationRefusal(b) === null };
  return { kind: 'checkin-email', enabled: checkinEmailRefusal(b, today) === null };
}

/** bookings.md 8: the chip on a customer whose e-mail address is blocked. */
export const BLOCKED_EMAIL_LABEL = 'Blockerad e-post';
export const BLOCKED_EMAIL_TOOLTIP =
  'E-postadressen är blockerad och inga fler mejl kommer att skickas till den, till exempel för att mottagarens server inte svarar eller för att kunden har anmält vår e-post som skräppost.';
