// Creating an invoice (POST invoices/create): one transaction that locks what is invoiced, prices exactly the
// lines the till would sell (server/sales/cart.ts priceCart, so cart = invoice to the öre), dates it by the
// payment term, takes the next number of the unbroken series and writes the invoice, its lines, the lines'
// link back to it and the completed draft. The same client_key twice is one invoice.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type DbOrTx, type Tx } from '../db/client';
import {
  accommodationCharges,
  bookingGroups,
  bookings,
  charges,
  invoiceDrafts,
  invoices,
  paymentTerms,
  salesItems,
} from '../db/schema';
import { fieldError, isUniqueViolation } from '../http/errors';
import { customerFullNameText } from '../customers/sql';
import { loadBooking } from '../bookings/queries';
import { serializePaymentTerm } from '../catalog/serialize';
import { closeOrderIfEmpty, lockOwner, priceCart, type CartSource, type SaleLine } from '../sales/cart';
import { invoiceBookingIds, nextInvoiceNumber, refreshInvoice } from './ledger';
import { invoiceAnswer } from './queries';
import { roundInvoiceTotal, termSchedule } from '../../src/domain/invoices';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import { INPUT_TEXTS, MAX_LINE_TOTAL, MAX_ORDER_TOTAL } from '../../src/domain/input';
import type { createInvoice as createInvoiceContract, InvoiceDetail } from '../../src/contracts/invoices';

export type CreateInvoiceInput = z.output<typeof createInvoiceContract.body>;

/** What creating an invoice needs of its caller: a route's ServiceContext, or the demo seeder's own. */
export interface InvoiceDeps {
  db: DbOrTx;
  now: Date;
  /** Europe/Stockholm date of `now`: the invoice date. */
  today: string;
  publish(event: string, data: unknown): Promise<void>;
}

const refuse = fieldError;

/** Which field a refusal about the whole invoice is blamed on: the owner the caller named. */
function ownerField(input: CreateInvoiceInput): string {
  if (input.booking_id != null) return 'booking_id';
  if (input.booking_group_id != null) return 'booking_group_id';
  if (input.parked_order_id != null) return 'parked_order_id';
  if (input.items?.length) return 'items';
  return 'customer_id';
}

interface Created {
  id: number;
  draftId: number;
  bookingId: number | null;
  customerId: number;
  touchedBookings: number[];
  closedOrderId: number | null;
}

/**
 * Invoices a booking, a group, a parked order, the till's free lines or a customer's open charges
 * (customer_id alone: every live booking of the customer, locked in id order). Answers { invoice }.
 */
export async function createInvoice(deps: InvoiceDeps, input: CreateInvoiceInput): Promise<{ invoice: InvoiceDetail }> {
  const before = await invoiceIdByKey(deps.db, input.client_key);
  if (before != null) return invoiceAnswer(deps.db, before, deps.today);
  let created: Created | { existingId: number };
  try {
    created = await deps.db.transaction((tx) => writeInvoice(tx, deps, input));
  } catch (err) {
    // A concurrent twin with the same key won: answer with its invoice.
    if (isUniqueViolation(err, 'invoices_client_key_unique')) {
      const winner = await invoiceIdByKey(deps.db, input.client_key);
      if (winner != null) return invoiceAnswer(deps.db, winner, deps.today);
    }
    throw err;
  }
  if ('existingId' in created) return invoiceAnswer(deps.db, created.existingId, deps.today);
  await deps.publish('InvoiceUpdated', { invoice_id: created.id });
  await deps.publish('InvoiceDraftUpdated', {
    invoice_draft_id: created.draftId,
    booking_id: created.bookingId,
    customer_id: created.customerId,
  });
  for (const id of created.touchedBookings) {
    const booking = await loadBooking(deps.db, id);
    if (booking) await deps.publish('BookingSaved', { booking_id: id, booking });
  }
  if (created.closedOrderId != null)
    await deps.publish('ParkedOrderRemoved', { parked_order_id: created.closedOrderId });
  return invoiceAnswer(deps.db, created.id, deps.today);
}

async function invoiceIdByKey(db: DbOrTx, key: string): Promise<number | null> {
  const [r] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.clientKey, key)).limit(1);
  return r?.id ?? null;
}

/** The cart sources to invoice: one owner (with the free lines), the free lines alone, or each booking of the customer. */
async function sourcesOf(
  tx: Tx,
  input: CreateInvoiceInput,
): Promise<{ sources: CartSource[]; ownerCustomer: number | null }> {
  const owners = [input.booking_id, input.booking_group_id, input.parked_order_id].filter((x) => x != null);
  if (owners.length > 1) throw refuse('one_source', ownerField(input), INVOICE_TEXTS.oneSource);
  const items = input.items ?? [];
  if (owners.length === 0 && (input.charge_ids || input.accommodation_charge_ids))
    throw refuse(
      'ids_need_owner',
      input.charge_ids ? 'charge_ids' : 'accommodation_charge_ids',
      INVOICE_TEXTS.idsNeedOwner,
    );
  if (owners.length === 1 || items.length > 0) {
    const src: CartSource = {
      items,
      bookingId: input.booking_id,
      bookingGroupId: input.booking_group_id,
      parkedOrderId: input.parked_order_id,
      chargeIds: input.charge_ids,
      accommodationChargeIds: input.accommodation_charge_ids,
    };
    const owner = await lockOwner(tx, src);
    return { sources: [src], ownerCustomer: owner.customerId };
  }
  if (input.customer_id == null) throw refuse('no_customer', 'customer_id', INVOICE_TEXTS.noCustomer);
  // The customer's open charges: every live (not cancelled, not draft) booking, locked in id order so two
  // desks invoicing the same customer (or one of its bookings at the till) queue instead of deadlocking.
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, input.customer_id),
        isNull(bookings.deletedAt),
        or(eq(bookings.isDraft, false), sql`${bookings.confirmedAt} is not null`),
      ),
    )
    .orderBy(asc(bookings.id))
    .for('update');
  return { sources: rows.map((b) => ({ items: [], bookingId: b.id })), ownerCustomer: input.customer_id };
}

/** The stay the term's "days before check-in" counts from: the booking's, a group's or several bookings' earliest. */
async function checkInOf(tx: Tx, sources: CartSource[]): Promise<string | null> {
  const bookingIds = sources.map((s) => s.bookingId).filter((x): x is number => x != null);
  const groupIds = sources.map((s) => s.bookingGroupId).filter((x): x is number => x != null);
  if (!bookingIds.length && !groupIds.length) return null;
  const [r] = await tx
    .select({ checkIn: sql<string | null>`to_char(min(${bookings.checkIn}), 'YYYY-MM-DD')` })
    .from(bookings)
    .where(
      or(
        bookingIds.length ? inArray(bookings.id, bookingIds) : undefined,
        groupIds.length ? and(inArray(bookings.bookingGroupId, groupIds), isNull(bookings.deletedAt)) : undefined,
      ),
    );
  return r?.checkIn ?? null;
}

async function writeInvoice(
  tx: Tx,
  deps: InvoiceDeps,
  input: CreateInvoiceInput,
): Promise<Created | { existingId: number }> {
  const field = ownerField(input);
  const [term] = await tx
    .select()
    .from(paymentTerms)
    .where(and(eq(paymentTerms.id, input.payment_term_id), isNull(paymentTerms.deletedAt)))
    .limit(1);
  if (!term) throw refuse('unknown_payment_term', 'payment_term_id', INVOICE_TEXTS.unknownPaymentTerm);

  const { sources, ownerCustomer } = await sourcesOf(tx, input);
  // A twin with the same key that held the lock before us has committed its invoice: that is the answer.
  const twin = await invoiceIdByKey(tx, input.client_key);
  if (twin != null) return { existingId: twin };
  const priced: { src: CartSource; lines: SaleLine[] }[] = [];
  for (const src of sources) priced.push({ src, lines: await priceCart(tx, src, deps.today) });
  // The booking the invoice is of: the one named, or the only one of a customer's whose lines it carries.
  const bookingsWithLines = priced.filter((p) => p.lines.length > 0 && p.src.bookingId != null);
  const bookingId = input.booking_id ?? (bookingsWithLines.length === 1 ? bookingsWithLines[0].src.bookingId! : null);
  const written = await writeInvoiceOfLines(tx, deps, {
    lines: priced.flatMap((p) => p.lines),
    field,
    term,
    customerId: input.customer_id ?? ownerCustomer,
    checkIn: () =>
      checkInOf(
        tx,
        priced.filter((p) => p.lines.length > 0).map((p) => p.src),
      ),
    bookingId,
    bookingGroupId: input.booking_group_id ?? null,
    clientKey: input.client_key,
    payload: { ...input },
  });
  const closedOrderId =
    input.parked_order_id != null ? await closeOrderIfEmpty(tx, input.parked_order_id, deps.now) : null;
  if (input.booking_group_id != null) await touchGroup(tx, input.booking_group_id, deps.now);
  return { ...written, bookingId, closedOrderId };
}

export type PaymentTermRecord = typeof paymentTerms.$inferSelect;

/** An invoice of lines already priced, as writeInvoiceOfLines takes it. */
export interface InvoiceOfLines {
  /** The lines, each with its VAT; a line with a chargeId / accommodationChargeId marks that line 'Fakturerad'. */
  lines: SaleLine[];
  /** The field a refusal about the whole invoice is blamed on. */
  field: string;
  term: PaymentTermRecord;
  customerId: number | null;
  /** The check-in a term's "days before check-in" counts from (asked only once the rest holds). */
  checkIn: () => Promise<string | null>;
  bookingId: number | null;
  bookingGroupId: number | null;
  clientKey: string | null;
  /** What the invoice was made from, kept on its completed draft. */
  payload: Record<string, unknown>;
}

/**
 * The core of every ordinary invoice, inside the caller's transaction (the caller has locked what is invoiced):
 * the bounds, the total rounded as every invoice is (roundInvoiceTotal), the customer, the term's dates, the next
 * number, the invoice, its lines, the lines it took marked 'Fakturerad', its completed draft and its sums. Lines
 * may be negative as long as the total is positive. POST invoices/create and a cancellation's final invoice.
 */
export async function writeInvoiceOfLines(
  tx: Tx,
  deps: InvoiceDeps,
  x: InvoiceOfLines,
): Promise<{ id: number; draftId: number; customerId: number; touchedBookings: number[] }> {
  const { lines, field, term } = x;
  if (lines.length === 0) throw refuse('nothing_to_invoice', field, INVOICE_TEXTS.nothingToInvoice);
  const sum = lines.reduce((t, l) => t + l.sale, 0);
  if (lines.some((l) => Math.abs(l.sale) > MAX_LINE_TOTAL))
    throw refuse('amount_too_large', field, INPUT_TEXTS.lineTooBig);
  if (Math.abs(sum) > MAX_ORDER_TOTAL) throw refuse('amount_too_large', field, INPUT_TEXTS.orderTooBig);
  const { total, rounding } = roundInvoiceTotal(sum);
  if (total <= 0) throw refuse('not_positive_total', field, INVOICE_TEXTS.notPositiveTotal);

  const customerId = x.customerId;
  if (customerId == null) throw refuse('no_customer', 'customer_id', INVOICE_TEXTS.noCustomer);
  const [customer] = await queryRows<{ name: string }>(
    tx,
    sql`select ${sql.raw(customerFullNameText('c'))} as name from customers c
      where c.id = ${customerId} and c.deleted_at is null`,
  );
  if (!customer) throw refuse('unknown_customer', 'customer_id', INVOICE_TEXTS.unknownCustomer);

  const schedule = termSchedule(serializePaymentTerm(term), {
    total,
    invoiceDate: deps.today,
    checkIn: await x.checkIn(),
  });
  if (!schedule.ok) throw refuse('terms_incompatible', 'payment_term_id', INVOICE_TEXTS.termsIncompatible);

  const { invoiceNumber, ocr } = await nextInvoiceNumber(tx);
  const [inv] = await tx
    .insert(invoices)
    .values({
      invoiceNumber,
      invoiceDate: deps.today,
      dueDate: schedule.dueDate,
      depositDueDate: schedule.depositDueDate,
      totalAmount: total,
      depositAmount: schedule.depositAmount,
      rounding,
      bookingId: x.bookingId,
      bookingGroupId: x.bookingGroupId,
      customerId,
      customerName: customer.name,
      paymentTermId: term.id,
      ocr,
      status: 'open',
      clientKey: x.clientKey,
      createdAt: deps.now,
      updatedAt: deps.now,
    })
    .returning({ id: invoices.id });
  await tx.insert(salesItems).values(lines.map((l) => ({ ...l, invoiceId: inv.id })));

  // The lines now belong to the invoice: the till no longer sells them, the booking shows them 'Fakturerad'.
  const chargeIds = lines.map((l) => l.chargeId).filter((x): x is number => x != null);
  const accIds = lines.map((l) => l.accommodationChargeId).filter((x): x is number => x != null);
  if (chargeIds.length) {
    const marked = await tx
      .update(charges)
      .set({ status: 'invoiced', invoiceId: inv.id, updatedAt: deps.now })
      .where(and(inArray(charges.id, chargeIds), isNull(charges.invoiceId), isNull(charges.receiptId)))
      .returning({ id: charges.id });
    if (marked.length !== chargeIds.length) throw new Error('an invoiced charge was taken by another sale');
  }
  if (accIds.length) {
    const marked = await tx
      .update(accommodationCharges)
      .set({ invoiceId: inv.id, updatedAt: deps.now })
      .where(
        and(
          inArray(accommodationCharges.id, accIds),
          isNull(accommodationCharges.invoiceId),
          isNull(accommodationCharges.receiptId),
        ),
      )
      .returning({ id: accommodationCharges.id });
    if (marked.length !== accIds.length) throw new Error('an invoiced lodging charge was taken by another sale');
  }

  const [draft] = await tx
    .insert(invoiceDrafts)
    .values({
      bookingId: x.bookingId,
      customerId,
      payload: x.payload,
      status: 'completed',
      invoiceId: inv.id,
      createdAt: deps.now,
    })
    .returning({ id: invoiceDrafts.id });
  // Sums and status from the (no) applications, and the bookings touched so working sets refetch them.
  await refreshInvoice(tx, inv.id, deps.now);
  const touched = await invoiceBookingIds(tx, inv.id);
  return { id: inv.id, draftId: draft.id, customerId, touchedBookings: touched };
}

/** The group's own row changes too (its Betalt / Kvar read the members' lines). */
async function touchGroup(tx: Tx, groupId: number, now: Date): Promise<void> {
  await tx.update(bookingGroups).set({ updatedAt: now }).where(eq(bookingGroups.id, groupId));
}
