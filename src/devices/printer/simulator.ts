import { failure, ok, type ReceiptPrinter } from './contract';
import { pushPreviewJob } from './previewStore';
import { writable } from './readable';

/** Port SIM: the job appears in the 'Virtuell Skrivare' preview. Always ready. */
export function createSimulatorPrinter(port = 'SIM'): ReceiptPrinter {
  const status = writable<'ready'>('ready');
  return {
    port,
    status,
    connect: async () => ok,
    async print(doc) {
      if (!Array.isArray(doc.content)) return failure('invalid_job', 'Utskriften saknar innehåll.');
      pushPreviewJob(doc);
      return ok;
    },
  };
}
