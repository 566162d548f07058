import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import type { SearchText } from './text';
import { bookingRank, customerNameDoc, deadDraft } from './sql';

export interface SearchClock { today: string; now: Date }

// Broad texts ('an', '2026') match tens of thousands of rows: rank only the first candidates of
// each kind. Narrow texts (the useful ones) are ranked over all their matches.
const NUMBER_CANDIDATES = 200;
const CUSTOMER_CANDIDATES = 1000;

/** Customers whose names hold every typed word as a word prefix (uses the GIN index). */
export const customersNamed = (t: SearchText, limit = CUSTOMER_CANDIDATES): SQL =>
  sql`select c.id from customers c where ${customerNameDoc('c')} @@ ${t.tsquery}::tsquery limit ${limit}`;

/**
 * Booking ids matching the text, best first: an exact booking number, then by number prefix,
 * customer name and position name, ranked by bookingRank. Dead drafts are left out.
 */
export async function findBookingIds(db: DbOrTx, t: SearchText, clock: SearchClock, limit: number): Promise<{ id: number; exact: boolean }[]> {
  const sources: SQL[] = [
    // Newest numbers first: walks the text_pattern_ops index backwards and stops.
    sql`(select id from bookings where booking_number like ${t.numberPrefix} order by booking_number using ~>~ limit ${NUMBER_CANDIDATES})`,
    // A position's own name, typed whole: the bookings of that pitch or cabin.
    sql`(select b.id from bookings b join positions p on p.id = b.position_id where search_fold(p.name) = ${t.folded})`,
  ];
  if (t.tsquery) sources.push(sql`(select b.id from bookings b where b.customer_id in (${customersNamed(t)}))`);
  const rows = await queryRows<{ id: number; exact: boolean }>(db, sql`
    select b.id, b.booking_number = ${t.raw.toUpperCase()} as exact
    from bookings b
    where b.id in (${sql.join(sources, sql` union `)}) and not ${deadDraft('b', clock.now)}
    order by exact desc, ${bookingRank('b', clock.today)},
      case when b.deleted_at is null and b.check_out >= ${clock.today}::date then b.check_in end asc,
      b.check_in desc, b.id desc
    limit ${limit}`);
  return rows.map((r) => ({ id: Number(r.id), exact: Boolean(r.exact) }));
}
