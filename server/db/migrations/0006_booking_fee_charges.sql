ALTER TABLE "charges" ADD COLUMN IF NOT EXISTS "fee_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "charges_booking_fee_unique" ON "charges" USING btree ("booking_id","fee_key") WHERE "charges"."fee_key" is not null and "charges"."deleted_at" is null;
--> statement-breakpoint
-- Existing bookings: their applied fees become charges the till can sell (server/bookings/feeCharges.ts).
INSERT INTO "charges" ("booking_id", "product_id", "position_id", "quantity", "price", "original_price",
  "discount_type", "discount_value", "status", "fee_key", "created_at", "updated_at", "deleted_at")
SELECT b.id, fp.product_id, b.position_id, 1000, f.amount, f.amount, 'none', 0, 'parked', f.key, b.created_at, b.created_at, b.deleted_at
FROM "bookings" b
CROSS JOIN LATERAL (VALUES ('booking_fee', b.booking_fee), ('position_reservation_fee', b.position_reservation_fee),
  ('electricity_fee', b.electricity_fee)) AS f(key, amount)
CROSS JOIN LATERAL (SELECT coalesce(
  (SELECT (o->>'product_id')::int FROM "categories" c, jsonb_array_elements(c.fee_options) o
    WHERE c.id = b.category_id AND o->>'key' = f.key AND o->>'product_id' ~ '^[0-9]{1,9}$' LIMIT 1),
  (SELECT p.id FROM "products" p WHERE p.deleted_at IS NULL AND p.name = CASE f.key WHEN 'booking_fee' THEN 'Bokningsavgift'
    WHEN 'position_reservation_fee' THEN 'Platsreservationsavgift' ELSE 'El per dygn' END ORDER BY p.id LIMIT 1)
) AS product_id) fp
WHERE f.amount IS NOT NULL AND f.amount <> 0
  AND EXISTS (SELECT 1 FROM "products" p WHERE p.id = fp.product_id)
  AND NOT EXISTS (SELECT 1 FROM "charges" x WHERE x.booking_id = b.id AND x.fee_key = f.key AND x.deleted_at IS NULL)
ORDER BY b.id, f.key;
