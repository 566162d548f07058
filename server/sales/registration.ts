// Registering a sale: the serial from the register's unbroken series, taken under the register's
// row lock in the transaction that moves the receipt to awaiting_signature.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { printers, receipts, registers, workstations } from '../db/schema';
import { DEFAULT_PRINT_WIDTH, normalizeWidth } from '../../src/domain/printObject';
import { buildControlObject } from './controlObject';
import { settleCart } from './cart';

export type RegisterRow = typeof registers.$inferSelect;

// One rule for which register a workstation runs, shared with the register day (5D).
export { workstationRegister } from '../register/service';

/** The workstation's default printer, or null when it has none (then nothing can be printed). */
export async function workstationPrinter(db: DbOrTx, workstationId: number | null): Promise<{ port: string; width: number } | null> {
  if (workstationId == null) return null;
  const [row] = await db.select({ p: printers }).from(workstations).innerJoin(printers, eq(printers.id, workstations.defaultPrinterId))
    .where(eq(workstations.id, workstationId)).limit(1);
  return row ? { port: row.p.port || 'SIM', width: normalizeWidth(row.p.width ?? DEFAULT_PRINT_WIDTH) } : null;
}

/**
 * Registers a paid receipt: next serial (the UPDATE row-locks the register until commit, so
 * parallel sales queue and the series has neither gaps nor duplicates), the control object to sign,
 * status awaiting_signature, and what it sold marked paid. Only paid receipts get here, so a
 * declined or cancelled payment never uses a serial.
 */
export async function registerSale(tx: Tx, receiptId: number, now: Date) {
  const [r] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).limit(1);
  const [reg] = await tx.update(registers).set({ lastReceiptSerial: sql`${registers.lastReceiptSerial} + 1` })
    .where(eq(registers.id, r.registerId)).returning();
  const serial = reg.lastReceiptSerial;
  const controlObject = buildControlObject({
    at: now, orgNumber: reg.orgNumber, registerName: reg.name, serial, type: 'normal', total: r.total,
    isReturn: r.receiptType === 'return', vat: r.vatSummary,
  });
  await tx.update(receipts).set({ receiptSerial: serial, receiptStatus: 'awaiting_signature', controlObject: { ...controlObject }, updatedAt: now })
    .where(eq(receipts.id, receiptId));
  const { closedOrderId } = await settleCart(tx, receiptId, now);
  return { serial, closedOrderId };
}
