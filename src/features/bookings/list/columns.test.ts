import { describe, expect, it } from 'vitest';
import { statusOf, type ListBooking } from './columns';

const booking = (over: Partial<ListBooking> = {}): ListBooking =>
  ({
    id: 1,
    booking_number: 'B1',
    customer_name: 'Anna',
    position_name: 'A1',
    adults: 2,
    children: 0,
    total_accommodation_amount: 10_000,
    remaining_accommodation_amount: 0,
    created_at: '2026-11-01T10:00:00Z',
    check_in: '2026-11-20',
    check_out: '2026-11-27',
    checked_in_at: '2026-11-20T14:00:00Z',
    checked_out_at: null,
    deleted_at: null,
    is_draft: false,
    confirmed_at: '2026-11-01T10:00:00Z',
    auto_checkout_at: null,
    ...over,
  }) as ListBooking;

describe('statusOf', () => {
  it('works a row out once per day: its cell and its tone, and every frame it is on screen, reuse it', () => {
    const b = booking();
    const first = statusOf(b, '2026-11-24');
    expect(first.tone).toBe('success');
    expect(statusOf(b, '2026-11-24')).toBe(first);
    // A new day may make it late: worked out again.
    const later = statusOf(b, '2026-11-28');
    expect(later).not.toBe(first);
    expect(later).toEqual({ text: 'Försenad', tone: 'warning' });
  });
});
