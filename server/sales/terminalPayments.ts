// While the terminal works: cancel ('Avbryt'), retry ('Försök igen') and check (after a resume).
// Each first settles the open terminal transaction with the terminal's own answer, so a payment
// the terminal approved is never cancelled or charged again.
import { and, eq, isNull } from 'drizzle-orm';
import type { ServiceContext } from '../http/serviceContext';
import { AppError, unprocessable } from '../http/errors';
import type { Tx } from '../db/client';
import { customerCreditEntries, payments, receiptPayments, receipts } from '../db/schema';
import { NOT_AWAITING_PAYMENT } from './completion';
import { loadReceipt } from './serialize';
import { latestTerminalTxn, reconcileTerminal, requestTerminalTransaction, startTerminalPayment } from './terminalFlow';

type Ctx = ServiceContext;

export const TERMINAL_UNKNOWN =
  'Kortterminalen har inte svarat om den förra betalningen. Kontrollera terminalen och försök igen.';

const refuse = (code: string, message: string) => unprocessable(code, message);

async function lockAwaiting(tx: Tx, id: number) {
  const [r] = await tx.select().from(receipts).where(eq(receipts.id, id)).for('update').limit(1);
  if (!r) throw new AppError(404, 'receipt_not_found', 'Kvittot finns inte.');
  if (r.receiptStatus !== 'awaiting_payment') throw refuse('receipt_not_awaiting_payment', NOT_AWAITING_PAYMENT);
  return r;
}

/** Asks the terminal how the open transaction ended and stops it if it still runs; refuses while nobody knows. */
async function settleOpen(ctx: Ctx, receiptId: number) {
  if ((await reconcileTerminal(ctx.services, ctx.tenant, receiptId, { abort: true })) === 'in_progress') {
    throw new AppError(409, 'terminal_outcome_unknown', TERMINAL_UNKNOWN);
  }
}

/** Cancels a payment still at the terminal: the receipt ends in error, its payments and credit are undone. */
export async function cancelReceiptPayment(ctx: Ctx, receiptId: number) {
  await ctx.db.transaction(async (tx) => {
    await lockAwaiting(tx, receiptId);
  });
  await settleOpen(ctx, receiptId);
  await ctx.db.transaction(async (tx) => {
    // Approved meanwhile: the receipt is registered now and is not cancelled.
    await lockAwaiting(tx, receiptId);
    const payIds = (
      await tx
        .select({ id: receiptPayments.paymentId })
        .from(receiptPayments)
        .where(eq(receiptPayments.receiptId, receiptId))
    )
      .map((p) => p.id)
      .filter((x): x is number => x != null);
    for (const id of payIds) await tx.update(payments).set({ deletedAt: ctx.now }).where(eq(payments.id, id));
    await tx
      .update(customerCreditEntries)
      .set({ deletedAt: ctx.now })
      .where(and(eq(customerCreditEntries.receiptId, receiptId), isNull(customerCreditEntries.deletedAt)));
    await tx.update(receipts).set({ receiptStatus: 'error', updatedAt: ctx.now }).where(eq(receipts.id, receiptId));
  });
  const r = (await loadReceipt(ctx.db, receiptId))!;
  await ctx.publish('TerminalUpdated', {
    workstation_id: r.workstation_id,
    receipt_id: receiptId,
    message: 'Avbruten',
  });
  await ctx.publish('ReceiptUpdated', { receipt_id: receiptId });
  return { receipt: r };
}

/** 'Försök igen': settles the previous transaction first; only when it was not approved a new one starts. */
export async function retryPayment(ctx: Ctx, receiptId: number) {
  await ctx.db.transaction(async (tx) => {
    await lockAwaiting(tx, receiptId);
  });
  await settleOpen(ctx, receiptId);
  const started = await ctx.db.transaction(async (tx) => {
    const r = await tx
      .select()
      .from(receipts)
      .where(eq(receipts.id, receiptId))
      .for('update')
      .limit(1)
      .then((x) => x[0]);
    // The terminal had approved the previous one: the receipt is paid, nothing is charged again.
    if (r.receiptStatus !== 'awaiting_payment') return null;
    const [p] = await tx
      .select({ p: payments })
      .from(receiptPayments)
      .innerJoin(payments, eq(payments.id, receiptPayments.paymentId))
      .where(
        and(
          eq(receiptPayments.receiptId, receiptId),
          eq(payments.transactionStatus, 'await_confirmation'),
          isNull(payments.deletedAt),
        ),
      )
      .limit(1);
    if (!p) throw refuse('no_terminal_payment', 'Kvittot har ingen betalning i kortterminalen.');
    const last = await latestTerminalTxn(tx, receiptId);
    const txn = await requestTerminalTransaction(tx, {
      receiptId,
      paymentId: p.p.id,
      terminalId: p.p.terminalId,
      amount: p.p.amount,
      attempt: (last?.attempt ?? 0) + 1,
      now: ctx.now,
    });
    return { txn, workstationId: r.workstationId };
  });
  if (started) startTerminalPayment(ctx.services, ctx.tenant, started.txn, started.workstationId);
  return { receipt: (await loadReceipt(ctx.db, receiptId))! };
}

/**
 * After a resume (reload, restart): a transaction this server no longer drives is settled with the
 * terminal's answer; one still running is left alone. Returns the receipt as it is then.
 */
export async function checkPayment(ctx: Ctx, receiptId: number) {
  const [r] = await ctx.db
    .select({ status: receipts.receiptStatus })
    .from(receipts)
    .where(eq(receipts.id, receiptId))
    .limit(1);
  if (!r) throw new AppError(404, 'receipt_not_found', 'Kvittot finns inte.');
  if (r.status === 'awaiting_payment') await reconcileTerminal(ctx.services, ctx.tenant, receiptId, { abort: false });
  return { receipt: (await loadReceipt(ctx.db, receiptId))! };
}
