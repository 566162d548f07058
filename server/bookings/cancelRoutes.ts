import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { z } from '../http/validation';
import { id } from '../../src/domain/input';
import { bookingState } from '../../src/domain/bookingState';
import { times } from './bookingChange';
import { changeBooking, refuse, type BookingChange, type BookingRow } from './bookingChange';

const body = z.object({ booking_id: id() });

/** 'Externa bokningar måste avbokas via' the system the booking came from (bookings.md 8). */
export const externalSystemName = (b: { externalSource: string | null }) => b.externalSource?.trim() || 'Bookvisit';

/**
 * The simple cancellation of a booking, as 'Avboka' does it (bookings/cancel, and a season copy cancelled
 * from the season list): the rules, then deleted_at now and the status 'Avslutad'. The position is free at
 * once; the caller publishes BookingRemoved after changeBooking.
 */
export function cancellation(b: BookingRow, now: Date): BookingChange {
  const state = bookingState(times(b));
  if (state === 'draft')
    throw refuse('not_a_booking', 'Ett utkast är ingen bokning och kan inte avbokas. Ta bort utkastet i stället.');
  if (state === 'cancelled') throw refuse('already_cancelled', 'Bokningen är redan avbokad.');
  if (b.bookvisitBookingCode || b.externalSource) {
    throw refuse('external_booking', `Externa bokningar måste avbokas via ${externalSystemName(b)}`);
  }
  if (state === 'checked_in')
    throw refuse('checked_in', 'Bokningen är incheckad och kan inte avbokas. Checka ut den i stället.');
  if (state === 'checked_out') throw refuse('checked_out', 'Bokningen är utcheckad och kan inte avbokas.');
  return {
    set: { deletedAt: now, cancellationStatus: 'Avslutad' },
    action: 'cancelled',
    description: 'Bokningen avbokades',
    changes: {
      deleted_at: { from: null, to: now.toISOString() },
      cancellation_status: { from: b.cancellationStatus, to: 'Avslutad' },
    },
  };
}

/**
 * The simple cancellation ('Avboka' with its confirmation). Cancelling frees the position at once; its reversal
 * ('Ångra avbokning', booking-cancellations/reverse-cancellation) is server/cancellations/reverse.ts, which also
 * undoes what a completed cancellation wizard made.
 */
export function registerCancelRoutes(r: TenantRouter) {
  r.post('bookings/cancel', { permission: 'writeBookings', body }, async (ctx) => {
    const id = ctx.body.booking_id;
    const booking = await changeBooking(serviceContext(ctx), id, async (_tx, b) => cancellation(b, ctx.now));
    await ctx.publish('BookingRemoved', { booking_id: id });
    return { booking };
  });
}
