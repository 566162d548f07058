import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { z } from '../http/validation';
import { id } from '../../src/domain/input';
import { bookingCancellations, bookings } from '../db/schema';
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
 * The simple cancellation ('Avboka' with its confirmation) and its reversal ('Ångra avbokning').
 * Cancelling frees the position at once; the reversal takes it back only if nobody else has it.
 */
export function registerCancelRoutes(r: TenantRouter) {
  r.post('bookings/cancel', { permission: 'writeBookings', body }, async (ctx) => {
    const id = ctx.body.booking_id;
    const booking = await changeBooking(serviceContext(ctx), id, async (_tx, b) => cancellation(b, ctx.now));
    await ctx.publish('BookingRemoved', { booking_id: id });
    return { booking };
  });

  r.post('booking-cancellations/reverse-cancellation', { permission: 'writeBookings', body }, async (ctx) => {
    const id = ctx.body.booking_id;
    const booking = await changeBooking(serviceContext(ctx), id, async (tx, b) => {
      if (!b.deletedAt) throw refuse('not_cancelled', 'Bokningen är inte avbokad.');
      if (b.isDraft && !b.confirmedAt) throw refuse('not_a_booking', 'Ett borttaget utkast kan inte återställas.');
      if (b.positionId != null) {
        // Overlapping stays on the same position; live drafts hold their position too.
        const [other] = await tx
          .select({ bookingNumber: bookings.bookingNumber })
          .from(bookings)
          .where(
            and(
              eq(bookings.positionId, b.positionId),
              ne(bookings.id, b.id),
              isNull(bookings.deletedAt),
              lt(bookings.checkIn, b.checkOut),
              gt(bookings.checkOut, b.checkIn),
              or(
                eq(bookings.isDraft, false),
                sql`${bookings.confirmedAt} is not null`,
                gt(bookings.draftExpiresAt, ctx.now),
              ),
            ),
          )
          .orderBy(bookings.checkIn)
          .limit(1);
        if (other)
          throw refuse(
            'position_occupied',
            `Platsen är upptagen under bokningens datum av bokning ${other.bookingNumber}.`,
          );
      }
      return {
        set: { deletedAt: null, cancellationStatus: null },
        action: 'cancellation_reversed',
        description: 'Avbokningen ångrades',
        changes: {
          deleted_at: { from: b.deletedAt.toISOString(), to: null },
          cancellation_status: { from: b.cancellationStatus, to: null },
        },
        also: async (t) => {
          await t
            .update(bookingCancellations)
            .set({ reversedAt: ctx.now })
            .where(and(eq(bookingCancellations.bookingId, id), isNull(bookingCancellations.reversedAt)));
        },
      };
    });
    return { booking };
  });
}
