// Receipts as the till lists and shows them, and the one copy SKVFS 2014:9 allows per receipt.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { receipts, registers } from '../db/schema';
import type { ServiceContext } from '../http/serviceContext';
import { AppError, isUniqueViolation, unprocessable } from '../http/errors';
import { loadReceipt } from '../sales/serialize';
import { checkControlAnswer, NOT_COMPLETED } from '../sales/completion';
import { buildReceiptPrint, receiptPrintData } from '../sales/receiptPrint';
import { registerErrors } from './service';
import { tillPrinter } from '../auth/workstations';

type Ctx = ServiceContext;

export const COPY_EXISTS_TEXT = 'Kvittot har redan skrivits ut som kopia.';
export const COPY_REGISTER_CLOSED_TEXT = 'Kassan är stängd. Öppna kassan för att skriva ut en kvittokopia.';

/**
 * A copy only while the register is open (README "Copies"): a copy is a registration in the control
 * unit, and the X/Z reports count copies by the register day they fall in, so one made while closed
 * would belong to no day at all (or to a later one). A copy begun before a Z belongs to no day either.
 */
const copyDayOpen = (register: { openedAt: Date | null }, copyCreatedAt?: Date) =>
  register.openedAt != null && (copyCreatedAt == null || copyCreatedAt >= register.openedAt);
export const receiptErrors = {
  notFound: () => new AppError(404, 'receipt_not_found', 'Kvittot hittades inte.'),
  copyExists: () => unprocessable('receipt_copy_exists', COPY_EXISTS_TEXT),
  notCopyable: () => unprocessable('receipt_not_copyable', 'Bara ett färdigställt kvitto kan skrivas ut som kopia.'),
  otherRegister: () =>
    new AppError(403, 'receipt_copy_not_allowed', 'Kopian kan bara skrivas ut i kassan där köpet gjordes.'),
  registerClosed: () => unprocessable('register_not_open', COPY_REGISTER_CLOSED_TEXT),
  dayEnded: () => unprocessable('copy_day_ended', 'Kassan har stängts sedan kopian påbörjades. Skriv ut kopian igen.'),
};

/** Registered receipts (sales and returns with a serial), newest first; copies are shown on their original. */
export async function listReceipts(db: DbOrTx, offset: number, limit: number, registerId?: number) {
  const where = and(
    isNotNull(receipts.receiptSerial),
    registerId != null ? eq(receipts.registerId, registerId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: receipts.id,
        receipt_serial: receipts.receiptSerial,
        total: receipts.total,
        created_at: receipts.createdAt,
        receipt_type: receipts.receiptType,
        register_id: receipts.registerId,
      })
      .from(receipts)
      .where(where)
      .orderBy(desc(receipts.createdAt), desc(receipts.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(receipts).where(where),
  ]);
  return {
    receipts: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total: count.n,
    offset,
    limit,
  };
}

async function copyOf(db: DbOrTx, originalId: number) {
  const [copy] = await db
    .select({ id: receipts.id, status: receipts.receiptStatus })
    .from(receipts)
    .where(and(eq(receipts.originalReceiptId, originalId), eq(receipts.receiptType, 'copy')))
    .limit(1);
  return copy ?? null;
}

/**
 * A receipt with its lines and payments, and its one copy: copy_receipt_id once printed (signed),
 * pending_copy_id while the copy waits for the control unit (printing it again resumes that copy).
 */
export async function receiptDetail(db: DbOrTx, id: number) {
  const receipt = await loadReceipt(db, id);
  if (!receipt) throw receiptErrors.notFound();
  const copy = receipt.receipt_type === 'copy' ? null : await copyOf(db, id);
  const printed = copy?.status === 'complete';
  return {
    receipt: {
      ...receipt,
      copy_receipt_id: printed ? copy!.id : null,
      pending_copy_id: copy && !printed ? copy.id : null,
    },
  };
}

/**
 * A copy is registered in the control unit like a receipt (SKVFS 2014:9): this makes the copy row
 * (type copy, no serial of its own: it shows the original's, receipt type 'kopia' for the unit),
 * awaiting_signature with nothing printed. The console signs its control object and sends the code
 * to receipts/sign-copy, which completes and prints it. A copy still waiting for its code is
 * returned again (so a failed signing can be resumed); a signed one refuses. The unique index
 * receipts_one_copy_unique makes a second copy impossible even under a race.
 */
export async function initiateCopy(ctx: Ctx, receiptId: number, registerId: number) {
  try {
    const copyId = await ctx.db.transaction(async (tx) => {
      const [original] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for('update');
      if (!original) throw receiptErrors.notFound();
      const [register] = await tx.select().from(registers).where(eq(registers.id, registerId));
      if (!register) throw registerErrors.notFound();
      if (!copyDayOpen(register)) throw receiptErrors.registerClosed();
      if (original.receiptType === 'copy' || original.receiptSerial == null || original.receiptStatus !== 'complete')
        throw receiptErrors.notCopyable();
      if (original.registerId !== registerId && !original.allowPrintingCopy) throw receiptErrors.otherRegister();
      const existing = await copyOf(tx, original.id);
      if (existing?.status === 'complete') throw receiptErrors.copyExists();
      if (existing) {
        // A copy left unsigned over a Z is begun again in today's day, on this register.
        await tx
          .update(receipts)
          .set({ registerId, createdAt: ctx.now, updatedAt: ctx.now })
          .where(eq(receipts.id, existing.id));
        return existing.id;
      }
      const { manufacturing_number: _unit, ...control } = (original.controlObject ?? {}) as Record<string, unknown>;
      const [copy] = await tx
        .insert(receipts)
        .values({
          registerId,
          receiptSerial: null,
          receiptType: 'copy',
          receiptStatus: 'awaiting_signature',
          originalReceiptId: original.id,
          total: original.total,
          rounding: original.rounding,
          vatSummary: original.vatSummary,
          // What the control unit receives for a copy: the original's data and serial with receipt type kopia.
          controlObject: { ...control, receipt_type: 'kopia', serial: original.receiptSerial },
          bookingId: original.bookingId,
          bookingGroupId: original.bookingGroupId,
          customerId: original.customerId,
          workstationId: ctx.actor.workstation?.id ?? null,
          userId: ctx.actor.user.id,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      return copy.id;
    });
    return { receipt: (await receiptDetail(ctx.db, copyId)).receipt };
  } catch (e) {
    if (isUniqueViolation(e)) throw receiptErrors.copyExists();
    throw e;
  }
}

export interface CopyControlData {
  code?: string | null;
  manufacturing_number?: string | null;
}

/**
 * The control unit's code for a copy: stored with the unit's number, the copy completes and its
 * print ('KOPIA' twice, the copy's control code) goes to this workstation's printer. Signing the
 * same copy again with the same code changes and prints nothing.
 */
export async function signCopy(ctx: Ctx, copyId: number, data: CopyControlData) {
  const code = data.code?.trim() ?? '';
  const unit = data.manufacturing_number?.trim() ?? '';
  checkControlAnswer(code, unit);
  const done = await ctx.db.transaction(async (tx) => {
    const [copy] = await tx.select().from(receipts).where(eq(receipts.id, copyId)).for('update');
    if (copy?.receiptType !== 'copy' || copy.originalReceiptId == null) throw receiptErrors.notFound();
    const signedBy = (copy.controlObject as { manufacturing_number?: string } | null)?.manufacturing_number;
    if (copy.controlCode) {
      if (copy.controlCode === code && signedBy === unit) return null; // the same signing event twice
      throw unprocessable('receipt_already_signed', 'Kopian är redan signerad av kontrollenheten.');
    }
    if (copy.receiptStatus !== 'awaiting_signature' || !copy.controlObject)
      throw unprocessable('receipt_not_awaiting_signature', `${NOT_COMPLETED}: kopian väntar inte på signering.`);
    const [register] = await tx.select().from(registers).where(eq(registers.id, copy.registerId)).for('update');
    if (!register.openedAt) throw receiptErrors.registerClosed();
    if (!copyDayOpen(register, copy.createdAt)) throw receiptErrors.dayEnded();
    if (register.controlUnitManufacturerId && register.controlUnitManufacturerId !== unit) {
      throw unprocessable(
        'control_unit_mismatch',
        `${NOT_COMPLETED}: kontrollenhetens tillverkningsnummer stämmer inte med kassans.`,
      );
    }
    const data = await receiptPrintData(tx, copy.originalReceiptId, ctx.tenant.config.name);
    if (!data) throw receiptErrors.notCopyable();
    const printer = await tillPrinter(tx, ctx.actor.workstation?.id ?? null, register);
    const print = buildReceiptPrint({ ...data, manufacturingNumber: unit, controlCode: code }, printer, { copy: true });
    await tx
      .update(receipts)
      .set({
        controlCode: code,
        controlObject: { ...copy.controlObject, manufacturing_number: unit },
        receiptStatus: 'complete',
        print: print as unknown as Record<string, unknown>,
        completedAt: ctx.now,
        updatedAt: ctx.now,
      })
      .where(eq(receipts.id, copyId));
    return { print, originalId: copy.originalReceiptId };
  });
  if (done) {
    ctx.print(done.print);
    await ctx.publish('ReceiptUpdated', { receipt_id: done.originalId });
  }
  return { receipt: (await receiptDetail(ctx.db, copyId)).receipt };
}
