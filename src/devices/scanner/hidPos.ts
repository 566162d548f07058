/**
 * WebHID driver for barcode/card scanners in HID-POS mode (USB HID usage page 0x8C, "Bar Code
 * Scanner"). Unlike the keyboard wedge, codes arrive as input reports and never as keys, so
 * nothing can type into a field. Chrome/Edge only; the first connect needs a user gesture, later
 * sessions reopen an already permitted scanner with `restore()` without one.
 *
 * Report layout assumed (the "Scanned Data Report" as Honeywell and Zebra send it; WebHID hands us
 * the bytes after the report id):
 *   byte 0        length L of the barcode bytes in this report
 *   bytes 1..L    the barcode, ASCII
 *   …             padding; in 61+ byte reports bytes 57–59 are symbology ids (ignored) and
 *   byte 60       is 1 when the code continues in the next report (only with a full 56-byte data area)
 * Variants handled: a report without a length byte (data from byte 0 up to the first NUL, chosen
 * when byte 0 is no plausible length), an AIM symbology prefix (']E0' etc.) and a CR/LF/Tab
 * suffix, which are stripped; empty reports are ignored.
 */
import { failure, ok, writable, type DeviceStatus, type Result } from '../device';
import { scanEmitter, type ScannerTransport } from './contract';

export const HID_POS_USAGE_PAGE = 0x8c;
const DATA_AREA = 56;
const MORE_FLAG_AT = 60;

/** The slice of WebHID we use (TypeScript's DOM lib has no WebHID types). */
export interface HidDeviceLike extends EventTarget {
  readonly opened: boolean;
  readonly productName: string;
  readonly vendorId: number;
  readonly productId: number;
  readonly collections?: readonly { usagePage?: number }[];
  open(): Promise<void>;
  close(): Promise<void>;
}
export interface HidInputReportEventLike extends Event {
  readonly device: HidDeviceLike;
  readonly reportId: number;
  readonly data: DataView;
}
export interface HidLike extends EventTarget {
  requestDevice(options: {
    filters: { usagePage?: number; usage?: number; vendorId?: number; productId?: number }[];
  }): Promise<HidDeviceLike[]>;
  getDevices(): Promise<HidDeviceLike[]>;
}

const printable = (b: number) => b >= 0x20 && b < 0x7f;
/** Bytes a code may hold: printable ASCII, the Tab/CR/LF suffix and GS (the GS1 field separator). */
const codeByte = (b: number) => printable(b) || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x1d;
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** One report's text and whether the code continues in the next report; null for an empty report. */
export function decodeHidPosReport(data: DataView | Uint8Array): { text: string; more: boolean } | null {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.length === 0) return null;
  const len = bytes[0];
  let text: string;
  let more = false;
  if (len > 0 && len < bytes.length && bytes.subarray(1, 1 + len).every(codeByte)) {
    text = latin1(bytes.subarray(1, 1 + len));
    more = len >= DATA_AREA && bytes.length > MORE_FLAG_AT && bytes[MORE_FLAG_AT] === 1;
  } else if (printable(len)) {
    const end = bytes.indexOf(0);
    text = latin1(bytes.subarray(0, end < 0 ? bytes.length : end));
  } else {
    return null;
  }
  return text.length > 0 ? { text, more } : null;
}

/** Removes what the scanner may add around the code: an AIM identifier and the CR/LF/Tab suffix. */
export function cleanHidCode(text: string): string {
  return text
    .replace(/^\][A-Za-z0-9][0-9A-Za-z]/, '')
    .replace(/[\r\n\t]+$/, '')
    .trim();
}

export interface HidPosScanner extends ScannerTransport {
  /** Reopens a scanner permitted in an earlier session; no user gesture needed. */
  restore(): Promise<Result>;
  disconnect(): Promise<void>;
  /** The connected scanner's product name, for the units page. */
  readonly deviceName: () => string | null;
}

const navigatorHid = (): HidLike | null =>
  (typeof navigator !== 'undefined' && (navigator as unknown as { hid?: HidLike }).hid) || null;

export function createHidPosScanner(options: { hid?: HidLike | null } = {}): HidPosScanner {
  const hid = options.hid === undefined ? navigatorHid() : options.hid;
  const status = writable<DeviceStatus>('disconnected');
  const emitter = scanEmitter();
  let device: HidDeviceLike | null = null;
  let partial = '';

  const onReport = (e: Event) => {
    const decoded = decodeHidPosReport((e as HidInputReportEventLike).data);
    if (!decoded) return;
    partial += decoded.text;
    if (decoded.more) return;
    const code = cleanHidCode(partial);
    partial = '';
    if (code) emitter.emit(code);
  };

  async function open(d: HidDeviceLike): Promise<Result> {
    status.set('connecting');
    try {
      if (!d.opened) await d.open();
    } catch {
      status.set('error');
      return failure(
        'open_failed',
        'Kunde inte ansluta till skannern. Kontrollera att den inte används av ett annat program.',
        true,
      );
    }
    if (device && device !== d) device.removeEventListener('inputreport', onReport);
    device = d;
    partial = '';
    d.addEventListener('inputreport', onReport);
    status.set('ready');
    return ok;
  }

  if (hid) {
    hid.addEventListener('disconnect', (e) => {
      if ((e as Event & { device?: HidDeviceLike }).device !== device || !device) return;
      device.removeEventListener('inputreport', onReport);
      status.set('disconnected');
    });
    // A permitted scanner plugged back in reopens by itself.
    hid.addEventListener('connect', (e) => {
      const d = (e as Event & { device?: HidDeviceLike }).device;
      if (
        d &&
        device &&
        status.get() === 'disconnected' &&
        d.vendorId === device.vendorId &&
        d.productId === device.productId
      )
        void open(d);
    });
  }

  const unsupported = () =>
    failure('unsupported', 'Webbläsaren stöder inte WebHID-skannrar (använd Chrome eller Edge)', false);

  return {
    status,
    onScan: emitter.onScan,
    deviceName: () => device?.productName ?? null,
    async connect() {
      if (!hid) return unsupported();
      status.set('connecting');
      let chosen: HidDeviceLike[];
      try {
        chosen = await hid.requestDevice({ filters: [{ usagePage: HID_POS_USAGE_PAGE }] });
      } catch (e) {
        status.set(device ? 'ready' : 'disconnected');
        if (e instanceof DOMException && e.name === 'SecurityError') {
          return failure('gesture_required', 'Klicka på Anslut för att välja skanner', true);
        }
        return failure('no_device', 'Ingen skanner valdes', true);
      }
      if (chosen.length === 0) {
        status.set(device ? 'ready' : 'disconnected');
        return failure('no_device', 'Ingen skanner valdes', true);
      }
      return open(chosen[0]);
    },
    async restore() {
      if (!hid) return unsupported();
      const permitted = (await hid.getDevices().catch(() => [] as HidDeviceLike[])).filter(
        (d) => !d.collections || d.collections.some((c) => c.usagePage === HID_POS_USAGE_PAGE),
      );
      if (permitted.length === 0) return failure('no_device', 'Ingen skanner är ansluten', true);
      return open(permitted[0]);
    },
    async disconnect() {
      const d = device;
      device = null;
      status.set('disconnected');
      if (!d) return;
      d.removeEventListener('inputreport', onReport);
      await d.close().catch(() => {});
    },
  };
}
