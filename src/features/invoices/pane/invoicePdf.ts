// 'Ladda ner fakturan' and 'Skriv ut fakturan': the server's PDF (GET invoices/:id/pdf) fetched with the API
// client's base URL and headers, then saved as faktura-{n}.pdf or printed from a hidden frame.
import { showSnackbar } from '../../../data/snackbars';
import { clearSession, session$ } from '../../../data/session';
import { INVOICE_TEXTS as T } from '../../../domain/invoiceTexts';
import { APP_VERSION } from '../../../domain/version';

/** Where the PDF of an invoice is, under the tenant's API (the detail's `print`). */
export const invoicePdfPath = (id: number) => `invoices/${id}/pdf`;

/** The PDF's bytes, or null after telling the user why not (a snackbar). */
export async function fetchInvoicePdf(id: number, download: boolean): Promise<Blob | null> {
  const baseURL = session$.user.peek()?.domain.baseURL;
  if (!baseURL) {
    clearSession();
    return null;
  }
  const token = session$.token.peek();
  const workstation = session$.workstation.peek();
  const url = `${baseURL.replace(/\/+$/, '')}/${invoicePdfPath(id)}${download ? '?download=1' : ''}`;
  let res: Response;
  try {
    res = await fetch(url, {
      credentials: 'include',
      headers: {
        accept: 'application/pdf',
        'x-app-version': APP_VERSION,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(workstation ? { 'x-workstation-id': String(workstation.id) } : {}),
      },
    });
  } catch {
    showSnackbar('error', 'Problem med internetuppkopplingen');
    return null;
  }
  if (res.status === 401) {
    clearSession();
    return null;
  }
  if (!res.ok) {
    // A refusal comes as the API's envelope: its Swedish message says why.
    const message = await res
      .json()
      .then((b: { error_message?: string }) => b.error_message)
      .catch(() => undefined);
    showSnackbar('error', message || T.pdfFailed(res.status));
    return null;
  }
  return res.blob();
}

/** Saves the invoice as faktura-{number}.pdf through the browser's download. */
export async function downloadInvoicePdf(id: number, invoiceNumber: number): Promise<void> {
  const blob = await fetchInvoicePdf(id, true);
  if (!blob) return;
  const href = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href, download: `faktura-${invoiceNumber}.pdf` });
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy by now; a minute is ample for a slow disk.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

// How long the printed frame stays: the print dialog holds it while open, then it is removed.
const PRINT_FRAME_MS = 60_000;

/** Opens the browser's print dialog with the invoice, from a frame the user does not see. */
export async function printInvoicePdf(id: number): Promise<void> {
  const blob = await fetchInvoicePdf(id, false);
  if (!blob) return;
  const href = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.dataset.invoicePrint = String(id);
  const done = () => {
    frame.remove();
    URL.revokeObjectURL(href);
  };
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      // A browser that will not print a PDF frame opens it in a tab, where it prints itself.
      window.open(href, '_blank', 'noopener');
    }
    setTimeout(done, PRINT_FRAME_MS);
  };
  frame.src = href;
  document.body.append(frame);
}
