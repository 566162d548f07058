// Money onto and off invoices and customer credit, inside the caller's transaction: the one place that
// writes payment applications and the credit entries a payment makes (surplus, moved, refunded surplus).
// Every change is followed by refreshInvoice in the same transaction (ledger.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import {
  customerCreditEntries,
  customers,
  invoices,
  paymentApplications,
  paymentMethods,
  payments,
} from '../db/schema';
import { notFound } from '../http/errors';
import { remainingOf, surplusOf } from '../../src/domain/invoices';
import { CUSTOMER_CREDIT_TEXTS, INVOICE_TEXTS } from '../../src/domain/invoiceTexts';
import { type InvoiceRecord, refreshInvoice } from './ledger';

export type PaymentRecord = typeof payments.$inferSelect;
export type MethodRecord = typeof paymentMethods.$inferSelect;

/** Gateways that never take money in or out themselves: they are ways to invoice, a link, or credit. */
export const NOT_A_PAYMENT_GATEWAYS: readonly string[] = ['invoicing', 'customer_credit', 'payment_link'];

export const sumsOf = (inv: InvoiceRecord) => ({
  total: inv.totalAmount,
  paid: inv.paidAmount,
  credited: inv.creditedAmount,
});
export const remainingOfInvoice = (inv: InvoiceRecord) => remainingOf(sumsOf(inv));

/** The invoice under a row lock (payments on one invoice queue here), or 404. */
export async function lockInvoice(tx: Tx, id: number): Promise<InvoiceRecord> {
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update').limit(1);
  if (!inv) throw notFound(INVOICE_TEXTS.notFound);
  return inv;
}

/** The customer's credit balance under the customer's row lock (credit moves of one customer queue here). */
export async function lockCreditBalance(tx: Tx, customerId: number): Promise<number> {
  const [c] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  if (!c) throw notFound(CUSTOMER_CREDIT_TEXTS.customerNotFound);
  return creditBalance(tx, customerId);
}

export async function creditBalance(tx: DbOrTx, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${customerCreditEntries.amount}), 0)::int` })
    .from(customerCreditEntries)
    .where(and(eq(customerCreditEntries.customerId, customerId), isNull(customerCreditEntries.deletedAt)));
  return row.sum;
}

export async function methodOf(tx: Tx, id: number): Promise<MethodRecord | null> {
  const [m] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), isNull(paymentMethods.deletedAt)))
    .limit(1);
  return m ?? null;
}

export async function creditMethod(tx: Tx): Promise<MethodRecord | null> {
  const [m] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.gateway, 'customer_credit'), isNull(paymentMethods.deletedAt)))
    .orderBy(paymentMethods.id)
    .limit(1);
  return m ?? null;
}

interface Who {
  now: Date;
  today: string;
  userId: number | null;
}

/**
 * Applies a confirmed payment's `amount` to the invoice (locked by the caller or not: it is locked here):
 * a normal invoice takes at most its remaining and the surplus becomes the customer's credit; a payout on a
 * credit invoice (negative) takes at most what is left to pay out, anything beyond is owed back as credit.
 * Returns the credit that moved (öre, signed).
 */
export async function applyToInvoice(
  tx: Tx,
  invoiceId: number,
  pay: { id: number; amount: number },
  who: Who,
  opts: { isCustomerCreditApplication?: boolean } = {},
): Promise<{ applied: number; creditMoved: number }> {
  const inv = await lockInvoice(tx, invoiceId);
  const remaining = remainingOfInvoice(inv);
  const applied =
    pay.amount >= 0 ? pay.amount - surplusOf(pay.amount, remaining) : Math.max(pay.amount, Math.min(0, remaining));
  if (applied !== 0) {
    await tx.insert(paymentApplications).values({
      paymentId: pay.id,
      invoiceId,
      paidAmount: applied,
      isCustomerCreditApplication: opts.isCustomerCreditApplication ?? false,
      appliedAt: who.now,
    });
  }
  const rest = pay.amount - applied;
  if (rest !== 0) await creditEntry(tx, inv, pay.id, rest, INVOICE_TEXTS.surplusEntry(inv.invoiceNumber), who);
  await refreshInvoice(tx, invoiceId, who.now);
  return { applied, creditMoved: rest };
}

export async function creditEntry(
  tx: Tx,
  inv: Pick<InvoiceRecord, 'id' | 'customerId'>,
  paymentId: number | null,
  amount: number,
  text: string,
  who: Who,
) {
  await tx.insert(customerCreditEntries).values({
    customerId: inv.customerId,
    date: who.today,
    amount,
    text,
    paymentId,
    invoiceId: inv.id,
    userId: who.userId,
    createdAt: who.now,
  });
}

/**
 * A refund of `original` (card or payment link) was paid out: every live application of the original is
 * taken back with one of the refund payment on the same invoice, and what the original left as customer
 * credit (a surplus, a payment moved to credit) is taken from the credit. The original is marked refunded.
 * Returns the invoices touched and the credit that moved.
 */
export async function applyRefund(
  tx: Tx,
  original: PaymentRecord,
  refund: { id: number },
  invoiceId: number,
  who: Who,
): Promise<{ invoiceIds: number[]; creditMoved: number }> {
  const live = await tx
    .select()
    .from(paymentApplications)
    .where(and(eq(paymentApplications.paymentId, original.id), isNull(paymentApplications.deletedAt)))
    .orderBy(paymentApplications.id);
  const invoiceIds = new Set<number>([invoiceId]);
  let takenBack = 0;
  for (const a of live) {
    await lockInvoice(tx, a.invoiceId);
    await tx.insert(paymentApplications).values({
      paymentId: refund.id,
      invoiceId: a.invoiceId,
      paidAmount: -a.paidAmount,
      appliedAt: who.now,
    });
    takenBack += a.paidAmount;
    invoiceIds.add(a.invoiceId);
  }
  const rest = original.amount - takenBack;
  if (rest !== 0) {
    const inv = await lockInvoice(tx, invoiceId);
    await creditEntry(tx, inv, refund.id, -rest, INVOICE_TEXTS.refundedSurplusEntry(inv.invoiceNumber), who);
  }
  await tx.update(payments).set({ refundedAt: who.now }).where(eq(payments.id, original.id));
  for (const id of invoiceIds) await refreshInvoice(tx, id, who.now);
  return { invoiceIds: [...invoiceIds], creditMoved: -rest };
}

/** Whether a payment is refunded or has a refund on its way (at the terminal). */
export async function refundUnderway(tx: Tx, p: PaymentRecord): Promise<boolean> {
  if (p.refundedAt) return true;
  const [r] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.refundOfPaymentId, p.id), isNull(payments.deletedAt)))
    .limit(1);
  return r != null;
}
