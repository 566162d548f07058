import type { ReceiptPrinter } from './contract';
import { failure, writable } from '../device';
import { createSimulatorPrinter } from './simulator';
import { createWebSerialPrinter } from './webSerial';
import { createWindowsPrinter } from './windows';

/** A driver kind: which ports it serves and how to make a printer for one. */
export interface PrinterDriver {
  matches(port: string): boolean;
  create(port: string): ReceiptPrinter;
}

const unsupported = (port: string): ReceiptPrinter => ({
  port,
  status: writable('disconnected'),
  connect: async () => failure('unsupported_port', `Skrivaren ${port} stöds inte ännu i webbläsaren`),
  print: async () => failure('unsupported_port', `Skrivaren ${port} stöds inte ännu i webbläsaren`),
});

// The first match wins; every other named port (COM3, /dev/ttyUSB0, SERIAL) is an ESC/POS printer on Web Serial.
const drivers: PrinterDriver[] = [
  { matches: (p) => p === 'SIM', create: createSimulatorPrinter },
  { matches: (p) => p === 'WINDOWS', create: createWindowsPrinter },
  { matches: (p) => p.length > 0, create: (port) => createWebSerialPrinter(port) },
];
const printers = new Map<string, ReceiptPrinter>();

/** Adds a driver kind ahead of the built-in ones. */
export function registerPrinterDriver(driver: PrinterDriver) {
  drivers.unshift(driver);
  printers.clear();
}

/** The printer of a port, one instance per port; unknown hardware ports get a driver that fails politely. */
export function printerForPort(port: string): ReceiptPrinter {
  const trimmed = port.trim();
  const named = trimmed.toUpperCase();
  const key = named === 'SIM' || named === 'WINDOWS' ? named : trimmed;
  let printer = printers.get(key);
  if (!printer) {
    const driver = drivers.find((d) => d.matches(key));
    printer = driver ? driver.create(key) : unsupported(key);
    printers.set(key, printer);
  }
  return printer;
}
