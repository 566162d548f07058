import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import type { BookingEditingRecord, ScopedInvoice, ScopedReceipt, SentEmail } from '../../src/contracts/documents';

/**
 * The lists of a booking's (or a group's) pane tabs: history, e-mails, receipts and invoices.
 * A scope names the bookings by an id subquery, and optionally the group itself, whose own
 * rows (group mails, group receipts) carry only booking_group_id.
 */
export interface RecordScope {
  /** SQL returning booking ids, e.g. sql`select 12` or the members of a group. */
  bookingIds: SQL;
  groupId?: number;
}

export const bookingScope = (id: number): RecordScope => ({ bookingIds: sql`select ${id}::int` });
export const groupScope = (groupId: number): RecordScope => ({
  bookingIds: sql`select id from bookings where booking_group_id = ${groupId}`,
  groupId,
});

const orGroup = (column: string, scope: RecordScope) =>
  scope.groupId == null ? sql`` : sql` or ${sql.raw(column)} = ${scope.groupId}`;

async function jsonList<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  // Built as JSON by the database, so times read as ISO 8601 on PGlite and PostgreSQL alike.
  const [row] = await queryRows<{ list: string }>(
    db,
    sql`select coalesce(json_agg(x)::text, '[]') as list from (${query}) x`,
  );
  return JSON.parse(row.list) as T[];
}

export type EditingRecordJson = BookingEditingRecord;

/** 'Historik': newest first, with who did it. */
export function editingRecordsOf(db: DbOrTx, scope: RecordScope) {
  return jsonList<EditingRecordJson>(
    db,
    sql`
    select e.id, e.created_at, e.action, e.description, e.changes, e.booking_id, e.booking_group_id,
      case when u.id is null then null else json_build_object('id', u.id, 'name', u.name, 'initials', u.initials, 'color', u.color) end as "user"
    from editing_records e left join users u on u.id = e.user_id
    where e.booking_id in (${scope.bookingIds})${orGroup('e.booking_group_id', scope)}
    order by e.created_at desc, e.id desc`,
  );
}

export const EMAIL_LIST_COLUMNS = sql.raw(
  'm.id, m.status, m.sent_at, m.opened_at, m.title, m.recipient_email, m.icon, m.kind, m.booking_id, m.booking_group_id',
);

/** 'Email': sent mails, newest first. */
export function emailsOf(db: DbOrTx, scope: RecordScope) {
  return jsonList<SentEmail>(
    db,
    sql`
    select ${EMAIL_LIST_COLUMNS} from emails m
    where m.booking_id in (${scope.bookingIds})${orGroup('m.booking_group_id', scope)}
    order by m.sent_at desc, m.id desc`,
  );
}

/** Ids of receipts or invoices (by `column` of the sales tables) that sold something of the scope. */
const linkedDocuments = (column: 'receipt_id' | 'invoice_id', scope: RecordScope) => sql`
  select si.${sql.raw(column)} from sales_items si where si.${sql.raw(column)} is not null and (
    si.charge_id in (select ch.id from charges ch where ch.booking_id in (${scope.bookingIds})${orGroup('ch.booking_group_id', scope)})
    or si.accommodation_charge_id in (select ac.id from accommodation_charges ac where ac.booking_id in (${scope.bookingIds})))
  union select ch.${sql.raw(column)} from charges ch where ch.${sql.raw(column)} is not null and (ch.booking_id in (${scope.bookingIds})${orGroup('ch.booking_group_id', scope)})
  union select ac.${sql.raw(column)} from accommodation_charges ac where ac.${sql.raw(column)} is not null and ac.booking_id in (${scope.bookingIds})`;

/** 'Kvitton': registered receipts made out to the booking or selling its charges, newest first. */
export function receiptsOf(db: DbOrTx, scope: RecordScope) {
  return jsonList<ScopedReceipt>(
    db,
    sql`
    select r.id, r.receipt_serial as receipt_number, r.total, r.receipt_type, r.created_at from receipts r
    where r.receipt_serial is not null and (r.booking_id in (${scope.bookingIds})${orGroup('r.booking_group_id', scope)}
      or r.id in (${linkedDocuments('receipt_id', scope)}))
    order by r.created_at desc, r.id desc`,
  );
}

/** 'Fakturor': what is left to pay is the total less payments and credits applied to it (the ledger's sums). */
export function invoicesOf(db: DbOrTx, scope: RecordScope) {
  return jsonList<ScopedInvoice>(
    db,
    sql`
    select i.id, i.invoice_number, i.total_amount as total,
      case when i.is_credit_invoice then 0 else greatest(0, i.total_amount - i.paid_amount - i.credited_amount) end
        as remaining_amount,
      to_char(i.invoice_date, 'YYYY-MM-DD') as invoice_date, to_char(i.due_date, 'YYYY-MM-DD') as due_date,
      i.status, i.is_credit_invoice, i.created_at
    from invoices i
    where i.booking_id in (${scope.bookingIds})${orGroup('i.booking_group_id', scope)} or i.id in (${linkedDocuments('invoice_id', scope)})
    order by i.invoice_date desc, i.id desc`,
  );
}
