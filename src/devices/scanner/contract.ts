import { writable, type DeviceStatus, type Readable, type Result } from '../device';

export { parseScan, UNKNOWN_SCAN_TEXT, type Scan } from '../../domain/scanParse';

/** Timing of a keyboard-wedge burst (money.md 4, 9; shell.md 5). */
export const SCAN_MIN_KEYS = 8;
/** The first to the eighth key of a burst arrive within this many ms. */
export const SCAN_WINDOW_MS = 200;
/** A larger gap between two keys restarts detection (and ends a recognised burst). */
export const SCAN_MAX_GAP_MS = 50;

/** Receives one raw code, without the scanner's Enter/Tab/CR suffix. */
export type ScanListener = (code: string) => void;

/**
 * A source of raw scanner codes: the keyboard wedge, a HID-POS scanner, or several merged.
 * Transport only: `parseScan` turns the codes into typed scans. Drivers import no React and no stores.
 */
export interface ScannerTransport {
  readonly status: Readable<DeviceStatus>;
  /** Opens the device; a real driver (WebHID) needs a user gesture the first time. Never throws. */
  connect(): Promise<Result>;
  /** Calls `cb` for every code scanned from now on; returns the unsubscribe function. */
  onScan(cb: ScanListener): () => void;
}

/** A listener set shared by the drivers; a throwing listener does not stop the others. */
export function scanEmitter() {
  const listeners = new Set<ScanListener>();
  return {
    onScan(cb: ScanListener) {
      listeners.add(cb);
      return () => {
        listeners.delete(cb);
      };
    },
    emit(code: string) {
      for (const cb of [...listeners]) {
        try {
          cb(code);
        } catch (e) {
          console.error('Scan listener failed', e);
        }
      }
    },
  };
}

const rank: Record<DeviceStatus, number> = { ready: 3, connecting: 2, error: 1, disconnected: 0 };

/** One transport over several (wedge + HID): codes from any; status is the best of them; connect connects all. */
export function mergeScanners(...transports: ScannerTransport[]): ScannerTransport {
  const best = () => transports.map((t) => t.status.get()).sort((a, b) => rank[b] - rank[a])[0] ?? 'disconnected';
  const status = writable<DeviceStatus>(best());
  for (const t of transports) t.status.subscribe(() => status.set(best()));
  return {
    status,
    async connect() {
      const results = await Promise.all(transports.map((t) => t.connect()));
      return results.find((r) => r.ok) ?? results[0] ?? { ok: true };
    },
    onScan(cb) {
      const offs = transports.map((t) => t.onScan(cb));
      return () => offs.forEach((off) => off());
    },
  };
}
