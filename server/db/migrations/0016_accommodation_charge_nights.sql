-- Issue 14, the accommodation charges calendar (server/bookings/chargeCalendar.ts).
--
-- Every night of a stay is charged at most once: two live accommodation charges of one booking never share a
-- night, whatever code path or process writes them. Nights are half-open, [start, end): a charge ending on a day
-- and one starting on it share none. A soft-deleted charge (deleted_at) is out of it, so a replaced charge and
-- its successor may coexist. The calendar's changes run under the booking's row lock and check their plan first
-- (doubleNights); this is the last word, and a write it refuses is answered 409 'Platsavgifterna ändrades
-- samtidigt av någon annan…' (LODGING_CONSTRAINT in chargeCalendar.ts, and the app's error handler for any other
-- path), never a 500 and never a night sold twice.
--
-- Season bookings are out of it: they are sold for one agreed price, not per night, and a raised season price is
-- a row of its own over the season beside the paid one (server/seasons/priceService.ts). An exclusion constraint
-- cannot read the booking's type, so the rule is a trigger: after each statement that writes lodging rows it
-- locks their bookings (in id order; every writer of a booking's charges holds that lock until it commits, so
-- two racing writes cannot both pass) and looks for a live charge of the same booking sharing a night with one
-- the statement wrote. It raises exclusion_violation (23P01) naming accommodation_charges_no_overlap, as a
-- constraint would.
--
-- Charges that already overlap cannot be settled by a migration (which one was sold?): it stops and names them.
DO $$
DECLARE
  clashes text;
BEGIN
  SELECT string_agg(pair, ', ') INTO clashes FROM (
    SELECT b.booking_number || ' (' || x.start || ' / ' || y.start || ')' AS pair
      FROM accommodation_charges x
      JOIN accommodation_charges y
        ON y.booking_id = x.booking_id AND x.id < y.id
       AND x.start < y."end" AND y.start < x."end"
      JOIN bookings b ON b.id = x.booking_id
     WHERE x.deleted_at IS NULL AND y.deleted_at IS NULL AND b.type <> 'season'
     ORDER BY x.id, y.id
     LIMIT 20
  ) AS clash;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'Platsavgifter som gäller samma natt två gånger (%): ta bort den ena innan databasen kan uppgraderas', clashes;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION accommodation_charge_nights_once() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clash record;
BEGIN
  PERFORM 1 FROM bookings b
    WHERE b.id IN (SELECT n.booking_id FROM new_rows n WHERE n.deleted_at IS NULL)
    ORDER BY b.id
    FOR NO KEY UPDATE;
  SELECT b.booking_number, greatest(n.start, x.start) AS night INTO clash
    FROM new_rows n
    JOIN bookings b ON b.id = n.booking_id AND b.type <> 'season'
    JOIN accommodation_charges x
      ON x.booking_id = n.booking_id AND x.id <> n.id AND x.deleted_at IS NULL
     AND x.start < n."end" AND n.start < x."end"
   WHERE n.deleted_at IS NULL
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING
      ERRCODE = 'exclusion_violation',
      CONSTRAINT = 'accommodation_charges_no_overlap',
      TABLE = 'accommodation_charges',
      MESSAGE = format('Bokning %s: natten %s har redan en platsavgift', clash.booking_number, clash.night);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS accommodation_charges_no_overlap_insert ON accommodation_charges;
--> statement-breakpoint
CREATE TRIGGER accommodation_charges_no_overlap_insert
  AFTER INSERT ON accommodation_charges
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION accommodation_charge_nights_once();
--> statement-breakpoint
DROP TRIGGER IF EXISTS accommodation_charges_no_overlap_update ON accommodation_charges;
--> statement-breakpoint
CREATE TRIGGER accommodation_charges_no_overlap_update
  AFTER UPDATE ON accommodation_charges
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION accommodation_charge_nights_once();
--> statement-breakpoint
-- Every booking read asks whether it has a suggestion still open (has_suggested_charges, the warning dot).
CREATE INDEX "suggested_accommodation_charges_open_idx" ON "suggested_accommodation_charges" USING btree ("booking_id") WHERE "suggested_accommodation_charges"."resolved_at" is null;
