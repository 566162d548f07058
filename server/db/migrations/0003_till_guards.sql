-- Guards of the till (SKVFS 2014:9): registrations already made may never be changed, deleted or
-- added to, and a receipt has at most one copy. The server never tries; these refuse it whoever does.

-- Stored X and Z reports are the journal: no update, no delete.
CREATE OR REPLACE FUNCTION refuse_report_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'register_reports are immutable (SKVFS 2014:9)' USING ERRCODE = 'check_violation';
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS register_reports_immutable ON register_reports;
--> statement-breakpoint
CREATE TRIGGER register_reports_immutable BEFORE UPDATE OR DELETE ON register_reports
  FOR EACH ROW EXECUTE FUNCTION refuse_report_change();
--> statement-breakpoint
-- A completed receipt keeps its money, series and control data; other columns (delivered_as,
-- updated_at) may still move.
CREATE OR REPLACE FUNCTION refuse_completed_receipt_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.receipt_status = 'complete' THEN
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION 'completed receipt % cannot be deleted (SKVFS 2014:9)', OLD.id USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.receipt_status IS DISTINCT FROM OLD.receipt_status
      OR NEW.total IS DISTINCT FROM OLD.total
      OR NEW.rounding IS DISTINCT FROM OLD.rounding
      OR NEW.vat_summary IS DISTINCT FROM OLD.vat_summary
      OR NEW.receipt_serial IS DISTINCT FROM OLD.receipt_serial
      OR NEW.register_id IS DISTINCT FROM OLD.register_id
      OR NEW.receipt_type IS DISTINCT FROM OLD.receipt_type
      OR NEW.original_receipt_id IS DISTINCT FROM OLD.original_receipt_id
      OR NEW.control_object IS DISTINCT FROM OLD.control_object
      OR NEW.control_code IS DISTINCT FROM OLD.control_code
      OR NEW.created_at IS DISTINCT FROM OLD.created_at
      OR NEW.completed_at IS DISTINCT FROM OLD.completed_at THEN
      RAISE EXCEPTION 'completed receipt % cannot be changed (SKVFS 2014:9)', OLD.id USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS receipts_completed_immutable ON receipts;
--> statement-breakpoint
CREATE TRIGGER receipts_completed_immutable BEFORE UPDATE OR DELETE ON receipts
  FOR EACH ROW EXECUTE FUNCTION refuse_completed_receipt_change();
--> statement-breakpoint
-- The lines of a completed receipt: no change, no delete. (Inserts stay open: tests and imports
-- write a receipt before its lines.)
CREATE OR REPLACE FUNCTION refuse_completed_sales_item_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rid integer;
BEGIN
  rid := OLD.receipt_id;
  IF rid IS NOT NULL AND EXISTS (SELECT 1 FROM receipts WHERE id = rid AND receipt_status = 'complete') THEN
    RAISE EXCEPTION 'lines of completed receipt % cannot be changed (SKVFS 2014:9)', rid USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sales_items_completed_immutable ON sales_items;
--> statement-breakpoint
CREATE TRIGGER sales_items_completed_immutable BEFORE UPDATE OR DELETE ON sales_items
  FOR EACH ROW EXECUTE FUNCTION refuse_completed_sales_item_change();
--> statement-breakpoint
-- Only one copy of a receipt may ever be made.
CREATE UNIQUE INDEX IF NOT EXISTS "receipts_one_copy_unique" ON "receipts" ("original_receipt_id") WHERE receipt_type = 'copy';
--> statement-breakpoint
-- One serial series per register and report type (X and Z counted apart).
CREATE UNIQUE INDEX IF NOT EXISTS "register_reports_serial_unique" ON "register_reports" ("register_id", "type", "serial");
--> statement-breakpoint
-- Parked order names are unique among the live orders, whatever the case.
CREATE UNIQUE INDEX IF NOT EXISTS "parked_orders_name_unique" ON "parked_orders" (lower(btrim(name))) WHERE deleted_at IS NULL;
