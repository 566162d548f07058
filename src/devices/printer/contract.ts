import type { PrintObject } from '../../domain/printObject';
import { ok, writable, type DeviceStatus, type Readable, type Result } from '../device';

export type { PrintObject } from '../../domain/printObject';

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
