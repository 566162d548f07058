import type { PrintLine } from '../../domain/printObject';
import { writable } from '../device';

/** One job the virtual printer received, laid out for the preview. */
export interface PreviewJob {
  id: number;
  printedAt: Date;
  width: number;
  lines: PrintLine[];
}

export const PREVIEW_KEEP = 20;

/**
 * What the 'Virtuell Skrivare' dialog shows: this session's jobs, newest first, and whether it is open.
 * The simulator (simulator.ts) lays the jobs out; the state alone loads with the console's commands.
 */
export const previewJobs = writable<PreviewJob[]>([]);
export const previewOpen = writable(false);

export function clearPreviewJobs() {
  previewJobs.set([]);
  previewOpen.set(false);
}
