// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNavigation } from '../../../navigation/navigation';
import { sampleRegister } from '../../../contracts/samples';

const location = { pathname: '/units/kassaregister', search: {} };
const navigate = vi.fn((o: { to: string }) => {
  location.pathname = o.to;
});
installNavigation({ navigate, location: () => location });
const calls: { method: string; path: string; opts: any }[] = [];
let answers: Record<string, unknown> = {};
vi.mock('../../../data/api', () => ({
  ApiError: class ApiError extends Error {},
  api: vi.fn(async (method: string, path: string, opts: any) => {
    calls.push({ method, path, opts });
    const a = answers[path];
    if (a instanceof Error) throw a;
    if (a === undefined) throw new Error(`unexpected ${path}`);
    return a;
  }),
}));
const handleScan = vi.fn();
vi.mock('../register/scanRouting', () => ({ handleScan: (c: string) => handleScan(c) }));

const { UnitsScreen } = await import('./UnitsScreen');
const { unitsCommands } = await import('./units.commands');
const { connectHidScanner, resetHidScanner, CHOOSER_TIMEOUT_MS } = await import('./unitDevices');
const { unitMessages$, terminals$ } = await import('./units');
const { lastScan$ } = await import('./scanLog');
const { catalog$ } = await import('../../../data/stores');
const { runtime$, session$ } = await import('../../../data/session');
const { previewJobs, clearPreviewJobs } = await import('../../../devices/printer/previewStore');
const { installContextProvider, registerCommands } = await import('../../../commands/registry');
const { focusState } = await import('../../../commands/focusStack');
const { installKeys } = await import('../../../commands/keys');
const { installRegisterKey } = await import('../registerDay/registerDay.commands');
const { HID_POS_USAGE_PAGE } = await import('../../../devices/scanner/hidPos');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const register = sampleRegister({
  id: 1,
  name: 'Kassa 1',
  legal_name: 'Demo Camping AB',
  org_number: '556677-8899',
  address: 'Sjövägen 1, 452 30 Strömstad',
  printer_port: 'SIM',
  opened_at: null,
  is_registered: true,
  warnings: [],
  last_receipt_serial: 41,
  control_unit_manufacturer_id: 'SIM-CU-0001',
  current_control_unit: { manufacturer_id: 'SIM-CU-0001', requires_client_signature: false },
});
const printer = (port: string) => ({
  id: 1,
  name: port === 'SIM' ? 'Virtuell Skrivare' : 'Kvittoskrivare',
  port,
  width: 42,
  logo_local_path: null,
});
const setPrinter = (port: string) =>
  session$.workstation.set({
    id: 7,
    machine_id: 'm-7',
    hostname: 'kassa-pc',
    default_printer: printer(port),
    printers: [printer(port)],
  });

function stub(name: 'serial' | 'hid', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}
class FakeDevice extends EventTarget {
  opened = false;
  productName = 'Honeywell 1950g';
  vendorId = 0x0c2e;
  productId = 0x0907;
  collections = [{ usagePage: HID_POS_USAGE_PAGE }];
  async open() {
    this.opened = true;
  }
  async close() {
    this.opened = false;
  }
  send(text: string) {
    const b = new Uint8Array(63);
    b[0] = text.length;
    b.set(
      [...text].map((c) => c.charCodeAt(0)),
      1,
    );
    this.dispatchEvent(
      Object.assign(new Event('inputreport'), { device: this, reportId: 2, data: new DataView(b.buffer) }),
    );
  }
}
const fakeHid = (requestDevice: () => Promise<unknown>) =>
  Object.assign(new EventTarget(), { requestDevice: vi.fn(requestDevice), getDevices: vi.fn(async () => []) });
const fakeSerial = (requestPort: () => Promise<unknown>) => ({
  requestPort: vi.fn(requestPort),
  getPorts: vi.fn(async () => []),
});

const show = (tab: string) => {
  location.pathname = `/units/${tab}`;
};
const renderTab = (tab: 'register' | 'terminals' | 'printers' | 'scanner') => render(<UnitsScreen tab={tab} />);
const message = (action: string) => screen.getByTestId(`units-message-${action}`);

beforeAll(() => {
  registerCommands(unitsCommands);
  installContextProvider(() => ({
    path: location.pathname,
    level: 'kassor',
    modules: [],
    loggedIn: true,
    focus: focusState(),
    entity: null,
    selected: null,
  }));
  installKeys();
  // The shell installs the register key with its commands.
  installRegisterKey();
});

describe('the units page (/units, Enheter)', () => {
  beforeEach(() => {
    calls.length = 0;
    answers = { register: { register, nets_terminal: null } };
    runtime$.phase.set('ready');
    session$.user.set({ id: 1, level: 'kassor' } as never);
    setPrinter('SIM');
    catalog$.register.set(register);
    unitMessages$.set({});
    lastScan$.set(null);
    clearPreviewJobs();
    handleScan.mockClear();
    navigate.mockClear();
    stub('serial', undefined);
    stub('hid', undefined);
    resetHidScanner();
  });
  afterEach(() => cleanup());

  it('Kassaregister: the register, the control unit and the fiscal state; ←/→ on the tabs change the path', async () => {
    show('kassaregister');
    renderTab('register');
    const facts = screen.getByRole('region', { name: 'Kassa 1' });
    for (const text of ['Demo Camping AB', '556677-8899', 'Sjövägen 1, 452 30 Strömstad', 'Stängd', '41'])
      expect(within(facts).getByText(text)).toBeTruthy();
    expect(within(facts).getByText('Registrerad hos Skatteverket').nextSibling?.textContent).toBe('Ja');
    expect(screen.getByText('SIM-CU-0001')).toBeTruthy();
    expect(calls.some((c) => c.path === 'register')).toBe(true);
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Kassaregister' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(navigate).toHaveBeenLastCalledWith({ to: '/units/terminaler', search: {}, replace: false });
  });

  it('Terminaler: the terminals of GET terminal, this workstation’s marked', async () => {
    answers.terminal = {
      terminals: [
        {
          id: 1,
          name: 'Kortterminal 1',
          serial_number: 'SIM-TERM-0001',
          software_provider: 'SIM',
          kind: 'SIM',
          workstation_id: null,
          workstation_name: null,
          is_this_workstation: true,
        },
        {
          id: 2,
          name: 'Kortterminal 2',
          serial_number: 'SIM-TERM-0002',
          software_provider: 'SIM',
          kind: 'SIM',
          workstation_id: 3,
          workstation_name: 'bar-pc',
          is_this_workstation: false,
        },
      ],
    };
    show('terminaler');
    renderTab('terminals');
    const table = await screen.findByRole('table', { name: 'Kortterminaler' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Kortterminal 1', 'SIM-TERM-0001', 'SIM', 'Simulerad', 'Alla datorer', 'Ja'],
      ['Kortterminal 2', 'SIM-TERM-0002', 'SIM', 'Simulerad', 'bar-pc', 'Nej'],
    ]);
    answers.terminal = new Error('Servern svarade inte');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Uppdatera terminaler' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Servern svarade inte');
    act(() => terminals$.set({ rows: null, loading: false, error: null }));
  });

  it('Skrivare: the default printer; Testutskrift by key goes to Virtuell Skrivare; Öppna kassalådan posts the drawer', async () => {
    show('skrivare');
    renderTab('printers');
    expect(screen.getByText('Virtuell Skrivare')).toBeTruthy();
    expect(screen.getByText('42 tecken')).toBeTruthy();
    // The page has the keyboard (pane 'units'): alt+shift+t prints.
    const ev = new KeyboardEvent('keydown', {
      key: 'T',
      code: 'KeyT',
      altKey: true,
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    Object.defineProperty(ev, 'keyCode', { get: () => 84 });
    act(() => {
      document.body.dispatchEvent(ev);
    });
    await vi.waitFor(() => expect(previewJobs.get()).toHaveLength(1));
    const text = previewJobs
      .get()[0]
      .lines.map((l) => l.text)
      .join('\n');
    expect(text).toContain('TESTUTSKRIFT');
    expect(text).toContain('kassa-pc');
    await vi.waitFor(() =>
      expect(message('testPrint').textContent).toBe('Testutskriften skickades till Virtuell Skrivare'),
    );

    answers['register/opencashdrawer'] = { register_id: 1 };
    await userEvent.setup().click(screen.getByRole('button', { name: /Öppna kassalådan/ }));
    expect(calls.find((c) => c.path === 'register/opencashdrawer')).toMatchObject({
      method: 'POST',
      opts: { body: { register_id: 1 } },
    });
    expect(message('drawer').textContent).toBe('Kassalådan öppnades');
  });

  it('Anslut skrivare: connected, refused and unsupported are Swedish messages, never a throw', async () => {
    const user = userEvent.setup();
    setPrinter('COM3');
    const port = {
      writable: null as unknown,
      getInfo: () => ({ usbVendorId: 1, usbProductId: 2 }),
      async open() {
        this.writable = {};
      },
      async close() {},
    };
    const serial = fakeSerial(async () => port);
    stub('serial', serial);
    show('skrivare');
    const view = renderTab('printers');
    await user.click(screen.getByRole('button', { name: /Anslut skrivare/ }));
    expect(serial.requestPort).toHaveBeenCalledTimes(1);
    expect(message('printer').textContent).toBe('Skrivaren COM3 är ansluten');
    expect(screen.getByText('Ansluten')).toBeTruthy();
    view.unmount();

    setPrinter('COM4');
    stub(
      'serial',
      fakeSerial(async () => {
        throw new DOMException('No port selected by the user.', 'NotFoundError');
      }),
    );
    renderTab('printers');
    await user.click(screen.getByRole('button', { name: /Anslut skrivare/ }));
    expect(message('printer').textContent).toBe('Ingen skrivare valdes.');
    cleanup();

    setPrinter('COM5');
    stub('serial', undefined);
    renderTab('printers');
    expect(screen.getByText('Den här webbläsaren stöder inte Web Serial (använd Chrome eller Edge)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Anslut skrivare/ }));
    expect(message('printer').textContent).toBe('Webbläsaren saknar stöd för seriella skrivare');
  });

  it('Anslut HID-skanner: a connected scanner’s codes go the wedge’s way and show as the last scan', async () => {
    const device = new FakeDevice();
    const hid = fakeHid(async () => [device]);
    stub('hid', hid);
    show('skanner');
    renderTab('scanner');
    expect(screen.getByText('Alltid på')).toBeTruthy();
    expect(screen.getByText(/Inget har skannats ännu/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /Anslut HID-skanner/ }));
    expect(hid.requestDevice).toHaveBeenCalledWith({ filters: [{ usagePage: HID_POS_USAGE_PAGE }] });
    expect(message('scanner').textContent).toBe('Skannern Honeywell 1950g är ansluten');
    act(() => device.send('7350042000011'));
    expect(handleScan).toHaveBeenCalledWith('7350042000011');
    expect(screen.getByTestId('units-last-scan').textContent).toBe('7350042000011');
    expect(screen.getByText('HID-skanner')).toBeTruthy();
    expect(screen.getByText('Produkt (streckkod)')).toBeTruthy();
  });

  it('Anslut HID-skanner: refused and unsupported say so', async () => {
    const user = userEvent.setup();
    stub(
      'hid',
      fakeHid(async () => {
        throw new DOMException('No device selected.', 'NotFoundError');
      }),
    );
    show('skanner');
    renderTab('scanner');
    await user.click(screen.getByRole('button', { name: /Anslut HID-skanner/ }));
    expect(message('scanner').textContent).toBe('Ingen skanner valdes');
    cleanup();

    stub('hid', undefined);
    resetHidScanner();
    renderTab('scanner');
    expect(screen.getByText('Den här webbläsaren stöder inte WebHID (använd Chrome eller Edge)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Anslut HID-skanner/ }));
    expect(message('scanner').textContent).toBe('Webbläsaren stöder inte WebHID-skannrar (använd Chrome eller Edge)');
  });

  it('a chooser nobody answers (headless) ends with a message; a late answer still counts', async () => {
    vi.useFakeTimers();
    try {
      let answer: (d: unknown[]) => void = () => {};
      const device = new FakeDevice();
      stub(
        'hid',
        fakeHid(
          () =>
            new Promise((resolve) => {
              answer = resolve;
            }),
        ),
      );
      const pending = connectHidScanner();
      await vi.advanceTimersByTimeAsync(CHOOSER_TIMEOUT_MS);
      expect(await pending).toMatchObject({ ok: false, code: 'chooser_timeout' });
      expect(unitMessages$.scanner.peek()).toEqual({
        ok: false,
        text: 'Ingen skanner valdes inom 20 sekunder. Försök igen.',
      });
      answer([device]);
      await vi.advanceTimersByTimeAsync(0);
      expect(unitMessages$.scanner.peek()).toEqual({ ok: true, text: 'Skannern Honeywell 1950g är ansluten' });
    } finally {
      vi.useRealTimers();
    }
  });
});
