-- No pitch is ever booked twice (issue "Taking bookings"), enforced by the database itself: two stays
-- that hold one position never share a night, whatever code path or process writes them. The routes
-- check first and give the better message; this constraint is the last word, and a write it refuses
-- is answered 422 'Något gick fel - välj en annan plats' (server/bookings/stayGuard.ts).
--
-- A stay holds its position ("active") while
--   * it is not cancelled: deleted_at IS NULL (a deleted or swept draft is cancelled too);
--   * it is not checked out: checked_out_at IS NULL. A guest who has left frees the pitch from that
--     day, also before the planned check_out (the app's own rule: stayNights in
--     src/domain/checkinDate.ts). A late or early check-out changes check_out while the guest is still
--     checked in, so the constraint judges it; a reversed check-out enters the constraint again and is
--     judged then;
--   * it is on a real position: position_id > 0 (NULL, and 0 in the spec, mean "unspecified"; the
--     foreign key keeps every other id a real position);
--   * it is a draft too: a draft holds its pitch until draft_expires_at. A constraint cannot read the
--     clock, so an expired draft stays in the constraint until it is swept: every write that needs a
--     pitch first cancels the expired drafts overlapping it, in its own transaction and by the app's
--     clock (claimPositions in server/bookings/stayGuard.ts), setting deleted_at to the expiry. A draft
--     without an expiry counts as expired, as everywhere else in the app (it is never listed as live).
-- Nights are half-open, [check_in, check_out): leaving on a day and arriving on it is no clash.
-- DEFERRABLE INITIALLY IMMEDIATE: judged at the end of each statement (SQL's rule, so one statement
-- that shifts several stays is judged on its result), and a transaction that swaps two stays may
-- SET CONSTRAINTS bookings_no_double_stay DEFERRED to its commit.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- Drafts that expired before this migration are dead already (never listed): swept as above.
UPDATE bookings SET deleted_at = coalesce(draft_expires_at, now()), updated_at = now()
 WHERE is_draft AND confirmed_at IS NULL AND deleted_at IS NULL
   AND (draft_expires_at IS NULL OR draft_expires_at <= now());
--> statement-breakpoint
-- Stays that already overlap (or end before they begin) cannot be settled by a migration: it stops
-- and names them.
DO $$
DECLARE
  clashes text;
  reversed text;
BEGIN
  SELECT string_agg(booking_number, ', ') INTO reversed FROM bookings
   WHERE check_out < check_in AND deleted_at IS NULL AND checked_out_at IS NULL AND position_id > 0;
  IF reversed IS NOT NULL THEN
    RAISE EXCEPTION 'Bokningar med utcheckning före incheckning (%): rätta dem innan databasen kan uppgraderas', reversed;
  END IF;
  SELECT string_agg(pair, ', ') INTO clashes FROM (
    SELECT a.booking_number || ' / ' || b.booking_number AS pair
      FROM bookings a JOIN bookings b
        ON b.position_id = a.position_id AND a.id < b.id
       AND a.check_in < b.check_out AND b.check_in < a.check_out
     WHERE a.deleted_at IS NULL AND a.checked_out_at IS NULL AND a.position_id > 0
       AND b.deleted_at IS NULL AND b.checked_out_at IS NULL
     ORDER BY a.id, b.id
     LIMIT 20
  ) AS x;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'Bokningar överlappar på samma plats (%): flytta eller avboka dem innan databasen kan uppgraderas', clashes;
  END IF;
END
$$;
--> statement-breakpoint
ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_no_double_stay;
--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_no_double_stay
  EXCLUDE USING gist (position_id WITH =, daterange(check_in, check_out, '[)') WITH &&)
  WHERE (deleted_at IS NULL AND checked_out_at IS NULL AND position_id > 0)
  DEFERRABLE INITIALLY IMMEDIATE;
