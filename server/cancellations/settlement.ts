// The one document that settles a cancellation (design C5) and its undoing (C7), inside the caller's transaction
// (the booking is locked first), through the invoice services' own cores: writeInvoiceOfLines (createService.ts)
// and writeCreditOfLines / writeCredit (creditService.ts). Nothing here writes an invoice by itself.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import { creditApplications, invoices, paymentTerms, salesItems } from '../db/schema';
import { customerFullNameText } from '../customers/sql';
import { DEFAULT_PAYMENT_TERM_ID } from '../catalog/serialize';
import { serializePaymentTerm } from '../catalog/serialize';
import { refuse, type BookingRow } from '../bookings/bookingChange';
import { writeInvoiceOfLines, type InvoiceDeps, type PaymentTermRecord } from '../invoices/createService';
import { writeCredit, writeCreditOfLines, type NewLine } from '../invoices/creditService';
import { invoiceBookingIds, refreshInvoice } from '../invoices/ledger';
import type { SaleLine } from '../sales/cart';
import { remainingOf, roundInvoiceTotal, termSchedule } from '../../src/domain/invoices';
import { CANCELLATION_TEXTS as T } from '../../src/domain/cancellation';
import type { Judgement } from './judge';

export interface Settled {
  invoiceId: number | null;
  isCredit: boolean;
  /** The final invoice's completed draft (InvoiceDraftUpdated), null otherwise. */
  draftId: number | null;
  customerId: number | null;
  /** Every invoice whose sums changed (InvoiceUpdated), and the bookings on them (BookingSaved). */
  invoiceIds: number[];
  bookingIds: number[];
}

const none: Settled = {
  invoiceId: null,
  isCredit: false,
  draftId: null,
  customerId: null,
  invoiceIds: [],
  bookingIds: [],
};

/** The bookings whose lines (or own invoice) these are, read in the transaction. */
async function bookingsOn(tx: Tx, invoiceIds: number[]): Promise<number[]> {
  const out = new Set<number>();
  for (const id of invoiceIds) for (const b of await invoiceBookingIds(tx, id)) out.add(b);
  return [...out];
}

/** A settlement line as an invoice line: one unit of its amount (a negative amount is one unit returned). */
function lineOf(l: Judgement['lines'][number]): SaleLine {
  return {
    productId: null,
    productName: l.title,
    productGroupId: l.vat.groupId,
    isService: l.vat.isService,
    quantity: l.amount < 0 ? -1000 : 1000,
    price: Math.abs(l.amount),
    originalPrice: null,
    caption: null,
    vatRate: l.vat.rate,
    isAccommodationCharge: l.category === 'accommodation',
    discountType: null,
    discountValue: null,
    sale: l.amount,
  };
}

/**
 * The term of a cancellation's final invoice: the default the invoice dialog starts on ('Förfaller idag'). A
 * cancelled stay has no check-in to count from, so a term that needs one is passed over for the first that does
 * not (by id: 'Inget förfallodatum').
 */
async function finalInvoiceTerm(tx: Tx, total: number, today: string): Promise<PaymentTermRecord> {
  const terms = await tx.select().from(paymentTerms).where(isNull(paymentTerms.deletedAt)).orderBy(paymentTerms.id);
  const fits = (t: PaymentTermRecord) =>
    termSchedule(serializePaymentTerm(t), { total, invoiceDate: today, checkIn: null }).ok;
  const term = terms.find((t) => t.id === DEFAULT_PAYMENT_TERM_ID && fits(t)) ?? terms.find(fits);
  if (!term) throw new Error('no payment term without a check-in: the campsite has no usable term');
  return term;
}

/** The invoices the cancellations of bookings made (settling or undoing): never the booking's own billing. */
const cancellationDocuments = sql`(select settlement_invoice_id from booking_cancellations
    where settlement_invoice_id is not null
  union select reversal_invoice_id from booking_cancellations where reversal_invoice_id is not null)`;

/** The booking's ordinary invoices (its own, or carrying its lines), newest first, locked. */
async function bookingInvoices(tx: Tx, bookingId: number) {
  return tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.isCreditInvoice, false),
        sql`${invoices.id} not in ${cancellationDocuments}`,
        or(
          eq(invoices.bookingId, bookingId),
          sql`${invoices.id} in (select invoice_id from charges where booking_id = ${bookingId} and invoice_id is not null)`,
          sql`${invoices.id} in (select invoice_id from accommodation_charges where booking_id = ${bookingId}
            and invoice_id is not null)`,
        ),
      ),
    )
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .for('update');
}

async function customerName(tx: Tx, customerId: number): Promise<string> {
  const [c] = await queryRows<{ name: string }>(
    tx,
    sql`select ${sql.raw(customerFullNameText('c'))} as name from customers c where c.id = ${customerId}`,
  );
  if (!c) throw refuse('no_customer', T.noCustomerToInvoice);
  return c.name;
}

/**
 * Makes the one document of C5 from the judgement's lines (Σ = payable_amount), rounded as every invoice is:
 * payable > 0 an ordinary invoice (the final invoice) of the booking's customer; payable < 0 a credit invoice (the
 * balancing invoice) whose original is the booking's latest invoice (or none when it was paid only at the till),
 * its credit applied to the booking's invoices' remaining newest first and the rest left to pay out. A payable
 * that rounds to 0 kr makes no document (the rounding forgives it).
 */
export async function settle(
  tx: Tx,
  deps: InvoiceDeps,
  x: { booking: BookingRow; judged: Judgement; clientKey: string; cancellationId: number },
): Promise<Settled> {
  const payable = x.judged.preview.payable_amount;
  const { total, rounding } = roundInvoiceTotal(payable);
  if (total === 0) return none;
  const customerId = x.booking.customerId;
  if (customerId == null) throw refuse('no_customer', T.noCustomerToInvoice);
  const lines = x.judged.lines.map(lineOf);
  const payload = { cancellation_id: x.cancellationId, client_key: x.clientKey };

  if (total > 0) {
    const written = await writeInvoiceOfLines(tx, deps, {
      lines,
      field: 'booking_id',
      term: await finalInvoiceTerm(tx, total, deps.today),
      customerId,
      checkIn: async () => null,
      bookingId: x.booking.id,
      bookingGroupId: null,
      clientKey: `${x.clientKey}:invoice`,
      payload,
    });
    const invoiceIds = [written.id];
    return {
      invoiceId: written.id,
      isCredit: false,
      draftId: written.draftId,
      customerId,
      invoiceIds,
      bookingIds: await bookingsOn(tx, invoiceIds),
    };
  }

  const own = await bookingInvoices(tx, x.booking.id);
  let left = -total;
  const applications: { invoiceId: number; amount: number }[] = [];
  for (const inv of own) {
    const remaining = remainingOf({ total: inv.totalAmount, paid: inv.paidAmount, credited: inv.creditedAmount });
    const take = Math.min(left, Math.max(0, remaining));
    if (take <= 0) continue;
    applications.push({ invoiceId: inv.id, amount: take });
    left -= take;
    if (left === 0) break;
  }
  const creditId = await writeCreditOfLines(tx, deps, {
    amount: -total,
    // The credit invoice's rounding is stored negated: an amount rounded up (more back) is a negative rounding.
    rounding: -rounding,
    originalInvoiceId: own[0]?.id ?? null,
    owner: {
      bookingId: x.booking.id,
      bookingGroupId: null,
      customerId,
      customerName: await customerName(tx, customerId),
    },
    lines: lines as NewLine[],
    clientKey: `${x.clientKey}:credit`,
    applications,
  });
  const invoiceIds = [creditId, ...applications.map((a) => a.invoiceId)];
  return {
    invoiceId: creditId,
    isCredit: true,
    draftId: null,
    customerId,
    invoiceIds,
    bookingIds: await bookingsOn(tx, invoiceIds),
  };
}

/**
 * Undoes the settling document of a completed cancellation ('Ångra avbokning', C7): a final invoice is credited in
 * full through writeCredit (its payments stay on it and follow the credit rules); a balancing credit invoice that
 * has paid nothing out is undone by an invoice of the same lines negated, the credit it gave the booking's invoices
 * taken back and given to that invoice instead, so every invoice reads as before the cancellation. A balancing
 * invoice that paid money out (or moved it to customer credit) is refused. Answers the invoice made, or null.
 */
export async function unsettle(
  tx: Tx,
  deps: InvoiceDeps,
  x: { settlementInvoiceId: number; cancellationId: number },
): Promise<{ invoiceId: number | null; invoiceIds: number[]; bookingIds: number[] }> {
  const [doc] = await tx.select().from(invoices).where(eq(invoices.id, x.settlementInvoiceId)).for('update').limit(1);
  if (!doc) return { invoiceId: null, invoiceIds: [], bookingIds: [] };
  const key = `cancellation-${x.cancellationId}-reversal`;

  if (!doc.isCreditInvoice) {
    const [prior] = await queryRows<{ sum: number }>(
      tx,
      sql`select coalesce(sum(-total_amount), 0)::int as sum from invoices
        where original_invoice_id = ${doc.id} and is_credit_invoice`,
    );
    // Already credited in full by hand: nothing is left to take back.
    if (prior.sum >= doc.totalAmount) return { invoiceId: null, invoiceIds: [], bookingIds: [] };
    const done = await writeCredit(tx, deps, {
      client_key: key,
      originalInvoiceId: doc.id,
      mode: 'credit-full-amount',
      creditSalesItems: [],
    });
    const invoiceIds = [done.creditId, doc.id];
    return { invoiceId: done.creditId, invoiceIds, bookingIds: await bookingsOn(tx, invoiceIds) };
  }

  if (doc.paidAmount !== 0) throw refuse('refund_already_made', T.refundAlreadyMade);
  const given = await tx
    .select()
    .from(creditApplications)
    .where(and(eq(creditApplications.creditInvoiceId, doc.id), isNull(creditApplications.deletedAt)));
  if (given.length) {
    await tx
      .update(creditApplications)
      .set({ deletedAt: deps.now })
      .where(
        inArray(
          creditApplications.id,
          given.map((a) => a.id),
        ),
      );
  }
  const docLines = await tx.select().from(salesItems).where(eq(salesItems.invoiceId, doc.id)).orderBy(salesItems.id);
  const negated: SaleLine[] = docLines.map((l) => ({
    productId: l.productId,
    productName: l.productName,
    productGroupId: l.productGroupId,
    isService: l.isService,
    quantity: -l.quantity,
    price: l.price,
    originalPrice: l.originalPrice,
    caption: l.caption,
    vatRate: l.vatRate,
    isAccommodationCharge: l.isAccommodationCharge,
    discountType: l.discountType,
    discountValue: l.discountValue,
    sale: -l.sale,
  }));
  const undo = await writeInvoiceOfLines(tx, deps, {
    lines: negated,
    field: 'booking_id',
    term: await finalInvoiceTerm(tx, -doc.totalAmount, deps.today),
    customerId: doc.customerId,
    checkIn: async () => null,
    bookingId: doc.bookingId,
    bookingGroupId: doc.bookingGroupId,
    clientKey: key,
    payload: { cancellation_id: x.cancellationId, reverses_invoice_id: doc.id },
  });
  // The credit invoice settles the invoice that undoes it: both close, nothing is left to pay or pay out.
  const [undoRow] = await tx.select().from(invoices).where(eq(invoices.id, undo.id)).limit(1);
  const amount = Math.min(-doc.totalAmount, undoRow.totalAmount);
  if (amount > 0)
    await tx
      .insert(creditApplications)
      .values({ invoiceId: undo.id, creditInvoiceId: doc.id, creditedAmount: amount, creditedAt: deps.now });
  const touched = [...new Set([undo.id, doc.id, ...given.map((a) => a.invoiceId)])];
  for (const id of touched) await refreshInvoice(tx, id, deps.now);
  return { invoiceId: undo.id, invoiceIds: touched, bookingIds: await bookingsOn(tx, touched) };
}
