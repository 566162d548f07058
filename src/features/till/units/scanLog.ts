// The last code any scanner sent (the units page shows it): kept apart from the drivers, which
// import no stores, and from the page, so the register's scan routing can note scans cheaply.
import { observable } from '@legendapp/state';

export type ScanSource = 'wedge' | 'hid';

export interface LoggedScan {
  code: string;
  source: ScanSource;
  /** When the code arrived (ms since epoch). */
  at: number;
  /** Milliseconds since the scan before it, null for the first of the session. */
  sincePrevious: number | null;
}

export const lastScan$ = observable<LoggedScan | null>(null);
/** How many scans arrived this session (the units page counts them). */
export const scanCount$ = observable(0);

export function noteScan(code: string, source: ScanSource, now = Date.now()) {
  const before = lastScan$.peek();
  lastScan$.set({ code, source, at: now, sincePrevious: before ? now - before.at : null });
  scanCount$.set((n) => n + 1);
}
