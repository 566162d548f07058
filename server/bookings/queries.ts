import { and, eq, gt, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { bookings } from '../db/schema';
import { addDays } from '../../src/domain/dates';

/**
 * One booking as JSON, built inside PostgreSQL. Moving thousands of wide rows out of the
 * database costs far more than the query; one JSON text per call is ~4× faster (see README).
 * Expects bookings with the aliases c (customers), p (positions) and am (accommodation sums).
 */
const bookingJson = sql`json_build_object(
  'id', bookings.id,
  'booking_number', bookings.booking_number,
  'title', coalesce(nullif(case when c.is_org then c.org_name else concat_ws(' ', c.given_name, c.surname) end, ''), 'Bokning ' || bookings.booking_number),
  'subtitle', concat_ws(' · ', p.full_name, to_char(bookings.check_in, 'YYYY-MM-DD') || ' – ' || to_char(bookings.check_out, 'YYYY-MM-DD')),
  'type', bookings.type,
  'check_in', bookings.check_in, 'check_out', bookings.check_out,
  'checked_in_at', bookings.checked_in_at, 'checked_out_at', bookings.checked_out_at, 'auto_checkout_at', bookings.auto_checkout_at,
  'confirmed_at', bookings.confirmed_at, 'created_at', bookings.created_at, 'updated_at', bookings.updated_at, 'deleted_at', bookings.deleted_at,
  'is_draft', bookings.is_draft, 'draft_expires_at', bookings.draft_expires_at,
  'position_id', bookings.position_id, 'category_id', bookings.category_id, 'lodging_type_id', bookings.lodging_type_id,
  'cancellation_policy_id', bookings.cancellation_policy_id, 'season_id', bookings.season_id,
  'customer_id', bookings.customer_id,
  'customer', case when c.id is null then null else json_build_object(
    'id', c.id,
    'full_name', case when c.is_org then coalesce(c.org_name, '') else concat_ws(' ', c.given_name, c.surname) end,
    'is_org', c.is_org, 'country_id', c.country_id,
    'shortAddress', concat_ws(', ', nullif(concat_ws(' ', c.street_name, c.street_number), ''), c.city),
    'email', c.email, 'email_status', c.email_status, 'color', c.color) end,
  'booking_group_id', bookings.booking_group_id,
  'adults', bookings.adults, 'children', bookings.children, 'dogs', bookings.dogs,
  'expected_arrival_time', bookings.expected_arrival_time,
  'accommodation_price', bookings.accommodation_price,
  'total_accommodation_amount', am.total + am.fees,
  'paid_accommodation_amount', am.paid,
  'remaining_accommodation_amount', greatest(0, am.total + am.fees - am.paid),
  'is_fully_paid', am.total + am.fees - am.paid <= 0,
  'applied_fees', json_build_object('booking_fee', bookings.booking_fee, 'position_reservation_fee', bookings.position_reservation_fee, 'electricity_fee', bookings.electricity_fee),
  'remarks', bookings.remarks, 'requests', bookings.requests,
  'channel_id', bookings.channel_id, 'access_driver', bookings.access_driver,
  'bookvisit_booking_code', bookings.bookvisit_booking_code, 'external_source', bookings.external_source, 'external_reference', bookings.external_reference,
  'cancellation_status', bookings.cancellation_status,
  'is_customer_selected_position', bookings.is_customer_selected_position
)`;

// Accommodation sums; paid = settled on a receipt or on a closed invoice.
const amountsJoin = sql`left join lateral (
  select coalesce(sum(ac.price), 0)::int as total,
         coalesce(sum(ac.price) filter (where ac.receipt_id is not null or inv.status = 'closed'), 0)::int as paid,
         (coalesce(bookings.booking_fee, 0) + coalesce(bookings.position_reservation_fee, 0) + coalesce(bookings.electricity_fee, 0))::int as fees
  from accommodation_charges ac left join invoices inv on inv.id = ac.invoice_id
  where ac.booking_id = bookings.id and ac.deleted_at is null
) am on true`;

export type SerializedBooking = Record<string, unknown> & { id: number; booking_number: string };

/** Bookings matching `where` (over the drizzle `bookings` table), in check-in order, as the console reads them. */
export async function loadBookings(db: DbOrTx, where: SQL | undefined): Promise<SerializedBooking[]> {
  const [row] = await queryRows<{ list: string }>(db, sql`
    select coalesce(json_agg(${bookingJson} order by bookings.check_in, bookings.id)::text, '[]') as list
    from bookings
    left join customers c on c.id = bookings.customer_id
    left join positions p on p.id = bookings.position_id
    ${amountsJoin}
    where ${where ?? sql`true`}`);
  return JSON.parse(row.list) as SerializedBooking[];
}

export async function loadBooking(db: DbOrTx, id: number): Promise<SerializedBooking | null> {
  return (await loadBookings(db, eq(bookings.id, id)))[0] ?? null;
}

/**
 * The working set every console keeps locally (lists, map, calendar): stays that end at most
 * a week ago or start within the next 13 months, live drafts, and recent cancellations.
 * With `since`, only what changed after that instant (cancellations included).
 */
export function syncedWhere(today: string, now: Date, since?: Date): SQL {
  const window = and(gte(bookings.checkOut, addDays(today, -7)), lte(bookings.checkIn, addDays(today, 400)))!;
  const live = or(
    and(isNull(bookings.deletedAt), eq(bookings.isDraft, false)),
    and(isNull(bookings.deletedAt), eq(bookings.isDraft, true), gt(bookings.draftExpiresAt, now)),
    gt(bookings.deletedAt, new Date(now.getTime() - 7 * 86_400_000)),
  )!;
  if (since) return and(window, gt(bookings.updatedAt, since))!;
  return and(window, live)!;
}
