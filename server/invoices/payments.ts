// Money into and out of invoices (money.md 2 "Invoice dialog", "Invoice checkout overlay", 5 "Checkout amount"):
// 'Ta betalt' / 'Påbörja återbetalning' (checkout, a card through the terminal in mode 'invoice') and
// 'Registrera en inbetalning' / 'Registrera en utbetalning'. Corrections of a payment (reversal, moving it to
// credit, refund) are in paymentCorrections.ts, stopping one at the terminal in terminalStops.ts.
// Each mutation runs in one transaction under the invoice's row lock, re-checks the console's rules
// (src/domain/invoices.ts), refreshes the ledger sums and publishes after commit. A payment carries the
// call's client_key (payments.client_key unique; customer credit used takes key + ':credit').
import { eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../http/serviceContext';
import { type AppError, fieldError, isUniqueViolation, unprocessable } from '../http/errors';
import type { Db, Tx } from '../db/client';
import { paymentMethodAccounts, payments } from '../db/schema';
import { workstationTerminal } from '../auth/workstations';
import type { TerminalTxn } from '../sales/terminalFlow';
import { checkoutAmountCheck, registerPaymentCheck } from '../../src/domain/invoices';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import { CREDIT_LIMIT_TEXTS } from '../../src/domain/cart';
import { stockholmDateTime } from '../../src/domain/dates';
import type { invoiceCheckout, registerInvoicePayment } from '../../src/contracts/invoices';
import type { z } from 'zod';
import { invoiceAnswer } from './queries';
import {
  applyToInvoice,
  creditEntry,
  creditMethod,
  lockCreditBalance,
  lockInvoice,
  type MethodRecord,
  methodOf,
  NOT_A_PAYMENT_GATEWAYS,
  type PaymentRecord,
  remainingOfInvoice,
} from './applications';
import { reconcileOpenTerminals, startModeTerminal } from './terminalModes';
import { checkoutAnswer, publishMoved, startCardPayment, who } from './paymentParts';

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
