-- Indexes for the global search (server/search). The expressions must stay identical to the ones in
-- server/search/sql.ts, or the planner will not use them.

-- Case folding for search. lower() is enough where the server's lc_ctype knows Unicode (PGlite's
-- C.UTF-8, en_US.UTF-8 and the like); with lc_ctype C (our test cluster, some hosted ones) lower()
-- leaves Å, Ä and Ö as they are, so there the letters are mapped by hand (slower, hence not always).
-- Å/Ä/Ö stay letters of their own either way: 'ö' does not find 'o'.
DO $$
BEGIN
  IF pg_catalog.lower('ÅÄÖÉ') = 'åäöé' THEN
    CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN pg_catalog.lower(t);
  ELSE
    CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      RETURN pg_catalog.translate(pg_catalog.lower(t),
        'ÅÄÖÆØÉÈÊËÁÀÂÃÍÌÎÏÓÒÔÕÚÙÛÜÝÑÇŁŚŹŻĄĘĆŃŠŽČŘĎŤŇŮĚŐŰ',
        'åäöæøéèêëáàâãíìîïóòôõúùûüýñçłśźżąęćńšžčřďťňůěőű');
  END IF;
END
$$;
--> statement-breakpoint
-- Every word of a customer's names ('simple' keeps words as they are, no stemming); queried with prefix terms.
CREATE INDEX IF NOT EXISTS "customers_search_name_idx" ON "customers" USING gin (
  to_tsvector('simple'::regconfig, search_fold(coalesce(given_name, '') || ' ' || coalesce(surname, '') || ' ' || coalesce(org_name, '') || ' ' || coalesce(org_reference, '')))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_search_email_idx" ON "customers" (search_fold(email) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_search_city_idx" ON "customers" (search_fold(city) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_search_phone_idx" ON "customers" (regexp_replace(phone_number, '\D', '', 'g') text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_search_org_number_idx" ON "customers" (regexp_replace(org_number, '\D', '', 'g') text_pattern_ops) WHERE org_number IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_updated_idx" ON "customers" ("updated_at");
--> statement-breakpoint
-- Prefix search on booking numbers, also where the database collation is not C.
CREATE INDEX IF NOT EXISTS "bookings_search_number_idx" ON "bookings" ("booking_number" text_pattern_ops);
--> statement-breakpoint
-- A customer's stays that have not ended: search reads these without the customer's old ones.
CREATE INDEX IF NOT EXISTS "bookings_customer_check_out_idx" ON "bookings" ("customer_id", "check_out");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "positions_search_name_idx" ON "positions" (search_fold(name) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "positions_search_full_name_idx" ON "positions" USING gin (to_tsvector('simple'::regconfig, search_fold(full_name)));
--> statement-breakpoint
-- Booking groups grow by a few hundred a year; matched by number, name words or customer.
CREATE INDEX IF NOT EXISTS "booking_groups_search_number_idx" ON "booking_groups" (upper(booking_number) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "booking_groups_search_name_idx" ON "booking_groups" USING gin (to_tsvector('simple'::regconfig, search_fold(coalesce(name, ''))));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "booking_groups_customer_idx" ON "booking_groups" ("customer_id");
--> statement-breakpoint
-- The product preview's 24-month sales history.
CREATE INDEX IF NOT EXISTS "sales_items_product_idx" ON "sales_items" ("product_id");
--> statement-breakpoint
-- Expression indexes have statistics only after ANALYZE; PGlite has no autovacuum to run it.
ANALYZE "customers";
--> statement-breakpoint
ANALYZE "bookings";
