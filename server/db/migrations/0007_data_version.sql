-- A per-tenant version of the data the consoles' working set (GET bookings/synced) is built from.
-- The server caches the working set and rebuilds it only when this version moved. Bumped by the
-- database itself, so no write can be missed: not by a new code path, nor by another process on
-- the same PostgreSQL. Deferred to commit and once per transaction: the version row is locked only
-- for the commit's instant (no new deadlocks with the row locks a transaction takes before it), and
-- a reader sees the new version exactly when it sees the data.
CREATE TABLE IF NOT EXISTS "data_versions" (
  "scope" text PRIMARY KEY NOT NULL,
  "version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO data_versions (scope, version) VALUES ('working_set', 1) ON CONFLICT (scope) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_working_set_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: the first row's trigger bumps, the rest see the mark and return.
  IF current_setting('campsite.working_set_bumped', true) = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('campsite.working_set_bumped', txid_current()::text, true);
  UPDATE data_versions SET version = version + 1 WHERE scope = 'working_set';
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS bookings_working_set_version ON bookings;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bookings_working_set_version AFTER INSERT OR UPDATE OR DELETE ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_working_set_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS customers_working_set_version ON customers;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER customers_working_set_version AFTER INSERT OR UPDATE OR DELETE ON customers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_working_set_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS accommodation_charges_working_set_version ON accommodation_charges;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER accommodation_charges_working_set_version AFTER INSERT OR UPDATE OR DELETE ON accommodation_charges
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_working_set_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS invoices_working_set_version ON invoices;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoices_working_set_version AFTER INSERT OR UPDATE OR DELETE ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_working_set_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS charges_working_set_version ON charges;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER charges_working_set_version AFTER INSERT OR UPDATE OR DELETE ON charges
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_working_set_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS positions_working_set_version ON positions;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER positions_working_set_version AFTER INSERT OR UPDATE OR DELETE ON positions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_working_set_version();
