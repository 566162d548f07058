/**
 * A simulated keyboard-wedge scanner: types a code into the document as a keystroke burst, so the
 * demo and browser tests go through exactly the path a real wedge scanner takes (the burst
 * detector, then listeners of the scanner transport). The keys are untrusted synthetic events:
 * if the detector let one through, it would reach hotkeys and handlers but type nothing.
 */
import { SCAN_MAX_GAP_MS } from './contract';

export interface SimulateScanOptions {
  /** Milliseconds between keys; 10 like a real scanner. Above 50 it types like a person. */
  gapMs?: number;
  /** The scanner's suffix key; null for none (the burst then ends by the 50 ms pause). */
  terminator?: 'Enter' | 'Tab' | null;
  /** Where the keys go; defaults to the focused element, as with a real keyboard. */
  target?: () => EventTarget;
}

/** One synthetic key event as a wedge scanner sends it (keyCode set as a real keyboard's is). */
export function scannerKeyEvent(type: 'keydown' | 'keyup', key: string): KeyboardEvent {
  const digit = /^\d$/.test(key);
  const letter = /^[a-z]$/i.test(key);
  const code = digit
    ? `Digit${key}`
    : letter
      ? `Key${key.toUpperCase()}`
      : key === 'Enter' || key === 'Tab'
        ? key
        : key === '-'
          ? 'Minus'
          : '';
  const e = new KeyboardEvent(type, {
    key,
    code,
    shiftKey: letter && key === key.toUpperCase(),
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  const keyCode = key === 'Enter' ? 13 : key === 'Tab' ? 9 : key === '-' ? 189 : key.toUpperCase().charCodeAt(0);
  // A constructed event leaves keyCode at 0; listeners that read it get what a keyboard sends.
  Object.defineProperty(e, 'keyCode', { get: () => keyCode });
  Object.defineProperty(e, 'which', { get: () => keyCode });
  return e;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Types `code` as a scanner would; resolves once the burst is over (after the 50 ms end pause). */
export async function simulateScan(code: string, options: SimulateScanOptions = {}): Promise<void> {
  const gap = options.gapMs ?? 10;
  const terminator = options.terminator === undefined ? 'Enter' : options.terminator;
  const target = options.target ?? (() => document.activeElement ?? document.body);
  const keys = [...code, ...(terminator ? [terminator] : [])];
  for (let i = 0; i < keys.length; i++) {
    if (i > 0) await pause(gap);
    const t = target();
    t.dispatchEvent(scannerKeyEvent('keydown', keys[i]));
    t.dispatchEvent(scannerKeyEvent('keyup', keys[i]));
  }
  await pause(SCAN_MAX_GAP_MS + 1);
}

/** The simulator as an object for the demo (e.g. a 'Simulera skanning' button or window hook). */
export function createScannerSimulator(defaults: SimulateScanOptions = {}) {
  return { scan: (code: string, options: SimulateScanOptions = {}) => simulateScan(code, { ...defaults, ...options }) };
}
