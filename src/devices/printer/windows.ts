import { layoutPrintObject, normalizeWidth } from '../../domain/printObject';
import { alwaysReadyPrinter, type ReceiptPrinter } from './contract';
import { failure, ok } from '../device';
import { linesToHtml } from './textFormatter';

/** Port WINDOWS: the job goes to the browser's print dialog through a hidden frame. */
export function createWindowsPrinter(port = 'WINDOWS'): ReceiptPrinter {
  return alwaysReadyPrinter(port, async (doc) => {
    const width = normalizeWidth(doc.width);
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    Object.assign(frame.style, { position: 'fixed', width: '0', height: '0', border: '0', right: '0', bottom: '0' });
    document.body.append(frame);
    try {
      const win = frame.contentWindow;
      const page = frame.contentDocument;
      if (!win || !page) return failure('print_unavailable', 'Webbläsaren kan inte skriva ut.');
      page.open();
      page.write(linesToHtml(layoutPrintObject(doc, width), width));
      page.close();
      win.focus();
      // print() blocks until the dialog closes in the browsers we support.
      win.print();
      return ok;
    } catch {
      return failure('print_failed', 'Utskriften kunde inte startas.', true);
    } finally {
      frame.remove();
    }
  });
}
