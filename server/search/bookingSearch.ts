import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../src/domain/dates';
import { queryRows, type DbOrTx } from '../db/client';
import type { SearchText } from './text';
import { bookingRank, customerFullName, customerNameDoc, deadDraft, positionName } from './sql';

export interface SearchClock {
  today: string;
  now: Date;
}

// Broad texts ('an', '2026') match tens of thousands of rows: rank only the first candidates of
// each kind. Narrow texts (the useful ones) are ranked over all their matches.
const NUMBER_CANDIDATES = 200;
const NAME_CANDIDATES = 400;

/** An int[] parameter: node-postgres and PGlite both take the array literal as text. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Ids of customers whose names hold every typed word as the start of a word (GIN index). Found
 * once per search and shared by the booking, customer and group matchers.
 */
export async function customersNamed(db: DbOrTx, t: SearchText): Promise<number[]> {
  if (!t.tsquery) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select c.id from customers c where ${customerNameDoc('c')} @@ ${t.tsquery}::tsquery limit ${NAME_CANDIDATES}`,
  );
  return rows.map((r) => Number(r.id));
}

/** A ranked booking with what a search row shows. */
export interface FoundBooking {
  id: number;
  booking_number: string;
  exact: boolean;
  check_in: string;
  check_out: string;
  checked_in_at: string | null;
  checked_out_at: string | null;
  deleted_at: string | null;
  is_draft: boolean;
  customer_name: string | null;
  position_name: string | null;
  /** bookingRank, and the check-in date of a stay still to end (sort keys). */
  rank: number;
  soon: string | null;
}

const COLUMNS = sql.raw(
  'b.id, b.booking_number, b.check_in, b.check_out, b.checked_in_at, b.checked_out_at, b.deleted_at, b.is_draft, b.draft_expires_at, b.customer_id, b.position_id',
);

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** rankBookings' order in JS, for merging two ranked lists (ISO dates compare as text). */
const compare = (a: FoundBooking, b: FoundBooking) =>
  Number(b.exact) - Number(a.exact) ||
  a.rank - b.rank ||
  cmp(a.soon ?? '9999', b.soon ?? '9999') ||
  cmp(b.check_in, a.check_in) ||
  b.id - a.id;

/** Ranks the union of `sources` (subqueries selecting COLUMNS), leaves out dead drafts, reads names for the top `limit`. */
async function rankBookings(
  db: DbOrTx,
  sources: SQL[],
  t: SearchText,
  clock: SearchClock,
  limit: number,
): Promise<FoundBooking[]> {
  const rows = await queryRows<FoundBooking>(
    db,
    sql`
    select b.id, b.booking_number, b.exact, b.rank, b.soon::text, b.check_in::text, b.check_out::text, b.checked_in_at,
      b.checked_out_at, b.deleted_at, b.is_draft, ${customerFullName('c')} as customer_name, p.full_name as position_name
    from (
      select b.*, b.booking_number = ${t.raw.toUpperCase()} as exact, ${bookingRank('b', clock.today)} as rank,
        case when b.deleted_at is null and b.check_out >= ${clock.today}::date then b.check_in end as soon
      from (${sql.join(sources, sql` union all `)}) b
      where not ${deadDraft('b', clock.now)}
      order by exact desc, rank, soon asc, b.check_in desc, b.id desc
      -- union all may list a booking twice (by number and by name): room for the repeats.
      limit ${limit * 2}
    ) b
    left join customers c on c.id = b.customer_id
    left join positions p on p.id = b.position_id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), exact: Boolean(r.exact), rank: Number(r.rank) }));
}

const uniqueTop = (list: FoundBooking[], limit: number) => {
  const seen = new Set<number>();
  return list
    .sort(compare)
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, limit);
};

/**
 * Bookings matching the text, best first: an exact booking number, then by number prefix, by
 * customer name (`named`) and by a position's exact name, ranked by bookingRank. Dead drafts are
 * left out; cancelled bookings come last.
 */
export async function findBookings(
  db: DbOrTx,
  t: SearchText,
  named: readonly number[],
  clock: SearchClock,
  limit: number,
): Promise<FoundBooking[]> {
  const sources: SQL[] = [
    // Newest numbers first: walks the text_pattern_ops index backwards and stops.
    sql`(select ${COLUMNS} from bookings b where b.booking_number like ${t.numberPrefix} order by b.booking_number using ~>~ limit ${NUMBER_CANDIDATES})`,
    // = any(array): the planner probes the index per id instead of hashing a scan of all bookings.
    sql`(select ${COLUMNS} from bookings b where b.position_id = any(array(select p.id from positions p where ${positionName('p')} = ${t.folded})))`,
  ];
  // A name's stays that have not ended (long ago): the (customer_id, check_out) index reads only those.
  const recent = addDays(clock.today, -7);
  const byName = (when: SQL) =>
    sql`(select ${COLUMNS} from bookings b where b.customer_id = any(${intArray(named)}) and ${when})`;
  if (named.length) sources.push(byName(sql`b.check_out >= ${recent}::date`));
  const found = await rankBookings(db, sources, t, clock, limit);
  if (found.length >= limit || !named.length) return uniqueTop(found, limit);
  // Too few: older stays too, which a common name has many of (read only when needed).
  const older = await rankBookings(db, [byName(sql`b.check_out < ${recent}::date`)], t, clock, limit);
  return uniqueTop([...found, ...older], limit);
}
