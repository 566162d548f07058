// Reading cancellations: the row in force for a booking, its answer shape (src/contracts/cancellations.ts), the
// dialog's booking summary and the list.
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { bookingCancellations, cancellationPolicies, invoices } from '../db/schema';
import { customerFullNameText } from '../customers/sql';
import { notFound } from '../http/errors';
import { remainingOf } from '../../src/domain/invoices';
import { CANCELLATION_TEXTS as T, type CancellationOptionId } from '../../src/domain/cancellation';
import type {
  BookingCancellation,
  CancellationPreviewOut,
  SpecificationRowOut,
} from '../../src/contracts/cancellations';
import type { z } from 'zod';
import type { cancellationBooking } from '../../src/contracts/cancellations';

export type CancellationRow = typeof bookingCancellations.$inferSelect;
export type PolicyRow = typeof cancellationPolicies.$inferSelect;

const OPTION_IDS: readonly CancellationOptionId[] = ['policy', 'document', 'manual', 'free'];
/** The option chosen; a document requested before options were kept (older rows) is the certificate's. */
export function optionIdOf(c: CancellationRow | null | undefined): CancellationOptionId | null {
  if (c?.selectedOptionId != null && (OPTION_IDS as readonly string[]).includes(c.selectedOptionId))
    return c.selectedOptionId as CancellationOptionId;
  return c?.approvalRequestedAt != null ? 'document' : null;
}

/** The cancellation in force for a booking (not reversed: open or completed), locked when `forUpdate`. */
export async function cancellationInForce(db: DbOrTx, bookingId: number, forUpdate = false) {
  const q = db
    .select()
    .from(bookingCancellations)
    .where(and(eq(bookingCancellations.bookingId, bookingId), isNull(bookingCancellations.reversedAt)))
    .orderBy(desc(bookingCancellations.id))
    .limit(1);
  const [c] = await (forUpdate ? q.for('update') : q);
  return c ?? null;
}

export const isOpen = (c: CancellationRow | null): c is CancellationRow =>
  c != null && c.completedAt == null && c.reversedAt == null;

export async function cancellationById(db: DbOrTx, id: number, forUpdate = false): Promise<CancellationRow> {
  const q = db.select().from(bookingCancellations).where(eq(bookingCancellations.id, id)).limit(1);
  const [c] = await (forUpdate ? q.for('update') : q);
  if (!c) throw notFound(T.cancellationNotFound);
  return c;
}

export async function cancellationByKey(db: DbOrTx, key: string): Promise<CancellationRow | null> {
  const [c] = await db.select().from(bookingCancellations).where(eq(bookingCancellations.clientKey, key)).limit(1);
  return c ?? null;
}

export async function policyOf(db: DbOrTx, policyId: number | null): Promise<PolicyRow | null> {
  if (policyId == null) return null;
  const [p] = await db.select().from(cancellationPolicies).where(eq(cancellationPolicies.id, policyId)).limit(1);
  return p ?? null;
}

type InvoiceRef = NonNullable<BookingCancellation['settlement_invoice']>;

async function invoiceRefs(db: DbOrTx, ids: number[]): Promise<Map<number, InvoiceRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(invoices).where(inArray(invoices.id, ids));
  return new Map(
    rows.map((i) => [
      i.id,
      {
        id: i.id,
        invoice_number: i.invoiceNumber,
        is_credit_invoice: i.isCreditInvoice,
        total: i.totalAmount,
        remaining_amount: remainingOf({ total: i.totalAmount, paid: i.paidAmount, credited: i.creditedAmount }),
      },
    ]),
  );
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Rows as the API answers them (bookings.md 3 "Booking cancellation"), their invoices read in one query. */
export async function serializeCancellations(db: DbOrTx, rows: CancellationRow[]): Promise<BookingCancellation[]> {
  const ids = rows.flatMap((r) => [r.settlementInvoiceId, r.reversalInvoiceId]).filter((x): x is number => x != null);
  const refs = await invoiceRefs(db, ids);
  return rows.map((c) => ({
    id: c.id,
    booking_id: c.bookingId,
    status_text: c.statusText,
    selected_option_id: optionIdOf(c),
    approval_request:
      c.approvalRequestedAt == null
        ? null
        : {
            requested_at: c.approvalRequestedAt.toISOString(),
            approved_at: iso(c.approvedAt),
            has_valid_document: c.approvedAt == null ? null : (c.hasValidDocument ?? null),
          },
    completed_at: iso(c.completedAt),
    completed_page: c.completedPage
      ? {
          selected_option_text: c.completedPage.selected_option_text,
          change_description: c.completedPage.change_description,
          final_specification: c.completedPage.final_specification as SpecificationRowOut[],
        }
      : null,
    preview: (c.preview as CancellationPreviewOut | null) ?? null,
    reversed_at: iso(c.reversedAt),
    created_at: c.createdAt.toISOString(),
    settlement_invoice: c.settlementInvoiceId != null ? (refs.get(c.settlementInvoiceId) ?? null) : null,
    reversal_invoice: c.reversalInvoiceId != null ? (refs.get(c.reversalInvoiceId) ?? null) : null,
  }));
}

export async function serializeCancellation(db: DbOrTx, row: CancellationRow): Promise<BookingCancellation> {
  return (await serializeCancellations(db, [row]))[0];
}

export type CancellationBooking = z.input<typeof cancellationBooking>;

/** The dialog's booking summary for each booking named by `where` (over bookings b), by id. */
export async function bookingSummaries(db: DbOrTx, where: SQL): Promise<Map<number, CancellationBooking>> {
  const rows = await queryRows<{ j: string }>(
    db,
    sql`select json_build_object(
        'id', b.id, 'booking_number', b.booking_number,
        'customer_full_name', case when c.id is null then null else ${sql.raw(customerFullNameText('c'))} end,
        'check_in', to_char(b.check_in, 'YYYY-MM-DD'), 'check_out', to_char(b.check_out, 'YYYY-MM-DD'),
        'created_at', b.created_at, 'deleted_at', b.deleted_at, 'cancellation_status', b.cancellation_status,
        'cancellation_policy', case when p.id is null then null else json_build_object('id', p.id, 'name', p.name,
          'human_readable_price', p.human_readable_price, 'human_readable_text', p.human_readable_text) end
      )::text as j
      from bookings b left join customers c on c.id = b.customer_id
      left join cancellation_policies p on p.id = b.cancellation_policy_id
      where ${where}`,
  );
  // Built as JSON by the database, so times read as ISO 8601 on PGlite and PostgreSQL alike.
  const list = rows.map((r) => JSON.parse(r.j) as CancellationBooking);
  return new Map(list.map((b) => [b.id, b]));
}

/** GET booking-cancellations: one booking's cancellations, or every one not finished; newest first. */
export async function listCancellations(
  db: DbOrTx,
  q: { booking_id?: number; offset?: number; limit?: number },
): Promise<{ rows: CancellationRow[]; total: number }> {
  const where =
    q.booking_id != null
      ? eq(bookingCancellations.bookingId, q.booking_id)
      : and(isNull(bookingCancellations.completedAt), isNull(bookingCancellations.reversedAt));
  const rows = await db
    .select()
    .from(bookingCancellations)
    .where(where)
    .orderBy(desc(bookingCancellations.createdAt), desc(bookingCancellations.id))
    .offset(q.offset ?? 0)
    .limit(q.limit ?? 100);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bookingCancellations).where(where);
  return { rows, total: count.n };
}
