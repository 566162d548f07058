import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import type { SearchText } from './text';
import { intArray, type SearchClock } from './bookingSearch';
import { customerFullName, positionFullNameDoc, positionName, wordsMatch } from './sql';

// Each query first finds and ranks the few rows it returns, then decorates only those: a
// correlated lookup per candidate row costs more in PGlite than the match itself.

const never = sql`false`;

export interface FoundPosition {
  id: number;
  name: string;
  full_name: string;
  exact: boolean;
  occupant: string | null;
}

/** Positions by name (prefix: 'A1' finds A1, A10…) or by every word of the full name ('stuga 4'). */
export async function findPositions(db: DbOrTx, t: SearchText, limit: number): Promise<FoundPosition[]> {
  const words = t.tsquery ? sql`${positionFullNameDoc('p')} @@ ${t.tsquery}::tsquery` : never;
  const rows = await queryRows<FoundPosition>(
    db,
    sql`
    select p.id, p.name, p.full_name, p.exact, occ.name as occupant
    from (
      select p.id, p.name, p.full_name, p.display_order, ${positionName('p')} = ${t.folded} as exact
      from positions p
      where p.deleted_at is null and (${positionName('p')} like ${t.prefix} or ${words})
      order by exact desc, length(p.name), p.display_order, p.id
      limit ${limit}
    ) p
    left join lateral (
      select ${customerFullName('c')} as name from bookings b left join customers c on c.id = b.customer_id
      where b.position_id = p.id and b.checked_in_at is not null and b.checked_out_at is null and b.deleted_at is null
      order by b.checked_in_at desc limit 1
    ) occ on true
    order by p.exact desc, length(p.name), p.display_order, p.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export interface FoundGroup {
  id: number;
  booking_number: string;
  name: string | null;
  customer_name: string | null;
  exact: boolean;
  bookings: number;
  first_check_in: string | null;
  last_check_out: string | null;
  deleted: boolean;
}

/** Booking groups by number prefix, or by every word of the group's name or of its customer's name. */
export async function findGroups(
  db: DbOrTx,
  t: SearchText,
  named: readonly number[],
  clock: SearchClock,
  limit: number,
): Promise<FoundGroup[]> {
  const byCustomer = named.length ? sql` or g.customer_id = any(${intArray(named)})` : sql``;
  const words = t.tsquery ? sql`(${wordsMatch(sql.raw('g.name'), t.tsquery)}${byCustomer})` : never;
  const rows = await queryRows<FoundGroup>(
    db,
    sql`
    select g.*, ${customerFullName('c')} as customer_name
    from (
      select g.id, g.booking_number, g.name, g.customer_id, g.booking_number = ${t.raw.toUpperCase()} as exact,
        g.deleted_at is not null as deleted, m.bookings, m.first_check_in, m.last_check_out
      from booking_groups g
      left join lateral (
        select count(*)::int as bookings, min(b.check_in)::text as first_check_in, max(b.check_out)::text as last_check_out
        from bookings b where b.booking_group_id = g.id and b.deleted_at is null
      ) m on true
      where upper(g.booking_number) like ${t.numberPrefix} or ${words}
      -- Exact number, then groups still to come or staying now, then the latest.
      order by exact desc, deleted, (m.last_check_out >= ${clock.today}) desc nulls last, m.first_check_in desc nulls last, g.id desc
      limit ${limit}
    ) g
    left join customers c on c.id = g.customer_id
    order by g.exact desc, g.deleted, (g.last_check_out >= ${clock.today}) desc nulls last, g.first_check_in desc nulls last, g.id desc`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), bookings: Number(r.bookings) }));
}

export interface FoundProduct {
  id: number;
  name: string;
  barcode: string | null;
  price: number;
  gui_color: string;
  group_name: string | null;
  exact: boolean;
}

/** Products on sale by every word of the name, or by their exact barcode (a scan). */
export async function findProducts(db: DbOrTx, t: SearchText, limit: number): Promise<FoundProduct[]> {
  const words = t.tsquery ? wordsMatch(sql.raw('p.name'), t.tsquery) : never;
  const rows = await queryRows<FoundProduct>(
    db,
    sql`
    select p.id, p.name, p.barcode, p.price, p.gui_color, pg.name as group_name, p.barcode = ${t.raw} as exact
    from products p left join product_groups pg on pg.id = p.product_group_id
    where p.deleted_at is null and (p.barcode = ${t.raw} or ${words})
    order by exact desc, search_fold(p.name) like ${t.prefix} desc, p.name, p.id
    limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), price: Number(r.price) }));
}
