import { and, eq, gt, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { bookings } from '../db/schema';
import { addDays } from '../../src/domain/dates';
import { customerFullNameText } from '../customers/sql';
import type { BookingField, BookingFields, BookingListField } from '../../src/contracts/bookings';

const fullName = customerFullNameText;

/**
 * The booking fields every console keeps in its working set, as [name, SQL expression].
 * One list feeds both shapes: the columnar table of bookings/synced and the object of one booking.
 */
export const BOOKING_LIST_FIELDS: readonly [BookingListField, string][] = [
  ['id', 'bookings.id'],
  ['booking_number', 'bookings.booking_number'],
  ['title', `coalesce(nullif(${fullName('c')}, ''), 'Bokning ' || bookings.booking_number)`],
  ['type', 'bookings.type'],
  ['check_in', 'bookings.check_in'],
  ['check_out', 'bookings.check_out'],
  ['checked_in_at', 'bookings.checked_in_at'],
  ['checked_out_at', 'bookings.checked_out_at'],
  ['auto_checkout_at', 'bookings.auto_checkout_at'],
  ['confirmed_at', 'bookings.confirmed_at'],
  ['created_at', 'bookings.created_at'],
  ['updated_at', 'bookings.updated_at'],
  ['deleted_at', 'bookings.deleted_at'],
  ['is_draft', 'bookings.is_draft'],
  ['draft_expires_at', 'bookings.draft_expires_at'],
  ['position_id', 'bookings.position_id'],
  ['category_id', 'bookings.category_id'],
  ['customer_id', 'bookings.customer_id'],
  ['customer_name', fullName('c')],
  ['customer_country_id', 'c.country_id'],
  ['booking_group_id', 'bookings.booking_group_id'],
  ['adults', 'bookings.adults'],
  ['children', 'bookings.children'],
  ['dogs', 'bookings.dogs'],
  ['expected_arrival_time', 'bookings.expected_arrival_time'],
  ['total_accommodation_amount', 'am.total'],
  ['remaining_accommodation_amount', 'greatest(0, am.total - am.paid)'],
  ['is_fully_paid', 'am.total - am.paid <= 0'],
  ['channel_id', 'bookings.channel_id'],
  ['access_driver', 'bookings.access_driver'],
  ['cancellation_status', 'bookings.cancellation_status'],
  ['remarks', 'bookings.remarks'],
];

/** What one booking adds to the list fields when read on its own (pane, events). */
const BOOKING_DETAIL_FIELDS: readonly [BookingField, string][] = [
  ...BOOKING_LIST_FIELDS,
  [
    'subtitle',
    `concat_ws(' · ', p.full_name, to_char(bookings.check_in, 'YYYY-MM-DD') || ' – ' || to_char(bookings.check_out, 'YYYY-MM-DD'))`,
  ],
  ['lodging_type_id', 'bookings.lodging_type_id'],
  ['cancellation_policy_id', 'bookings.cancellation_policy_id'],
  ['season_id', 'bookings.season_id'],
  [
    'customer',
    `case when c.id is null then null else json_build_object('id', c.id, 'full_name', ${fullName('c')}, 'is_org', c.is_org, 'country_id', c.country_id, 'shortAddress', concat_ws(', ', nullif(concat_ws(' ', c.street_name, c.street_number), ''), c.city), 'email', c.email, 'email_status', c.email_status, 'color', c.color) end`,
  ],
  ['accommodation_price', 'bookings.accommodation_price'],
  ['paid_accommodation_amount', 'am.paid'],
  [
    'applied_fees',
    `json_build_object('booking_fee', bookings.booking_fee, 'position_reservation_fee', bookings.position_reservation_fee, 'electricity_fee', bookings.electricity_fee)`,
  ],
  ['requests', 'bookings.requests'],
  ['bookvisit_booking_code', 'bookings.bookvisit_booking_code'],
  ['external_source', 'bookings.external_source'],
  ['external_reference', 'bookings.external_reference'],
  ['is_customer_selected_position', 'bookings.is_customer_selected_position'],
  [
    'has_suggested_charges',
    'exists (select 1 from suggested_accommodation_charges sac where sac.booking_id = bookings.id and sac.resolved_at is null)',
  ],
];

/** A line's total in SQL, exactly as chargeLineTotalOre (src/domain/discount.ts): discounted unit price, then × quantity. */
const lineTotal = (a: string, quantity: string) => `round((case ${a}.discount_type
    when 'flat' then ${a}.price - least(greatest(${a}.discount_value, 0), greatest(${a}.price, 0))
    when 'percent' then ${a}.price - round(${a}.price::numeric * least(greatest(${a}.discount_value, 0), 10000) / 10000)
    else ${a}.price end)::numeric * ${quantity} / 1000)`;

/**
 * What a booking owes, as rows (booking_id, total, paid): its lodging charges and its other charges, applied
 * fees included, live ones only. A line on a receipt is paid. Lines on an invoice come as two rows per booking
 * and invoice: the part the invoice's settled sum (paid_amount + credited_amount, kept by the ledger) covers,
 * paid, and the rest, unpaid. An invoice's settled sum is allotted to its bookings in booking-id order (the
 * first fill first), so the bookings' shares add up to it; a closed invoice covers all its lines. The one
 * source of a booking's Totalt / Betalt / Kvar for the list, the pane, the checkout and the cart:
 * sum(total) is the total, sum(total) filter (where paid) what is paid.
 */
export const bookingMoneyLines = (lodgingWhere: string, chargeWhere: string) => `(
    select g.booking_id, part.total, part.paid
    from (
      select l.booking_id, l.invoice_id, l.paid, sum(l.total) as lines from (
        select ac.booking_id, case when ac.receipt_id is null then ac.invoice_id end as invoice_id,
          ${lineTotal('ac', '1000')} as total, ac.receipt_id is not null as paid
        from accommodation_charges ac
        where ac.deleted_at is null and ${lodgingWhere}
        union all
        select ch.booking_id, case when ch.status <> 'paid' and ch.receipt_id is null then ch.invoice_id end,
          ${lineTotal('ch', 'ch.quantity')}, (ch.status = 'paid' or ch.receipt_id is not null)
        from charges ch
        where ch.deleted_at is null and ${chargeWhere}
      ) l group by l.booking_id, l.invoice_id, l.paid
    ) g
    left join invoices inv on inv.id = g.invoice_id
    cross join lateral (select case
      when g.invoice_id is null then case when g.paid then g.lines else 0 end
      when inv.id is null then 0
      when inv.status = 'closed' then g.lines
      -- A one-booking invoice has nobody before it; on a shared one the lower booking ids fill first.
      else least(g.lines, greatest(0, inv.paid_amount + inv.credited_amount - case when inv.booking_id is not null
        then 0 else (select coalesce(sum(si.sale), 0) from sales_items si
          left join charges pc on pc.id = si.charge_id
          left join accommodation_charges pa on pa.id = si.accommodation_charge_id
          where si.invoice_id = inv.id and coalesce(pc.booking_id, pa.booking_id) < g.booking_id) end))
      end as covered) c
    cross join lateral (values (c.covered, true), (g.lines - c.covered, false)) part(total, paid)
  )`;

/** The joins the field lists above read from (aliases c, p, am), to follow `from bookings`. */
export const BOOKING_FIELD_JOINS = `left join customers c on c.id = bookings.customer_id
  left join positions p on p.id = bookings.position_id
  left join lateral (
    select coalesce(sum(x.total), 0)::bigint as total, coalesce(sum(x.total) filter (where x.paid), 0)::bigint as paid
    from ${bookingMoneyLines('ac.booking_id = bookings.id', 'ch.booking_id = bookings.id')} x
  ) am on true`;
const FROM = sql.raw(`from bookings ${BOOKING_FIELD_JOINS}`);
const ORDER = sql.raw('order by bookings.check_in, bookings.id');

const asObject = sql.raw(`json_build_object(${BOOKING_DETAIL_FIELDS.map(([n, e]) => `'${n}', ${e}`).join(', ')})`);
// Arrays, not objects: PostgreSQL (and PGlite's WASM most of all) builds them ~3× faster.
const asRow = sql.raw(`json_build_array(${BOOKING_LIST_FIELDS.map(([, e]) => e).join(', ')})`);

export type SerializedBooking = Record<string, unknown> & { id: number; booking_number: string };

/** Bookings matching `where` with every field, in check-in order: for single bookings and small sets. */
export async function loadBookings(db: DbOrTx, where: SQL | undefined): Promise<BookingFields[]> {
  const [row] = await queryRows<{ list: string }>(
    db,
    sql`select coalesce(json_agg(${asObject} ${ORDER})::text, '[]') as list ${FROM} where ${where ?? sql`true`}`,
  );
  // The object's keys are BOOKING_DETAIL_FIELDS, typed against the contract above.
  return JSON.parse(row.list) as BookingFields[];
}

export async function loadBooking(db: DbOrTx, id: number): Promise<BookingFields | null> {
  return (await loadBookings(db, eq(bookings.id, id)))[0] ?? null;
}

/** The working set as a table: column names, and the rows as one JSON text straight from the database. */
export async function loadBookingTable(db: DbOrTx, where: SQL): Promise<{ columns: string[]; rowsJson: string }> {
  const [row] = await queryRows<{ rows: string }>(db, bookingTableQuery(where));
  return { columns: BOOKING_LIST_FIELDS.map(([n]) => n), rowsJson: row.rows };
}

/** The table's rows as one JSON text (column `rows`), with `extra` select items over the same rows. */
export function bookingTableQuery(where: SQL, extra?: SQL): SQL {
  return sql`select coalesce(json_agg(${asRow} ${ORDER})::text, '[]') as rows${extra ?? sql``} ${FROM} where ${where}`;
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
