// 'Fakturera' pressed: POST invoices/create (one client_key per dialog opening, so a retry is the same invoice),
// the payment link's e-mail, then where the staff goes next: the invoice pane, the till's cart without the
// invoiced lines, or (the register's checkout mode) the booking checked out and /actions.
import { ApiError } from '../../../data/api';
import { call } from '../../../data/call';
import { showSnackbar } from '../../../data/snackbars';
import { INVOICE_TEXTS } from '../../../domain/invoiceTexts';
import { openInvoice } from '../../../shell/panes/open';
import { finishCheckout } from '../../reception/checkin/checkinFlow';
import { cart$, loadSaved, removePaid, type CartOwner } from '../../till/register/cartStore';
import { cartLinesOf, fetchOwnerCart } from '../../till/register/ownerCart';
import { createInvoiceBody, isPaymentLink, type InvoiceChoice, type InvoiceSource } from './createInvoice';

/** The Swedish reason of a failed call: the server's message, else its first field error. */
export function failureText(err: unknown): string {
  if (err instanceof ApiError) {
    const field = Object.values(err.fieldErrors)[0]?.[0];
    return err.message || field || 'Ett oväntat fel inträffade';
  }
  return 'Ett oväntat fel inträffade';
}

/** The invoiced lines leave the cart; a booking's or group's cart is read again so it shows what is left to sell. */
async function afterTill(owner: CartOwner, lineIds: string[]) {
  removePaid(lineIds);
  const now = cart$.owner.peek();
  if ((owner.kind !== 'booking' && owner.kind !== 'booking_group') || now.kind !== owner.kind || now.id !== owner.id)
    return;
  try {
    const cart = await fetchOwnerCart({ kind: owner.kind, id: owner.id });
    loadSaved(owner, cartLinesOf(cart));
  } catch {
    /* the cart keeps what it has; the next visit reads it again */
  }
}

/**
 * Creates the invoice and does what follows. Resolves null when it is made (the dialog closes), else the Swedish
 * reason to show under the button (nothing was made, and a retry with the same key is safe).
 */
export async function submitInvoice(source: InvoiceSource, choice: InvoiceChoice): Promise<string | null> {
  let invoice: { id: number; invoice_number: number };
  try {
    ({ invoice } = await call('POST invoices/create', { body: createInvoiceBody(source, choice), silent: true }));
  } catch (err) {
    return failureText(err);
  }
  let sent = choice.send;
  if (isPaymentLink(source)) {
    try {
      await call('POST invoices/resend', { body: { invoiceId: invoice.id, withPaymentLink: true }, silent: true });
      sent = true;
    } catch (err) {
      // The invoice exists: its pane offers 'Skicka fakturan igen med betallänk'.
      showSnackbar('warning', INVOICE_TEXTS.linkFailed(invoice.invoice_number, failureText(err)));
      sent = false;
    }
  }
  if (!isPaymentLink(source) || sent)
    showSnackbar(
      'success',
      sent ? INVOICE_TEXTS.createdAndSent(invoice.invoice_number) : INVOICE_TEXTS.created(invoice.invoice_number),
    );
  if (source.kind === 'till') {
    await afterTill(
      source.owner,
      source.lines.map((l) => l.clientId),
    );
    return null;
  }
  if (source.kind === 'booking' && source.checkOut) {
    try {
      await finishCheckout(source.id);
    } catch {
      /* the API client showed why; the booking stays on its checkout */
    }
    return null;
  }
  openInvoice(invoice.id);
  return null;
}
