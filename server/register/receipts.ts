// Receipts as the till lists and shows them, and the one copy SKVFS 2014:9 allows per receipt.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { receipts, registers } from '../db/schema';
import type { RouteContext } from '../http/router';
import { AppError } from '../http/errors';
import { loadReceipt } from '../sales/serialize';
import { buildReceiptPrint, receiptPrintData } from '../sales/receiptPrint';
import { registerErrors, workstationPrinter } from './service';

type Ctx = RouteContext<unknown, unknown, unknown>;

export const COPY_EXISTS_TEXT = 'Kvittot har redan skrivits ut som kopia.';
export const receiptErrors = {
  notFound: () => new AppError(404, 'receipt_not_found', 'Kvittot hittades inte.'),
  copyExists: () => new AppError(422, 'receipt_copy_exists', COPY_EXISTS_TEXT),
  notCopyable: () => new AppError(422, 'receipt_not_copyable', 'Bara ett färdigställt kvitto kan skrivas ut som kopia.'),
  otherRegister: () => new AppError(403, 'receipt_copy_not_allowed', 'Kopian kan bara skrivas ut i kassan där köpet gjordes.'),
};

/** Registered receipts (sales and returns with a serial), newest first; copies are shown on their original. */
export async function listReceipts(db: DbOrTx, offset: number, limit: number, registerId?: number) {
  const where = and(isNotNull(receipts.receiptSerial), registerId != null ? eq(receipts.registerId, registerId) : undefined);
  const [rows, [count]] = await Promise.all([
    db.select({
      id: receipts.id, receipt_serial: receipts.receiptSerial, total: receipts.total, created_at: receipts.createdAt,
      receipt_type: receipts.receiptType, register_id: receipts.registerId,
    }).from(receipts).where(where).orderBy(desc(receipts.createdAt), desc(receipts.id)).offset(offset).limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(receipts).where(where),
  ]);
  return { receipts: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total: count.n, offset, limit };
}

async function copyOf(db: DbOrTx, originalId: number) {
  const [copy] = await db.select({ id: receipts.id }).from(receipts)
    .where(and(eq(receipts.originalReceiptId, originalId), eq(receipts.receiptType, 'copy'))).limit(1);
  return copy ?? null;
}

/** A receipt with its lines and payments, and whether its one copy has been used. */
export async function receiptDetail(db: DbOrTx, id: number) {
  const receipt = await loadReceipt(db, id);
  if (!receipt) throw receiptErrors.notFound();
  const copy = receipt.receipt_type === 'copy' ? null : await copyOf(db, id);
  return { receipt: { ...receipt, copy_receipt_id: copy?.id ?? null } };
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/**
 * The copy is a receipt row of its own (type copy, no serial of its own: it is not a sale and shows
 * the original's serial), counted in the X/Z reports of the register that printed it. The unique
 * index receipts_one_copy_unique makes a second copy impossible even under a race.
 */
export async function initiateCopy(ctx: Ctx, receiptId: number, registerId: number) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [original] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for('update');
      if (!original) throw receiptErrors.notFound();
      const [register] = await tx.select().from(registers).where(eq(registers.id, registerId));
      if (!register) throw registerErrors.notFound();
      if (original.receiptType === 'copy' || original.receiptSerial == null || original.receiptStatus !== 'complete') throw receiptErrors.notCopyable();
      if (original.registerId !== registerId && !original.allowPrintingCopy) throw receiptErrors.otherRegister();
      if (await copyOf(tx, original.id)) throw receiptErrors.copyExists();
      const data = await receiptPrintData(tx, original.id, ctx.tenant.config.name);
      if (!data) throw receiptErrors.notCopyable();
      const print = buildReceiptPrint(data, await workstationPrinter(tx, ctx.auth.workstation?.id ?? null, register), { copy: true });
      const [copy] = await tx.insert(receipts).values({
        registerId, receiptSerial: null, receiptType: 'copy', receiptStatus: 'complete', originalReceiptId: original.id,
        total: original.total, rounding: original.rounding, vatSummary: original.vatSummary,
        // What a control unit receives for a copy: the original's serial with receipt type kopia.
        controlObject: { ...(original.controlObject ?? {}), receipt_type: 'kopia', serial: original.receiptSerial },
        print: print as unknown as Record<string, unknown>, bookingId: original.bookingId, bookingGroupId: original.bookingGroupId,
        customerId: original.customerId, workstationId: ctx.auth.workstation?.id ?? null, userId: ctx.auth.user.id,
        createdAt: ctx.now, updatedAt: ctx.now, completedAt: ctx.now,
      }).returning();
      return { copy, print, originalId: original.id };
    }).then(async ({ copy, print, originalId }) => {
      ctx.print(print);
      await ctx.publish('ReceiptUpdated', { receipt_id: originalId });
      return { receipt: (await receiptDetail(ctx.db, copy.id)).receipt };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw receiptErrors.copyExists();
    throw e;
  }
}
