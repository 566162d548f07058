// A booking's applied fees (booking_fee, position_reservation_fee, electricity_fee) are sold as charge
// rows, one per fee, so the till, the cart and the booking's sums all read the same lines.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * Inserts the missing fee charges of every booking (cancelled ones deleted with it), with the fee's
 * product from the category's fee options or, failing that, by its name. The same statement is
 * migration 0006_booking_fee_charges; the demo seeder runs it after inserting its bookings.
 */
export const FEE_CHARGES_SQL = feeChargesSql('');

/** The statement, for every booking or (with `filter`, an extra condition on b) some. */
function feeChargesSql(filter: string): string {
  return `INSERT INTO "charges" ("booking_id", "product_id", "position_id", "quantity", "price", "original_price",
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
  AND NOT EXISTS (SELECT 1 FROM "charges" x WHERE x.booking_id = b.id AND x.fee_key = f.key AND x.deleted_at IS NULL)${filter}
ORDER BY b.id, f.key`;
}

/** Every booking's missing fee charges, or only those of `bookingIds` (a store, in its transaction). */
export async function materializeFeeCharges(db: DbOrTx, bookingIds?: readonly number[]): Promise<void> {
  if (bookingIds == null) return void (await db.execute(sql.raw(FEE_CHARGES_SQL)));
  if (bookingIds.length === 0) return;
  if (!bookingIds.every((id) => Number.isSafeInteger(id))) throw new TypeError('Booking ids must be integers');
  await db.execute(sql.raw(feeChargesSql(`\n  AND b.id IN (${bookingIds.join(', ')})`)));
}
