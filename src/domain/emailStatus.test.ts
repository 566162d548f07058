import { describe, expect, it } from 'vitest';
import type { BookingTimes } from './bookingState';
import { canSendConfirmation, checkInMail, emailStatusLabel, emailStatusTone } from './emailStatus';

const TODAY = '2026-11-21';
const b = (over: Partial<BookingTimes & { cancellation_status: string | null }> = {}) => ({
  check_in: TODAY, check_out: '2026-11-23', checked_in_at: null, checked_out_at: null,
  deleted_at: null, is_draft: false, confirmed_at: '2026-11-01T10:00:00Z', cancellation_status: null, ...over,
});

describe('e-mail status labels (bookings.md 8)', () => {
  it.each([
    ['sent', 'Skickat'], ['delivered', 'Mottaget'], ['read', 'Läst'], ['failed', 'Misslyckades'],
    ['complaint', 'Kunden har blockerat vår e-post'], ['queued', 'queued'],
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
    ['checked out', b({ checked_in_at: '2026-11-21T12:00:00Z', checked_out_at: '2026-11-23T09:00:00Z' }), { kind: 'checkin-confirmation', enabled: false }],
  ])('%s', (_n, booking, want) => expect(checkInMail(booking, TODAY)).toEqual(want));
});
