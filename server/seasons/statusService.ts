// POST seasons/update-booking-status: an unconfirmed season booking (a copy, copyService.ts) becomes
// confirmed, or is cancelled exactly as 'Avboka' cancels (cancellation in bookings/cancelRoutes.ts), which
// frees its pitch at once. Through changeBooking: lock, judge, write, record, BookingSaved.
import type { ServiceContext } from '../http/serviceContext';
import { changeBooking, refuse, type BookingRow } from '../bookings/bookingChange';
import { cancellation } from '../bookings/cancelRoutes';
import { loadBookingDetail } from '../bookings/detailRoutes';
import type { BookingDetail } from '../../src/contracts/bookings';
import { SEASON_TEXTS } from '../../src/contracts/seasons';
import { assertSeasonBooking, SEASON_RECORDS, seasonBookingStatus } from './seasonRules';

/** Only an unconfirmed season booking, not cancelled, has its status set here. */
function assertUnconfirmed(b: BookingRow): void {
  assertSeasonBooking(b);
  if (seasonBookingStatus(b) !== 'draft') throw refuse('not_unconfirmed', SEASON_TEXTS.notDraft);
}

export async function updateSeasonBookingStatus(
  ctx: ServiceContext,
  bookingId: number,
  status: 'confirmed' | 'cancelled',
): Promise<BookingDetail> {
  await changeBooking(ctx, bookingId, async (_tx, b) => {
    assertUnconfirmed(b);
    if (status === 'cancelled') return cancellation(b, ctx.now);
    return {
      set: { confirmedAt: ctx.now, isDraft: false, draftExpiresAt: null },
      action: 'confirmed',
      description: SEASON_RECORDS.confirmed,
      changes: { confirmed_at: { from: null, to: ctx.now.toISOString() } },
    };
  });
  if (status === 'cancelled') await ctx.publish('BookingRemoved', { booking_id: bookingId });
  return (await loadBookingDetail(ctx.db, bookingId))!;
}
