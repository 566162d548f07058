// The payments tab's row actions (money.md 5 "Refunds", 8 confirmation texts): reverse a payment that never
// happened ('ångrad'), move it to the customer's credit, refund a card payment ('återbetald', PIN checked again
// by the server). Each asks first; the pane reloads by InvoiceUpdated and by the answer.
import { call } from '../../../data/call';
import { confirmAction, confirmWithPin } from '../../../data/dialogs';
import { showSnackbar } from '../../../data/snackbars';
import type { InvoiceDetail, PaymentApplication } from '../../../contracts/invoices';
import { INVOICE_TEXTS as T } from '../../../domain/invoiceTexts';

/** 'Flytta till tillgodo' applies to a live incoming payment that did not come from the customer's credit. */
export const canReassign = (a: PaymentApplication, invoice: Pick<InvoiceDetail, 'is_credit_invoice'>) =>
  !invoice.is_credit_invoice &&
  a.deleted_at == null &&
  a.paid_amount > 0 &&
  !a.is_customer_credit_application &&
  a.payment.surfboard_order?.refunded_at == null &&
  a.payment.transaction_status === 'confirmed';

/** Each resolves true when it was done (false when cancelled or refused: the API client showed why). */
export async function reversePayment(invoice: InvoiceDetail, a: PaymentApplication): Promise<boolean> {
  // On a credit invoice the row is a payout: undoing it gives the credit back to the credit invoice.
  const body = invoice.is_credit_invoice ? T.reverseRefundConfirm : T.reverseConfirm;
  if (!(await confirmAction({ header: 'Ångra betalning', body, confirmLabel: T.reverse }))) return false;
  try {
    await call('POST invoices/reverse-payment', { body: { paymentId: a.payment_id, invoiceId: invoice.id } });
  } catch {
    return false;
  }
  showSnackbar('success', T.reversed);
  return true;
}

export async function reassignPayment(a: PaymentApplication): Promise<boolean> {
  const ok = await confirmAction({ header: T.reassign, body: T.reassignConfirm, confirmLabel: T.reassign });
  if (!ok) return false;
  try {
    await call('POST invoices/reverse-payment-application', { body: { paymentApplicationId: a.id } });
  } catch {
    return false;
  }
  showSnackbar('success', T.reassigned);
  return true;
}

/** A refund the card terminal still has to carry out: its payment and how long the terminal has. */
export interface RefundWait {
  paymentId: number;
  timeout: number;
}

/**
 * A card refund: the confirmation with its timer and the PIN, which goes to the server with the request. When
 * the terminal still has to take it (await_confirmation) the answer is the wait ('Kortterminal' shows it).
 */
export async function refundPayment(invoice: InvoiceDetail, a: PaymentApplication): Promise<boolean | RefundWait> {
  const pin = await confirmWithPin({
    header: 'Återbetala kortbetalning',
    body: T.refundConfirm,
    withTimer: true,
    enforcesPin: true,
    confirmLabel: T.refund,
  });
  if (pin == null) return false;
  let d: { transaction_status: string; payment_id: number | null; terminal_timeout: number | null };
  try {
    d = await call('POST invoices/refund-payment', {
      body: { paymentId: a.payment_id, invoiceId: invoice.id, pin },
    });
  } catch {
    return false;
  }
  if (d.transaction_status === 'await_confirmation' && d.payment_id != null)
    return { paymentId: d.payment_id, timeout: d.terminal_timeout ?? REFUND_TIMEOUT_S };
  showSnackbar('success', T.refunded);
  return true;
}

// The terminal's own time limit when the answer names none.
const REFUND_TIMEOUT_S = 60;

/** 'Avbryt' in 'Kortterminal': stops the refund still waiting at the terminal. */
export async function cancelRefund(paymentId: number): Promise<void> {
  await call('POST invoices/cancel-payment', { body: { paymentId }, silent: true });
}
