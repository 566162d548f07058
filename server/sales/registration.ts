// Registering a sale: the serial from the register's unbroken series, taken under the register's
// row lock in the transaction that moves the receipt to awaiting_signature.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { receipts, registers } from '../db/schema';
import { buildControlObject } from './controlObject';
import { settleCart } from './cart';

export type RegisterRow = typeof registers.$inferSelect;

// One rule for which register a workstation runs, shared with the register day (5D).
export { workstationRegister } from '../register/service';

/**
 * Registers a paid receipt: next serial (the UPDATE row-locks the register until commit, so
 * parallel sales queue and the series has neither gaps nor duplicates), the control object to sign,
 * status awaiting_signature, and what it sold marked paid. Only paid receipts get here, so a
 * declined or cancelled payment never uses a serial.
 */
export async function registerSale(tx: Tx, receiptId: number, now: Date) {
  const [r] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).limit(1);
  const [reg] = await tx
    .update(registers)
    .set({ lastReceiptSerial: sql`${registers.lastReceiptSerial} + 1` })
    .where(eq(registers.id, r.registerId))
    .returning();
  const serial = reg.lastReceiptSerial;
  const controlObject = buildControlObject({
    at: now,
    orgNumber: reg.orgNumber,
    registerName: reg.name,
    serial,
    type: 'normal',
    total: r.total,
    isReturn: r.receiptType === 'return',
    vat: r.vatSummary,
  });
  await tx
    .update(receipts)
    .set({
      receiptSerial: serial,
      receiptStatus: 'awaiting_signature',
      controlObject: { ...controlObject },
      updatedAt: now,
    })
    .where(eq(receipts.id, receiptId));
  const { closedOrderId } = await settleCart(tx, receiptId, now);
  return { serial, closedOrderId };
}
