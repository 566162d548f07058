// Which bookings hold their position: the one definition availability, saving a booking and its
// guards share, so a position shown free is one a booking can be saved on, and the other way round.
import { and, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { bookings } from '../db/schema';

/**
 * A booking that holds its position at `now` (the rows the exclusion constraint bookings_no_double_stay
 * of migration 0008 counts, once expired drafts are swept by the app's clock as stayGuard.ts does):
 * - not cancelled: deleted_at IS NULL;
 * - not checked out: checked_out_at IS NULL (a guest who has left frees the pitch; an early or late
 *   check-out moves check_out while the guest is still checked in);
 * - on a real position: position_id > 0 (NULL, and the spec's 0, mean unspecified);
 * - a booking (is_draft false, or a draft confirmed since, as src/domain/bookingState.ts reads it) or a
 *   draft still held: draft_expires_at > now (a draft without an expiry holds nothing).
 * Columns are qualified by the table name "bookings" (no alias in the FROM).
 */
export function activeStayCondition(now: Date): SQL {
  return and(
    isNull(bookings.deletedAt),
    isNull(bookings.checkedOutAt),
    gt(bookings.positionId, 0),
    or(eq(bookings.isDraft, false), isNotNull(bookings.confirmedAt), gt(bookings.draftExpiresAt, now)),
  )!;
}

/**
 * The booking's nights [check_in, check_out) share one with [checkIn, checkOut): back-to-back stays do not.
 * Written as the overlap of two dateranges, the expression of bookings_stay_nights_idx (migration 0011),
 * so that with activeStayCondition the planner reads only the held stays that overlap. The CHECK
 * bookings_stay_has_nights (check_out > check_in) keeps every booking's range non-empty, so this is
 * exactly check_in < checkOut AND check_out > checkIn; an asked range without nights is written so.
 */
export function stayOverlaps(checkIn: string, checkOut: string): SQL {
  if (checkOut <= checkIn) return and(lt(bookings.checkIn, checkOut), gt(bookings.checkOut, checkIn))!;
  return sql`daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)') && daterange(${checkIn}::date, ${checkOut}::date, '[)')`;
}
