-- Issue "Taking bookings": rate cards on the categories, and the per-year booking number series.
--
-- categories.rate_card: the category's rate card (prislista, src/domain/rateCard.ts), checked with the
-- rateCard schema wherever it is read; NULL prices per pitch at nightly_price (server/rates/rateCards.ts).
--
-- booking_number_counters: the last number given per series and year, 'booking' ('2026-00874') and
-- 'group' ('2026-G0012'). A new booking takes the next number with UPDATE … RETURNING inside its own
-- transaction (server/bookings/bookingNumbers.ts): the row lock serialises concurrent stores, and a
-- rolled-back store gives its number back, so the series stays unbroken.
CREATE TABLE "booking_number_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "booking_number_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "rate_card" jsonb;
--> statement-breakpoint
-- The series continue after the numbers already given (the same statement as BOOKING_NUMBER_SYNC_SQL,
-- which the demo seeder runs after inserting its bookings).
INSERT INTO "booking_number_counters" ("series", "year", "last_number")
SELECT x.series, x.year, max(x.n) FROM (
  SELECT 'booking' AS series, substr(b.booking_number, 1, 4)::int AS year, substr(b.booking_number, 6)::int AS n
    FROM "bookings" b WHERE b.booking_number ~ '^[0-9]{4}-[0-9]{5,9}$'
  UNION ALL
  SELECT 'group', substr(g.booking_number, 1, 4)::int, substr(g.booking_number, 7)::int
    FROM "booking_groups" g WHERE g.booking_number ~ '^[0-9]{4}-G[0-9]{4,9}$'
) x
GROUP BY x.series, x.year
ON CONFLICT ("series", "year") DO UPDATE SET "last_number" = greatest("booking_number_counters"."last_number", excluded."last_number");
