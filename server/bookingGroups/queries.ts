import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { bookings } from '../db/schema';
import { loadBookings } from '../bookings/queries';
import type { BookingGroup } from '../../src/contracts/bookingGroups';
import { customerFullNameText } from '../customers/sql';
import { daysBetween } from '../../src/domain/dates';

type GroupDerived =
  | 'title'
  | 'subtitle'
  | 'bookings'
  | 'nights'
  | 'checkin_dates'
  | 'checkout_dates'
  | 'first_checkin_date'
  | 'last_checkout_date'
  | 'has_mixed_checkin_dates'
  | 'has_mixed_checkout_dates'
  | 'has_multiple_customers';

const uniqueSorted = (xs: string[]) => [...new Set(xs)].sort();

/**
 * A booking group as its pane shows it (bookings.md 3 "Booking group"): the stored fields, the customer,
 * every member booking in the booking shape, and the dates derived from the members that are not cancelled.
 */
export async function loadBookingGroup(db: DbOrTx, id: number): Promise<BookingGroup | null> {
  const fullName = sql.raw(customerFullNameText('c'));
  const [row] = await queryRows<{ json: string }>(
    db,
    sql`
    select json_build_object('id', g.id, 'booking_number', g.booking_number, 'name', g.name, 'customer_id', g.customer_id,
      'customer_name', ${fullName}, 'remarks', g.remarks, 'channel_id', g.channel_id,
      'cancellation_policy_id', g.cancellation_policy_id, 'same_cancellation_policy_for_all_bookings', g.same_cancellation_policy_for_all_bookings,
      'applied_fees', g.applied_fees, 'created_at', g.created_at, 'updated_at', g.updated_at, 'deleted_at', g.deleted_at,
      'customer', case when c.id is null then null else json_build_object('id', c.id, 'full_name', ${fullName}, 'is_org', c.is_org,
        'country_id', c.country_id, 'email', c.email, 'email_status', c.email_status, 'color', c.color,
        'shortAddress', concat_ws(', ', nullif(concat_ws(' ', c.street_name, c.street_number), ''), c.city)) end
    )::text as json
    from booking_groups g left join customers c on c.id = g.customer_id where g.id = ${id}`,
  );
  if (!row) return null;
  // The group's own columns as built above; title, dates and members follow.
  const group = JSON.parse(row.json) as Omit<BookingGroup, GroupDerived>;
  const members = await loadBookings(db, eq(bookings.bookingGroupId, id));
  const live = members.filter((b) => !b.deleted_at);
  const dated = live.length ? live : members;
  const checkins = uniqueSorted(dated.map((b) => b.check_in));
  const checkouts = uniqueSorted(dated.map((b) => b.check_out));
  const first = checkins[0] ?? null;
  const last = checkouts.at(-1) ?? null;
  return {
    ...group,
    title: group.name || group.customer_name || `Gruppbokning ${group.booking_number}`,
    subtitle: [
      group.booking_number,
      first && last ? `${first} – ${last}` : null,
      live.length === 1 ? '1 bokning' : `${live.length} bokningar`,
    ]
      .filter(Boolean)
      .join(' · '),
    bookings: members,
    nights: first && last ? daysBetween(first, last) : 0,
    checkin_dates: checkins,
    checkout_dates: checkouts,
    first_checkin_date: first,
    last_checkout_date: last,
    has_mixed_checkin_dates: checkins.length > 1,
    has_mixed_checkout_dates: checkouts.length > 1,
    has_multiple_customers: new Set(members.map((b) => b.customer_id ?? group.customer_id)).size > 1,
  };
}
