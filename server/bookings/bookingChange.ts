import { and, eq, gte, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../http/serviceContext';
import { AppError, unprocessable } from '../http/errors';
import type { DbOrTx, Tx } from '../db/client';
import { bookings, editingRecords, positions } from '../db/schema';
import { addDays } from '../../src/domain/dates';
import { CHECKIN_TEXTS, newOverlaps, stayNights, type StayTimes } from '../../src/domain/checkinDate';
import { loadBooking } from './queries';
import { claimPositions, guardStays, holdsPosition } from './stayGuard';
import type { BookingFields } from '../../src/contracts/bookings';

export const refuse = (code: string, message: string) => unprocessable(code, message);

export type BookingRow = typeof bookings.$inferSelect;

export const times = (b: BookingRow) => ({
  check_in: b.checkIn,
  check_out: b.checkOut,
  checked_in_at: b.checkedInAt?.toISOString() ?? null,
  checked_out_at: b.checkedOutAt?.toISOString() ?? null,
  deleted_at: b.deletedAt?.toISOString() ?? null,
  is_draft: b.isDraft,
  confirmed_at: b.confirmedAt?.toISOString() ?? null,
});

export const stayOf = (b: BookingRow): StayTimes => ({ id: b.id, ...times(b) });

/** Serialises every change of the stays on one position (two desks, two early arrivals, one gap). */
export async function lockPosition(tx: Tx, positionId: number | null) {
  if (positionId != null)
    await tx.select({ id: positions.id }).from(positions).where(eq(positions.id, positionId)).for('update');
}

/** Refuses a change that makes the booking's stay overlap another stay on its position it did not overlap before. */
export async function assertNoNewOverlap(tx: DbOrTx, before: BookingRow, after: BookingRow, today: string) {
  if (after.positionId == null) return;
  const stay = stayNights(stayOf(after), today);
  if (!stay) return;
  const from = addDays(stay.from, -1);
  const rows = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.positionId, after.positionId),
        ne(bookings.id, after.id),
        isNull(bookings.deletedAt),
        or(gte(bookings.checkOut, from), sql`${bookings.checkedOutAt} >= ${from}::date`),
      ),
    );
  const clash = newOverlaps(
    before.positionId === after.positionId ? stayOf(before) : null,
    stayOf(after),
    rows.map(stayOf),
    today,
  );
  if (clash.length) {
    const numbers = rows
      .filter((r) => clash.some((c) => c.id === r.id))
      .map((r) => r.bookingNumber)
      .join(', ');
    throw new AppError(409, 'stay_overlaps', `${CHECKIN_TEXTS.overlap} (bokning ${numbers})`);
  }
}

const STAY_FIELDS = [
  'checkIn',
  'checkOut',
  'positionId',
  'checkedInAt',
  'checkedOutAt',
  'deletedAt',
  'isDraft',
  'confirmedAt',
] as const;

export async function lockBooking(tx: Tx, id: number): Promise<BookingRow> {
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update').limit(1);
  if (!b) throw new AppError(404, 'booking_not_found', 'Bokningen finns inte.');
  return b;
}

/** Another booking still checked in on the same position blocks a check-in there. */
export async function occupant(tx: DbOrTx, b: BookingRow): Promise<BookingRow | undefined> {
  if (b.positionId == null) return undefined;
  const [other] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.positionId, b.positionId),
        ne(bookings.id, b.id),
        isNotNull(bookings.checkedInAt),
        isNull(bookings.checkedOutAt),
        isNull(bookings.deletedAt),
      ),
    )
    .limit(1);
  return other;
}

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
 * A stay that holds its position after the change claims it first (expired drafts there are swept),
 * and the database's no-double-stay constraint has the last word (stayGuard.ts).
 */
export async function changeBooking(
  ctx: ServiceContext,
  id: number,
  decide: (tx: Tx, b: BookingRow) => Promise<BookingChange>,
): Promise<BookingFields> {
  const swept = await guardStays(() =>
    ctx.db.transaction(async (tx) => {
      const b = await lockBooking(tx, id);
      await lockPosition(tx, b.positionId);
      const change = await decide(tx, b);
      const after = { ...b, ...change.set };
      let released: number[] = [];
      if (STAY_FIELDS.some((f) => f in change.set)) {
        if (after.positionId !== b.positionId) await lockPosition(tx, after.positionId);
        await assertNoNewOverlap(tx, b, after, ctx.today);
        if (holdsPosition(after)) released = await claimPositions(tx, [after], ctx.now);
      }
      await tx
        .update(bookings)
        .set({ ...change.set, updatedAt: ctx.now })
        .where(eq(bookings.id, id));
      await tx.insert(editingRecords).values({
        subjectType: 'booking',
        subjectId: id,
        bookingId: id,
        bookingGroupId: b.bookingGroupId,
        customerId: b.customerId,
        userId: ctx.actor.user.id,
        action: change.action,
        description: change.description,
        changes: change.changes ?? null,
        createdAt: ctx.now,
      });
      await change.also?.(tx);
      return released;
    }),
  );
  for (const draft of swept) await ctx.publish('BookingRemoved', { booking_id: draft });
  const booking = (await loadBooking(ctx.db, id))!;
  await ctx.publish('BookingSaved', { booking_id: id, booking });
  return booking;
}
