// The cancellation wizard's services (bookings.md 4 "Cancellation wizard"; design C5–C9). Every change goes
// through changeBooking (server/bookings/bookingChange.ts): the booking locked first, the rules, the writes with
// the booking's history row, BookingSaved after commit. The money is judged by judge.ts with the domain's rules
// and settled by settlement.ts through the invoice services' cores.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookingCancellations, bookings } from '../db/schema';
import { AppError, fieldError, isUniqueViolation, notFound } from '../http/errors';
import type { ServiceContext } from '../http/serviceContext';
import { changeBooking, refuse, type BookingChange, type BookingRow } from '../bookings/bookingChange';
import { cancellation } from '../bookings/cancelRoutes';
import { loadBooking } from '../bookings/queries';
import { invoiceAnswer } from '../invoices/queries';
import { recipientOf } from '../bookings/mailRoutes';
import { documentRequestMail } from '../mail/templates';
import {
  CANCELLATION_STATUS,
  CANCELLATION_TEXTS as T,
  cancellationChip,
  completedPage,
  finalButtonText,
  manualRows,
  policyLevel,
  specificationRows,
  startPage,
  type CancellationOptionId,
} from '../../src/domain/cancellation';
import { roundInvoiceTotal } from '../../src/domain/invoices';
import { judge, optionsOf, type JudgeInput, type Judgement, type ManualInput } from './judge';
import { loadSource, removeUnsold } from './source';
import { settle, type Settled } from './settlement';
import { canMail, customerOf, sendCancellationMail } from './mail';
import {
  bookingSummaries,
  cancellationById,
  cancellationByKey,
  cancellationInForce,
  isOpen,
  optionIdOf,
  policyOf,
  serializeCancellation,
  type CancellationRow,
} from './queries';

export async function bookingRow(db: DbOrTx, id: number): Promise<BookingRow> {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b) throw notFound('Bokningen finns inte.');
  return b;
}

/** What judging a booking needs, read with `db` (the root for reads, the transaction for writes). */
async function judgeInputOf(db: DbOrTx, b: BookingRow, c: CancellationRow | null, today: string): Promise<JudgeInput> {
  const policy = await policyOf(db, b.cancellationPolicyId);
  const loaded = await loadSource(db, b, today);
  const customer = await customerOf(db, b);
  return { booking: b, policy, loaded, cancellation: c, today, documentSupport: canMail(customer) };
}

/**
 * The booking change a completion makes, refusing what the booking verbs refuse (cancelRoutes.ts cancellation():
 * a draft, already cancelled, external, checked in or out). A booking cancelled while its cancellation was still
 * open (the demo's 'Oavslutad' and 'Inväntar dokument') is judged as it was before, and only its status changes.
 */
function completionChange(b: BookingRow, c: CancellationRow | null, now: Date): BookingChange {
  if (b.deletedAt && isOpen(c)) {
    cancellation({ ...b, deletedAt: null }, now);
    return {
      set: { cancellationStatus: CANCELLATION_STATUS.completed },
      action: 'cancellation_completed',
      description: T.recordCompleted,
      changes: { cancellation_status: { from: b.cancellationStatus, to: CANCELLATION_STATUS.completed } },
    };
  }
  return cancellation(b, now);
}

/** Why the booking cannot be cancelled here, or null. */
function refusalOf(b: BookingRow, c: CancellationRow | null, now: Date): string | null {
  try {
    completionChange(b, c, now);
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}

const previewAnswer = (j: Judgement) => ({
  option_id: j.optionId,
  preview: j.preview,
  final_button_text: finalButtonText(j.preview),
  settlement_lines: j.lines.map((l) => ({ title: l.title, amount: l.amount, vat_rate: l.vat.rate })),
});

/** GET booking-cancellations/show: the dialog's data. */
export async function showCancellation(ctx: ServiceContext, bookingId: number) {
  const b = await bookingRow(ctx.db, bookingId);
  const c = await cancellationInForce(ctx.db, b.id);
  const { options } = optionsOf(await judgeInputOf(ctx.db, b, c, ctx.today));
  const summary = (await bookingSummaries(ctx.db, sql`b.id = ${b.id}`)).get(b.id)!;
  const progress = c && {
    completed_at: c.completedAt?.toISOString() ?? null,
    approval_requested_at: c.approvalRequestedAt?.toISOString() ?? null,
    approved_at: c.approvedAt?.toISOString() ?? null,
    reversed_at: c.reversedAt?.toISOString() ?? null,
  };
  return {
    title: T.dialogTitle(b.bookingNumber),
    booking: summary,
    booking_cancellation: c ? await serializeCancellation(ctx.db, c) : null,
    options,
    start_page: startPage(progress),
    chip: cancellationChip(c?.statusText ?? b.cancellationStatus),
    refusal: c?.completedAt ? null : refusalOf(b, c, ctx.now),
    can_reverse: b.deletedAt != null || isOpen(c),
  };
}

/** GET booking-cancellations/get-manual-specification: the policy's rows, with what was typed before laid over. */
export async function manualSpecificationOf(ctx: ServiceContext, bookingId: number) {
  const b = await bookingRow(ctx.db, bookingId);
  const c = await cancellationInForce(ctx.db, b.id);
  const x = await judgeInputOf(ctx.db, b, c, ctx.today);
  const base = specificationRows(x.loaded.source, policyLevel(x.policy?.rules ?? [], b.checkIn, ctx.today));
  const stored = Array.isArray(c?.manualSpecification) ? (c.manualSpecification as ManualInput[]) : null;
  return { specification_list: (stored && manualRows(base, stored)) || base };
}

/** POST booking-cancellations/get-preview: the chosen option's preview; changes nothing. */
export async function previewOf(ctx: ServiceContext, bookingId: number, manual?: ManualInput[]) {
  const b = await bookingRow(ctx.db, bookingId);
  const c = await cancellationInForce(ctx.db, b.id);
  if (c?.completedAt) throw refuse('already_completed', T.alreadyCompleted);
  completionChange(b, c, ctx.now);
  return previewAnswer(judge(await judgeInputOf(ctx.db, b, c, ctx.today), manual));
}

/** The cancellation of a wizard step: open, of a booking that may still be cancelled (locked by the caller). */
async function openCancellation(ctx: ServiceContext, tx: DbOrTx, b: BookingRow, id: number) {
  const c = await cancellationById(tx, id, true);
  if (c.bookingId !== b.id || c.reversedAt) throw notFound(T.cancellationNotFound);
  if (c.completedAt) throw refuse('already_completed', T.alreadyCompleted);
  completionChange(b, c, ctx.now);
  return c;
}

/** A status change of the booking, recorded in its history with the cancellation's row written beside it. */
function statusChange(b: BookingRow, status: string, action: string, description: string, also: BookingChange['also']) {
  return {
    set: { cancellationStatus: status },
    action,
    description,
    changes: { cancellation_status: { from: b.cancellationStatus, to: status } },
    also,
  };
}

/** POST select-option ('Gå vidare'): the option chosen; the cancellation is 'Oavslutad' until completed (C9). */
export async function selectOption(ctx: ServiceContext, bookingId: number, optionId: CancellationOptionId) {
  let saved: CancellationRow | null = null;
  let options: ReturnType<typeof optionsOf>['options'] = [];
  await changeBooking(ctx, bookingId, async (tx, b) => {
    const c = await cancellationInForce(tx, b.id, true);
    completionChange(b, c, ctx.now);
    if (c?.completedAt) throw refuse('already_completed', T.alreadyCompleted);
    options = optionsOf(await judgeInputOf(tx, b, c, ctx.today)).options;
    const option = options.find((o) => o.id === optionId);
    if (!option) throw refuse('unknown_option', T.unknownOption);
    options = options.map((o) => ({ ...o, is_selected: o.id === optionId }));
    // The same option again keeps where it stands (a document request waiting stays waiting).
    const same = c != null && optionIdOf(c) === optionId;
    const status = same ? c.statusText : CANCELLATION_STATUS.open;
    return statusChange(b, status, 'cancellation_option', `${T.recordStarted}: ${option.option_name}`, async (t) => {
      [saved] = c
        ? await t
            .update(bookingCancellations)
            .set(
              same
                ? { selectedOptionId: optionId }
                : {
                    selectedOptionId: optionId,
                    statusText: status,
                    approvalRequestedAt: null,
                    approvedAt: null,
                    hasValidDocument: null,
                    manualSpecification: null,
                  },
            )
            .where(eq(bookingCancellations.id, c.id))
            .returning()
        : await t
            .insert(bookingCancellations)
            .values({ bookingId: b.id, statusText: status, selectedOptionId: optionId, createdAt: ctx.now })
            .returning();
    });
  });
  return { booking_cancellation: await serializeCancellation(ctx.db, saved!), options };
}

/** POST send-document-request ('Skicka instruktioner'): 'Inväntar dokument', then the instructions mailed. */
export async function sendDocumentRequest(ctx: ServiceContext, cancellationId: number) {
  const first = await cancellationById(ctx.db, cancellationId);
  let saved: CancellationRow | null = null;
  let booking: BookingRow | null = null;
  await changeBooking(ctx, first.bookingId, async (tx, b) => {
    const c = await openCancellation(ctx, tx, b, cancellationId);
    if (optionIdOf(c) !== 'document') throw refuse('not_document_option', T.notDocumentOption);
    // No address, or a blocked one: refused before anything changes.
    recipientOf(await customerOf(tx, b));
    const status = CANCELLATION_STATUS.awaitingDocument;
    booking = { ...b, cancellationStatus: status };
    return statusChange(b, status, 'cancellation_document_requested', T.recordDocumentRequested, async (t) => {
      [saved] = await t
        .update(bookingCancellations)
        .set({ statusText: status, approvalRequestedAt: ctx.now, approvedAt: null, hasValidDocument: null })
        .where(eq(bookingCancellations.id, c.id))
        .returning();
    });
  });
  const { email, failed } = await sendCancellationMail(ctx, booking!, documentRequestMail);
  return {
    answer: { status: 'success' as const, booking_cancellation: await serializeCancellation(ctx.db, saved!), email },
    failed,
  };
}

/** POST confirm-document-request ('Godkänn intyg' / 'Neka intyg'), then the preview that follows from it. */
export async function confirmDocumentRequest(ctx: ServiceContext, cancellationId: number, valid: boolean) {
  const first = await cancellationById(ctx.db, cancellationId);
  let saved: CancellationRow | null = null;
  await changeBooking(ctx, first.bookingId, async (tx, b) => {
    const c = await openCancellation(ctx, tx, b, cancellationId);
    if (optionIdOf(c) !== 'document') throw refuse('not_document_option', T.notDocumentOption);
    if (!c.approvalRequestedAt) throw refuse('document_not_requested', T.documentNotRequested);
    const status = CANCELLATION_STATUS.open;
    const text = valid ? T.recordDocumentApproved : T.recordDocumentDenied;
    return statusChange(b, status, 'cancellation_document_answered', text, async (t) => {
      [saved] = await t
        .update(bookingCancellations)
        .set({ statusText: status, approvedAt: ctx.now, hasValidDocument: valid })
        .where(eq(bookingCancellations.id, c.id))
        .returning();
    });
  });
  const b = await bookingRow(ctx.db, first.bookingId);
  const j = judge(await judgeInputOf(ctx.db, b, saved!, ctx.today));
  return { booking_cancellation: await serializeCancellation(ctx.db, saved!), ...previewAnswer(j) };
}

export interface CompleteInput {
  booking_id: number;
  client_key: string;
  payable_amount: number;
  manual_specification?: ManualInput[];
}

/** A completion with this key was made before (found inside the lock): its answer, not a second one. */
class Replay extends Error {
  constructor(readonly row: CancellationRow) {
    super('replay');
  }
}

async function completedAnswer(ctx: ServiceContext, row: CancellationRow, input: CompleteInput) {
  if (row.bookingId !== input.booking_id) throw fieldError('client_key_used', 'client_key', T.clientKeyUsed);
  const booking = (await loadBooking(ctx.db, row.bookingId))!;
  const invoice =
    row.settlementInvoiceId != null ? (await invoiceAnswer(ctx.db, row.settlementInvoiceId, ctx.today)).invoice : null;
  return { booking_cancellation: await serializeCancellation(ctx.db, row), booking, invoice };
}

/**
 * POST complete-cancellation (C6): in one transaction, the booking locked first, the rules, the preview judged
 * again and compared with the one the desk saw (409 when it changed), the booking cancelled with its history row,
 * its unsold lines taken away, the one document of C5 made, the cancellation completed with completed_page and the
 * document's id. The same client_key twice is one completion; concurrent completions of one booking queue on its
 * lock and all but the first are refused (the booking is cancelled by then).
 */
export async function completeCancellation(ctx: ServiceContext, input: CompleteInput) {
  const before = await cancellationByKey(ctx.db, input.client_key);
  if (before) return completedAnswer(ctx, before, input);
  let row: CancellationRow | null = null;
  let settled: Settled | null = null;
  let wasLive = false;
  let booking: Awaited<ReturnType<typeof changeBooking>>;
  try {
    booking = await changeBooking(ctx, input.booking_id, async (tx, b) => {
      const twin = await cancellationByKey(tx, input.client_key);
      if (twin) throw new Replay(twin);
      const c = await cancellationInForce(tx, b.id, true);
      const change = completionChange(b, c, ctx.now);
      if (!isOpen(c) || optionIdOf(c) == null) throw refuse('no_option', T.noOptionSelected);
      if (optionIdOf(c) === 'document') {
        if (!c.approvalRequestedAt) throw refuse('document_not_requested', T.documentNotRequested);
        if (!c.approvedAt) throw refuse('document_not_answered', T.documentNotAnswered);
      }
      const x = await judgeInputOf(tx, b, c, ctx.today);
      if (x.loaded.pendingAtTerminal) throw refuse('payment_at_terminal', T.paymentAtTerminal);
      const judged = judge(x, input.manual_specification);
      if (judged.preview.payable_amount !== input.payable_amount)
        throw new AppError(409, 'preview_changed', T.previewChanged);
      if (b.customerId == null && roundInvoiceTotal(judged.preview.payable_amount).total !== 0)
        throw refuse('no_customer', T.noCustomerToInvoice);
      wasLive = b.deletedAt == null;
      return {
        ...change,
        also: async (t) => {
          await removeUnsold(t, x.loaded.unsold, ctx.now);
          settled = await settle(t, ctx, { booking: b, judged, clientKey: input.client_key, cancellationId: c.id });
          [row] = await t
            .update(bookingCancellations)
            .set({
              statusText: CANCELLATION_STATUS.completed,
              completedAt: ctx.now,
              completedPage: completedPage(judged.optionText, judged.preview),
              preview: judged.preview as unknown as Record<string, unknown>,
              manualSpecification: judged.manual,
              clientKey: input.client_key,
              settlementInvoiceId: settled.invoiceId,
              removedChargeIds: x.loaded.unsold.chargeIds,
              removedAccommodationChargeIds: x.loaded.unsold.accommodationChargeIds,
            })
            .where(eq(bookingCancellations.id, c.id))
            .returning();
        },
      };
    });
  } catch (err) {
    if (err instanceof Replay) return completedAnswer(ctx, err.row, input);
    // A concurrent twin with the same key won: answer with its completion.
    if (isUniqueViolation(err, 'booking_cancellations_client_key_unique')) {
      const winner = await cancellationByKey(ctx.db, input.client_key);
      if (winner) return completedAnswer(ctx, winner, input);
    }
    throw err;
  }
  const done = settled as Settled | null;
  if (wasLive) await ctx.publish('BookingRemoved', { booking_id: input.booking_id });
  if (done) await publishInvoices(ctx, done, input.booking_id);
  const invoice = done?.invoiceId != null ? (await invoiceAnswer(ctx.db, done.invoiceId, ctx.today)).invoice : null;
  return { booking_cancellation: await serializeCancellation(ctx.db, row!), booking, invoice };
}

/** InvoiceUpdated for each invoice touched, InvoiceDraftUpdated for a new one, BookingSaved for other bookings on them. */
export async function publishInvoices(
  ctx: ServiceContext,
  done: { invoiceIds: number[]; bookingIds: number[]; draftId?: number | null; customerId?: number | null },
  bookingId: number,
) {
  for (const id of done.invoiceIds) await ctx.publish('InvoiceUpdated', { invoice_id: id });
  if (done.draftId != null)
    await ctx.publish('InvoiceDraftUpdated', {
      invoice_draft_id: done.draftId,
      booking_id: bookingId,
      customer_id: done.customerId ?? null,
    });
  for (const id of done.bookingIds) {
    if (id === bookingId) continue;
    const booking = await loadBooking(ctx.db, id);
    if (booking) await ctx.publish('BookingSaved', { booking_id: id, booking });
  }
}
