import { alwaysReadyPrinter, type ReceiptPrinter } from './contract';
import { failure, ok } from '../device';
import { layoutPrintObject, normalizeWidth, type PrintObject } from '../../domain/printObject';
import { PREVIEW_KEEP, previewJobs, previewOpen, type PreviewJob } from './previewStore';

let nextId = 1;

/** Lays a job out for the 'Virtuell Skrivare' preview, newest first, and opens it. */
export function pushPreviewJob(doc: PrintObject, now = new Date()): PreviewJob {
  const width = normalizeWidth(doc.width);
  const job: PreviewJob = { id: nextId++, printedAt: now, width, lines: layoutPrintObject(doc, width) };
  previewJobs.set([job, ...previewJobs.get()].slice(0, PREVIEW_KEEP));
  previewOpen.set(true);
  return job;
}

/** Port SIM: the job appears in the 'Virtuell Skrivare' preview. Always ready. */
export function createSimulatorPrinter(port = 'SIM'): ReceiptPrinter {
  return alwaysReadyPrinter(port, async (doc) => {
    if (!Array.isArray(doc.content)) return failure('invalid_job', 'Utskriften saknar innehåll.');
    pushPreviewJob(doc);
    return ok;
  });
}
