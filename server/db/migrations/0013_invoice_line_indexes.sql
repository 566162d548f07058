-- The lines an invoice carries (issue 13, bench/invoices.ts): the ledger (server/invoices/ledger.ts
-- touchInvoiceBookings) and invoice creation find the bookings of an invoice's lines on every invoice, payment
-- and credit. Without these they read every charge and lodging line (~50 ms on the large tenant each time).
CREATE INDEX "accommodation_charges_invoice_idx" ON "accommodation_charges" USING btree ("invoice_id") WHERE "accommodation_charges"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "charges_invoice_idx" ON "charges" USING btree ("invoice_id") WHERE "charges"."invoice_id" is not null;