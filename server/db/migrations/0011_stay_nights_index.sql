-- Availability of a busy week (issue "Taking bookings", bench/availability.bench.ts): the stays that hold a
-- pitch and share a night with the asked stay are read from an index of their nights alone. Before this,
-- the planner read bookings_check_out_idx from the stay's check_in onwards, every booking ending later
-- (on the large tenant ~5,400 rows and ~4,200 heap visits for a July week, growing with every future
-- booking); this GiST index over the held stays' dateranges gives the ~1,200 that overlap.
--
-- The query (server/availability/service.ts, stayOverlaps in server/bookings/activeStays.ts) asks
-- daterange(check_in, check_out, '[)') && daterange(from, to, '[)') with the WHERE of
-- activeStayCondition, which implies this index's. That range overlap is the same rule as
-- check_in < to AND check_out > from only when no booking's range is empty, and daterange() fails on a
-- stay that ends before it begins: hence the CHECK. Every write already refuses such stays (the
-- contracts' stayCheck, claimPositions' 422 on check_out, the late check-out's date rules); the CHECK
-- makes it the database's rule too.
--
-- Stays without nights that already exist cannot be settled by a migration: it stops and names them.
DO $$
DECLARE
  bad text;
BEGIN
  SELECT string_agg(booking_number, ', ') INTO bad FROM (
    SELECT booking_number FROM bookings WHERE check_out <= check_in ORDER BY id LIMIT 20
  ) AS x;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'Bokningar utan nätter, med utcheckning samma dag som eller före incheckning (%): rätta dem innan databasen kan uppgraderas', bad;
  END IF;
END
$$;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_stay_has_nights" CHECK ("bookings"."check_out" > "bookings"."check_in");--> statement-breakpoint
CREATE INDEX "bookings_stay_nights_idx" ON "bookings" USING gist (daterange("check_in", "check_out", '[)')) WHERE "bookings"."deleted_at" is null and "bookings"."checked_out_at" is null and "bookings"."position_id" > 0;
