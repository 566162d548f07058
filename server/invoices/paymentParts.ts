// What the invoice payment flows share (server/invoices/payments.ts: checkout and registered payments;
// paymentCorrections.ts: reversal, moving to credit, refund): who acts, the announcement after commit, a card
// payment started at the terminal in mode 'invoice', and the answer for a payment that may wait there.
import type { ServiceContext } from '../http/serviceContext';
import type { Tx } from '../db/client';
import { payments } from '../db/schema';
import { TERMINAL_TIMEOUT_S } from '../sales/service';
import type { TerminalTxn } from '../sales/terminalFlow';
import type { PaymentRecord } from './applications';
import { invoiceAnswer } from './queries';
import { requestModeTransaction, type TerminalOrder, terminalReference } from './terminalModes';

type Ctx = ServiceContext;

/** Who registers an application or a credit entry, and when (applications.ts takes it as `by`). */
export const who = (ctx: Pick<Ctx, 'now' | 'today'> & { actor: { user: { id: number } } }) => ({
  now: ctx.now,
  today: ctx.today,
  userId: ctx.actor.user.id,
});

/** After commit: InvoiceUpdated for every invoice touched, CustomerCreditUpdated when credit moved. */
export async function publishMoved(
  ctx: Pick<Ctx, 'publish'>,
  invoiceIds: Iterable<number>,
  creditCustomerId: number | null,
) {
  for (const id of new Set(invoiceIds)) await ctx.publish('InvoiceUpdated', { invoice_id: id });
  if (creditCustomerId != null) await ctx.publish('CustomerCreditUpdated', { customer_id: creditCustomerId });
}

const orderOf = (reference: string, ctx: Ctx): TerminalOrder => ({
  provider: 'terminal',
  reference,
  workstation_id: ctx.actor.workstation?.id ?? null,
});

/** A card payment (or refund, by its amount's sign) of an invoice: waiting, with its terminal transaction. */
export async function startCardPayment(
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
export async function checkoutAnswer(ctx: Ctx, invoiceId: number, waiting: PaymentRecord | null) {
  const w = waiting && !waiting.deletedAt && waiting.transactionStatus === 'await_confirmation' ? waiting : null;
  return {
    ...(await invoiceAnswer(ctx.db, invoiceId, ctx.today)),
    transaction_status: w ? ('await_confirmation' as const) : ('confirmed' as const),
    payment_id: w?.id ?? null,
    terminal_timeout: w ? TERMINAL_TIMEOUT_S : null,
  };
}
