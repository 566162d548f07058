// Money in and out of invoices (money.md 2 "Invoice dialog", "Invoice checkout overlay", 5 "Checkout amount",
// "Refunds"): 'Ta betalt' / 'Påbörja återbetalning' (checkout, a card through the terminal in mode 'invoice'),
// 'Registrera en inbetalning' / 'Registrera en utbetalning', reversal ('ångrad'), moving a payment to the
// customer's credit, refund with PIN ('återbetald'), and stopping a card payment at the terminal.
// Each mutation runs in one transaction under the invoice's row lock, re-checks the console's rules
// (src/domain/invoices.ts), refreshes the ledger sums and publishes after commit. A payment carries the
// call's client_key (payments.client_key unique; customer credit used takes key + ':credit').
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ServiceContext } from '../http/serviceContext';
import { AppError, fieldError, isUniqueViolation, notFound, unprocessable } from '../http/errors';
import type { Db, Tx } from '../db/client';
import {
  customerCreditEntries,
  paymentApplications,
  paymentMethodAccounts,
  payments,
  terminalTransactions,
} from '../db/schema';
import { workstationTerminal } from '../auth/workstations';
import { TERMINAL_TIMEOUT_S } from '../sales/service';
import { TERMINAL_UNKNOWN } from '../sales/terminalPayments';
import type { TerminalTxn } from '../sales/terminalFlow';
import {
  canRefundPayment,
  canReversePayment,
  checkoutAmountCheck,
  registerPaymentCheck,
} from '../../src/domain/invoices';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import { CREDIT_LIMIT_TEXTS } from '../../src/domain/cart';
import { checkPin, pinMode } from '../../src/domain/pin';
import { stockholmDateTime } from '../../src/domain/dates';
import type {
  invoiceCheckout,
  refundPayment as refundPaymentContract,
  registerInvoicePayment,
} from '../../src/contracts/invoices';
import type { z } from 'zod';
import { invoiceAnswer } from './queries';
import { refreshInvoice } from './ledger';
import {
  applyRefund,
  applyToInvoice,
  creditEntry,
  creditMethod,
  lockCreditBalance,
  lockInvoice,
  type MethodRecord,
  methodOf,
  NOT_A_PAYMENT_GATEWAYS,
  type PaymentRecord,
  refundUnderway,
  remainingOfInvoice,
} from './applications';
import {
  reconcileOpenTerminals,
  reconcilePaymentTerminal,
  requestModeTransaction,
  startModeTerminal,
  type TerminalOrder,
  terminalReference,
} from './terminalModes';

type Ctx = ServiceContext;
/**
 * What registering a payment needs of its caller: a route's ServiceContext, or the demo seeder's own (the
 * database, a clock on the day the payment arrived, the user who registers it).
 */
export type RegisterPaymentDeps = Pick<ServiceContext, 'db' | 'now' | 'today' | 'publish'> & {
  actor: { user: { id: number } };
};
type RegisterInput = z.output<typeof registerInvoicePayment.body>;
type CheckoutInput = z.output<typeof invoiceCheckout.body>;
type RefundInput = z.output<typeof refundPaymentContract.body>;

/** Which field a rule's text blames, and its machine code. */
const BLAME: [string, string, string][] = [
  [INVOICE_TEXTS.noAccount, 'no_account', 'account_id'],
  [INVOICE_TEXTS.severalAccounts, 'choose_account', 'account_id'],
  [INVOICE_TEXTS.dateInFuture, 'date_in_future', 'date'],
  [INVOICE_TEXTS.payoutAboveRemaining, 'payout_above_remaining', 'amount'],
];
function refuseRule(text: string): AppError {
  const [, code, field] = BLAME.find(([t]) => t === text) ?? [text, 'invalid_amount', 'amount'];
  return fieldError(code, field, text);
}

/** A method that takes real money for an invoice (never invoicing, customer credit or a payment link). */
async function invoiceMethod(tx: Tx, id: number): Promise<MethodRecord> {
  const m = await methodOf(tx, id);
  if (!m) throw fieldError('unknown_payment_method', 'payment_method_id', INVOICE_TEXTS.unknownMethod);
  if (NOT_A_PAYMENT_GATEWAYS.includes(m.gateway))
    throw fieldError('method_not_for_invoices', 'payment_method_id', INVOICE_TEXTS.methodNotForInvoices);
  return m;
}

async function accountsOf(tx: Tx, methodId: number) {
  return tx
    .select({ id: paymentMethodAccounts.id })
    .from(paymentMethodAccounts)
    .where(eq(paymentMethodAccounts.paymentMethodId, methodId))
    .orderBy(paymentMethodAccounts.id);
}

const closed = () => unprocessable('invoice_closed', INVOICE_TEXTS.invoiceClosed);

async function publishMoved(ctx: Pick<Ctx, 'publish'>, invoiceIds: Iterable<number>, creditCustomerId: number | null) {
  for (const id of new Set(invoiceIds)) await ctx.publish('InvoiceUpdated', { invoice_id: id });
  if (creditCustomerId != null) await ctx.publish('CustomerCreditUpdated', { customer_id: creditCustomerId });
}

async function paymentsByKey(db: Db, keys: string[]): Promise<PaymentRecord[]> {
  return db.select().from(payments).where(inArray(payments.clientKey, keys));
}

/**
 * 'Registrera en inbetalning' (a payment that arrived outside: bank, Swish, cash at the office) and on a credit
 * invoice 'Registrera en utbetalning' (a payout, never beyond what is left to pay out). The payment is dated
 * the given day at noon; on a normal invoice it settles at most the remaining and the surplus is credit.
 */
export async function registerPayment(ctx: RegisterPaymentDeps, input: RegisterInput) {
  const [prior] = await paymentsByKey(ctx.db, [input.client_key]);
  if (prior) return invoiceAnswer(ctx.db, input.invoice_id, ctx.today);
  let credit: number | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const inv = await lockInvoice(tx, input.invoice_id);
      const method = await invoiceMethod(tx, input.payment_method_id);
      const accounts = await accountsOf(tx, method.id);
      const remaining = remainingOfInvoice(inv);
      if (!inv.isCreditInvoice && remaining <= 0) throw closed();
      const check = registerPaymentCheck({
        accounts,
        accountId: input.account_id,
        date: input.date,
        today: ctx.today,
        ore: input.amount,
        isCreditInvoice: inv.isCreditInvoice,
        remaining,
      });
      if (check.error) throw refuseRule(check.error);
      // One account needs no choice in the overlay, but the one sent must be the method's.
      if (!accounts.some((a) => a.id === input.account_id)) throw refuseRule(INVOICE_TEXTS.noAccount);
      const amount = inv.isCreditInvoice ? -input.amount : input.amount;
      const [pay] = await tx
        .insert(payments)
        .values({
          paymentMethodId: method.id,
          accountId: input.account_id,
          amount,
          paidAt: stockholmDateTime(input.date, '12:00'),
          transactionStatus: 'confirmed',
          customerId: inv.customerId,
          userId: ctx.actor.user.id,
          clientKey: input.client_key,
          createdAt: ctx.now,
        })
        .returning();
      const r = await applyToInvoice(tx, inv.id, pay, who(ctx));
      if (r.creditMoved !== 0) credit = inv.customerId;
    });
  } catch (err) {
    // The same key raced in from another request: the first one's payment stands.
    if (isUniqueViolation(err, 'payments_client_key_unique')) return invoiceAnswer(ctx.db, input.invoice_id, ctx.today);
    throw err;
  }
  await publishMoved(ctx, [input.invoice_id], credit);
  return invoiceAnswer(ctx.db, input.invoice_id, ctx.today);
}

const who = (ctx: RegisterPaymentDeps) => ({ now: ctx.now, today: ctx.today, userId: ctx.actor.user.id });

const orderOf = (reference: string, ctx: Ctx): TerminalOrder => ({
  provider: 'terminal',
  reference,
  workstation_id: ctx.actor.workstation?.id ?? null,
});

/** A card payment (or refund, by its amount's sign) of an invoice: waiting, with its terminal transaction. */
async function startCardPayment(
  tx: Tx,
  ctx: Ctx,
  invoiceId: number,
  terminalId: number,
  base: typeof payments.$inferInsert,
): Promise<{ waiting: PaymentRecord; started: TerminalTxn }> {
  const reference = terminalReference('invoice', invoiceId);
  const [waiting] = await tx
    .insert(payments)
    .values({
      ...base,
      transactionStatus: 'await_confirmation',
      terminalId,
      terminalOrder: { ...orderOf(reference, ctx) },
    })
    .returning();
  const started = await requestModeTransaction(tx, {
    mode: 'invoice',
    invoiceId,
    customerId: null,
    paymentId: waiting.id,
    terminalId,
    amount: waiting.amount,
    reference,
    now: ctx.now,
  });
  return { waiting, started };
}

/** The checkout's answer for the payment(s) a key made: waiting at the terminal or done. */
async function checkoutAnswer(ctx: Ctx, invoiceId: number, waiting: PaymentRecord | null) {
  const w = waiting && !waiting.deletedAt && waiting.transactionStatus === 'await_confirmation' ? waiting : null;
  return {
    ...(await invoiceAnswer(ctx.db, invoiceId, ctx.today)),
    transaction_status: w ? ('await_confirmation' as const) : ('confirmed' as const),
    payment_id: w?.id ?? null,
    terminal_timeout: w ? TERMINAL_TIMEOUT_S : null,
  };
}

async function checkoutReplay(ctx: Ctx, input: CheckoutInput) {
  const prior = await paymentsByKey(ctx.db, [input.client_key, `${input.client_key}:credit`]);
  if (prior.length === 0) return null;
  return checkoutAnswer(ctx, input.invoice_id, prior.find((p) => p.clientKey === input.client_key) ?? null);
}

/**
 * 'Ta betalt' (and on a credit invoice 'Påbörja återbetalning'): customer credit first (at most the balance
 * and the remaining), then `amount` by the method: at once, or through the workstation's card terminal in
 * mode 'invoice' (the payment waits, nothing is applied until the terminal approves). On a credit invoice
 * the amount goes out (a card refund at the terminal, else a payout). A surplus is kept as customer credit.
 */
export async function checkout(ctx: Ctx, input: CheckoutInput) {
  const replay = await checkoutReplay(ctx, input);
  if (replay) return replay;
  // A card payment left waiting by a restart is settled with the terminal's answer before a new one starts.
  await reconcileOpenTerminals(ctx.services, ctx.tenant, { invoiceId: input.invoice_id });
  const ws = ctx.actor.workstation?.id ?? null;
  let started: TerminalTxn | null = null;
  let waiting: PaymentRecord | null = null;
  let credit: number | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const inv = await lockInvoice(tx, input.invoice_id);
      const remaining = remainingOfInvoice(inv);
      const useCredit = input.customer_credit_amount ?? 0;
      if (!inv.isCreditInvoice && remaining <= 0) throw closed();
      if (useCredit > 0) {
        if (inv.isCreditInvoice)
          throw fieldError('credit_on_credit_invoice', 'customer_credit_amount', INVOICE_TEXTS.creditOnCreditInvoice);
        const balance = await lockCreditBalance(tx, inv.customerId);
        if (useCredit > balance)
          throw fieldError('credit_insufficient', 'customer_credit_amount', CREDIT_LIMIT_TEXTS.aboveBalance(balance));
        if (useCredit > remaining)
          throw fieldError('credit_too_large', 'customer_credit_amount', CREDIT_LIMIT_TEXTS.aboveTotal);
      }
      let method: MethodRecord | null = null;
      if (input.amount > 0 || useCredit === 0) {
        const check = checkoutAmountCheck({
          ore: input.amount,
          attempted: true,
          isCreditInvoice: inv.isCreditInvoice,
          remaining: remaining - useCredit,
        });
        if (check.error) throw refuseRule(check.error);
        if (input.payment_method_id == null)
          throw fieldError('no_payment_method', 'payment_method_id', INVOICE_TEXTS.chooseMethod);
        method = await invoiceMethod(tx, input.payment_method_id);
      }
      const by = who(ctx);
      if (useCredit > 0) {
        const cm = await creditMethod(tx);
        if (!cm) throw fieldError('no_credit_method', 'customer_credit_amount', INVOICE_TEXTS.noCreditMethod);
        const [account] = await accountsOf(tx, cm.id);
        const [pay] = await tx
          .insert(payments)
          .values({
            paymentMethodId: cm.id,
            accountId: account?.id ?? null,
            amount: useCredit,
            paidAt: ctx.now,
            transactionStatus: 'confirmed',
            customerId: inv.customerId,
            userId: ctx.actor.user.id,
            clientKey: `${input.client_key}:credit`,
            createdAt: ctx.now,
          })
          .returning();
        await applyToInvoice(tx, inv.id, pay, by, { isCustomerCreditApplication: true });
        await creditEntry(tx, inv, pay.id, -useCredit, INVOICE_TEXTS.creditUsedEntry(inv.invoiceNumber), by);
        credit = inv.customerId;
      }
      if (!method) return;
      const amount = inv.isCreditInvoice ? -input.amount : input.amount;
      const [account] = await accountsOf(tx, method.id);
      const base = {
        paymentMethodId: method.id,
        accountId: account?.id ?? null,
        amount,
        paidAt: ctx.now,
        customerId: inv.customerId,
        userId: ctx.actor.user.id,
        clientKey: input.client_key,
        createdAt: ctx.now,
      };
      if (method.gateway === 'integrated_terminal') {
        const terminal = await workstationTerminal(tx, ws);
        if (!terminal) throw fieldError('no_terminal', 'payment_method_id', INVOICE_TEXTS.noTerminalInvoice);
        ({ waiting, started } = await startCardPayment(tx, ctx, inv.id, terminal.id, base));
        return;
      }
      const [pay] = await tx
        .insert(payments)
        .values({ ...base, transactionStatus: 'confirmed' })
        .returning();
      const r = await applyToInvoice(tx, inv.id, pay, by);
      if (r.creditMoved !== 0) credit = inv.customerId;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'payments_client_key_unique')) {
      const again = await checkoutReplay(ctx, input);
      if (again) return again;
    }
    throw err;
  }
  const s = started as TerminalTxn | null;
  if (s) startModeTerminal(ctx.services, ctx.tenant, s, ws);
  await publishMoved(ctx, [input.invoice_id], credit);
  return checkoutAnswer(ctx, input.invoice_id, waiting);
}

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

/** The latest terminal transaction of a payment in one of the invoice / customer-credit modes. */
export async function paymentTerminalTxn(db: Db, paymentId: number, mode: 'invoice' | 'customer_credit') {
  const [t] = await db
    .select()
    .from(terminalTransactions)
    .where(and(eq(terminalTransactions.paymentId, paymentId), eq(terminalTransactions.mode, mode)))
    .orderBy(desc(terminalTransactions.id))
    .limit(1);
  return t ?? null;
}

/**
 * Stops a payment still waiting at the terminal ('Avbryt'). The terminal is asked first: one it approved
 * meanwhile stays approved (the answer shows it applied); while nobody knows the outcome it refuses (409).
 */
export async function stopTerminalPayment(ctx: Ctx, paymentId: number, mode: 'invoice' | 'customer_credit') {
  const t = await paymentTerminalTxn(ctx.db, paymentId, mode);
  if (!t) throw notFound(INVOICE_TEXTS.paymentNotFound);
  const [pay] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (pay.transactionStatus === 'await_confirmation' && !pay.deletedAt) {
    const r = await reconcilePaymentTerminal(ctx.services, ctx.tenant, paymentId, { abort: true });
    if (r === 'in_progress') throw new AppError(409, 'terminal_outcome_unknown', TERMINAL_UNKNOWN);
    const [after] = await ctx.db
      .select({ deletedAt: payments.deletedAt })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .limit(1);
    if (after.deletedAt) {
      await ctx.publish('TerminalUpdated', {
        workstation_id: ctx.actor.workstation?.id ?? null,
        mode,
        receipt_id: 0,
        ...(mode === 'invoice' ? { invoice_id: t.invoiceId } : { customer_id: t.customerId }),
        payment_id: paymentId,
        message: 'Avbruten',
      });
    }
  }
  return t;
}

/** POST invoices/cancel-payment: the invoice as it is once the payment is stopped (or was approved). */
export async function cancelInvoicePayment(ctx: Ctx, paymentId: number) {
  const t = await stopTerminalPayment(ctx, paymentId, 'invoice');
  return invoiceAnswer(ctx.db, t.invoiceId!, ctx.today);
}
