// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNavigation, memoryNavigation } from '../../../navigation/navigation';
import { sampleRegister } from '../../../contracts/samples';

const realSetTimeout = globalThis.setTimeout;
const calls: { method: string; path: string; opts: any }[] = [];
let routes: Record<string, unknown> = {};

vi.mock('../../../data/api', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../../data/api')>();
  return {
    ...orig,
    api: vi.fn(async (method: string, path: string, opts: any = {}) => {
      calls.push({ method, path, opts });
      const h = routes[path];
      if (h === undefined) throw new Error(`unexpected ${method} ${path}`);
      return typeof h === 'function' ? h(opts.body ?? opts.query) : structuredClone(h);
    }),
  };
});
const nav = memoryNavigation('/register');
installNavigation(nav);
const printed: any[] = [];
vi.mock('../printer/printJobs', () => ({
  handlePrintJob: vi.fn(async (job: unknown) => {
    printed.push(job);
    return { ok: true };
  }),
  printJobCount: () => printed.length,
  lastPrintResult: async () => ({ ok: true }),
}));

const { ApiError } = await import('../../../data/api');
const { emitRealtimeEvent } = await import('../../../data/events');
const { session$, runtime$ } = await import('../../../data/session');
const { catalog$ } = await import('../../../data/stores');
const { snackbars$ } = await import('../../../data/snackbars');
const { PaymentDialogs } = await import('./PaymentDialogs');
const flow = await import('./paymentFlow');
const { controlDataFromObject } = await import('../../../domain/controlObject');
const { controlDataString } = await import('../../../domain/controlData');

// jsdom has no CSS.escape, which react-aria's modal uses.
(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const CONTROL = {
  date_time: '202611211030',
  org_number: '5561234567',
  register_id: 'Kassa 1',
  serial: 7,
  receipt_type: 'normal',
  return_total: '0,00',
  sales_total: '125,00',
  vat: ['25,00;25,00'],
};
const receipt = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 41,
  receipt_status: status,
  receipt_serial: status === 'awaiting_payment' ? null : 7,
  total: 12500,
  terminal_timeout: 60,
  control_object: status === 'awaiting_payment' ? null : CONTROL,
  should_check_out: false,
  suggested_destination: 'print',
  ...extra,
});
const sale = (over: Partial<import('./paymentFlow').SaleRequest> = {}) => ({
  payment_method_id: 1,
  amount: 12500,
  customer_credit_amount: 0,
  items: [{ product_id: 3, quantity: 1000 }],
  should_check_out: false,
  ...over,
});
/** Receipts announced as sold (what the till takes out of its cart). */
const sold: any[] = [];
const stored = () => JSON.parse(localStorage.getItem('campsite.activeReceipt') ?? 'null');
const paths = () => calls.map((c) => c.path);
const last = (path: string) => calls.filter((c) => c.path === path).at(-1);

/** Lets promises, the control unit's HMAC and React settle (real time; only the countdown's interval is fake). */
async function settle(rounds = 6) {
  for (let i = 0; i < rounds; i++) await act(() => new Promise<void>((r) => realSetTimeout(r, 5)));
}
async function until(check: () => unknown) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await settle(1);
  }
  throw new Error('timed out');
}
const key = (key: string, opts: Partial<KeyboardEventInit> = {}) =>
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key, ...opts });
  });
const text = (t: string) => screen.queryByText(t);
const snackTexts = () => snackbars$.peek().map((s) => s.text);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  calls.length = 0;
  nav.history.length = 0;
  printed.length = 0;
  routes = {};
  localStorage.clear();
  snackbars$.set([]);
  runtime$.assign({ phase: 'ready', connected: true });
  catalog$.register.set(
    sampleRegister({
      id: 1,
      is_registered: true,
      opened_at: new Date().toISOString(),
      control_unit_manufacturer_id: 'SIM-CU-0001',
      current_control_unit: { manufacturer_id: 'SIM-CU-0001', requires_client_signature: true },
    }),
  );
  session$.workstation.set({
    id: 3,
    machine_id: 'm',
    hostname: null,
    default_printer: { id: 1, name: 'Sim', port: 'SIM', width: 42, logo_local_path: null },
    printers: [],
  });
  sold.length = 0;
  offSold = flow.onReceiptSold((r) => sold.push(r));
  render(<PaymentDialogs />);
});
let offSold = () => {};
afterEach(() => {
  offSold();
  act(() => flow.resetPaymentFlow());
  cleanup();
  vi.useRealTimers();
});

describe('the control data', () => {
  it('reads the server control object back into the data the unit signs, unchanged', () => {
    const data = controlDataFromObject(CONTROL as never);
    expect(controlDataString(data)).toBe('202611211030#5561234567#Kassa 1#7#normal#0,00#125,00#25,00;25,00###');
  });
});

describe('cash: initiate → sign → delivery → complete', () => {
  it('signs with the control unit, prints from Kvittoleverans and hands the receipt back', async () => {
    routes['sales/sign-receipt'] = { receipt: receipt('awaiting_delivery', { control_code: 'X' }) };
    routes['sales/deliver-receipt'] = { receipt: receipt('complete'), booking: null };
    routes['sales/initiate'] = { receipt: receipt('awaiting_signature') };
    const req = sale();
    await act(() => flow.startPayment(req));
    await until(() => screen.queryByRole('dialog', { name: 'Kvittoleverans' }));
    const signBody = last('sales/sign-receipt')!.opts.body;
    expect(signBody.receipt_id).toBe(41);
    expect(signBody.control_data.manufacturing_number).toBe('SIM-CU-0001');
    expect(signBody.control_data.code).toMatch(/^([A-Z2-7]{4}-){7}[A-Z2-7]{4}$/);
    const init = last('sales/initiate')!.opts.body;
    expect(init).toMatchObject({
      register_id: 1,
      payment_method_id: 1,
      amount: 12500,
      customer_credit_amount: 0,
      should_check_out: false,
    });
    expect(init.client_key).toMatch(/.{8,}/);
    expect(stored()).toEqual({ receipt_id: 41, client_key: init.client_key, payload: null });
    // Registered: the till is told at once which lines were sold.
    expect(sold.map((r) => [r.id, r.receipt_status])).toContainEqual([41, 'awaiting_signature']);

    // The primary action (Skriv ut, there is a default printer) has focus: Enter presses it.
    expect(document.activeElement?.textContent).toMatch(/^Skriv ut/);
    fireEvent.click(screen.getByRole('button', { name: /^Skriv ut/ }));
    await until(() => sold.some((r) => r.receipt_status === 'complete'));
    expect(last('sales/deliver-receipt')!.opts.body).toEqual({ receipt_id: 41, receipt_form: 'print', email: null });
    expect(req).not.toHaveProperty('onDone');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('campsite.activeReceipt')).toBeNull();
    expect(nav.history).toEqual([]);
  });

  it('a duplicate signing event for the same control object signs once; checkout goes to /actions', async () => {
    let release!: () => void;
    routes['sales/initiate'] = { receipt: receipt('awaiting_signature', { should_check_out: true }) };
    routes['sales/sign-receipt'] = () =>
      new Promise((r) => {
        release = () => r({ receipt: receipt('awaiting_delivery', { should_check_out: true }) });
      });
    routes['sales/get-receipt'] = { receipt: receipt('awaiting_signature', { should_check_out: true }) };
    void flow.startPayment(sale({ should_check_out: true })); // resolves once signed: not awaited here
    await until(() => last('sales/sign-receipt'));
    act(() => emitRealtimeEvent('ReceiptUpdated', { receipt_id: 41 }));
    await settle();
    expect(paths().filter((p) => p === 'sales/sign-receipt')).toHaveLength(1);
    release();
    await until(() => screen.queryByRole('dialog', { name: 'Kvittoleverans' }));
    routes['sales/deliver-receipt'] = { receipt: receipt('complete', { should_check_out: true }), booking: null };
    await key('Escape'); // closing archives
    await until(() => !screen.queryByRole('dialog'));
    expect(last('sales/deliver-receipt')!.opts.body.receipt_form).toBe('archive');
    expect(nav.history).toContainEqual({ to: '/actions', search: {}, replace: false });
  });
});

describe('card at the terminal', () => {
  async function startCard() {
    routes['sales/initiate'] = { receipt: receipt('awaiting_payment') };
    await act(() => flow.startPayment(sale()));
    await until(() => screen.queryByRole('dialog', { name: 'Kortterminal' }));
  }

  it('approved: display texts from TerminalUpdated, countdown, ReceiptUpdated → signed → delivery', async () => {
    await startCard();
    expect(text('Väntar på terminal...')).toBeTruthy();
    expect(text('60 s')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(text('57 s')).toBeTruthy();
    act(() => emitRealtimeEvent('TerminalUpdated', { workstation_id: 99, receipt_id: 41, message: 'Annan dator' }));
    act(() => emitRealtimeEvent('TerminalUpdated', { workstation_id: 3, receipt_id: 41, message: 'Ange PIN-kod' }));
    expect(text('Ange PIN-kod')).toBeTruthy();
    expect(text('Annan dator')).toBeNull();
    routes['sales/get-receipt'] = { receipt: receipt('awaiting_signature') };
    routes['sales/sign-receipt'] = { receipt: receipt('awaiting_delivery') };
    act(() => emitRealtimeEvent('ReceiptUpdated', { receipt_id: 41 }));
    await until(() => screen.queryByRole('dialog', { name: 'Kvittoleverans' }));
    expect(screen.queryByRole('dialog', { name: 'Kortterminal' })).toBeNull();
    expect(last('sales/sign-receipt')!.opts.body.receipt_id).toBe(41);
  });

  it('declined: error and slip shown; alt+s prints the slip, alt+t retries with a new countdown', async () => {
    await startCard();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    act(() =>
      emitRealtimeEvent('TerminalUpdated', {
        workstation_id: 3,
        receipt_id: 41,
        message: 'Nekad',
        error: { display: 'Nekad', print: 'KORTTERMINAL\nNEKAD' },
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Nekad');
    expect(text('Utskrift från terminalen:')).toBeTruthy();
    await settle(2);
    expect(document.activeElement?.textContent).toMatch(/^Försök igen/);
    await key('s', { altKey: true, code: 'KeyS' });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatchObject({
      port: 'SIM',
      width: 42,
      content: [{ type: 'text', value: 'KORTTERMINAL' }, { type: 'text', value: 'NEKAD' }, { type: 'cut' }],
    });
    routes['sales/retry-payment'] = { receipt: receipt('awaiting_payment') };
    await key('t', { altKey: true, code: 'KeyT' });
    await settle();
    expect(last('sales/retry-payment')!.opts.body).toEqual({ receipt_id: 41 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(text('Väntar på terminal...')).toBeTruthy();
    expect(text('60 s')).toBeTruthy();
  });

  it('a final Nekad or Avbruten stops the countdown; Försök igen starts a new one', async () => {
    for (const display of ['Nekad', 'Avbruten']) {
      await startCard();
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(text('55 s')).toBeTruthy();
      act(() =>
        emitRealtimeEvent('TerminalUpdated', {
          workstation_id: 3,
          receipt_id: 41,
          message: display,
          error: { display, print: display },
        }),
      );
      act(() => {
        vi.advanceTimersByTime(70_000);
      });
      expect(text('55 s')).toBeTruthy();
      expect(paths()).not.toContain('sales/check-payment');
      expect(text(flow.TIMEOUT_TEXT)).toBeNull();
      routes['sales/retry-payment'] = { receipt: receipt('awaiting_payment') };
      await key('t', { altKey: true, code: 'KeyT' });
      await settle();
      expect(text('60 s')).toBeTruthy();
      act(() => flow.resetPaymentFlow());
      await settle(2);
    }
  });

  it('no answer: at zero the receipt is read again, then "Inget svar från terminalen efter timeout"', async () => {
    await startCard();
    routes['sales/check-payment'] = { receipt: receipt('awaiting_payment') };
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(last('sales/check-payment')).toBeUndefined();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await until(() => text(flow.TIMEOUT_TEXT));
    // The server asks the terminal (an approval it missed is applied) before the console calls it a timeout.
    expect(last('sales/check-payment')!.opts.body).toEqual({ receipt_id: 41 });
    expect(text('0 s')).toBeTruthy();
    // A second start while the terminal works makes no second sale.
    await act(() => flow.startPayment(sale()));
    expect(paths().filter((p) => p === 'sales/initiate')).toHaveLength(1);
  });

  it('a second start while the countdown runs shows the timeout text, no new sale', async () => {
    await startCard();
    await act(() => flow.startPayment(sale()));
    expect(text(flow.TIMEOUT_TEXT)).toBeTruthy();
    expect(paths().filter((p) => p === 'sales/initiate')).toHaveLength(1);
  });

  it('Escape cancels: the receipt ends quietly and the dialog closes', async () => {
    await startCard();
    const req = calls.length;
    routes['sales/cancel-receipt-payment'] = { receipt: receipt('error') };
    await key('Escape');
    await until(() => !screen.queryByRole('dialog'));
    expect(calls.slice(req).map((c) => c.path)).toEqual(['sales/cancel-receipt-payment']);
    expect(snackTexts()).not.toContain(flow.NOT_COMPLETED_TEXT);
    expect(flow.payment$.step.peek()).toBe('idle');
  });

  it('cancelling a receipt already paid reads it again and goes on signing', async () => {
    await startCard();
    routes['sales/cancel-receipt-payment'] = () => {
      throw new ApiError(422, 'receipt_not_awaiting_payment', 'Kvittot väntar inte längre på betalning.');
    };
    routes['sales/get-receipt'] = { receipt: receipt('awaiting_signature') };
    routes['sales/sign-receipt'] = { receipt: receipt('awaiting_delivery') };
    fireEvent.click(screen.getByRole('button', { name: /^Avbryt/ }));
    await until(() => screen.queryByRole('dialog', { name: 'Kvittoleverans' }));
    expect(paths()).toContain('sales/get-receipt');
  });

  it('a receipt that ends in error clears the flow with "Kvittot kunde inte färdigställas"', async () => {
    await startCard();
    routes['sales/get-receipt'] = { receipt: receipt('error') };
    act(() => emitRealtimeEvent('ReceiptUpdated', { receipt_id: 41 }));
    await until(() => !screen.queryByRole('dialog'));
    expect(snackTexts()).toContain('Kvittot kunde inte färdigställas');
    expect(localStorage.getItem('campsite.activeReceipt')).toBeNull();
  });
});

describe('Kvittoleverans by e-mail', () => {
  it('send is disabled until valid; invalid_email from the server keeps the dialog open with the message', async () => {
    routes['sales/initiate'] = { receipt: receipt('awaiting_delivery') };
    await act(() => flow.startPayment(sale()));
    await until(() => screen.queryByRole('dialog', { name: 'Kvittoleverans' }));
    const field = screen.getByLabelText('E-postadress');
    const send = () => screen.getByRole('button', { name: /^Skicka/ }) as HTMLButtonElement;
    fireEvent.change(field, { target: { value: 'anna@' } });
    fireEvent.blur(field);
    expect(send().disabled).toBe(true);
    expect(text('Ogiltig e-postadress')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'anna@berg.se' } });
    expect(send().disabled).toBe(false);
    routes['sales/deliver-receipt'] = () => {
      throw new ApiError(422, 'invalid_email', 'Ogiltig e-postadress', { errors: { email: ['Ogiltig e-postadress'] } });
    };
    fireEvent.click(send());
    await until(() => last('sales/deliver-receipt'));
    await settle();
    expect(last('sales/deliver-receipt')!.opts.body).toEqual({
      receipt_id: 41,
      receipt_form: 'email',
      email: 'anna@berg.se',
    });
    expect(screen.getByRole('dialog', { name: 'Kvittoleverans' })).toBeTruthy();
    expect(text('Ogiltig e-postadress')).toBeTruthy();
  });
});

describe('client key and blocks', () => {
  it('a double submit is one call; a retry of the same request after a failure reuses the key, another sale gets a new one', async () => {
    let fail = true;
    routes['sales/initiate'] = () => {
      if (fail) throw new ApiError(0, 'network', 'Problem med internetuppkopplingen');
      return { receipt: receipt('awaiting_payment') };
    };
    const a = flow.startPayment(sale());
    const b = flow.startPayment(sale());
    expect(a).toBe(b);
    await act(() => a);
    expect(paths().filter((p) => p === 'sales/initiate')).toHaveLength(1);
    const first = last('sales/initiate')!.opts.body.client_key;
    await act(() => flow.startPayment(sale({ amount: 9900 })));
    const other = last('sales/initiate')!.opts.body.client_key;
    expect(other).not.toBe(first);
    await act(() => flow.startPayment(sale({ amount: 9900 })));
    expect(last('sales/initiate')!.opts.body.client_key).toBe(other);
    fail = false;
    await act(() => flow.startPayment(sale({ amount: 9900 })));
    expect(last('sales/initiate')!.opts.body.client_key).toBe(other);
    await until(() => screen.queryByRole('dialog', { name: 'Kortterminal' }));
  });

  it('a fatal fiscal state blocks payment with its Swedish reasons and calls nothing', async () => {
    catalog$.register.is_registered.set(false);
    await act(() => flow.startPayment(sale()));
    expect(screen.getByRole('alertdialog', { name: 'Betalning spärrad' })).toBeTruthy();
    expect(text('Kassan är inte registrerad hos Skatteverket')).toBeTruthy();
    expect(paths()).toEqual([]);
    await key('Escape');
    await settle(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a reload mid-payment continues with the stored receipt', async () => {
    cleanup();
    act(() => flow.resetPaymentFlow());
    localStorage.setItem('campsite.activeReceipt', JSON.stringify({ receipt_id: 41 }));
    routes['sales/get-receipt'] = { receipt: receipt('awaiting_delivery') };
    render(<PaymentDialogs />);
    await until(() => screen.queryByRole('dialog', { name: 'Kvittoleverans' }));
    expect(last('sales/get-receipt')!.opts.query).toEqual({ receipt_id: 41 });
  });
});

describe('every way back to an unfinished receipt', () => {
  /** A reload: the page's memory is gone, localStorage stays. */
  async function remount() {
    cleanup();
    const kept = localStorage.getItem('campsite.activeReceipt');
    act(() => flow.resetPaymentFlow());
    if (kept) localStorage.setItem('campsite.activeReceipt', kept);
    calls.length = 0;
    render(<PaymentDialogs />);
  }

  it('a reload before sales/initiate answered asks the server for the stored key and continues that receipt', async () => {
    routes['sales/initiate'] = () => new Promise(() => {}); // the answer never arrives: the page reloads
    void flow.startPayment(sale());
    await until(() => last('sales/initiate'));
    const key = last('sales/initiate')!.opts.body.client_key;
    expect(stored()).toMatchObject({ receipt_id: null, client_key: key });
    routes['sales/unfinished'] = (q: any) => ({ receipt: q?.client_key === key ? receipt('awaiting_delivery') : null });
    await remount();
    await until(() => screen.queryByRole('dialog', { name: 'Kvittoleverans' }));
    expect(last('sales/unfinished')!.opts.query).toEqual({ client_key: key });
    expect(sold.map((r) => r.id)).toContain(41);
    expect(paths()).not.toContain('sales/initiate');
  });

  it('a key the server never got is sent again with the same request: one receipt', async () => {
    routes['sales/initiate'] = () => new Promise(() => {});
    void flow.startPayment(sale());
    await until(() => last('sales/initiate'));
    const key = last('sales/initiate')!.opts.body.client_key;
    routes['sales/unfinished'] = { receipt: null };
    await remount();
    await until(() => last('sales/unfinished'));
    routes['sales/initiate'] = { receipt: receipt('awaiting_delivery') };
    await act(() => flow.startPayment(sale()));
    expect(last('sales/initiate')!.opts.body.client_key).toBe(key);
  });

  it('a receipt at the terminal after a reload is checked with the terminal; a final Nekad shows at once', async () => {
    localStorage.setItem('campsite.activeReceipt', JSON.stringify({ receipt_id: 41 }));
    routes['sales/get-receipt'] = { receipt: receipt('awaiting_payment') };
    routes['sales/check-payment'] = {
      receipt: receipt('awaiting_payment', {
        terminal_transaction: { state: 'declined', message: 'Nekad', attempt: 1 },
      }),
    };
    await remount();
    await until(() => screen.queryByRole('dialog', { name: 'Kortterminal' }));
    await settle();
    expect(last('sales/check-payment')!.opts.body).toEqual({ receipt_id: 41 });
    expect(screen.getByRole('alert').textContent).toBe('Nekad');
    act(() => {
      vi.advanceTimersByTime(90_000);
    });
    expect(text('0 s')).toBeTruthy();
    expect(paths()).not.toContain('sales/retry-payment');
  });

  it("opening /register finds the workstation's unfinished receipt: signs it, then Kvittoleverans", async () => {
    routes['sales/unfinished'] = { receipt: receipt('awaiting_signature') };
    routes['sales/sign-receipt'] = { receipt: receipt('awaiting_delivery') };
    await act(() => flow.resumePayment({ anyUnfinished: true }));
    await until(() => screen.queryByRole('dialog', { name: 'Kvittoleverans' }));
    expect(last('sales/unfinished')!.opts.query).toBeUndefined();
    expect(last('sales/sign-receipt')!.opts.body.receipt_id).toBe(41);
  });

  it('a delivery that fails keeps Kvittoleverans open with the receipt; the next try completes it', async () => {
    routes['sales/initiate'] = { receipt: receipt('awaiting_delivery') };
    await act(() => flow.startPayment(sale()));
    await until(() => screen.queryByRole('dialog', { name: 'Kvittoleverans' }));
    routes['sales/deliver-receipt'] = () => {
      throw new ApiError(0, 'network', 'Problem med internetuppkopplingen');
    };
    fireEvent.click(screen.getByRole('button', { name: /^Skriv ut/ }));
    await until(() => text(flow.DELIVERY_FAILED_TEXT));
    expect(screen.getByRole('dialog', { name: 'Kvittoleverans' })).toBeTruthy();
    expect(stored()).toMatchObject({ receipt_id: 41 });
    expect(sold.some((r) => r.receipt_status === 'complete')).toBe(false);
    routes['sales/deliver-receipt'] = { receipt: receipt('complete'), booking: null };
    fireEvent.click(screen.getByRole('button', { name: /^Arkivera/ }));
    await until(() => !screen.queryByRole('dialog'));
    expect(stored()).toBeNull();
  });

  it('Slutför kvitto from the receipt pane continues that receipt; a complete one says so', async () => {
    routes['sales/get-receipt'] = { receipt: receipt('awaiting_delivery') };
    expect(await act(() => flow.resumeReceipt(41))).toBeNull();
    await until(() => screen.queryByRole('dialog', { name: 'Kvittoleverans' }));
    act(() => flow.resetPaymentFlow());
    routes['sales/get-receipt'] = { receipt: receipt('complete') };
    expect(await act(() => flow.resumeReceipt(41))).toBe('Kvittot är redan slutfört.');
  });

  it('back online: the followed receipt is read again and signing goes on', async () => {
    routes['sales/initiate'] = { receipt: receipt('awaiting_signature') };
    routes['sales/sign-receipt'] = () => {
      throw new ApiError(0, 'network', 'Problem med internetuppkopplingen');
    };
    await act(() => flow.startPayment(sale()));
    await until(() => screen.queryByRole('alertdialog'));
    act(() => runtime$.connected.set(false));
    routes['sales/get-receipt'] = { receipt: receipt('awaiting_signature') };
    routes['sales/sign-receipt'] = { receipt: receipt('awaiting_delivery') };
    act(() => runtime$.connected.set(true));
    await until(() => screen.queryByRole('dialog', { name: 'Kvittoleverans' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
