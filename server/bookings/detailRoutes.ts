import { eq } from 'drizzle-orm';
import type { TenantRouter } from '../http/router';
import { notFound } from '../http/errors';
import type { DbOrTx } from '../db/client';
import { bookingGroups, positions } from '../db/schema';
import { loadBooking } from './queries';
import { booking as bookingContract, type BookingDetail } from '../../src/contracts/bookings';

/**
 * The booking as its pane shows it: every stored field, plus the position and the group it
 * belongs to as small objects, so the header and data list need no other call.
 */
export async function loadBookingDetail(db: DbOrTx, id: number): Promise<BookingDetail | null> {
  const booking = await loadBooking(db, id);
  if (!booking) return null;
  const positionId = booking.position_id;
  const groupId = booking.booking_group_id;
  const [position] = positionId
    ? await db
        .select({ id: positions.id, full_name: positions.fullName, deleted_at: positions.deletedAt })
        .from(positions)
        .where(eq(positions.id, positionId))
        .limit(1)
    : [];
  const [group] = groupId
    ? await db
        .select({ id: bookingGroups.id, booking_number: bookingGroups.bookingNumber, name: bookingGroups.name })
        .from(bookingGroups)
        .where(eq(bookingGroups.id, groupId))
        .limit(1)
    : [];
  return {
    ...booking,
    position: position
      ? { id: position.id, full_name: position.full_name, deleted_at: position.deleted_at?.toISOString() ?? null }
      : null,
    booking_group: group ?? null,
  };
}

export function registerBookingDetailRoutes(r: TenantRouter) {
  r.get(
    'bookings/:id',
    {
      permission: 'readBookings',
      params: bookingContract.params,
      response: bookingContract.response,
    },
    async (ctx) => {
      const booking = await loadBookingDetail(ctx.db, ctx.params.id);
      if (!booking) throw notFound('Bokningen finns inte.');
      return { booking };
    },
  );
}
