// Payments into and out of a customer's credit (bookings.md 2 "Customer credit timeline dialog", 5 "Customer
// credit payment amount", 7): 'Genomför betalning mot kundens tillgodo' (amount > 0 in, < 0 out; a card goes
// through the terminal in mode 'customer_credit') and 'Registrera betalning mot kundens tillgodo' (a payment
// made outside, with account and date). One transaction under the customer's row lock; the key of the call
// is the payment's client_key.
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../http/serviceContext';
import { fieldError, isUniqueViolation, notFound } from '../http/errors';
import type { Db, Tx } from '../db/client';
import { customerCreditEntries, customers, paymentMethodAccounts, payments } from '../db/schema';
import { workstationTerminal } from '../auth/workstations';
import { TERMINAL_TIMEOUT_S } from '../sales/service';
import type { TerminalTxn } from '../sales/terminalFlow';
import { customerCreditAmountCheck } from '../../src/domain/invoices';
import { CUSTOMER_CREDIT_TEXTS, INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import { INPUT_TEXTS, MAX_MONEY } from '../../src/domain/input';
import { stockholmDateTime } from '../../src/domain/dates';
import type { customerCreditPayment, customerCreditRegisterPayment } from '../../src/contracts/invoices';
import type { z } from 'zod';
import {
  creditBalance,
  lockCreditBalance,
  type MethodRecord,
  methodOf,
  NOT_A_PAYMENT_GATEWAYS,
  type PaymentRecord,
} from '../invoices/applications';
import {
  reconcileOpenTerminals,
  requestModeTransaction,
  startModeTerminal,
  type TerminalOrder,
  terminalReference,
} from '../invoices/terminalModes';
import { stopTerminalPayment } from '../invoices/terminalStops';

type Ctx = ServiceContext;
type PaymentInput = z.output<typeof customerCreditPayment.body>;
type RegisterInput = z.output<typeof customerCreditRegisterPayment.body>;

async function balanceAnswer(db: Db | Tx, customerId: number) {
  return { customer_id: customerId, customerCredit: await creditBalance(db, customerId) };
}

/** The amount rules (bookings.md 5) on the signed amount, against the balance (read under the customer's lock). */
function checkAmount(balance: number, amount: number) {
  if (Math.abs(amount) > MAX_MONEY) throw fieldError('amount_too_large', 'amount', INPUT_TEXTS.moneyTooBig);
  const problem = customerCreditAmountCheck({ ore: Math.abs(amount), available: balance, outgoing: amount < 0 });
  if (problem) {
    const code = problem === CUSTOMER_CREDIT_TEXTS.payoutAboveCredit ? 'payout_above_credit' : 'invalid_amount';
    throw fieldError(code, 'amount', problem);
  }
}

async function creditPaymentMethod(tx: Tx, id: number): Promise<MethodRecord> {
  const m = await methodOf(tx, id);
  if (!m) throw fieldError('unknown_payment_method', 'payment_method_id', INVOICE_TEXTS.unknownMethod);
  if (NOT_A_PAYMENT_GATEWAYS.includes(m.gateway))
    throw fieldError('method_not_for_credit', 'payment_method_id', CUSTOMER_CREDIT_TEXTS.methodNotForCredit);
  return m;
}

const entryText = (amount: number) => (amount > 0 ? CUSTOMER_CREDIT_TEXTS.paymentIn : CUSTOMER_CREDIT_TEXTS.paymentOut);

async function insertEntry(tx: Tx, ctx: Ctx, customerId: number, pay: PaymentRecord, date: string) {
  await tx.insert(customerCreditEntries).values({
    customerId,
    date,
    amount: pay.amount,
    text: entryText(pay.amount),
    paymentId: pay.id,
    userId: ctx.actor.user.id,
    createdAt: ctx.now,
  });
}

async function byKey(db: Db, key: string): Promise<PaymentRecord | null> {
  const [p] = await db.select().from(payments).where(eq(payments.clientKey, key)).limit(1);
  return p ?? null;
}

async function paymentAnswer(ctx: Ctx, customerId: number, pay: PaymentRecord | null) {
  const waiting = pay && !pay.deletedAt && pay.transactionStatus === 'await_confirmation' ? pay : null;
  return {
    customer_credit: await balanceAnswer(ctx.db, customerId),
    transaction_status: waiting ? ('await_confirmation' as const) : ('confirmed' as const),
    payment_id: waiting?.id ?? null,
    terminal_timeout: waiting ? TERMINAL_TIMEOUT_S : null,
  };
}

/**
 * 'Genomför betalning mot kundens tillgodo': in (amount > 0) or out (< 0, at most the balance), whole kronor
 * unless it is the whole balance. Cash, Swish etc. at once; a card through the workstation's terminal (an
 * outgoing one takes the credit at once and gives it back if the terminal does not approve).
 */
export async function creditPayment(ctx: Ctx, input: PaymentInput) {
  const prior = await byKey(ctx.db, input.client_key);
  if (prior) return paymentAnswer(ctx, input.customer_id, prior);
  // A card payment left waiting by a restart is settled with the terminal's answer before a new one starts.
  await reconcileOpenTerminals(ctx.services, ctx.tenant, { customerId: input.customer_id });
  const ws = ctx.actor.workstation?.id ?? null;
  let started: TerminalTxn | null = null;
  let pay: PaymentRecord | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      checkAmount(await lockCreditBalance(tx, input.customer_id), input.amount);
      const method = await creditPaymentMethod(tx, input.payment_method_id);
      const [account] = await tx
        .select({ id: paymentMethodAccounts.id })
        .from(paymentMethodAccounts)
        .where(eq(paymentMethodAccounts.paymentMethodId, method.id))
        .orderBy(paymentMethodAccounts.id)
        .limit(1);
      const base = {
        paymentMethodId: method.id,
        accountId: account?.id ?? null,
        amount: input.amount,
        paidAt: ctx.now,
        customerId: input.customer_id,
        userId: ctx.actor.user.id,
        clientKey: input.client_key,
        createdAt: ctx.now,
      };
      if (method.gateway !== 'integrated_terminal') {
        [pay] = await tx
          .insert(payments)
          .values({ ...base, transactionStatus: 'confirmed' })
          .returning();
        await insertEntry(tx, ctx, input.customer_id, pay, ctx.today);
        return;
      }
      const terminal = await workstationTerminal(tx, ws);
      if (!terminal) throw fieldError('no_terminal', 'payment_method_id', INVOICE_TEXTS.noTerminalCredit);
      const reference = terminalReference('customer_credit', input.customer_id);
      const order: TerminalOrder = { provider: 'terminal', reference, workstation_id: ws };
      [pay] = await tx
        .insert(payments)
        .values({
          ...base,
          transactionStatus: 'await_confirmation',
          terminalId: terminal.id,
          terminalOrder: { ...order },
        })
        .returning();
      // Paid out from the credit: taken now, so the balance cannot be spent twice while the terminal works.
      if (input.amount < 0) await insertEntry(tx, ctx, input.customer_id, pay, ctx.today);
      started = await requestModeTransaction(tx, {
        mode: 'customer_credit',
        invoiceId: null,
        customerId: input.customer_id,
        paymentId: pay.id,
        terminalId: terminal.id,
        amount: input.amount,
        reference,
        now: ctx.now,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'payments_client_key_unique'))
      return paymentAnswer(ctx, input.customer_id, await byKey(ctx.db, input.client_key));
    throw err;
  }
  const s = started as TerminalTxn | null;
  if (s) startModeTerminal(ctx.services, ctx.tenant, s, ws);
  const p = pay as PaymentRecord | null;
  if (!s || (p && p.amount < 0)) await ctx.publish('CustomerCreditUpdated', { customer_id: input.customer_id });
  return paymentAnswer(ctx, input.customer_id, p);
}

/** 'Registrera betalning mot kundens tillgodo': a payment made outside, on the method's account, dated ≤ today. */
export async function creditRegisterPayment(ctx: Ctx, input: RegisterInput) {
  const prior = await byKey(ctx.db, input.client_key);
  if (prior) return { customer_credit: await balanceAnswer(ctx.db, input.customer_id) };
  try {
    await ctx.db.transaction(async (tx) => {
      const balance = await lockCreditBalance(tx, input.customer_id);
      const method = await creditPaymentMethod(tx, input.payment_method_id);
      const accounts = await tx
        .select({ id: paymentMethodAccounts.id })
        .from(paymentMethodAccounts)
        .where(eq(paymentMethodAccounts.paymentMethodId, method.id));
      if (!accounts.some((a) => a.id === input.account_id))
        throw fieldError(
          accounts.length > 1 ? 'choose_account' : 'no_account',
          'account_id',
          accounts.length > 1 ? INVOICE_TEXTS.severalAccounts : INVOICE_TEXTS.noAccount,
        );
      if (input.date > ctx.today) throw fieldError('date_in_future', 'date', INVOICE_TEXTS.dateInFuture);
      checkAmount(balance, input.amount);
      const [pay] = await tx
        .insert(payments)
        .values({
          paymentMethodId: method.id,
          accountId: input.account_id,
          amount: input.amount,
          paidAt: stockholmDateTime(input.date, '12:00'),
          transactionStatus: 'confirmed',
          customerId: input.customer_id,
          userId: ctx.actor.user.id,
          clientKey: input.client_key,
          createdAt: ctx.now,
        })
        .returning();
      await insertEntry(tx, ctx, input.customer_id, pay, input.date);
    });
  } catch (err) {
    if (!isUniqueViolation(err, 'payments_client_key_unique')) throw err;
  }
  await ctx.publish('CustomerCreditUpdated', { customer_id: input.customer_id });
  return { customer_credit: await balanceAnswer(ctx.db, input.customer_id) };
}

/** Stops a card payment into or out of credit still at the terminal; answers the balance as it is then. */
export async function cancelCreditPayment(ctx: Ctx, paymentId: number) {
  const t = await stopTerminalPayment(ctx, paymentId, 'customer_credit');
  const customerId = t.customerId!;
  const [c] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!c) throw notFound(CUSTOMER_CREDIT_TEXTS.customerNotFound);
  return { customer_credit: await balanceAnswer(ctx.db, customerId) };
}
