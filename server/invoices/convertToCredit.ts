// POST invoices/convert-to-credit (money.md 7 "Invoices" lists convert-to-credit (invoiceId); the screens do not
// name its button, the pane calls it 'Flytta till tillgodo'). Our reading: a CREDIT invoice with money still to
// pay back (remaining_amount < 0, what 'Påbörja återbetalning' / 'Registrera en utbetalning' would pay out) can
// instead be kept by the guest as credit (tillgodo) for a later stay. It is recorded as the checkout records
// customer credit used on an invoice, in the other direction: a payment of the customer_credit gateway for the
// remaining (negative) applied to the credit invoice as a customer-credit application, and a credit entry
// adding the same amount; the credit invoice closes. One transaction under the invoice's row lock, then the
// customer's; the call's client_key is the payment's, so the same key twice moves the money once.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../http/serviceContext';
import { AppError, isUniqueViolation, unprocessable } from '../http/errors';
import type { Tx } from '../db/client';
import { customers, paymentMethodAccounts, payments, terminalTransactions } from '../db/schema';
import { OPEN_STATES } from '../sales/terminalFlow';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import type { convertToCredit as convertContract } from '../../src/contracts/invoices';
import { applyToInvoice, creditEntry, creditMethod, lockInvoice, remainingOfInvoice } from './applications';
import { invoiceAnswer } from './queries';
import { reconcileOpenTerminals } from './terminalModes';

type Input = z.output<typeof convertContract.body>;

/**
 * Whether the customer is there to keep the credit, under the customer's row lock (credit moves of one customer
 * queue there, as lockCreditBalance does); a deleted customer is nobody's account.
 */
async function lockLiveCustomer(tx: Tx, customerId: number): Promise<boolean> {
  const [c] = await tx
    .select({ id: customers.id, deletedAt: customers.deletedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update')
    .limit(1);
  return c != null && c.deletedAt == null;
}

/** Whether a card payment of this invoice is still at the terminal (its outcome not known yet). */
async function terminalOpen(tx: Tx, invoiceId: number): Promise<boolean> {
  const [t] = await tx
    .select({ id: terminalTransactions.id })
    .from(terminalTransactions)
    .where(and(eq(terminalTransactions.invoiceId, invoiceId), inArray(terminalTransactions.state, OPEN_STATES)))
    .limit(1);
  return t != null;
}

async function firstAccountOf(tx: Tx, methodId: number): Promise<number | null> {
  const [a] = await tx
    .select({ id: paymentMethodAccounts.id })
    .from(paymentMethodAccounts)
    .where(eq(paymentMethodAccounts.paymentMethodId, methodId))
    .orderBy(paymentMethodAccounts.id)
    .limit(1);
  return a?.id ?? null;
}

/**
 * Moves what a credit invoice still owes the customer to the customer's credit. Refuses (422, nothing changes)
 * an invoice that is no credit invoice, has nothing left to pay back, or has no customer; and (409) while a card
 * payout of it waits at the terminal, after first settling any this process no longer drives.
 */
export async function convertToCredit(ctx: ServiceContext, input: Input) {
  // A payout approved at the terminal while nobody listened (a restart) counts before anything is moved.
  await reconcileOpenTerminals(ctx.services, ctx.tenant, { invoiceId: input.invoice_id });
  let customerId: number | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const inv = await lockInvoice(tx, input.invoice_id);
      // The same key again (a lost answer, or a call that queued on the lock behind its twin): already done.
      const [prior] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.clientKey, input.client_key))
        .limit(1);
      if (prior) return;
      if (!inv.isCreditInvoice) throw unprocessable('not_a_credit_invoice', INVOICE_TEXTS.convertNotCredit);
      const remaining = remainingOfInvoice(inv);
      if (remaining >= 0) throw unprocessable('nothing_to_pay_back', INVOICE_TEXTS.convertNothingLeft);
      if (!(await lockLiveCustomer(tx, inv.customerId)))
        throw unprocessable('credit_invoice_without_customer', INVOICE_TEXTS.convertNoCustomer);
      if (await terminalOpen(tx, inv.id))
        throw new AppError(409, 'terminal_payment_open', INVOICE_TEXTS.convertTerminalOpen);
      const method = await creditMethod(tx);
      if (!method) throw unprocessable('no_credit_method', INVOICE_TEXTS.noCreditMethod);
      const [pay] = await tx
        .insert(payments)
        .values({
          paymentMethodId: method.id,
          accountId: await firstAccountOf(tx, method.id),
          amount: remaining,
          paidAt: ctx.now,
          transactionStatus: 'confirmed',
          customerId: inv.customerId,
          userId: ctx.actor.user.id,
          clientKey: input.client_key,
          createdAt: ctx.now,
        })
        .returning();
      const who = { now: ctx.now, today: ctx.today, userId: ctx.actor.user.id };
      // A payout of exactly the remaining: all of it settles the credit invoice, nothing is surplus.
      await applyToInvoice(tx, inv.id, pay, who, { isCustomerCreditApplication: true });
      await creditEntry(tx, inv, pay.id, -remaining, INVOICE_TEXTS.convertedEntry(inv.invoiceNumber), who);
      customerId = inv.customerId;
    });
  } catch (err) {
    // The same key raced in from another request and won: its move stands, this one answers it.
    if (!isUniqueViolation(err, 'payments_client_key_unique')) throw err;
  }
  if (customerId != null) {
    await ctx.publish('InvoiceUpdated', { invoice_id: input.invoice_id });
    await ctx.publish('CustomerCreditUpdated', { customer_id: customerId });
  }
  return invoiceAnswer(ctx.db, input.invoice_id, ctx.today);
}
