// "No pitch is ever booked twice" has its last word in the database: the exclusion constraint
// bookings_no_double_stay (migration 0008, where "holds its position" is defined). The routes check
// first and say why; a write that slips past them (a race, a rule they do not know) is refused here
// with the spec's text, never a 500. Every write that places or moves a stay goes through this file:
// claimPositions inside its transaction, guardStays around the whole transaction.
import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bookings, editingRecords, positions } from '../db/schema';
import { fieldError, isPgError, type AppError } from '../http/errors';

export const STAY_CONSTRAINT = 'bookings_no_double_stay';
/** bookings.md 8: shown when the chosen position is not available. */
export const POSITION_TAKEN_TEXT = 'Något gick fel - välj en annan plats';
const CHECK_OUT_AFTER = 'Utcheckningsdatumet måste vara efter incheckningsdatumet.';

/** A stay a write is about to place: its position and nights [checkIn, checkOut). */
export interface StayClaim {
  /** The booking itself when it exists already: never swept as someone else's draft. */
  id?: number | null;
  positionId: number | null;
  checkIn: string;
  checkOut: string;
}

type StayRow = Pick<typeof bookings.$inferSelect, 'positionId' | 'deletedAt' | 'checkedOutAt'>;

/** Whether a row is one the constraint counts (the migration's WHERE, for code that must know first). */
export const holdsPosition = (b: StayRow) =>
  b.deletedAt == null && b.checkedOutAt == null && b.positionId != null && b.positionId > 0;

/** PostgreSQL's exclusion_violation (23P01) of this constraint, from PGlite or node-postgres, bare or in drizzle's error. */
export const isStayConflict = (err: unknown) => isPgError(err, '23P01', STAY_CONSTRAINT);

/** The 422 the forms read: the spec's text, blamed on position_id. */
export const positionTaken = (): AppError => fieldError('position_taken', 'position_id', POSITION_TAKEN_TEXT);

/**
 * Runs a write that places stays (a whole transaction, its commit included: a check deferred to
 * the commit fails there) and answers the constraint's refusal as `positionTaken`. The transaction
 * is rolled back by then, so nothing of the write is left.
 */
export async function guardStays<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isStayConflict(err)) throw positionTaken();
    throw err;
  }
}

/**
 * Call inside the write's transaction before it writes the stays. Refuses a stay with no nights
 * (422 on check_out), locks the positions (in id order, so two writes cannot deadlock on them) and
 * cancels the expired drafts overlapping the stays, which the constraint still counts because it
 * cannot read the clock. Expired is judged by the app's clock (`now`), as the lists do: a draft
 * without an expiry is expired. The draft's deleted_at becomes its expiry (it died then; a sweep is
 * not a recent cancellation). Returns the ids of the drafts cancelled: the caller publishes
 * BookingRemoved for them after commit.
 */
export async function claimPositions(tx: Tx, claims: readonly StayClaim[], now: Date): Promise<number[]> {
  const held = claims.filter((c) => c.positionId != null && c.positionId > 0);
  // The constraint's daterange fails on a stay that ends before it begins: a 422 here, not a 500 there.
  if (held.some((c) => c.checkOut <= c.checkIn)) throw fieldError('invalid_stay_dates', 'check_out', CHECK_OUT_AFTER);
  const ids = [...new Set(held.map((c) => c.positionId!))].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  await tx
    .select({ id: positions.id })
    .from(positions)
    .where(inArray(positions.id, ids))
    .orderBy(asc(positions.id))
    .for('update');
  const swept: number[] = [];
  for (const c of held) {
    const rows = await tx
      .update(bookings)
      .set({ deletedAt: sql`coalesce(${bookings.draftExpiresAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(
        and(
          eq(bookings.positionId, c.positionId!),
          lt(bookings.checkIn, c.checkOut),
          gt(bookings.checkOut, c.checkIn),
          eq(bookings.isDraft, true),
          isNull(bookings.confirmedAt),
          isNull(bookings.deletedAt),
          or(isNull(bookings.draftExpiresAt), lte(bookings.draftExpiresAt, now)),
          c.id != null ? ne(bookings.id, c.id) : undefined,
        ),
      )
      .returning({ id: bookings.id, customerId: bookings.customerId, bookingGroupId: bookings.bookingGroupId });
    if (rows.length === 0) continue;
    await tx.insert(editingRecords).values(
      rows.map((r) => ({
        subjectType: 'booking',
        subjectId: r.id,
        bookingId: r.id,
        bookingGroupId: r.bookingGroupId,
        customerId: r.customerId,
        userId: null,
        action: 'draft_expired',
        description: 'Utkastet hade gått ut och släppte platsen',
        createdAt: now,
      })),
    );
    swept.push(...rows.map((r) => r.id));
  }
  return swept;
}
