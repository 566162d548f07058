import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookings } from '../db/schema';
import { bookingState } from '../../src/domain/bookingState';
import { addDays } from '../../src/domain/dates';
import { availableCheckinDates, availableCheckoutDates, type PositionStay } from '../../src/domain/lateDates';
import { times, type BookingRow } from './bookingChange';
import { refuse } from './bookingChange';

/**
 * The other live bookings (not cancelled, not drafts) on the booking's position that can matter for
 * its late dates: anyone still there, anyone who left after its check-in day, anyone still to come.
 */
export async function positionStays(db: DbOrTx, b: BookingRow): Promise<PositionStay[]> {
  if (b.positionId == null) return [];
  const since = addDays(b.checkIn, -1); // a day's margin: departures are compared as Stockholm dates
  const rows = await db
    .select({ checkIn: bookings.checkIn, checkedInAt: bookings.checkedInAt, checkedOutAt: bookings.checkedOutAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.positionId, b.positionId),
        ne(bookings.id, b.id),
        isNull(bookings.deletedAt),
        or(eq(bookings.isDraft, false), sql`${bookings.confirmedAt} is not null`),
        or(isNull(bookings.checkedOutAt), sql`${bookings.checkedOutAt} >= ${since}::date`),
      ),
    );
  return rows.map((r) => ({
    check_in: r.checkIn,
    checked_in_at: r.checkedInAt?.toISOString() ?? null,
    checked_out_at: r.checkedOutAt?.toISOString() ?? null,
  }));
}

/** Only a booking that has not arrived, is not cancelled and is not a draft can be checked in late. */
export function assertCanCheckInLate(b: BookingRow) {
  const state = bookingState(times(b));
  if (state === 'cancelled') throw refuse('booking_cancelled', 'Bokningen är avbokad och kan inte checkas in.');
  if (state === 'draft') throw refuse('booking_draft', 'Bokningen är ett utkast och kan inte checkas in.');
  if (state === 'checked_out') throw refuse('already_checked_out', 'Bokningen är redan utcheckad.');
  if (state === 'checked_in') throw refuse('already_checked_in', 'Bokningen är redan incheckad.');
}

export async function lateCheckinDates(db: DbOrTx, b: BookingRow, today: string) {
  assertCanCheckInLate(b);
  const stays = await positionStays(db, b);
  return { stays, checkinDates: availableCheckinDates({ check_in: b.checkIn, check_out: b.checkOut }, today, stays) };
}

export const lateCheckoutChoices = (checkIn: string, today: string, stays: PositionStay[]) =>
  availableCheckoutDates(checkIn, today, stays);
