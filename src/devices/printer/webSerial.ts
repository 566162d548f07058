// A receipt printer on a hardware port (COM3, /dev/ttyUSB0, ...) reached through the browser's
// Web Serial API. The encoder is loaded on first use so the main bundle stays small.
import type { PrintObject, ReceiptPrinter } from './contract';
import { failure, ok, writable, type DeviceStatus, type Result } from '../device';
import type { EscPosOptions } from './escpos';

/** The part of the Web Serial API the driver uses (lib.dom has no types for it yet). */
export interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readonly writable: WritableStream<Uint8Array> | null;
  getInfo?(): { usbVendorId?: number; usbProductId?: number };
  addEventListener?(type: 'disconnect', listener: () => void): void;
  removeEventListener?(type: 'disconnect', listener: () => void): void;
}
export interface SerialLike {
  requestPort(options?: { filters?: { usbVendorId?: number; usbProductId?: number }[] }): Promise<SerialPortLike>;
  getPorts(): Promise<SerialPortLike[]>;
}
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Many ESC/POS serial printers leave the factory at 9600 baud (8N1); USB printers that show up as a
 * virtual COM port ignore the rate. Another rate is set in the port name ('COM3@19200') or here.
 */
export const DEFAULT_BAUD_RATE = 9600;
/** A write that takes longer (printer off, out of paper with flow control) fails instead of hanging the till. */
export const WRITE_TIMEOUT_MS = 15_000;

export interface WebSerialOptions {
  baudRate?: number;
  /** Defaults to navigator.serial; tests pass a fake. null = the browser has no Web Serial. */
  serial?: SerialLike | null;
  /** Where the chosen port's USB ids are remembered (defaults to localStorage). */
  storage?: KeyValueStore | null;
  escpos?: EscPosOptions;
  writeTimeoutMs?: number;
}

/** A Web Serial receipt printer: the ReceiptPrinter contract plus the cash drawer and closing the port. */
export interface WebSerialPrinter extends ReceiptPrinter {
  /** Sends only the drawer pulse (ESC p); connects first when needed. */
  openCashDrawer(): Promise<Result>;
  /** Closes the port; the next print reopens it without asking again. */
  disconnect(): Promise<void>;
}

/** True for a printer that can open the cash drawer by itself (a hardware printer). */
export const hasCashDrawer = (printer: ReceiptPrinter): printer is WebSerialPrinter =>
  typeof (printer as Partial<WebSerialPrinter>).openCashDrawer === 'function';

/** 'COM3@19200' → the port name 'COM3' and baud rate 19200. */
export function parseSerialPort(port: string): { name: string; baudRate?: number } {
  const m = /^(.*)@(\d{3,7})$/.exec(port.trim());
  return m ? { name: m[1], baudRate: Number(m[2]) } : { name: port.trim() };
}

const defaultSerial = (): SerialLike | null =>
  (typeof navigator !== 'undefined' && (navigator as Navigator & { serial?: SerialLike }).serial) || null;
const defaultStorage = (): KeyValueStore | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};
const errorName = (e: unknown) =>
  e && typeof e === 'object' && 'name' in e ? String((e as { name: unknown }).name) : '';

export const SERIAL_UNSUPPORTED = 'Webbläsaren saknar stöd för seriella skrivare';

export function createWebSerialPrinter(port: string, options: WebSerialOptions = {}): WebSerialPrinter {
  const { name, baudRate: portBaud } = parseSerialPort(port);
  const baudRate = options.baudRate ?? portBaud ?? DEFAULT_BAUD_RATE;
  const serial = options.serial === undefined ? defaultSerial() : options.serial;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const storageKey = `serialPrinter:${name}`;
  const status = writable<DeviceStatus>('disconnected');
  let open: SerialPortLike | null = null;
  let connecting: Promise<Result> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const lost = () =>
    failure('printer_lost', `Kontakten med skrivaren ${name} bröts. Kontrollera kabeln och försök igen.`, true);
  const onDisconnect = () => {
    forget();
    status.set('disconnected');
  };
  function forget() {
    open?.removeEventListener?.('disconnect', onDisconnect);
    open = null;
  }

  /** A port the user granted before (no gesture needed): the remembered one, or the only one. */
  async function grantedPort(): Promise<SerialPortLike | null> {
    const ports = await serial!.getPorts();
    const saved = storage?.getItem(storageKey);
    if (saved) {
      let want: { usbVendorId?: number; usbProductId?: number } = {};
      try {
        want = JSON.parse(saved) ?? {};
      } catch {
        /* unreadable: ask again */
      }
      const match = ports.find((p) => {
        const info = p.getInfo?.() ?? {};
        return info.usbVendorId === want.usbVendorId && info.usbProductId === want.usbProductId;
      });
      if (match) return match;
    }
    return ports.length === 1 ? ports[0] : null;
  }

  async function doConnect(): Promise<Result> {
    if (!serial) {
      status.set('error');
      return failure('serial_unsupported', SERIAL_UNSUPPORTED);
    }
    status.set('connecting');
    let chosen: SerialPortLike;
    try {
      chosen = (await grantedPort()) ?? (await serial.requestPort());
    } catch (e) {
      status.set('disconnected');
      if (errorName(e) === 'NotFoundError') return failure('no_port_selected', 'Ingen skrivare valdes.', true);
      // requestPort outside a click (e.g. a print job arriving from the server) is refused.
      return failure(
        'needs_user_gesture',
        `Skrivaren ${name} är inte ansluten. Anslut den med ett klick och försök igen.`,
        true,
      );
    }
    try {
      if (!chosen.writable) await chosen.open({ baudRate });
    } catch {
      status.set('error');
      return failure(
        'open_failed',
        `Skrivaren ${name} kunde inte öppnas. Den kan vara upptagen av ett annat program.`,
        true,
      );
    }
    try {
      storage?.setItem(storageKey, JSON.stringify(chosen.getInfo?.() ?? {}));
    } catch {
      /* remembering is a convenience */
    }
    open = chosen;
    chosen.addEventListener?.('disconnect', onDisconnect);
    status.set('ready');
    return ok;
  }

  function connect(): Promise<Result> {
    if (open?.writable && status.get() === 'ready') return Promise.resolve(ok);
    connecting ??= doConnect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  async function writeBytes(bytes: Uint8Array): Promise<Result> {
    const stream = open?.writable;
    if (!stream) {
      forget();
      status.set('disconnected');
      return lost();
    }
    let writer: WritableStreamDefaultWriter<Uint8Array> | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      writer = stream.getWriter();
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), options.writeTimeoutMs ?? WRITE_TIMEOUT_MS);
      });
      const done = await Promise.race([writer.write(bytes).then(() => 'written' as const), timeout]);
      if (done === 'timeout') {
        void writer.abort().catch(() => undefined);
        writer.releaseLock();
        status.set('error');
        return failure(
          'printer_timeout',
          `Skrivaren ${name} svarar inte. Kontrollera att den är på och har papper.`,
          true,
        );
      }
      writer.releaseLock();
      return ok;
    } catch {
      // The port vanished mid-job (cable out, power off): drop it so the next try reopens it.
      const stale = open;
      forget();
      status.set('error');
      try {
        writer?.releaseLock();
        await stale?.close();
      } catch {
        /* already gone */
      }
      return lost();
    } finally {
      clearTimeout(timer);
    }
  }

  /** Connects when needed, builds the bytes and writes them; jobs go out one after another. */
  function send(build: () => Promise<Uint8Array>): Promise<Result> {
    const job = queue.then(async (): Promise<Result> => {
      const connected = await connect();
      if (!connected.ok) return connected;
      let bytes: Uint8Array;
      try {
        bytes = await build();
      } catch {
        return failure('invalid_job', 'Utskriften kunde inte läsas.');
      }
      return writeBytes(bytes);
    });
    queue = job.catch(() => undefined);
    return job;
  }

  return {
    port,
    status,
    connect,
    print: (doc: PrintObject) => send(async () => (await import('./escpos')).encodePrintObject(doc, options.escpos)),
    openCashDrawer: () => send(async () => (await import('./escpos')).encodeCashDrawerPulse(options.escpos)),
    async disconnect() {
      const current = open;
      forget();
      status.set('disconnected');
      try {
        await current?.close();
      } catch {
        /* already closed */
      }
    },
  };
}
