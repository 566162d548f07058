// 'Flytta till tillgodo' of a credit invoice (POST invoices/convert-to-credit): what the credit invoice still owes
// the customer is kept as their credit instead of being paid out. Asks first with 'Avbryt' focused; one client_key
// per attempt (the API client's retries of the call reuse it). The pane reloads by InvoiceUpdated.
import { call } from '../../../data/call';
import { confirmAction } from '../../../data/dialogs';
import { showSnackbar } from '../../../data/snackbars';
import { INVOICE_TEXTS as T } from '../../../domain/invoiceTexts';
import { formatKr } from '../../../domain/money';
import { newClientKey } from '../overlays/overlayKit';

/** Resolves true when the money was moved; false when cancelled or refused (the API client showed the reason). */
export async function moveToCredit(f: { id: number; owedBack: number; customerName: string }): Promise<boolean> {
  const ok = await confirmAction({
    header: T.reassign,
    body: T.convertConfirm(formatKr(f.owedBack), f.customerName),
    confirmLabel: T.reassign,
    focusCancel: true,
  });
  if (!ok) return false;
  try {
    await call('POST invoices/convert-to-credit', { body: { client_key: newClientKey(), invoice_id: f.id } });
  } catch {
    return false;
  }
  showSnackbar('success', T.converted);
  return true;
}
