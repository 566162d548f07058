import { describe, expect, it } from 'vitest';
import type { BookingTimes } from './bookingState';
import {
  canSendConfirmation,
  checkInMail,
  checkinConfirmationRefusal,
  checkinEmailRefusal,
  confirmationRefusal,
  emailStatusLabel,
  emailStatusTone,
} from './emailStatus';

const TODAY = '2026-11-21';
const b = (over: Partial<BookingTimes & { cancellation_status: string | null }> = {}) => ({
  check_in: TODAY,
  check_out: '2026-11-23',
  checked_in_at: null,
  checked_out_at: null,
  deleted_at: null,
  is_draft: false,
  confirmed_at: '2026-11-01T10:00:00Z',
  cancellation_status: null,
  ...over,
});

describe('e-mail status labels (bookings.md 8)', () => {
  it.each([
    ['sent', 'Skickat'],
    ['delivered', 'Mottaget'],
    ['read', 'Läst'],
    ['failed', 'Misslyckades'],
    ['complaint', 'Kunden har blockerat vår e-post'],
    ['queued', 'queued'],
  ])('%s → %s', (status, label) => expect(emailStatusLabel(status)).toBe(label));

  it('marks failures red', () => {
    expect(emailStatusTone('failed')).toBe('error');
    expect(emailStatusTone('complaint')).toBe('error');
    expect(emailStatusTone('sent')).toBe('neutral');
  });
});

describe('canSendConfirmation', () => {
  it.each([
    ['not checked in', b(), true],
    ['checked in', b({ checked_in_at: '2026-11-21T12:00:00Z' }), true],
    ['checked out', b({ checked_in_at: '2026-11-21T12:00:00Z', checked_out_at: '2026-11-23T09:00:00Z' }), false],
    ['cancelled', b({ deleted_at: '2026-11-20T09:00:00Z' }), false],
    ['cancelling (documents awaited)', b({ cancellation_status: 'Inväntar dokument' }), false],
    ['cancelling (unfinished)', b({ cancellation_status: 'Oavslutad' }), false],
  ])('%s → %s', (_n, booking, want) => expect(canSendConfirmation(booking)).toBe(want));
});

describe('checkInMail', () => {
  it.each([
    ['arrives today', b(), { kind: 'checkin-email', enabled: true }],
    ['arrives tomorrow', b({ check_in: '2026-11-22' }), { kind: 'checkin-email', enabled: false }],
    ['was due yesterday', b({ check_in: '2026-11-20' }), { kind: 'checkin-email', enabled: false }],
    ['cancelled on the day', b({ deleted_at: '2026-11-20T09:00:00Z' }), { kind: 'checkin-email', enabled: false }],
    ['checked in', b({ checked_in_at: '2026-11-21T12:00:00Z' }), { kind: 'checkin-confirmation', enabled: true }],
    [
      'checked out',
      b({ checked_in_at: '2026-11-21T12:00:00Z', checked_out_at: '2026-11-23T09:00:00Z' }),
      { kind: 'checkin-confirmation', enabled: false },
    ],
  ])('%s', (_n, booking, want) => expect(checkInMail(booking, TODAY)).toEqual(want));
});

// The reasons the server turns into its refusal messages.
describe('refusal reasons', () => {
  const inAt = '2026-11-21T12:00:00Z';
  it('names why a confirmation is refused', () => {
    expect(confirmationRefusal(b({ is_draft: true, confirmed_at: null }))).toBe('not_a_booking');
    expect(confirmationRefusal(b({ deleted_at: inAt, cancellation_status: 'Avbokad' }))).toBe('booking_cancelled');
    expect(confirmationRefusal(b({ cancellation_status: 'Oavslutad' }))).toBe('booking_cancelling');
    expect(confirmationRefusal(b({ checked_in_at: inAt, checked_out_at: inAt }))).toBe('already_checked_out');
    expect(confirmationRefusal(b())).toBeNull();
  });
  it('names why check-in mail is refused', () => {
    expect(checkinEmailRefusal(b({ checked_in_at: inAt }), TODAY)).toBe('not_before_checkin');
    expect(checkinEmailRefusal(b({ check_in: '2026-11-22' }), TODAY)).toBe('not_checkin_day');
    expect(checkinEmailRefusal(b(), TODAY)).toBeNull();
    expect(checkinConfirmationRefusal(b())).toBe('not_checked_in');
    expect(checkinConfirmationRefusal(b({ checked_in_at: inAt, checked_out_at: inAt }))).toBe('already_checked_out');
    expect(checkinConfirmationRefusal(b({ checked_in_at: inAt }))).toBeNull();
  });
});
