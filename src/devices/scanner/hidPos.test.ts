import { describe, expect, it } from 'vitest';
import {
  cleanHidCode,
  createHidPosScanner,
  decodeHidPosReport,
  HID_POS_USAGE_PAGE,
  type HidDeviceLike,
  type HidLike,
} from './hidPos';
import { mergeScanners } from './contract';
import { createWedgeScanner } from './wedgeDetector';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
/** A Honeywell-style 63-byte report body: length, 56 data bytes, 3 symbology ids, continuation flag, padding. */
function report(text: string, more = false, size = 63): DataView {
  const b = new Uint8Array(size);
  b[0] = text.length;
  b.set(ascii(text), 1);
  b.set(ascii('dE0'), 57);
  b[60] = more ? 1 : 0;
  return new DataView(b.buffer);
}

class FakeDevice extends EventTarget implements HidDeviceLike {
  opened = false;
  productName = 'Fake Scanner 1950g';
  vendorId = 0x0c2e;
  productId = 0x0907;
  collections = [{ usagePage: HID_POS_USAGE_PAGE }];
  failOpen = false;
  async open() {
    if (this.failOpen) throw new DOMException('busy', 'InvalidStateError');
    this.opened = true;
  }
  async close() {
    this.opened = false;
  }
  send(data: DataView) {
    this.dispatchEvent(Object.assign(new Event('inputreport'), { device: this, reportId: 2, data }));
  }
}

class FakeHid extends EventTarget implements HidLike {
  filters: unknown[] = [];
  constructor(
    public offer: HidDeviceLike[],
    public permitted: HidDeviceLike[] = [],
    public error?: DOMException,
  ) {
    super();
  }
  async requestDevice(o: { filters: unknown[] }) {
    this.filters = o.filters;
    if (this.error) throw this.error;
    return this.offer;
  }
  async getDevices() {
    return this.permitted;
  }
  unplug(device: HidDeviceLike) {
    this.dispatchEvent(Object.assign(new Event('disconnect'), { device }));
  }
  plug(device: HidDeviceLike) {
    this.dispatchEvent(Object.assign(new Event('connect'), { device }));
  }
}

describe('decodeHidPosReport', () => {
  it('reads the length-prefixed layout and its continuation flag', () => {
    expect(decodeHidPosReport(report('7310865004703'))).toEqual({ text: '7310865004703', more: false });
    expect(decodeHidPosReport(report('X'.repeat(56), true))).toEqual({ text: 'X'.repeat(56), more: true });
    // A flag byte without a full data area is a symbology byte, not a continuation.
    expect(decodeHidPosReport(report('12345678', true))).toEqual({ text: '12345678', more: false });
  });

  it('reads a report without a length byte up to the first NUL, and ignores empty reports', () => {
    expect(decodeHidPosReport(new Uint8Array([...ascii('2026-00042'), 0, 0, 0]))).toEqual({
      text: '2026-00042',
      more: false,
    });
    expect(decodeHidPosReport(new Uint8Array(64))).toBeNull();
    expect(decodeHidPosReport(new Uint8Array(0))).toBeNull();
    expect(decodeHidPosReport(new Uint8Array([5, 0x31, 0x32, 1, 0, 0, 0]))).toBeNull();
  });

  it('cleanHidCode strips an AIM prefix and the suffix', () => {
    expect(cleanHidCode(']E07310865004703\r\n')).toBe('7310865004703');
    expect(cleanHidCode('04A1B2C3D4E5F6\t')).toBe('04A1B2C3D4E5F6');
  });
});

describe('createHidPosScanner', () => {
  it('asks for usage page 0x8C, opens the device and emits codes from input reports', async () => {
    const device = new FakeDevice();
    const hid = new FakeHid([device]);
    const scanner = createHidPosScanner({ hid });
    const statuses: string[] = [];
    scanner.status.subscribe((s) => statuses.push(s));
    const codes: string[] = [];
    scanner.onScan((c) => codes.push(c));
    expect(await scanner.connect()).toEqual({ ok: true });
    expect(hid.filters).toEqual([{ usagePage: 0x8c }]);
    expect(device.opened).toBe(true);
    expect(statuses).toEqual(['connecting', 'ready']);
    expect(scanner.deviceName()).toBe('Fake Scanner 1950g');
    device.send(report('7310865004703'));
    device.send(report('A'.repeat(56), true));
    device.send(report('BC\r'));
    device.send(new DataView(new ArrayBuffer(63)));
    expect(codes).toEqual(['7310865004703', `${'A'.repeat(56)}BC`]);
  });

  it('returns failures as values', async () => {
    expect(await createHidPosScanner({ hid: null }).connect()).toEqual({
      ok: false,
      code: 'unsupported',
      message: 'Webbläsaren stöder inte WebHID-skannrar (använd Chrome eller Edge)',
      retryable: false,
    });
    const none = createHidPosScanner({ hid: new FakeHid([]) });
    expect(await none.connect()).toMatchObject({
      ok: false,
      code: 'no_device',
      message: 'Ingen skanner valdes',
      retryable: true,
    });
    expect(none.status.get()).toBe('disconnected');
    const gesture = createHidPosScanner({ hid: new FakeHid([], [], new DOMException('no gesture', 'SecurityError')) });
    expect(await gesture.connect()).toMatchObject({ ok: false, code: 'gesture_required', retryable: true });
    const busy = new FakeDevice();
    busy.failOpen = true;
    const failing = createHidPosScanner({ hid: new FakeHid([busy]) });
    expect(await failing.connect()).toMatchObject({ ok: false, code: 'open_failed', retryable: true });
    expect(failing.status.get()).toBe('error');
  });

  it('restores a permitted scanner without a gesture, follows unplug and replug, and disconnects', async () => {
    const keyboard = Object.assign(new FakeDevice(), { collections: [{ usagePage: 1 }] });
    const device = new FakeDevice();
    const hid = new FakeHid([], [keyboard, device]);
    const scanner = createHidPosScanner({ hid });
    const codes: string[] = [];
    scanner.onScan((c) => codes.push(c));
    expect(await scanner.restore()).toEqual({ ok: true });
    expect(keyboard.opened).toBe(false);
    hid.unplug(device);
    expect(scanner.status.get()).toBe('disconnected');
    device.send(report('11111111'));
    expect(codes).toEqual([]);
    hid.plug(device);
    await Promise.resolve();
    await Promise.resolve();
    expect(scanner.status.get()).toBe('ready');
    device.send(report('22222222'));
    expect(codes).toEqual(['22222222']);
    await scanner.disconnect();
    expect(device.opened).toBe(false);
    device.send(report('33333333'));
    expect(codes).toEqual(['22222222']);
    expect(await createHidPosScanner({ hid: new FakeHid([], [keyboard]) }).restore()).toMatchObject({
      ok: false,
      code: 'no_device',
    });
  });

  it('merges with the wedge behind one transport', async () => {
    const device = new FakeDevice();
    const hid = createHidPosScanner({ hid: new FakeHid([device]) });
    const merged = mergeScanners(createWedgeScanner({ attach: () => () => {}, earlyKeys: () => [] }), hid);
    expect(merged.status.get()).toBe('disconnected');
    const codes: string[] = [];
    const off = merged.onScan((c) => codes.push(c));
    expect(await merged.connect()).toEqual({ ok: true });
    expect(merged.status.get()).toBe('ready');
    device.send(report('12345678'));
    off();
    device.send(report('87654321'));
    expect(codes).toEqual(['12345678']);
  });
});
