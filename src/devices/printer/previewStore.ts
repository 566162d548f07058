import { layoutPrintObject, normalizeWidth, type PrintLine, type PrintObject } from '../../domain/printObject';
import { writable } from '../device';

/** One job the virtual printer received, laid out for the preview. */
export interface PreviewJob {
  id: number;
  printedAt: Date;
  width: number;
  lines: PrintLine[];
}

export const PREVIEW_KEEP = 20;

/** What the 'Virtuell Skrivare' dialog shows: this session's jobs, newest first, and whether it is open. */
export const previewJobs = writable<PreviewJob[]>([]);
export const previewOpen = writable(false);
let nextId = 1;

export function pushPreviewJob(doc: PrintObject, now = new Date()): PreviewJob {
  const width = normalizeWidth(doc.width);
  const job: PreviewJob = { id: nextId++, printedAt: now, width, lines: layoutPrintObject(doc, width) };
  previewJobs.set([job, ...previewJobs.get()].slice(0, PREVIEW_KEEP));
  previewOpen.set(true);
  return job;
}

export function clearPreviewJobs() {
  previewJobs.set([]);
  previewOpen.set(false);
}
