-- Indexes for the local address search (server/addresses): the addresses the campsite's own
-- customers gave. The expressions must stay identical to the ones in server/addresses/sql.ts, or
-- the planner will not use them.

-- Every word of street, number, zip (also without its space) and city; queried with prefix terms.
CREATE INDEX IF NOT EXISTS "customers_address_words_idx" ON "customers" USING gin (
  to_tsvector('simple'::regconfig, search_fold(coalesce(street_name, '') || ' ' || coalesce(street_number, '') || ' ' || coalesce(zip, '') || ' ' || regexp_replace(coalesce(zip, ''), '\s', '', 'g') || ' ' || coalesce(city, '')))
);
--> statement-breakpoint
-- A place_id is the hash of the normalised address: looking one up reads this index.
CREATE INDEX IF NOT EXISTS "customers_address_hash_idx" ON "customers" (
  md5(search_fold(regexp_replace(btrim(coalesce(street_name, '')), '\s+', ' ', 'g')) || '|' || search_fold(regexp_replace(btrim(coalesce(street_number, '')), '\s+', ' ', 'g')) || '|' || regexp_replace(coalesce(zip, ''), '\s', '', 'g') || '|' || search_fold(regexp_replace(btrim(coalesce(city, '')), '\s+', ' ', 'g')) || '|' || country_id::text)
);
--> statement-breakpoint
ANALYZE "customers";
