import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { BOOKING_FIELD_JOINS, BOOKING_LIST_FIELDS, bookingMoneyLines, type SerializedBooking } from './queries';
import {
  customerEmail,
  customerFullName,
  customerNameDoc,
  customerPhoneDigits,
  deadDraft,
  positionFullNameDoc,
  positionName,
} from '../search/sql';
import type { SearchText } from '../search/text';

/** Columns the list sorts by (bookings.md 7 GET bookings: sorted_column). */
export const LIST_SORT_COLUMNS = [
  'booking_number',
  'check_in',
  'check_out',
  'customer',
  'position',
  'created_at',
  'total',
  'remaining',
  'state',
] as const;
export type ListSortColumn = (typeof LIST_SORT_COLUMNS)[number];
/** filter_custom: 'all' is every live booking; cancelled ones only under 'cancelled'. */
export const LIST_FILTERS = ['all', 'not_checked_in', 'checked_in', 'checked_out', 'cancelled', 'unpaid'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** An inclusive day range; one day is from = to. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

export interface BookingListQuery {
  sort: ListSortColumn;
  desc: boolean;
  filter: ListFilter;
  checkIn: DayRange | null;
  checkOut: DayRange | null;
  /** The day the booking was made (created_at in Stockholm). */
  booked: DayRange | null;
  search: SearchText | null;
}

// Money sums of every booking at once (a hash aggregate): sorting or filtering by money
// reads all bookings, and one grouped pass is far cheaper than a lateral lookup per row.
// The lines and the paid rule are queries.ts' own.
const ALL_SUMS = sql.raw(`left join (
    select x.booking_id, sum(x.total)::bigint as total, coalesce(sum(x.total) filter (where x.paid), 0)::bigint as paid
    from ${bookingMoneyLines('true', 'ch.booking_id is not null')} x group by x.booking_id
  ) s on s.booking_id = b.id`);
const total = sql.raw('coalesce(s.total, 0)');
const remaining = sql.raw('greatest(0, coalesce(s.total, 0) - coalesce(s.paid, 0))');
const isDraft = sql.raw('(b.is_draft and b.confirmed_at is null)');
// Life-cycle order: draft, not checked in, checked in, checked out, cancelled.
const stateRank = sql.raw(`case when b.deleted_at is not null then 4 when b.is_draft and b.confirmed_at is null then 0
  when b.checked_out_at is not null then 3 when b.checked_in_at is not null then 2 else 1 end`);

const SORT_KEYS: Record<ListSortColumn, SQL> = {
  booking_number: sql.raw('b.booking_number'),
  check_in: sql.raw('b.check_in'),
  check_out: sql.raw('b.check_out'),
  customer: sql`search_fold(${customerFullName('c')})`,
  position: sql.raw('p.full_name'),
  created_at: sql.raw('b.created_at'),
  total,
  remaining,
  state: stateRank,
};

const FILTERS: Record<ListFilter, SQL> = {
  all: sql`b.deleted_at is null`,
  not_checked_in: sql`b.deleted_at is null and not ${isDraft} and b.checked_in_at is null`,
  checked_in: sql`b.deleted_at is null and b.checked_in_at is not null and b.checked_out_at is null`,
  checked_out: sql`b.deleted_at is null and b.checked_out_at is not null`,
  cancelled: sql`b.deleted_at is not null`,
  unpaid: sql`b.deleted_at is null and not ${isDraft} and ${remaining} > 0`,
};

const needsSums = (q: BookingListQuery) => q.sort === 'total' || q.sort === 'remaining' || q.filter === 'unpaid';

/** `column` within the range (both ends inclusive, either may be open). */
export function dayRange(column: SQL, r: DayRange | null): SQL[] {
  if (!r) return [];
  const out: SQL[] = [];
  if (r.from) out.push(sql`${column} >= ${r.from}::date`);
  if (r.to) out.push(sql`${column} <= ${r.to}::date`);
  return out;
}

// Phone numbers are only worth matching from a few digits on (as the global search).
const MIN_PHONE_DIGITS = 4;

/** Booking number prefix, customer name words / e-mail / phone, or a position's name. */
function searchCondition(t: SearchText): SQL {
  const customer: SQL[] = [];
  if (t.tsquery) customer.push(sql`${customerNameDoc('c2')} @@ ${t.tsquery}::tsquery`);
  if (!t.raw.includes(' ')) customer.push(sql`${customerEmail('c2')} like ${t.prefix}`);
  if (t.numeric && t.phoneDigits.length >= MIN_PHONE_DIGITS)
    customer.push(sql`${customerPhoneDigits('c2')} like ${t.phoneDigits + '%'}`);
  const parts: SQL[] = [sql`b.booking_number like ${t.numberPrefix}`];
  if (customer.length)
    parts.push(sql`b.customer_id in (select c2.id from customers c2 where ${sql.join(customer, sql` or `)})`);
  // A position by its exact name (A12) or whole words of its full name ('husvagnsplats').
  const position: SQL[] = [sql`${positionName('p2')} = ${t.folded}`];
  if (t.words.length)
    position.push(sql`${positionFullNameDoc('p2')} @@ ${t.words.map((w) => `'${w}'`).join(' & ')}::tsquery`);
  parts.push(sql`b.position_id in (select p2.id from positions p2 where ${sql.join(position, sql` or `)})`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Every matching booking id in list order (ties broken on id, so paging is stable). */
async function orderedIds(db: DbOrTx, q: BookingListQuery, now: Date): Promise<Int32Array> {
  const where: SQL[] = [sql`not ${deadDraft('b', now)}`, FILTERS[q.filter]];
  where.push(...dayRange(sql.raw('b.check_in'), q.checkIn), ...dayRange(sql.raw('b.check_out'), q.checkOut));
  where.push(...dayRange(sql.raw(`(b.created_at at time zone 'Europe/Stockholm')::date`), q.booked));
  if (q.search) where.push(searchCondition(q.search));
  const dir = sql.raw(q.desc ? 'desc' : 'asc');
  const joins: SQL[] = [];
  if (q.sort === 'customer') joins.push(sql.raw('left join customers c on c.id = b.customer_id'));
  if (q.sort === 'position') joins.push(sql.raw('left join positions p on p.id = b.position_id'));
  if (needsSums(q)) joins.push(ALL_SUMS);
  // One text value, not a row per id: PGlite is slow at handing over many rows.
  const [row] = await queryRows<{ ids: string }>(
    db,
    sql`
    select coalesce(json_agg(b.id order by ${SORT_KEYS[q.sort]} ${dir} nulls last, b.id ${dir}), '[]')::text as ids
    from bookings b ${sql.join(joins, sql` `)}
    where ${sql.join(where, sql` and `)}`,
  );
  return Int32Array.from(JSON.parse(row.ids) as number[]);
}

// The order of every match is kept per database and query, so scrolling a list of 100,000
// bookings reads pages by id instead of sorting them all again. It is valid while no write
// transaction has committed since (the snapshot's xmax moves with every write) and for at
// most a minute (drafts expire by the clock, with no write).
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 12;
interface Entry {
  stamp: string;
  at: number;
  ids: Int32Array;
}
const orderCache = new WeakMap<object, Map<string, Entry>>();

async function writeStamp(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ x: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`);
  return row.x;
}

async function cachedIds(db: DbOrTx, q: BookingListQuery, now: Date): Promise<Int32Array> {
  const key = JSON.stringify({ ...q, search: q.search?.raw ?? null });
  let entries = orderCache.get(db);
  if (!entries) orderCache.set(db, (entries = new Map()));
  const stamp = await writeStamp(db);
  const hit = entries.get(key);
  const at = Date.now();
  if (hit && hit.stamp === stamp && at - hit.at < MAX_AGE_MS) {
    entries.delete(key);
    entries.set(key, hit); // most recently used last
    return hit.ids;
  }
  const ids = await orderedIds(db, q, now);
  entries.delete(key);
  entries.set(key, { stamp, at, ids });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return ids;
}

/** The list fields of queries.ts plus what the table shows besides. */
const PAGE_FIELDS: readonly [string, string][] = [
  ...BOOKING_LIST_FIELDS,
  ['position_name', 'p.full_name'],
  ['created_at', 'bookings.created_at'],
];
const fieldJoins = sql.raw(BOOKING_FIELD_JOINS);
const asObject = sql.raw(`json_build_object(${PAGE_FIELDS.map(([n, e]) => `'${n}', ${e}`).join(', ')})`);

/** Full rows of the given ids, in the given order (aliases as BOOKING_LIST_FIELDS expects). */
async function loadPage(db: DbOrTx, ids: Int32Array): Promise<SerializedBooking[]> {
  if (!ids.length) return [];
  const [row] = await queryRows<{ list: string }>(
    db,
    sql`
    select coalesce(json_agg(${asObject} order by page.ord), '[]')::text as list
    from unnest(${`{${Array.from(ids).join(',')}}`}::int[]) with ordinality as page(id, ord)
    join bookings on bookings.id = page.id
    ${fieldJoins}`,
  );
  return JSON.parse(row.list) as SerializedBooking[];
}

/** One page of the booking list and the number of matches. */
export async function listBookings(
  db: DbOrTx,
  q: BookingListQuery,
  offset: number,
  limit: number,
  now: Date,
): Promise<{ total: number; bookings: SerializedBooking[] }> {
  const ids = await cachedIds(db, q, now);
  return { total: ids.length, bookings: await loadPage(db, ids.subarray(offset, offset + limit)) };
}
