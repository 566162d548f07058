import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { customerFullName, customerNameDoc, wordsMatch } from '../search/sql';
import type { SearchText } from '../search/text';
import { dayRange, type DayRange } from '../bookings/listQuery';
import { groupCheckInState, groupCheckOutState, type GroupPill } from '../../src/domain/groupState';
import type { BookingTimes } from '../../src/domain/bookingState';

/** Columns the group list sorts by (bookings.md 7 GET booking-groups: sorted_column). */
export const GROUP_SORT_COLUMNS = [
  'booking_number',
  'name',
  'customer',
  'first_checkin_date',
  'last_checkout_date',
  'created_at',
  'bookings_count',
] as const;
export type GroupSortColumn = (typeof GROUP_SORT_COLUMNS)[number];
/** filter_custom: 'all' is every group not deleted; 'cancelled' the deleted ones. */
export const GROUP_FILTERS = ['all', 'cancelled'] as const;
export type GroupFilter = (typeof GROUP_FILTERS)[number];

export interface GroupListQuery {
  sort: GroupSortColumn;
  desc: boolean;
  filter: GroupFilter;
  /** On the group's first check-in. */
  checkIn: DayRange | null;
  /** On the group's last check-out. */
  checkOut: DayRange | null;
  /** The day the group was made (created_at in Stockholm). */
  booked: DayRange | null;
  search: SearchText | null;
}

export interface ListBookingGroup {
  id: number;
  booking_number: string;
  name: string | null;
  customer_id: number;
  customer_name: string | null;
  bookings_count: number;
  first_checkin_date: string | null;
  last_checkout_date: string | null;
  created_at: string;
  deleted_at: string | null;
  checkin_pill: GroupPill;
  checkout_pill: GroupPill;
}

// Member dates as the group pane derives them (queries.ts loadBookingGroup): from the members
// that are not cancelled, or from all of them when every one is. One grouped pass over bookings.
const MEMBERS = sql.raw(`left join (
    select b.booking_group_id as gid, count(*) filter (where b.deleted_at is null)::int as bookings_count,
      coalesce(min(b.check_in) filter (where b.deleted_at is null), min(b.check_in)) as first_checkin_date,
      coalesce(max(b.check_out) filter (where b.deleted_at is null), max(b.check_out)) as last_checkout_date
    from bookings b where b.booking_group_id is not null group by b.booking_group_id
  ) m on m.gid = g.id`);

const SORT_KEYS: Record<GroupSortColumn, SQL> = {
  booking_number: sql.raw('g.booking_number'),
  name: sql.raw('search_fold(g.name)'),
  customer: sql`search_fold(${customerFullName('c')})`,
  first_checkin_date: sql.raw('m.first_checkin_date'),
  last_checkout_date: sql.raw('m.last_checkout_date'),
  created_at: sql.raw('g.created_at'),
  bookings_count: sql.raw('coalesce(m.bookings_count, 0)'),
};

const FILTERS: Record<GroupFilter, SQL> = {
  all: sql`g.deleted_at is null`,
  cancelled: sql`g.deleted_at is not null`,
};

/** Group booking number prefix, or every word of the group's name or of its customer's name. */
function searchCondition(t: SearchText): SQL {
  const parts: SQL[] = [sql`upper(g.booking_number) like ${t.numberPrefix}`];
  if (t.tsquery) {
    parts.push(wordsMatch(sql.raw('g.name'), t.tsquery));
    parts.push(
      sql`g.customer_id in (select c2.id from customers c2 where ${customerNameDoc('c2')} @@ ${t.tsquery}::tsquery)`,
    );
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

type Row = Omit<ListBookingGroup, 'checkin_pill' | 'checkout_pill'> & { members: BookingTimes[] };

/** One page of the booking group list and the number of matches (ties broken on id, so paging is stable). */
export async function listBookingGroups(
  db: DbOrTx,
  q: GroupListQuery,
  offset: number,
  limit: number,
  today: string,
): Promise<{ total: number; booking_groups: ListBookingGroup[] }> {
  const where: SQL[] = [FILTERS[q.filter]];
  where.push(
    ...dayRange(sql.raw('m.first_checkin_date'), q.checkIn),
    ...dayRange(sql.raw('m.last_checkout_date'), q.checkOut),
  );
  where.push(...dayRange(sql.raw(`(g.created_at at time zone 'Europe/Stockholm')::date`), q.booked));
  if (q.search) where.push(searchCondition(q.search));
  const dir = sql.raw(q.desc ? 'desc' : 'asc');
  // One text value, not a row per group: PGlite is slow at handing over many rows.
  const [row] = await queryRows<{ total: number; list: string }>(
    db,
    sql`
    with hits as (
      select g.id, g.booking_number, g.name, g.customer_id, ${customerFullName('c')} as customer_name,
        coalesce(m.bookings_count, 0) as bookings_count, m.first_checkin_date, m.last_checkout_date, g.created_at, g.deleted_at,
        row_number() over (order by ${SORT_KEYS[q.sort]} ${dir} nulls last, g.id ${dir}) as ord
      from booking_groups g ${MEMBERS} left join customers c on c.id = g.customer_id
      where ${sql.join(where, sql` and `)}
    ), page as (select * from hits where ord > ${offset} and ord <= ${offset + limit})
    select (select count(*) from hits)::int as total,
      coalesce((select json_agg(json_build_object('id', p.id, 'booking_number', p.booking_number, 'name', p.name,
        'customer_id', p.customer_id, 'customer_name', p.customer_name, 'bookings_count', p.bookings_count,
        'first_checkin_date', p.first_checkin_date, 'last_checkout_date', p.last_checkout_date,
        'created_at', p.created_at, 'deleted_at', p.deleted_at, 'members', mt.members) order by p.ord)
        from page p left join lateral (
          -- What the check-in and check-out pills are worked out from (src/domain/groupState.ts).
          select coalesce(json_agg(json_build_object('check_in', b.check_in, 'check_out', b.check_out,
            'checked_in_at', b.checked_in_at, 'checked_out_at', b.checked_out_at, 'deleted_at', b.deleted_at,
            'is_draft', b.is_draft, 'confirmed_at', b.confirmed_at)), '[]') as members
          from bookings b where b.booking_group_id = p.id
        ) mt on true), '[]')::text as list`,
  );
  const rows = JSON.parse(row.list) as Row[];
  return {
    total: Number(row.total),
    booking_groups: rows.map(({ members, ...g }) => ({
      ...g,
      checkin_pill: groupCheckInState(members, today),
      checkout_pill: groupCheckOutState(members, today),
    })),
  };
}
