// Stopping a card payment still waiting at the terminal ('Avbryt', money.md 2 "Terminal status dialog"), for an
// invoice (POST invoices/cancel-payment) and for a customer's credit (server/customerCredit/payments.ts). The
// terminal is asked first (server/invoices/terminalModes.ts reconcilePaymentTerminal), so an approval stands.
import { and, desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../http/serviceContext';
import { AppError, notFound } from '../http/errors';
import type { Db } from '../db/client';
import { payments, terminalTransactions } from '../db/schema';
import { TERMINAL_UNKNOWN } from '../sales/terminalPayments';
import { INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import { invoiceAnswer } from './queries';
import { reconcilePaymentTerminal } from './terminalModes';

type Ctx = ServiceContext;

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
