import { alwaysReadyPrinter, type ReceiptPrinter } from './contract';
import { failure, ok } from '../device';
import { pushPreviewJob } from './previewStore';

/** Port SIM: the job appears in the 'Virtuell Skrivare' preview. Always ready. */
export function createSimulatorPrinter(port = 'SIM'): ReceiptPrinter {
  return alwaysReadyPrinter(port, async (doc) => {
    if (!Array.isArray(doc.content)) return failure('invalid_job', 'Utskriften saknar innehåll.');
    pushPreviewJob(doc);
    return ok;
  });
}
