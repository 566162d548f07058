// Device glue of the units page: connecting this workstation's Web Serial receipt printer and
// HID-POS scanner, a test print and the cash drawer. Connecting must start inside the key or click
// handler (requestPort/requestDevice need a user gesture), so nothing is awaited before it.
// Every failure is the driver's Swedish Result message; nothing here throws.
import { session$ } from '../../../data/session';
import { showSnackbar } from '../../../data/snackbars';
import { formatStockholm } from '../../../domain/dates';
import type { PrintObject } from '../../../domain/printObject';
import type { ReceiptPrinter } from '../../../devices/printer/contract';
import { failure, type Result } from '../../../devices/device';
import { printerForPort } from '../../../devices/printer/registry';
import { createHidPosScanner, type HidPosScanner } from '../../../devices/scanner/hidPos';
import { handlePrintJob } from '../printer/printJobs';
import { handleScan } from '../register/scanRouting';
import { currentRegister, openCashDrawer } from '../registerDay/registerDay';
import { NO_REGISTER_TEXT } from '../registerDay/registerDay.commands';
import { noteScan } from './scanLog';
import { onUnitsPage, unitBusy$, unitMessages$, type UnitAction } from './units';

export const SERIAL_NOT_SUPPORTED_TEXT = 'Den här webbläsaren stöder inte Web Serial (använd Chrome eller Edge)';
export const HID_NOT_SUPPORTED_TEXT = 'Den här webbläsaren stöder inte WebHID (använd Chrome eller Edge)';
export const TEST_PRINT_TITLE = 'TESTUTSKRIFT';
export const DRAWER_OPENED_TEXT = 'Kassalådan öppnades';
const UNEXPECTED = 'Enheten svarade inte som väntat. Försök igen.';

export const hasWebSerial = () =>
  typeof navigator !== 'undefined' && 'serial' in navigator && !!(navigator as { serial?: unknown }).serial;
export const hasWebHid = () =>
  typeof navigator !== 'undefined' && 'hid' in navigator && !!(navigator as { hid?: unknown }).hid;

const isHardwarePort = (port: string | null | undefined): port is string =>
  !!port && port.trim() !== '' && !['SIM', 'WINDOWS'].includes(port.trim().toUpperCase());

/**
 * The port 'Anslut skrivare' connects: the default printer's when it is hardware, else another of
 * this workstation's printers, else the register's port, else SERIAL (any Web Serial printer).
 */
export function serialPrinterPort(): string {
  const ws = session$.workstation.peek();
  const candidates = [
    ws?.default_printer?.port,
    ...(ws?.printers ?? []).map((p) => p.port),
    currentRegister()?.printer_port,
  ];
  return candidates.find(isHardwarePort)?.trim() ?? 'SERIAL';
}
export const serialPrinter = (): ReceiptPrinter => printerForPort(serialPrinterPort());

/** Where test prints and receipts go: the default printer, else the register's port (42 columns as the preview). */
export function printTarget(): { port: string; width: number; name: string } {
  const printer = session$.workstation.peek()?.default_printer;
  if (printer) return { port: printer.port, width: printer.width, name: printer.name };
  const port = currentRegister()?.printer_port || 'SIM';
  return { port, width: 42, name: port === 'SIM' ? 'Virtuell Skrivare' : port };
}

/** A short job that shows the port, the width and that åäö and a full line come out right. */
export function testPrintObject(target = printTarget(), now = new Date()): PrintObject {
  const ws = session$.workstation.peek();
  const register = currentRegister();
  return {
    port: target.port,
    width: target.width,
    content: [
      { type: 'text', value: TEST_PRINT_TITLE, alignment: 'center', bold: true, text_size: 1 },
      { type: 'newline' },
      { type: 'left-right', values: ['Skrivare', target.name] },
      { type: 'left-right', values: ['Port', target.port] },
      { type: 'left-right', values: ['Bredd', `${target.width} tecken`] },
      { type: 'left-right', values: ['Dator', ws?.hostname || ws?.machine_id || '–'] },
      { type: 'left-right', values: ['Kassa', register?.name ?? '–'] },
      { type: 'left-right', values: ['Tid', formatStockholm(now, 'yyyy-MM-dd HH:mm')] },
      { type: 'line' },
      { type: 'text', value: 'ÅÄÖ åäö 0123456789 kr' },
      { type: 'text', value: 'Skrivaren fungerar.', alignment: 'center' },
      { type: 'cut' },
    ],
  };
}

/** Shows an outcome on the page; off the page (run from the palette) as a snackbar too. */
function report(action: UnitAction, result: Result, okText: string) {
  const message = result.ok ? { ok: true, text: okText } : { ok: false, text: result.message };
  unitMessages$[action].set(message);
  if (!onUnitsPage()) showSnackbar(message.ok ? 'success' : 'error', message.text);
}

/**
 * How long the browser's device chooser may stay unanswered before the page says so (headless
 * browsers never answer it). An answer that comes later still counts and replaces the message.
 */
export const CHOOSER_TIMEOUT_MS = 20_000;
export const chooserTimeoutText = (what: 'skrivare' | 'skanner') =>
  `Ingen ${what} valdes inom ${CHOOSER_TIMEOUT_MS / 1000} sekunder. Försök igen.`;

/** Runs one action at a time per kind; a throwing driver becomes a failure value. */
async function act(
  action: UnitAction,
  start: () => Promise<Result>,
  okText: () => string,
  chooser?: 'skrivare' | 'skanner',
): Promise<Result> {
  if (unitBusy$[action].peek()) return failure('busy', 'Vänta, förra försöket pågår.');
  unitBusy$[action].set(true);
  let started: Promise<Result>;
  try {
    started = Promise.resolve(start()); // called synchronously: the user gesture is still active here
  } catch {
    started = Promise.resolve(failure('unexpected', UNEXPECTED, true));
  }
  const settled = started.catch(() => failure('unexpected', UNEXPECTED, true));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = chooser
    ? new Promise<Result>((resolve) => {
        timer = setTimeout(
          () => resolve(failure('chooser_timeout', chooserTimeoutText(chooser), true)),
          CHOOSER_TIMEOUT_MS,
        );
      })
    : null;
  const result = await (timeout ? Promise.race([settled, timeout]) : settled);
  clearTimeout(timer);
  unitBusy$[action].set(false);
  report(action, result, result.ok ? okText() : '');
  if (result.ok === false && result.code === 'chooser_timeout') {
    // The chooser may still be answered: its outcome then replaces the timeout message.
    void settled.then((late) => {
      if (!unitBusy$[action].peek()) report(action, late, late.ok ? okText() : '');
    });
  }
  return result;
}

/** 'Anslut skrivare': opens the Web Serial printer (the browser asks which port the first time). */
export function connectPrinter(): Promise<Result> {
  const printer = serialPrinter();
  return act(
    'printer',
    () => printer.connect(),
    () => `Skrivaren ${printer.port} är ansluten`,
    'skrivare',
  );
}

/** 'Testutskrift': a short job through the same path as the server's print jobs. */
export function testPrint(): Promise<Result> {
  const target = printTarget();
  // handlePrintJob shows a failure as a snackbar itself; the page shows it as well.
  return act(
    'testPrint',
    () => handlePrintJob(testPrintObject(target)),
    () => `Testutskriften skickades till ${target.name}`,
  );
}

/** 'Öppna kassalådan': POST register/opencashdrawer (counted as a drawer opening); its print pulses the drawer. */
export function openDrawer(): Promise<Result> {
  return act(
    'drawer',
    async () => {
      if (!currentRegister()) return failure('no_register', NO_REGISTER_TEXT);
      try {
        await openCashDrawer();
        return { ok: true };
      } catch (e) {
        return failure(
          'drawer_failed',
          e instanceof Error && e.message ? e.message : 'Kassalådan kunde inte öppnas',
          true,
        );
      }
    },
    () => DRAWER_OPENED_TEXT,
  );
}

let hid: HidPosScanner | null = null;
let offHid: (() => void) | null = null;

/** The console's one HID-POS scanner; its codes go where the wedge's go (handleScan). */
export function hidScanner(): HidPosScanner {
  if (!hid) {
    hid = createHidPosScanner();
    offHid = hid.onScan((code) => {
      noteScan(code, 'hid');
      handleScan(code);
    });
  }
  return hid;
}

/** Tests: the next hidScanner() reads navigator.hid again. */
export function resetHidScanner() {
  offHid?.();
  hid = null;
  offHid = null;
}

/** 'Anslut HID-skanner': the browser asks which scanner (needs the key or click that ran this). */
export function connectHidScanner(): Promise<Result> {
  const scanner = hidScanner();
  return act(
    'scanner',
    () => scanner.connect(),
    () => `Skannern ${scanner.deviceName() ?? ''} är ansluten`.replace('  ', ' '),
    'skanner',
  );
}

/** A scanner permitted in an earlier session reopens without a gesture; quietly, nothing to report. */
export async function restoreHidScanner(): Promise<void> {
  if (!hasWebHid()) return;
  const scanner = hidScanner();
  if (scanner.status.get() === 'ready') return;
  try {
    await scanner.restore();
  } catch {
    /* shown as not connected */
  }
}
