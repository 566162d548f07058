import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrintObject } from '../../domain/printObject';
import { encodePrintObject } from './escpos';
import {
  createWebSerialPrinter,
  DEFAULT_BAUD_RATE,
  parseSerialPort,
  SERIAL_UNSUPPORTED,
  type SerialLike,
  type SerialPortLike,
} from './webSerial';

/** A serial port whose writable collects the bytes; `failWrites` or `hangWrites` imitate a lost or stuck printer. */
class FakePort extends EventTarget implements SerialPortLike {
  writable: WritableStream<Uint8Array> | null = null;
  chunks: Uint8Array[] = [];
  baudRate: number | null = null;
  failWrites = false;
  hangWrites = false;
  failOpen = false;
  closed = 0;
  constructor(
    private info: { usbVendorId?: number; usbProductId?: number } = { usbVendorId: 0x04b8, usbProductId: 0x0202 },
  ) {
    super();
  }
  getInfo() {
    return this.info;
  }
  async open({ baudRate }: { baudRate: number }) {
    if (this.failOpen) throw new DOMException('busy', 'NetworkError');
    this.baudRate = baudRate;
    this.writable = new WritableStream<Uint8Array>({
      write: (chunk) => {
        if (this.failWrites) throw new DOMException('device lost', 'NetworkError');
        if (this.hangWrites) return new Promise<void>(() => undefined);
        this.chunks.push(chunk);
      },
    });
  }
  async close() {
    this.closed++;
    this.writable = null;
  }
  bytes() {
    return [...this.chunks.flatMap((c) => [...c])];
  }
  unplug() {
    this.writable = null;
    this.dispatchEvent(new Event('disconnect'));
  }
}

function fakeSerial(granted: FakePort[] = [], chosen: FakePort | Error = new FakePort()) {
  return {
    getPorts: vi.fn(async () => granted),
    requestPort: vi.fn(async () => {
      if (chosen instanceof Error) throw chosen;
      return chosen;
    }),
  } satisfies SerialLike;
}
const memoryStorage = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => {
      m.set(k, v);
    },
  };
};

const job = (value = 'Tack för besöket, Åsa!'): PrintObject => ({
  port: 'COM3',
  width: 42,
  content: [{ type: 'text', value, alignment: 'center' }, { type: 'cut' }],
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the Web Serial printer', () => {
  it('fails as a value when the browser has no Web Serial', async () => {
    const printer = createWebSerialPrinter('COM3', { serial: null, storage: null });
    expect(await printer.print(job())).toEqual({
      ok: false,
      code: 'serial_unsupported',
      message: SERIAL_UNSUPPORTED,
      retryable: false,
    });
    expect(printer.status.get()).toBe('error');
  });

  it('asks for a port once, opens it at 9600 baud and remembers it', async () => {
    const port = new FakePort();
    const serial = fakeSerial([], port);
    const storage = memoryStorage();
    const printer = createWebSerialPrinter('COM3', { serial, storage });
    const seen: string[] = [];
    printer.status.subscribe((s) => seen.push(s));
    expect(await printer.connect()).toEqual({ ok: true });
    expect(serial.requestPort).toHaveBeenCalledTimes(1);
    expect(port.baudRate).toBe(DEFAULT_BAUD_RATE);
    expect(seen).toEqual(['connecting', 'ready']);
    expect(await printer.connect()).toEqual({ ok: true });
    expect(serial.requestPort).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem('serialPrinter:COM3')!)).toEqual({ usbVendorId: 0x04b8, usbProductId: 0x0202 });
  });

  it('reuses a port granted earlier without asking, picking the remembered one among several', async () => {
    const other = new FakePort({ usbVendorId: 1, usbProductId: 2 });
    const printerPort = new FakePort({ usbVendorId: 0x0519, usbProductId: 0x0003 });
    const storage = memoryStorage();
    storage.setItem('serialPrinter:/dev/ttyUSB0', JSON.stringify({ usbVendorId: 0x0519, usbProductId: 0x0003 }));
    const serial = fakeSerial([other, printerPort]);
    const printer = createWebSerialPrinter('/dev/ttyUSB0@19200', { serial, storage });
    expect(await printer.print(job())).toEqual({ ok: true });
    expect(serial.requestPort).not.toHaveBeenCalled();
    expect(printerPort.baudRate).toBe(19200);
    expect(other.baudRate).toBeNull();
  });

  it('writes exactly the bytes of the ESC/POS formatter', async () => {
    const port = new FakePort();
    const printer = createWebSerialPrinter('COM3', {
      serial: fakeSerial([port]),
      storage: null,
      escpos: { codepage: 'cp865' },
    });
    expect(await printer.print(job())).toEqual({ ok: true });
    expect(port.bytes()).toEqual([...encodePrintObject(job(), { codepage: 'cp865' })]);
  });

  it('sends jobs one after another, never interleaved', async () => {
    const port = new FakePort();
    const printer = createWebSerialPrinter('COM3', { serial: fakeSerial([port]), storage: null });
    const results = await Promise.all([
      printer.print(job('första')),
      printer.openCashDrawer(),
      printer.print(job('andra')),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(port.chunks.map((c) => [...c])).toEqual([
      [...encodePrintObject(job('första'))],
      [0x1b, 0x70, 0, 50, 250],
      [...encodePrintObject(job('andra'))],
    ]);
  });

  it('opens the cash drawer with the ESC p pulse alone', async () => {
    const port = new FakePort();
    const printer = createWebSerialPrinter('COM3', { serial: fakeSerial([port]), storage: null });
    expect(await printer.openCashDrawer()).toEqual({ ok: true });
    expect(port.bytes()).toEqual([0x1b, 0x70, 0x00, 0x32, 0xfa]);
  });

  it('maps a cancelled chooser, a refused chooser and a busy port to retryable failures', async () => {
    const cancelled = createWebSerialPrinter('COM3', {
      serial: fakeSerial([], new DOMException('none', 'NotFoundError')),
      storage: null,
    });
    expect(await cancelled.connect()).toMatchObject({
      ok: false,
      code: 'no_port_selected',
      message: 'Ingen skrivare valdes.',
      retryable: true,
    });
    expect(cancelled.status.get()).toBe('disconnected');

    const noGesture = createWebSerialPrinter('COM3', {
      serial: fakeSerial([], new DOMException('gesture', 'SecurityError')),
      storage: null,
    });
    expect(await noGesture.print(job())).toMatchObject({ ok: false, code: 'needs_user_gesture', retryable: true });

    const busy = new FakePort();
    busy.failOpen = true;
    const printer = createWebSerialPrinter('COM3', { serial: fakeSerial([busy]), storage: null });
    expect(await printer.print(job())).toMatchObject({
      ok: false,
      code: 'open_failed',
      message: 'Skrivaren COM3 kunde inte öppnas. Den kan vara upptagen av ett annat program.',
      retryable: true,
    });
    expect(printer.status.get()).toBe('error');
  });

  it('reports a lost port as retryable and prints again once it is back', async () => {
    const port = new FakePort();
    const printer = createWebSerialPrinter('COM3', { serial: fakeSerial([port]), storage: null });
    await printer.connect();
    port.failWrites = true;
    expect(await printer.print(job())).toEqual({
      ok: false,
      code: 'printer_lost',
      message: 'Kontakten med skrivaren COM3 bröts. Kontrollera kabeln och försök igen.',
      retryable: true,
    });
    expect(printer.status.get()).toBe('error');
    expect(port.closed).toBe(1);
    port.failWrites = false;
    expect(await printer.print(job())).toEqual({ ok: true });
    expect(printer.status.get()).toBe('ready');
  });

  it('goes disconnected when the printer is unplugged and reopens it on the next job', async () => {
    const port = new FakePort();
    const printer = createWebSerialPrinter('COM3', { serial: fakeSerial([port]), storage: null });
    await printer.connect();
    port.unplug();
    expect(printer.status.get()).toBe('disconnected');
    expect(await printer.print(job())).toEqual({ ok: true });
    expect(port.bytes().length).toBeGreaterThan(0);
  });

  it('gives up on a write that never finishes', async () => {
    vi.useFakeTimers();
    const port = new FakePort();
    port.hangWrites = true;
    const printer = createWebSerialPrinter('COM3', { serial: fakeSerial([port]), storage: null, writeTimeoutMs: 1000 });
    const result = printer.print(job());
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ ok: false, code: 'printer_timeout', retryable: true });
    expect(printer.status.get()).toBe('error');
  });

  it('closes the port on disconnect()', async () => {
    const port = new FakePort();
    const printer = createWebSerialPrinter('COM3', { serial: fakeSerial([port]), storage: null });
    await printer.connect();
    await printer.disconnect();
    expect(port.closed).toBe(1);
    expect(printer.status.get()).toBe('disconnected');
  });
});

describe('parseSerialPort', () => {
  it.each([
    ['COM3', { name: 'COM3' }],
    ['COM3@19200', { name: 'COM3', baudRate: 19200 }],
    [' /dev/ttyUSB0@115200 ', { name: '/dev/ttyUSB0', baudRate: 115200 }],
    ['SERIAL', { name: 'SERIAL' }],
  ])('%s', (port, expected) => expect(parseSerialPort(port)).toEqual(expected));
});
