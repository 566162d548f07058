// The invoice ledger: numbers and OCR at creation, and the sums kept on the invoice row. Every write that
// adds, removes or changes a payment or credit application calls refreshInvoice in its own transaction, so
// paid_amount, credited_amount and status never disagree with the applications (a CHECK keeps them within
// the total). Bookings whose lines the invoice carries are touched so every console's working set refetches
// their Betalt / Kvar.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import { bookings, creditApplications, invoiceSettings, invoices, paymentApplications, payments } from '../db/schema';
import { invoiceStatus } from '../../src/domain/invoices';
import { ocrReference } from '../../src/domain/numbers';

export type InvoiceRecord = typeof invoices.$inferSelect;
export type InvoiceSettingsRecord = typeof invoiceSettings.$inferSelect;

export async function invoiceSettingsOf(tx: Tx): Promise<InvoiceSettingsRecord> {
  const [s] = await tx.select().from(invoiceSettings).orderBy(invoiceSettings.id).limit(1);
  if (!s) throw new Error('invoice_settings has no row: the campsite is not set up for invoicing');
  return s;
}

/**
 * The next number of the campsite's unbroken series and its OCR reference, taken inside `tx`: concurrent
 * creations wait on the settings row, and one that rolls back gives its number back.
 */
export async function nextInvoiceNumber(tx: Tx): Promise<{ invoiceNumber: number; ocr: string }> {
  const [row] = await queryRows<{ n: number; length_digit: boolean }>(
    tx,
    sql`update invoice_settings set last_invoice_number = last_invoice_number + 1
        where id = (select min(id) from invoice_settings)
        returning last_invoice_number as n, ocr_length_digit as length_digit`,
  );
  if (!row) throw new Error('invoice_settings has no row: the campsite is not set up for invoicing');
  return { invoiceNumber: row.n, ocr: ocrReference(String(row.n), row.length_digit) };
}

/** Recomputes an invoice's paid and credited sums and status from its live applications; returns the row. */
export async function refreshInvoice(tx: Tx, invoiceId: number, now: Date): Promise<InvoiceRecord> {
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update').limit(1);
  if (!inv) throw new Error(`invoice ${invoiceId} does not exist`);
  const [paid] = await tx
    .select({ sum: sql<number>`coalesce(sum(${paymentApplications.paidAmount}), 0)::int` })
    .from(paymentApplications)
    .innerJoin(payments, eq(payments.id, paymentApplications.paymentId))
    .where(
      and(
        eq(paymentApplications.invoiceId, invoiceId),
        isNull(paymentApplications.deletedAt),
        isNull(payments.deletedAt),
        eq(payments.transactionStatus, 'confirmed'),
      ),
    );
  // On an invoice: what credit invoices took off it. On a credit invoice: what it settled, negative.
  const creditColumn = inv.isCreditInvoice ? creditApplications.creditInvoiceId : creditApplications.invoiceId;
  const [credited] = await tx
    .select({ sum: sql<number>`coalesce(sum(${creditApplications.creditedAmount}), 0)::int` })
    .from(creditApplications)
    .where(and(eq(creditColumn, invoiceId), isNull(creditApplications.deletedAt)));
  const sums = {
    total: inv.totalAmount,
    paid: paid.sum,
    credited: inv.isCreditInvoice ? -credited.sum : credited.sum,
  };
  const [updated] = await tx
    .update(invoices)
    .set({ paidAmount: sums.paid, creditedAmount: sums.credited, status: invoiceStatus(sums), updatedAt: now })
    .where(eq(invoices.id, invoiceId))
    .returning();
  await touchInvoiceBookings(tx, invoiceId, now);
  return updated;
}

/** The bookings an invoice is of or carries lines of (their Betalt / Kvar follow it). */
const invoiceBookings = (invoiceId: number) => sql`(
  select booking_id from invoices where id = ${invoiceId} and booking_id is not null
  union select booking_id from charges where invoice_id = ${invoiceId} and booking_id is not null
  union select booking_id from accommodation_charges where invoice_id = ${invoiceId})`;

export async function invoiceBookingIds(tx: Tx, invoiceId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select booking_id as id from ${invoiceBookings(invoiceId)} b order by 1`,
  );
  return rows.map((r) => r.id);
}

/** Bumps updated_at of every booking whose lines (or own invoice) this is, so working sets refetch them. */
export async function touchInvoiceBookings(tx: Tx, invoiceId: number, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ updatedAt: now })
    .where(sql`${bookings.id} in ${invoiceBookings(invoiceId)}`);
}
