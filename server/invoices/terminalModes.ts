// The card terminal in modes 'invoice' and 'customer_credit' (money.md 2 "Terminal status dialog", 4
// "Terminal payment"). As for receipts (server/sales/terminalFlow.ts) every transaction is a durable row of
// terminal_transactions written before the terminal is asked; the terminal's answer is applied once, under
// the transaction row's lock, and after a restart the host asks the terminal by reference (reconcile).
// The payment waits as await_confirmation with nothing applied: an approval applies it (an invoice payment
// with its surplus to credit, a refund, a payout; credit paid in), a decline or cancel deletes it.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Services } from '../services';
import type { Tenant } from '../tenants/tenants';
import type { Tx } from '../db/client';
import { customerCreditEntries, payments, terminalTransactions } from '../db/schema';
import { CUSTOMER_CREDIT_TEXTS } from '../../src/domain/invoiceTexts';
import { askTerminal, OPEN_STATES, type Reconciled, type TerminalTxn, terminalMemory } from '../sales/terminalFlow';
import { type TerminalAnswer, terminalSimulator } from '../sales/terminalSimulator';
import { applyRefund, applyToInvoice } from './applications';

export type TerminalMode = 'invoice' | 'customer_credit';

/** What a card payment of these modes keeps in payments.terminal_order: the terminal's reference and who asked. */
export interface TerminalOrder {
  provider: 'terminal';
  reference: string;
  workstation_id: number | null;
}

/** A new transaction reference for a payment (known to the terminal, unique). */
export const terminalReference = (mode: TerminalMode, subjectId: number, attempt = 1) =>
  `${mode === 'invoice' ? 'I' : 'C'}${subjectId}-${attempt}-${randomBytes(4).toString('hex')}`;

/** Writes the requested transaction of a waiting card payment; the caller starts it after commit. */
export async function requestModeTransaction(
  tx: Tx,
  p: {
    mode: TerminalMode;
    invoiceId: number | null;
    customerId: number | null;
    paymentId: number;
    terminalId: number;
    /** Öre, signed: negative pays out (kind refund). */
    amount: number;
    reference: string;
    now: Date;
  },
): Promise<TerminalTxn> {
  const [row] = await tx
    .insert(terminalTransactions)
    .values({
      mode: p.mode,
      invoiceId: p.mode === 'invoice' ? p.invoiceId : null,
      customerId: p.mode === 'customer_credit' ? p.customerId : null,
      paymentId: p.paymentId,
      terminalId: p.terminalId,
      kind: p.amount < 0 ? 'refund' : 'sale',
      amount: Math.abs(p.amount),
      attempt: 1,
      state: 'requested',
      reference: p.reference,
      requestedAt: p.now,
      updatedAt: p.now,
    })
    .returning();
  return row;
}

const subjectOf = (t: TerminalTxn) =>
  t.mode === 'invoice' ? { invoice_id: t.invoiceId ?? 0 } : { customer_id: t.customerId ?? 0 };

function terminalUpdated(
  services: Services,
  tenant: Tenant,
  t: TerminalTxn,
  workstationId: number | null,
  message: string,
  error?: { display: string; print: string },
) {
  return services.publish(tenant.config, 'TerminalUpdated', {
    workstation_id: workstationId,
    mode: t.mode,
    receipt_id: 0,
    ...subjectOf(t),
    payment_id: t.paymentId,
    message,
    ...(error ? { error } : {}),
  });
}

/** Sends a requested transaction to the terminal; its display texts and outcome arrive as TerminalUpdated. */
export function startModeTerminal(services: Services, tenant: Tenant, t: TerminalTxn, workstationId: number | null) {
  terminalSimulator(services).start({
    key: t.reference,
    amount: t.kind === 'refund' ? -t.amount : t.amount,
    memory: terminalMemory(tenant.db),
    hooks: {
      display: (message) => terminalUpdated(services, tenant, t, workstationId, message),
      async approved(card) {
        await applyModeAnswer(services, tenant, t.id, { state: 'approved', card });
      },
      async failed(outcome, error) {
        const state = outcome === 'decline' ? 'declined' : 'cancelled';
        if (await applyModeAnswer(services, tenant, t.id, { state }, error.display)) {
          await terminalUpdated(services, tenant, t, workstationId, error.display, error);
        }
      },
    },
  });
}

const workstationOf = (order: unknown): number | null => {
  const ws = (order as Partial<TerminalOrder> | null)?.workstation_id;
  return typeof ws === 'number' ? ws : null;
};

/**
 * Applies the terminal's final answer to transaction `txnId` exactly once (false when it had already been
 * settled), then announces it: TerminalUpdated 'Godkänd' on an approval, InvoiceUpdated for every invoice
 * touched, CustomerCreditUpdated when credit moved.
 */
export async function applyModeAnswer(
  services: Services,
  tenant: Tenant,
  txnId: number,
  answer: TerminalAnswer,
  message?: string,
): Promise<boolean> {
  if (answer.state === 'in_progress' || answer.state === 'not_found') return false;
  const touched = new Set<number>();
  let creditOf: number | null = null;
  let txn: TerminalTxn | null = null;
  let workstationId: number | null = null;
  const applied = await tenant.db.transaction(async (tx) => {
    const now = services.now();
    const [t] = await tx
      .select()
      .from(terminalTransactions)
      .where(eq(terminalTransactions.id, txnId))
      .for('update')
      .limit(1);
    if (!t || t.mode === 'receipt' || !OPEN_STATES.includes(t.state) || t.paymentId == null) return false;
    txn = t;
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
    const [pay] = await tx.select().from(payments).where(eq(payments.id, t.paymentId)).for('update').limit(1);
    workstationId = workstationOf(pay?.terminalOrder);
    // Cancelled meanwhile (the payment was deleted): the transaction row keeps the truth, nothing moves.
    if (!pay || pay.deletedAt || pay.transactionStatus !== 'await_confirmation') return true;
    const who = { now, today: services.today(now), userId: pay.userId };
    if (!card) {
      await tx.update(payments).set({ deletedAt: now }).where(eq(payments.id, pay.id));
      // A payout of credit took the credit when it started: it is given back.
      const given = await tx
        .update(customerCreditEntries)
        .set({ deletedAt: now })
        .where(and(eq(customerCreditEntries.paymentId, pay.id), eq(customerCreditEntries.amount, -t.amount)))
        .returning({ customerId: customerCreditEntries.customerId });
      if (given.length) creditOf = given[0].customerId;
      if (t.invoiceId != null) touched.add(t.invoiceId);
      return true;
    }
    await tx
      .update(payments)
      .set({
        transactionStatus: 'confirmed',
        paidAt: now,
        cardType: 'credit',
        cardBrand: card.brand,
        cardLastFour: card.lastFour,
      })
      .where(eq(payments.id, pay.id));
    if (t.mode === 'customer_credit') {
      if (pay.amount > 0) {
        await tx.insert(customerCreditEntries).values({
          customerId: t.customerId!,
          date: who.today,
          amount: pay.amount,
          text: CUSTOMER_CREDIT_TEXTS.paymentIn,
          paymentId: pay.id,
          userId: pay.userId,
          createdAt: now,
        });
      }
      creditOf = t.customerId;
      return true;
    }
    const invoiceId = t.invoiceId!;
    if (pay.refundOfPaymentId != null) {
      const [original] = await tx.select().from(payments).where(eq(payments.id, pay.refundOfPaymentId)).limit(1);
      const r = await applyRefund(tx, original, pay, invoiceId, who);
      for (const id of r.invoiceIds) touched.add(id);
      if (r.creditMoved !== 0) creditOf = original.customerId;
    } else {
      const r = await applyToInvoice(tx, invoiceId, pay, who);
      touched.add(invoiceId);
      if (r.creditMoved !== 0) creditOf = pay.customerId;
    }
    return true;
  });
  const t = txn as TerminalTxn | null;
  if (!applied || !t) return applied;
  if (answer.state === 'approved') await terminalUpdated(services, tenant, t, workstationId, 'Godkänd');
  for (const id of touched) await services.publish(tenant.config, 'InvoiceUpdated', { invoice_id: id });
  if (creditOf != null) await services.publish(tenant.config, 'CustomerCreditUpdated', { customer_id: creditOf });
  return true;
}

/**
 * Settles a payment's open terminal transaction with the terminal's own answer (by reference). With `abort`
 * an unfinished one is stopped first (a cancel); without, one still running is left alone ('in_progress').
 */
export async function reconcilePaymentTerminal(
  services: Services,
  tenant: Tenant,
  paymentId: number,
  opts: { abort: boolean },
): Promise<Reconciled> {
  const [t] = await tenant.db
    .select()
    .from(terminalTransactions)
    .where(
      and(
        eq(terminalTransactions.paymentId, paymentId),
        ne(terminalTransactions.mode, 'receipt'),
        inArray(terminalTransactions.state, OPEN_STATES),
      ),
    )
    .orderBy(desc(terminalTransactions.id))
    .limit(1);
  if (!t) return 'none';
  const answer = await askTerminal(services, tenant, t, opts);
  if (answer === 'in_progress') return 'in_progress';
  await applyModeAnswer(services, tenant, t.id, answer);
  return 'settled';
}

/**
 * Settles every open transaction of an invoice or a customer this process no longer drives (after a
 * restart); one still running is left alone. Called before a new payment starts.
 */
export async function reconcileOpenTerminals(
  services: Services,
  tenant: Tenant,
  subject: { invoiceId: number } | { customerId: number },
): Promise<void> {
  const cond =
    'invoiceId' in subject
      ? eq(terminalTransactions.invoiceId, subject.invoiceId)
      : eq(terminalTransactions.customerId, subject.customerId);
  const open = await tenant.db
    .select({ paymentId: terminalTransactions.paymentId })
    .from(terminalTransactions)
    .where(and(cond, inArray(terminalTransactions.state, OPEN_STATES)));
  for (const o of open) {
    if (o.paymentId != null) await reconcilePaymentTerminal(services, tenant, o.paymentId, { abort: false });
  }
}
