// A receipt the till left unfinished (reload, lost connection, server restart): the console finds it
// on opening /register and continues (terminal, signature, delivery).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { receipts } from '../db/schema';
import { loadReceipt, type SerializedReceipt } from './serialize';
import type { ReceiptStatus } from '../../src/contracts/sales';

export const UNFINISHED_STATES: ReceiptStatus[] = ['awaiting_payment', 'awaiting_signature', 'awaiting_delivery'];

/** By client key (any state, so a finished one tells the console it is done), else the newest unfinished of the workstation. */
export async function unfinishedReceipt(
  db: DbOrTx,
  workstationId: number | null,
  clientKey?: string,
): Promise<SerializedReceipt | null> {
  if (workstationId == null) return null;
  const where = clientKey
    ? and(eq(receipts.clientKey, clientKey), eq(receipts.workstationId, workstationId))
    : and(eq(receipts.workstationId, workstationId), inArray(receipts.receiptStatus, UNFINISHED_STATES));
  const [r] = await db.select({ id: receipts.id }).from(receipts).where(where).orderBy(desc(receipts.id)).limit(1);
  return r ? loadReceipt(db, r.id) : null;
}
