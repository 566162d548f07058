import { eq } from 'drizzle-orm';
import type { RouteContext } from '../http/router';
import { AppError } from '../http/errors';
import type { Tx } from '../db/client';
import { bookings, editingRecords } from '../db/schema';
import { lockBooking, type BookingRow } from './checkinRoutes';
import { loadBooking, type SerializedBooking } from './queries';

export const refuse = (code: string, message: string) => new AppError(422, code, message);

export interface BookingChange {
  set: Partial<BookingRow>;
  action: string;
  description: string;
  changes?: Record<string, { from: unknown; to: unknown }>;
  /** Extra writes in the same transaction (e.g. the cancellation rows). */
  also?: (tx: Tx) => Promise<void>;
}

/**
 * Locks the booking, lets `decide` check the rules and say what changes, writes it with its editing
 * record in one transaction, then publishes BookingSaved with the booking as loadBooking shapes it.
 */
export async function changeBooking(
  ctx: RouteContext<unknown, unknown, unknown>, id: number, decide: (tx: Tx, b: BookingRow) => Promise<BookingChange>,
): Promise<SerializedBooking> {
  await ctx.db.transaction(async (tx) => {
    const b = await lockBooking(tx, id);
    const change = await decide(tx, b);
    await tx.update(bookings).set({ ...change.set, updatedAt: ctx.now }).where(eq(bookings.id, id));
    await tx.insert(editingRecords).values({
      subjectType: 'booking', subjectId: id, bookingId: id, bookingGroupId: b.bookingGroupId, customerId: b.customerId,
      userId: ctx.auth.user.id, action: change.action, description: change.description, changes: change.changes ?? null, createdAt: ctx.now,
    });
    await change.also?.(tx);
  });
  const booking = (await loadBooking(ctx.db, id))!;
  await ctx.publish('BookingSaved', { booking_id: id, booking });
  return booking;
}
