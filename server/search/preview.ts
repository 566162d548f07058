import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { type bookingGroups, bookings, customers, positions, products } from '../db/schema';
import { loadBooking, loadBookings } from '../bookings/queries';
import { PREVIEW_TYPES, type PreviewData, type PreviewGroupFields } from '../../src/contracts/search';
import { notFound } from '../http/errors';
import { customerFullName, deadDraft } from './sql';
import { productSalesHistory } from './salesHistory';
import type { SearchClock } from './bookingSearch';

export { PREVIEW_TYPES };
export type PreviewType = (typeof PREVIEW_TYPES)[number];

const CUSTOMER_BOOKINGS = 20;
const FUTURE_BOOKINGS = 10;

const empty = (): PreviewData => ({
  booking: null,
  booking_group: null,
  customer_bookings: [],
  checked_in_position_booking: null,
  future_position_bookings: [],
  sales_history_data: [],
});

/** Ids chosen and ordered by a subquery; the serialiser itself always sorts by check-in. */
const idsIn = (subquery: SQL) => sql`${bookings.id} in (${subquery})`;

async function groupWithBookings(db: DbOrTx, id: number) {
  // Built as JSON by the database, so its times read like the bookings' (ISO 8601) on PGlite and PostgreSQL alike.
  const [row] = await queryRows<{ json: string }>(
    db,
    sql`
    select json_build_object('id', g.id, 'booking_number', g.booking_number, 'name', g.name, 'customer_id', g.customer_id,
      'customer_name', ${customerFullName('c')}, 'remarks', g.remarks, 'channel_id', g.channel_id,
      'cancellation_policy_id', g.cancellation_policy_id, 'created_at', g.created_at, 'deleted_at', g.deleted_at)::text as json
    from booking_groups g left join customers c on c.id = g.customer_id where g.id = ${id}`,
  );
  if (!row) return null;
  return {
    ...(JSON.parse(row.json) as PreviewGroupFields),
    bookings: await loadBookings(db, eq(bookings.bookingGroupId, id)),
  };
}

async function exists(
  db: DbOrTx,
  table: typeof customers | typeof positions | typeof products | typeof bookingGroups,
  id: number,
) {
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
}

export async function previewData(db: DbOrTx, type: PreviewType, id: number, clock: SearchClock): Promise<PreviewData> {
  const data = empty();
  switch (type) {
    case 'booking': {
      data.booking = await loadBooking(db, id);
      if (!data.booking) throw notFound('Bokningen finns inte.');
      const groupId = data.booking.booking_group_id;
      if (groupId != null) data.booking_group = await groupWithBookings(db, groupId);
      return data;
    }
    case 'booking_group':
      data.booking_group = await groupWithBookings(db, id);
      if (!data.booking_group) throw notFound('Gruppbokningen finns inte.');
      return data;
    case 'customer': {
      if (!(await exists(db, customers, id))) throw notFound('Kunden finns inte.');
      const list = await loadBookings(
        db,
        idsIn(sql`select b.id from bookings b where b.customer_id = ${id} and not ${deadDraft('b', clock.now)}
        order by b.check_in desc, b.id desc limit ${CUSTOMER_BOOKINGS}`),
      );
      data.customer_bookings = list.reverse(); // newest check-in first
      return data;
    }
    case 'position': {
      if (!(await exists(db, positions, id))) throw notFound('Platsen finns inte.');
      const [here] = await loadBookings(
        db,
        idsIn(sql`select b.id from bookings b where b.position_id = ${id} and b.checked_in_at is not null
        and b.checked_out_at is null and b.deleted_at is null order by b.checked_in_at desc limit 1`),
      );
      data.checked_in_position_booking = here ?? null;
      // Arrivals from today on that have not checked in; drafts are not bookings yet.
      data.future_position_bookings = await loadBookings(
        db,
        idsIn(sql`select b.id from bookings b where b.position_id = ${id}
        and b.check_in >= ${clock.today}::date and b.checked_in_at is null and b.deleted_at is null and not b.is_draft
        order by b.check_in, b.id limit ${FUTURE_BOOKINGS}`),
      );
      return data;
    }
    case 'product':
      if (!(await exists(db, products, id))) throw notFound('Produkten finns inte.');
      data.sales_history_data = await productSalesHistory(db, id, clock.today);
      return data;
  }
}
