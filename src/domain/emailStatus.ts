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

export interface MailBooking extends BookingTimes { cancellation_status?: string | null }

// A booking with a cancellation status that is not (yet) cancelled is being cancelled.
const isCancelling = (b: MailBooking) => !b.deleted_at && !!b.cancellation_status;

/** 'Skicka bokningsbekräftelse': disabled when the booking is cancelling, cancelled or checked out. */
export function canSendConfirmation(b: MailBooking): boolean {
  const s = bookingState(b);
  return s !== 'cancelled' && s !== 'checked_out' && s !== 'draft' && !isCancelling(b);
}

export type CheckInMail = { kind: 'checkin-email' | 'checkin-confirmation'; enabled: boolean };

/**
 * Before check-in: 'Skicka incheckningsmail', enabled only on the check-in day. After check-in
 * (or check-out): 'Skicka incheckningsbekräftelse', disabled once checked out.
 */
export function checkInMail(b: MailBooking, today: string): CheckInMail {
  const s = bookingState(b);
  if (b.checked_in_at) return { kind: 'checkin-confirmation', enabled: s === 'checked_in' };
  return { kind: 'checkin-email', enabled: s === 'not_checked_in' && b.check_in === today };
}

/** bookings.md 8: the chip on a customer whose e-mail address is blocked. */
export const BLOCKED_EMAIL_LABEL = 'Blockerad e-post';
export const BLOCKED_EMAIL_TOOLTIP =
  'E-postadressen är blockerad och inga fler mejl kommer att skickas till den, till exempel för att mottagarens server inte svarar eller för att kunden har anmält vår e-post som skräppost.';
