import type { PrintObject } from '../../domain/printObject';
import { writable } from './readable';

export type { PrintObject } from '../../domain/printObject';

/** A value that can be read now and watched; plain, so drivers need no UI library. */
export interface Readable<T> {
  get(): T;
  /** Calls `fn` on every change; returns the unsubscribe function. */
  subscribe(fn: (value: T) => void): () => void;
}

export type DeviceStatus = 'disconnected' | 'connecting' | 'ready' | 'error';

/**
 * The outcome of a device call. Failures are values, not exceptions: `message` is Swedish and
 * shown as is; `retryable` says whether trying again (e.g. after reconnecting) may help.
 */
export type Result = { ok: true } | { ok: false; code: string; message: string; retryable: boolean };

export const ok: Result = { ok: true };
export const failure = (code: string, message: string, retryable = false): Result => ({ ok: false, code, message, retryable });

/**
 * A receipt printer of one port: SIM (the 'Virtuell Skrivare' preview), WINDOWS (the browser's
 * print dialog) or a hardware port. Drivers import no React and no stores.
 */
export interface ReceiptPrinter {
  /** The workstation's port this driver prints to. */
  readonly port: string;
  readonly status: Readable<DeviceStatus>;
  /** Opens the device; a real driver (Web Serial) needs a user gesture the first time. */
  connect(): Promise<Result>;
  /**
   * Prints one job (the spec's print object); connects first when needed. Never throws: a
   * failure is returned as a Result.
   */
  print(doc: PrintObject): Promise<Result>;
}

/** A driver with nothing to open (the preview, the browser's dialog): always ready, connecting is a no-op. */
export function alwaysReadyPrinter(port: string, print: ReceiptPrinter['print']): ReceiptPrinter {
  return { port, status: writable<DeviceStatus>('ready'), connect: async () => ok, print };
}
