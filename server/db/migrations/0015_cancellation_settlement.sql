-- Issue 14: the cancellation wizard's completion (server/cancellations). complete-cancellation is idempotent on its
-- client_key; the row keeps the one document that settled it (C5), what its reversal made (C7) and the unsold lines it
-- took away, so 'Ångra avbokning' restores exactly those. One cancellation in force (not reversed) per booking.
ALTER TABLE "booking_cancellations" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "booking_cancellations" ADD COLUMN "settlement_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "booking_cancellations" ADD COLUMN "reversal_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "booking_cancellations" ADD COLUMN "removed_charge_ids" integer[];--> statement-breakpoint
ALTER TABLE "booking_cancellations" ADD COLUMN "removed_accommodation_charge_ids" integer[];--> statement-breakpoint
CREATE UNIQUE INDEX "booking_cancellations_client_key_unique" ON "booking_cancellations" USING btree ("client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_cancellations_live_unique" ON "booking_cancellations" USING btree ("booking_id") WHERE "booking_cancellations"."reversed_at" is null;