// Corrections of payments already on an invoice (money.md 2 "Invoice dialog", 5 "Refunds"): 'Ångra betalning'
// (the payment never happened: 'ångrad'), moving one application to the customer's credit, and 'Återbetala' a
// card or payment-link payment with PIN ('återbetald'; a card through the terminal in mode 'invoice').
// Each runs in one transaction under the invoice's row lock, re-checks the console's rules
// (src/domain/invoices.ts canReversePayment / canRefundPayment), refreshes the ledger sums and publishes after commit.
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../http/serviceContext';
import { fieldError, notFound, unprocessable } from '../http/errors';
import type { Tx } from '../db/client';
import { customerCreditEntries, paymentApplications, payments } from '../db/schema';
import { workstationTerminal } from '../auth/workstations';
import type { TerminalTxn } from '../sales/terminalFlow';
import { canRefundPayment, canReversePayment } from '../../src/domain/invoices';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import { checkPin, pinMode } from '../../src/domain/pin';
import type { refundPayment as refundPaymentContract } from '../../src/contracts/invoices';
import { invoiceAnswer } from './queries';
import { refreshInvoice } from './ledger';
import {
  applyRefund,
  creditEntry,
  lockCreditBalance,
  lockInvoice,
  methodOf,
  type PaymentRecord,
  refundUnderway,
} from './applications';
import { startModeTerminal } from './terminalModes';
import { checkoutAnswer, publishMoved, startCardPayment, who } from './paymentParts';

type Ctx = ServiceContext;
type RefundInput = z.output<typeof refundPaymentContract.body>;

/** The payment and its applications (live and deleted) on `invoiceId`; 404 when it was never on that invoice. */
async function paymentOnInvoice(tx: Tx, paymentId: number, invoiceId: number) {
  const [pay] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update').limit(1);
  if (!pay) throw notFound(INVOICE_TEXTS.paymentNotFound);
  const apps = await tx.select().from(paymentApplications).where(eq(paymentApplications.paymentId, paymentId));
  const here = apps.filter((a) => a.invoiceId === invoiceId);
  if (here.length === 0) throw notFound(INVOICE_TEXTS.paymentNotFound);
  const method = (await methodOf(tx, pay.paymentMethodId)) ?? { gateway: '' };
  const verdict = {
    gateway: method.gateway,
    amount: pay.amount,
    deleted: pay.deletedAt != null || here.every((a) => a.deletedAt != null),
    refunded: await refundUnderway(tx, pay),
    refundOfPaymentId: pay.refundOfPaymentId,
    hasTerminalOrder: pay.terminalOrder != null,
  };
  return { pay, apps, verdict, gateway: method.gateway };
}

/**
 * 'Ångra betalning': removes a payment that never happened (not card, link or customer credit: money.md 5).
 * The payment and all its applications go, on every invoice it was split over, and the credit it made.
 */
export async function reversePayment(ctx: Ctx, input: { paymentId: number; invoiceId: number }) {
  const touched = new Set<number>([input.invoiceId]);
  let credit: number | null = null;
  await ctx.db.transaction(async (tx) => {
    const { pay, apps, verdict } = await paymentOnInvoice(tx, input.paymentId, input.invoiceId);
    if (!canReversePayment(verdict) || pay.transactionStatus !== 'confirmed')
      throw unprocessable('cannot_reverse', INVOICE_TEXTS.cannotReverse);
    const live = apps.filter((a) => a.deletedAt == null);
    for (const id of [...new Set(live.map((a) => a.invoiceId))].sort((a, b) => a - b)) {
      await lockInvoice(tx, id);
      touched.add(id);
    }
    await tx.update(payments).set({ deletedAt: ctx.now }).where(eq(payments.id, pay.id));
    await tx
      .update(paymentApplications)
      .set({ deletedAt: ctx.now })
      .where(and(eq(paymentApplications.paymentId, pay.id), isNull(paymentApplications.deletedAt)));
    const removed = await tx
      .update(customerCreditEntries)
      .set({ deletedAt: ctx.now })
      .where(and(eq(customerCreditEntries.paymentId, pay.id), isNull(customerCreditEntries.deletedAt)))
      .returning({ customerId: customerCreditEntries.customerId });
    if (removed.length) credit = removed[0].customerId;
    for (const id of touched) await refreshInvoice(tx, id, ctx.now);
  });
  await publishMoved(ctx, touched, credit);
  return invoiceAnswer(ctx.db, input.invoiceId, ctx.today);
}

/**
 * Moves one application off its invoice to the customer's credit ('Betalningen flyttas till kundens
 * tillgodo'): an entry 'Betalning flyttad från faktura {n}' of its amount. Moving one already moved changes
 * nothing.
 */
export async function reverseApplication(ctx: Ctx, applicationId: number) {
  let invoiceId = 0;
  let credit: number | null = null;
  await ctx.db.transaction(async (tx) => {
    const [first] = await tx
      .select()
      .from(paymentApplications)
      .where(eq(paymentApplications.id, applicationId))
      .limit(1);
    if (!first) throw notFound(INVOICE_TEXTS.paymentNotFound);
    invoiceId = first.invoiceId;
    const inv = await lockInvoice(tx, first.invoiceId);
    const [app] = await tx
      .select()
      .from(paymentApplications)
      .where(eq(paymentApplications.id, applicationId))
      .for('update')
      .limit(1);
    if (app.deletedAt) return;
    const [pay] = await tx.select().from(payments).where(eq(payments.id, app.paymentId)).for('update').limit(1);
    const movable =
      app.paidAmount > 0 &&
      !inv.isCreditInvoice &&
      pay.deletedAt == null &&
      pay.transactionStatus === 'confirmed' &&
      pay.refundOfPaymentId == null &&
      !(await refundUnderway(tx, pay));
    if (!movable) throw unprocessable('cannot_reassign', INVOICE_TEXTS.cannotReassign);
    await lockCreditBalance(tx, inv.customerId);
    await tx.update(paymentApplications).set({ deletedAt: ctx.now }).where(eq(paymentApplications.id, app.id));
    await creditEntry(tx, inv, pay.id, app.paidAmount, INVOICE_TEXTS.movedEntry(inv.invoiceNumber), who(ctx));
    await refreshInvoice(tx, inv.id, ctx.now);
    credit = inv.customerId;
  });
  if (credit != null) await publishMoved(ctx, [invoiceId], credit);
  return invoiceAnswer(ctx.db, invoiceId, ctx.today);
}

/**
 * 'Återbetala' a card or payment-link payment (money.md 5 "Refunds"), PIN checked here against the user's
 * auth code. A card is paid back through the workstation's terminal (kind refund, mode 'invoice'; applied
 * when it approves); a payment link is refunded at the simulated provider at once.
 */
export async function refundPayment(ctx: Ctx, input: RefundInput) {
  const code = ctx.actor.user.authCode;
  const pinError = checkPin(pinMode({ enforcesPin: true }, code), input.pin, code);
  if (pinError) throw fieldError('invalid_pin', 'pin', pinError);
  const ws = ctx.actor.workstation?.id ?? null;
  let started: TerminalTxn | null = null;
  let waiting: PaymentRecord | null = null;
  const touched = new Set<number>([input.invoiceId]);
  let credit: number | null = null;
  await ctx.db.transaction(async (tx) => {
    await lockInvoice(tx, input.invoiceId);
    const { pay, verdict, gateway } = await paymentOnInvoice(tx, input.paymentId, input.invoiceId);
    if (!canRefundPayment(verdict) || pay.transactionStatus !== 'confirmed')
      throw unprocessable('cannot_refund', INVOICE_TEXTS.cannotRefund);
    const base = {
      paymentMethodId: pay.paymentMethodId,
      accountId: pay.accountId,
      amount: -pay.amount,
      paidAt: ctx.now,
      refundOfPaymentId: pay.id,
      customerId: pay.customerId,
      userId: ctx.actor.user.id,
      createdAt: ctx.now,
    };
    if (gateway === 'integrated_terminal') {
      const terminal = await workstationTerminal(tx, ws);
      if (!terminal) throw unprocessable('no_terminal', INVOICE_TEXTS.noTerminalInvoice);
      ({ waiting, started } = await startCardPayment(tx, ctx, input.invoiceId, terminal.id, base));
      return;
    }
    // The payment-link provider refunds at once (simulated): the refund is confirmed now.
    const [refund] = await tx
      .insert(payments)
      .values({
        ...base,
        transactionStatus: 'confirmed',
        terminalOrder: { ...(pay.terminalOrder ?? {}), refund: true },
      })
      .returning();
    const r = await applyRefund(tx, pay, refund, input.invoiceId, who(ctx));
    for (const id of r.invoiceIds) touched.add(id);
    if (r.creditMoved !== 0) credit = pay.customerId;
  });
  const s = started as TerminalTxn | null;
  if (s) startModeTerminal(ctx.services, ctx.tenant, s, ws);
  else await publishMoved(ctx, touched, credit);
  return checkoutAnswer(ctx, input.invoiceId, waiting);
}
