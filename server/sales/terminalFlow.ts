// The terminal payment of a receipt. Every terminal transaction is a row of terminal_transactions
// (requested → approved | declined | cancelled), written before the terminal is asked, so a restart
// never loses one. The simulator's steps become TerminalUpdated events; an approval registers the
// sale (serial, awaiting_signature) and announces ReceiptUpdated. Before a retry or a cancel the host
// reconciles: it asks the terminal by reference how the open transaction ended and applies that.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Services } from '../services';
import type { Tenant } from '../tenants/tenants';
import type { Db, Tx } from '../db/client';
import { payments, receipts, simulatedTerminalLog, terminalTransactions } from '../db/schema';
import { registerSale } from './registration';
import {
  terminalSimulator,
  type TerminalAnswer,
  type TerminalFinal,
  type TerminalMemory,
  type TerminalOutcome,
} from './terminalSimulator';

export type TerminalTxn = typeof terminalTransactions.$inferSelect;
/** States whose outcome the host does not know yet. */
export const OPEN_STATES = ['requested', 'unknown'];

/** The simulated terminal's journal in the tenant's database (a real terminal keeps its own). */
export function terminalMemory(db: Db): TerminalMemory {
  const t = simulatedTerminalLog;
  return {
    async remember(e) {
      await db
        .insert(t)
        .values({ ...e, cardBrand: 'VISA', cardLastFour: '0004' })
        .onConflictDoNothing();
    },
    async recall(reference) {
      const [row] = await db.select().from(t).where(eq(t.reference, reference)).limit(1);
      if (!row) return null;
      return { ...row, outcome: row.outcome as TerminalOutcome, finalState: row.finalState as TerminalFinal | null };
    },
    async finish(reference, state) {
      await db
        .update(t)
        .set({ finalState: state })
        .where(and(eq(t.reference, reference), isNull(t.finalState)));
    },
  };
}

/** Writes a new transaction (state requested) for a receipt's terminal payment; the caller starts it after commit. */
export async function requestTerminalTransaction(
  tx: Tx,
  p: {
    receiptId: number;
    paymentId: number;
    terminalId: number | null;
    amount: number;
    attempt: number;
    now: Date;
  },
): Promise<TerminalTxn> {
  const reference = `T${p.receiptId}-${p.attempt}-${randomBytes(4).toString('hex')}`;
  const [row] = await tx
    .insert(terminalTransactions)
    .values({
      receiptId: p.receiptId,
      paymentId: p.paymentId,
      terminalId: p.terminalId,
      kind: p.amount < 0 ? 'refund' : 'sale',
      amount: Math.abs(p.amount),
      attempt: p.attempt,
      state: 'requested',
      reference,
      requestedAt: p.now,
      updatedAt: p.now,
    })
    .returning();
  return row;
}

const signedAmount = (t: TerminalTxn) => (t.kind === 'refund' ? -t.amount : t.amount);

/** Sends a requested transaction to the terminal; its answers arrive through the hooks. */
export function startTerminalPayment(services: Services, tenant: Tenant, t: TerminalTxn, workstationId: number | null) {
  const terminalUpdated = (message: string, error?: { display: string; print: string }) =>
    services.publish(tenant.config, 'TerminalUpdated', {
      workstation_id: workstationId,
      receipt_id: t.receiptId,
      message,
      ...(error ? { error } : {}),
    });
  terminalSimulator(services).start({
    key: t.reference,
    amount: signedAmount(t),
    memory: terminalMemory(tenant.db),
    hooks: {
      display: (message) => terminalUpdated(message),
      async approved(card) {
        await applyTerminalAnswer(services, tenant, t.id, { state: 'approved', card }, workstationId);
      },
      async failed(outcome, error) {
        // The receipt keeps waiting: the cashier retries (sales/retry-payment) or cancels it.
        const state = outcome === 'decline' ? 'declined' : 'cancelled';
        const applied = await applyTerminalAnswer(services, tenant, t.id, { state }, workstationId, error.display);
        if (applied) await terminalUpdated(error.display, error);
      },
    },
  });
}

/**
 * Applies the terminal's final answer to transaction `txnId` once: approved confirms the payment and
 * registers the sale. False when the transaction or its receipt had already moved on.
 */
async function applyTerminalAnswer(
  services: Services,
  tenant: Tenant,
  txnId: number,
  answer: TerminalAnswer,
  workstationId: number | null,
  message?: string,
): Promise<boolean> {
  if (answer.state === 'in_progress' || answer.state === 'not_found') return false;
  let closedOrderId: number | null = null;
  let receiptId = 0;
  const applied = await tenant.db.transaction(async (tx) => {
    const now = services.now();
    const [t] = await tx.select().from(terminalTransactions).where(eq(terminalTransactions.id, txnId)).limit(1);
    if (!t || t.receiptId == null) return false;
    const rid = t.receiptId;
    receiptId = rid;
    const [r] = await tx.select().from(receipts).where(eq(receipts.id, rid)).for('update').limit(1);
    const [t2] = await tx.select().from(terminalTransactions).where(eq(terminalTransactions.id, txnId)).limit(1);
    if (!OPEN_STATES.includes(t2.state)) return false;
    const card = answer.state === 'approved' ? answer.card : null;
    await tx
      .update(terminalTransactions)
      .set({
        state: answer.state,
        cardBrand: card?.brand ?? null,
        cardLastFour: card?.lastFour ?? null,
        message: message ?? (card ? 'Godkänd' : answer.state === 'declined' ? 'Nekad' : 'Avbruten'),
        finishedAt: now,
        updatedAt: now,
      })
      .where(eq(terminalTransactions.id, txnId));
    // Approved for a receipt no longer waiting (cancelled meanwhile) registers nothing; the row keeps the truth.
    if (!card || r?.receiptStatus !== 'awaiting_payment' || t.paymentId == null) return !card;
    await tx
      .update(payments)
      .set({
        transactionStatus: 'confirmed',
        paidAt: now,
        cardType: 'credit',
        cardBrand: card.brand,
        cardLastFour: card.lastFour,
      })
      .where(eq(payments.id, t.paymentId));
    ({ closedOrderId } = await registerSale(tx, rid, now));
    return true;
  });
  if (!applied || answer.state !== 'approved') return applied;
  const publish = (event: string, data: unknown) => services.publish(tenant.config, event, data);
  await publish('TerminalUpdated', { workstation_id: workstationId, receipt_id: receiptId, message: 'Godkänd' });
  await publish('ReceiptUpdated', { receipt_id: receiptId });
  if (closedOrderId != null) await publish('ParkedOrderRemoved', { parked_order_id: closedOrderId });
  return true;
}

/**
 * How an open transaction ended, by its reference; with `abort` an unfinished one is stopped first.
 * 'in_progress' when it still runs (then, after an abort that could not end it, the row says 'unknown').
 */
export async function askTerminal(
  services: Services,
  tenant: Tenant,
  t: TerminalTxn,
  opts: { abort: boolean },
): Promise<TerminalAnswer | 'in_progress'> {
  const sim = terminalSimulator(services);
  const memory = terminalMemory(tenant.db);
  if (!opts.abort && sim.isRunning(t.reference)) return 'in_progress';
  if (opts.abort) await sim.abort(t.reference, memory);
  const answer = await sim.query(t.reference, memory);
  // Never asked (the host stopped before sending it): nothing was charged.
  if (answer.state === 'not_found') return { state: 'cancelled' };
  if (answer.state !== 'in_progress') return answer;
  if (opts.abort) {
    // The terminal could not end it: nobody knows yet whether the card was charged.
    await tenant.db
      .update(terminalTransactions)
      .set({ state: 'unknown', updatedAt: services.now() })
      .where(eq(terminalTransactions.id, t.id));
  }
  return 'in_progress';
}

export type Reconciled = 'none' | 'in_progress' | 'settled';

/**
 * Settles the receipt's open terminal transaction with the terminal's own answer (by reference).
 * With `abort` an unfinished one is stopped first, so the answer is final (before a retry or a
 * cancel); without, one still running is left alone ('in_progress').
 */
export async function reconcileTerminal(
  services: Services,
  tenant: Tenant,
  receiptId: number,
  opts: { abort: boolean },
): Promise<Reconciled> {
  const [t] = await tenant.db
    .select()
    .from(terminalTransactions)
    .where(and(eq(terminalTransactions.receiptId, receiptId), inArray(terminalTransactions.state, OPEN_STATES)))
    .orderBy(desc(terminalTransactions.id))
    .limit(1);
  if (!t) return 'none';
  const answer = await askTerminal(services, tenant, t, opts);
  if (answer === 'in_progress') return 'in_progress';
  const [r] = await tenant.db
    .select({ ws: receipts.workstationId })
    .from(receipts)
    .where(eq(receipts.id, receiptId))
    .limit(1);
  await applyTerminalAnswer(services, tenant, t.id, answer, r?.ws ?? null);
  return 'settled';
}

/** The receipt's latest terminal transaction, for the client's dialog after a resume. */
export async function latestTerminalTxn(db: Db | Tx, receiptId: number): Promise<TerminalTxn | null> {
  const [t] = await db
    .select()
    .from(terminalTransactions)
    .where(eq(terminalTransactions.receiptId, receiptId))
    .orderBy(desc(terminalTransactions.id))
    .limit(1);
  return t ?? null;
}
