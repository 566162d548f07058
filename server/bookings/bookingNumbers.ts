// Booking numbers: one unbroken series per year, 'YYYY-NNNNN' for bookings and 'YYYY-GNNNN' for
// booking groups (the demo's numbers, server/demo/bookings.ts). The counter row of the series and year
// is taken with UPDATE … RETURNING inside the store's transaction: concurrent stores wait on its row
// lock, and a store that rolls back gives its number back, so no number is skipped or given twice.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../db/client';

export type NumberSeries = 'booking' | 'group';

/**
 * Moves every counter past the numbers already in bookings and booking_groups. The same statement is
 * migration 0009; the demo seeder runs it after inserting its bookings.
 */
export const BOOKING_NUMBER_SYNC_SQL = `INSERT INTO "booking_number_counters" ("series", "year", "last_number")
SELECT x.series, x.year, max(x.n) FROM (
  SELECT 'booking' AS series, substr(b.booking_number, 1, 4)::int AS year, substr(b.booking_number, 6)::int AS n
    FROM "bookings" b WHERE b.booking_number ~ '^[0-9]{4}-[0-9]{5,9}$'
  UNION ALL
  SELECT 'group', substr(g.booking_number, 1, 4)::int, substr(g.booking_number, 7)::int
    FROM "booking_groups" g WHERE g.booking_number ~ '^[0-9]{4}-G[0-9]{4,9}$'
) x
GROUP BY x.series, x.year
ON CONFLICT ("series", "year") DO UPDATE SET "last_number" = greatest("booking_number_counters"."last_number", excluded."last_number")`;

export async function syncBookingNumberCounters(db: DbOrTx): Promise<void> {
  await db.execute(sql.raw(BOOKING_NUMBER_SYNC_SQL));
}

export const formatBookingNumber = (series: NumberSeries, year: number, n: number) =>
  series === 'booking' ? `${year}-${String(n).padStart(5, '0')}` : `${year}-G${String(n).padStart(4, '0')}`;

/** The next number of the series for `year` (the Stockholm year of the store), taken inside `tx`. */
export async function nextBookingNumber(tx: Tx, series: NumberSeries, year: number): Promise<string> {
  const [taken] = await queryRows<{ n: number }>(
    tx,
    sql`update booking_number_counters set last_number = last_number + 1
         where series = ${series}::text and year = ${year}::int returning last_number as n`,
  );
  if (taken) return formatBookingNumber(series, year, taken.n);
  // The year's first number: after any number given without the counter (imported rows), else 1.
  const table = series === 'booking' ? sql`bookings` : sql`booking_groups`;
  const pattern = series === 'booking' ? `^${year}-[0-9]{5,9}$` : `^${year}-G[0-9]{4,9}$`;
  const from = series === 'booking' ? 6 : 7;
  const [first] = await queryRows<{ n: number }>(
    tx,
    sql`insert into booking_number_counters (series, year, last_number)
        select ${series}::text, ${year}::int, coalesce(max(substr(booking_number, ${from}::int)::int), 0) + 1
          from ${table} where booking_number ~ ${pattern}::text
        on conflict (series, year) do update set last_number = booking_number_counters.last_number + 1
        returning last_number as n`,
  );
  return formatBookingNumber(series, year, first.n);
}
