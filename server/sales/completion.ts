// After payment: the control unit's code (sign) and delivery (print, e-mail or archive).
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../http/serviceContext';
import { AppError, unprocessable } from '../http/errors';
import type { Tx } from '../db/client';
import { bookings, editingRecords, receipts, registerEvents, registers } from '../db/schema';
import { bookingState } from '../../src/domain/bookingState';
import { times } from '../bookings/bookingChange';
import { loadBooking } from '../bookings/queries';
import type { BookingFields } from '../../src/contracts/bookings';
import type { Receipt } from '../../src/contracts/sales';
import { sendMail, serializeEmail } from '../mail/mailer';
import { layoutPrintObject, type PrintObject } from '../../src/domain/printObject';
import { controlAnswerErrors } from '../../src/domain/controlData';
import { buildReceiptPrint, receiptPrintData } from './receiptPrint';
import { tillPrinter, workstationPrinter } from '../auth/workstations';
import { loadReceipt } from './serialize';

type Ctx = ServiceContext;
type ReceiptRow = typeof receipts.$inferSelect;

export const NOT_COMPLETED = 'Kvittot kunde inte färdigställas';
export const PRINT_FAILED = 'Kvittot kunde inte skrivas ut';
export const INVALID_EMAIL = 'Ogiltig e-postadress';
export const NOT_AWAITING_PAYMENT = 'Kvittot väntar inte längre på betalning.';
const SIM_PRINTER = { port: 'SIM', width: 42 };
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const refuse = unprocessable;

async function lockReceipt(tx: Tx, id: number): Promise<ReceiptRow> {
  const [r] = await tx.select().from(receipts).where(eq(receipts.id, id)).for('update').limit(1);
  if (!r) throw new AppError(404, 'receipt_not_found', 'Kvittot finns inte.');
  return r;
}

export interface ControlData {
  code?: string | null;
  manufacturing_number?: string | null;
}

/**
 * Stores the control unit's code for a registered receipt (awaiting_signature → awaiting_delivery)
 * and freezes its print object. A second identical sign is a no-op.
 */
export async function signReceipt(ctx: Ctx, receiptId: number, data: ControlData) {
  const code = data.code?.trim() ?? '';
  const unit = data.manufacturing_number?.trim() ?? '';
  checkControlAnswer(code, unit);
  let changed = false;
  await ctx.db.transaction(async (tx) => {
    const r = await lockReceipt(tx, receiptId);
    const signedBy = (r.controlObject as { manufacturing_number?: string } | null)?.manufacturing_number;
    if (r.controlCode) {
      if (r.controlCode === code && signedBy === unit) return; // the same signing event twice
      throw refuse('receipt_already_signed', 'Kvittot är redan signerat av kontrollenheten.');
    }
    if (r.receiptStatus !== 'awaiting_signature' || !r.controlObject)
      throw refuse('receipt_not_awaiting_signature', `${NOT_COMPLETED}: kvittot väntar inte på signering.`);
    const [reg] = await tx.select().from(registers).where(eq(registers.id, r.registerId)).limit(1);
    if (reg.controlUnitManufacturerId && reg.controlUnitManufacturerId !== unit) {
      throw refuse(
        'control_unit_mismatch',
        `${NOT_COMPLETED}: kontrollenhetens tillverkningsnummer stämmer inte med kassans.`,
      );
    }
    // Grand totals have one owner: the X/Z report (previous Z + the period's registered receipts,
    // server/register/reportData.ts); signing only stores the code.
    await tx
      .update(receipts)
      .set({
        controlCode: code,
        controlObject: { ...r.controlObject, manufacturing_number: unit },
        receiptStatus: 'awaiting_delivery',
        updatedAt: ctx.now,
      })
      .where(eq(receipts.id, receiptId));
    const printData = (await receiptPrintData(tx, receiptId, ctx.tenant.config.name))!;
    const printer = (await workstationPrinter(tx, r.workstationId)) ?? SIM_PRINTER;
    await tx
      .update(receipts)
      .set({ print: { ...buildReceiptPrint(printData, printer) } })
      .where(eq(receipts.id, receiptId));
    changed = true;
  });
  if (changed) await ctx.publish('ReceiptUpdated', { receipt_id: receiptId });
  return { receipt: (await loadReceipt(ctx.db, receiptId))! };
}

/** The unit's answer must have the contract's form (src/domain/controlData.ts); a missing part is 'not completed'. */
export function checkControlAnswer(code: string, unit: string) {
  const errors = controlAnswerErrors(code, unit);
  const texts = Object.values(errors).flat();
  if (texts.length === 0) return;
  const missing = !code || !unit;
  const message = missing ? NOT_COMPLETED : `${NOT_COMPLETED}: ${texts.join(' ')}`;
  throw refuse(missing ? 'receipt_not_completed' : 'invalid_control_code', message, errors);
}

export interface DeliverInput {
  receipt_id: number;
  receipt_form: 'print' | 'archive' | 'email';
  email?: string | null;
}

/** Delivers a signed receipt and completes it; a checkout sale checks the booking out in the same transaction. */
export async function deliverReceipt(
  ctx: Ctx,
  input: DeliverInput,
): Promise<{ receipt: Receipt; booking: BookingFields | null }> {
  const email = input.email?.trim() ?? '';
  if (input.receipt_form === 'email' && !EMAIL_RE.test(email))
    throw refuse('invalid_email', INVALID_EMAIL, { email: [INVALID_EMAIL] });
  const printer = await workstationPrinter(ctx.db, ctx.actor.workstation?.id ?? null);
  if (input.receipt_form === 'print' && !printer) throw refuse('print_failed', PRINT_FAILED);

  let job: PrintObject | null = null;
  let mail: ReturnType<typeof serializeEmail> | null = null;
  let row!: ReceiptRow;
  let done = false;
  await ctx.db.transaction(async (tx) => {
    row = await lockReceipt(tx, input.receipt_id);
    if (row.receiptStatus === 'complete') {
      done = true;
      return;
    } // a repeated delivery: nothing again
    if (row.receiptStatus !== 'awaiting_delivery' || !row.controlCode)
      throw refuse('receipt_not_awaiting_delivery', `${NOT_COMPLETED}: kvittot är inte signerat.`);
    const data = (await receiptPrintData(tx, row.id, ctx.tenant.config.name))!;
    if (input.receipt_form === 'print') job = buildReceiptPrint(data, printer!);
    if (input.receipt_form === 'email') {
      const doc = buildReceiptPrint(data, SIM_PRINTER, { electronic: true });
      const html = `<pre style="font-family:monospace">${layoutPrintObject(doc)
        .map((l) => escapeHtml(l.text.trimEnd()))
        .join('\n')}</pre>`;
      const sent = await sendMail(
        tx,
        {
          kind: 'receipt',
          title: `Kvitto ${data.serial} från ${ctx.tenant.config.name}`,
          html,
          icon: 'mdi-receipt',
          recipientEmail: email,
          fromName: ctx.tenant.config.name,
          bookingId: row.bookingId,
          bookingGroupId: row.bookingGroupId,
          receiptId: row.id,
          customerId: row.customerId,
        },
        ctx.now,
      );
      mail = serializeEmail(sent);
    }
    await tx
      .update(receipts)
      .set({ receiptStatus: 'complete', completedAt: ctx.now, deliveredAs: input.receipt_form, updatedAt: ctx.now })
      .where(eq(receipts.id, row.id));
    if (row.shouldCheckOut && row.bookingId != null) await checkOut(tx, ctx, row.bookingId);
    // A cash sale opens the drawer where register/opencashdrawer does; every opening counts in the X/Z report.
    if (row.shouldOpenDrawer) {
      const pulse = { type: 'open-cash-drawer' } as PrintObject['content'][number];
      const [reg] = await tx
        .select({ printerPort: registers.printerPort })
        .from(registers)
        .where(eq(registers.id, row.registerId));
      const drawer = await tillPrinter(tx, ctx.actor.workstation?.id ?? null, reg);
      job = job
        ? { ...job, content: [pulse, ...job.content] }
        : { port: drawer.port, width: drawer.width, content: [pulse] };
      await tx
        .insert(registerEvents)
        .values({ registerId: row.registerId, kind: 'drawer_opening', userId: ctx.actor.user.id, createdAt: ctx.now });
    }
  });
  if (job) ctx.print(job);
  if (!done) await ctx.publish('ReceiptUpdated', { receipt_id: row.id });
  if (mail)
    await ctx.publish('EmailSaved', {
      booking_id: row.bookingId,
      invoice_id: null,
      booking_group_id: row.bookingGroupId,
      email: mail,
    });
  const booking = row.bookingId != null ? await loadBooking(ctx.db, row.bookingId) : null;
  // Paid or checked out: the booking's sums or state changed either way.
  if (booking) await ctx.publish('BookingSaved', { booking_id: booking.id, booking });
  return { receipt: (await loadReceipt(ctx.db, row.id))!, booking };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The check-out rule of bookings/check-out; a booking no longer checked in is left as it is (the sale stands). */
async function checkOut(tx: Tx, ctx: Ctx, bookingId: number): Promise<number | null> {
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update').limit(1);
  if (!b || bookingState(times(b)) !== 'checked_in') return null;
  await tx.update(bookings).set({ checkedOutAt: ctx.now, updatedAt: ctx.now }).where(eq(bookings.id, bookingId));
  await tx.insert(editingRecords).values({
    subjectType: 'booking',
    subjectId: bookingId,
    bookingId,
    bookingGroupId: b.bookingGroupId,
    customerId: b.customerId,
    userId: ctx.actor.user.id,
    action: 'checked_out',
    description: 'Bokningen checkades ut',
    changes: null,
    createdAt: ctx.now,
  });
  return bookingId;
}
