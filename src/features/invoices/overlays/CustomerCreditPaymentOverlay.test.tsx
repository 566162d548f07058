// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNavigation, memoryNavigation } from '../../../navigation/navigation';

const calls: { method: string; path: string; opts: any }[] = [];
let answers: Record<string, unknown> = {};
vi.mock('../../../data/api', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../../data/api')>();
  return {
    ...orig,
    api: vi.fn(async (method: string, path: string, opts: any = {}) => {
      calls.push({ method, path, opts: structuredClone(opts) });
      const a = answers[`${method} ${path}`];
      const v = typeof a === 'function' ? (a as (o: any) => unknown)(opts) : a;
      if (v instanceof Error) throw v;
      if (v === undefined) throw new Error(`unexpected ${method} ${path}`);
      return structuredClone(v);
    }),
  };
});
installNavigation(memoryNavigation('/'));

const { emitRealtimeEvent } = await import('../../../data/events');
const { session$ } = await import('../../../data/session');
const { catalog$ } = await import('../../../data/stores');
const { snackbars$ } = await import('../../../data/snackbars');
const { CUSTOMER_CREDIT_TEXTS, INVOICE_TEXTS } = await import('../../../domain/invoiceTexts');
const { InvoiceOverlays } = await import('./InvoiceOverlays');
const { invoiceOverlay$, openCustomerCreditOverlay } = await import('../invoiceOverlays');
const { CustomerCreditDialog } = await import('../../customers/CustomerCreditDialog');
const { closeCustomerCredit, openCustomerCredit } = await import('../../customers/customerDialogs');
const { TEST_METHODS } = await import('./testInvoice');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const realSetTimeout = globalThis.setTimeout;
async function settle(rounds = 4) {
  for (let i = 0; i < rounds; i++) await act(() => new Promise<void>((r) => realSetTimeout(r, 5)));
}
const amount = () => screen.getByRole('textbox', { name: INVOICE_TEXTS.amount }) as HTMLInputElement;
const type = (el: HTMLElement, value: string) => act(() => void fireEvent.change(el, { target: { value } }));
const key = (k: string, opts: Partial<KeyboardEventInit> = {}) =>
  act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: k, ...opts }));
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
const snackTexts = () => snackbars$.peek().map((s) => s.text);
const credit = (customerCredit: number) => ({ customer_credit: { customer_id: 9, customerCredit } });

let balance = 25050;

async function open(kind: 'credit-register-payment' | 'credit-payment') {
  render(<InvoiceOverlays />);
  act(() => openCustomerCreditOverlay(kind, 9));
  await screen.findByRole('textbox', { name: INVOICE_TEXTS.amount }, { timeout: 10_000 });
  await settle();
}

beforeAll(async () => {
  await import('./CustomerCreditPaymentOverlay');
}, 30_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  calls.length = 0;
  snackbars$.set([]);
  balance = 25050;
  catalog$.paymentMethods.set(TEST_METHODS);
  session$.workstation.set({
    id: 3,
    machine_id: 'm',
    hostname: null,
    default_printer: { id: 1, name: 'Sim', port: 'SIM', width: 42, logo_local_path: null },
    printers: [],
  });
  answers = {
    'GET customer-credit/customer': () => ({
      customer_credit: { customer_id: 9, customerCredit: balance, timelineItems: [] },
    }),
    'POST customer-credit/register-payment': () => credit(balance),
    'POST customer-credit/payment': () => ({
      ...credit(balance),
      transaction_status: 'confirmed',
      payment_id: null,
      terminal_timeout: null,
    }),
    'POST customer-credit/cancel-credit-payment': () => credit(balance),
  };
});
afterEach(() => {
  act(() => {
    invoiceOverlay$.set(null);
    closeCustomerCredit();
  });
  cleanup();
  session$.user.set(null);
  vi.useRealTimers();
});

describe("'Registrera betalning mot kundens tillgodo'", () => {
  it('registers a payment in with method, account and date; out as a negative amount', async () => {
    await open('credit-register-payment');
    expect(screen.getByRole('heading', { name: CUSTOMER_CREDIT_TEXTS.registerPayment })).toBeTruthy();
    expect(screen.getByTestId('credit-balance').textContent).toBe('250,50\u00a0kr');
    await type(amount(), '100');
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts('customer-credit/register-payment')[0].opts.body).toMatchObject({
      customer_id: 9,
      payment_method_id: 1,
      account_id: 11,
      amount: 10000,
    });
    expect(snackTexts()).toContain(CUSTOMER_CREDIT_TEXTS.registered);
  });

  it('pays out at most the credit, whole kronor unless the whole credit (alt+U)', async () => {
    await open('credit-register-payment');
    await key('u', { altKey: true, code: 'KeyU' });
    expect((screen.getByRole('radio', { name: /Utbetalning/ }) as HTMLInputElement).checked).toBe(true);
    await type(amount(), '300');
    expect(screen.getByText(CUSTOMER_CREDIT_TEXTS.payoutAboveCredit)).toBeTruthy();
    await type(amount(), '100,50');
    expect(screen.getByText(CUSTOMER_CREDIT_TEXTS.wholeKronor)).toBeTruthy();
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts('customer-credit/register-payment')).toHaveLength(0);
    // The whole credit may have öre.
    await type(amount(), '250,50');
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts('customer-credit/register-payment')[0].opts.body.amount).toBe(-25050);
  });

  it('shows the amount rules: a number, above 0', async () => {
    await open('credit-register-payment');
    await type(amount(), 'x');
    expect(screen.getByText(CUSTOMER_CREDIT_TEXTS.notNumber)).toBeTruthy();
    await type(amount(), '0');
    expect(screen.getByText(CUSTOMER_CREDIT_TEXTS.notPositive)).toBeTruthy();
  });
});

describe("'Genomför betalning mot kundens tillgodo'", () => {
  it('pays in by a method button with a signed amount', async () => {
    await open('credit-payment');
    expect(document.activeElement).toBe(amount());
    await type(amount(), '500');
    fireEvent.click(screen.getByRole('button', { name: /Betala med Swish/ }));
    await settle();
    expect(posts('customer-credit/payment')[0].opts.body).toMatchObject({
      customer_id: 9,
      payment_method_id: 3,
      amount: 50000,
    });
    expect(invoiceOverlay$.peek()).toBeNull();
  });

  it("waits at the terminal (mode customer_credit), and at zero says 'Kontrollera saldo'", async () => {
    answers['POST customer-credit/payment'] = () => ({
      ...credit(balance),
      transaction_status: 'await_confirmation',
      payment_id: 55,
      terminal_timeout: 3,
    });
    await open('credit-payment');
    await key('u', { altKey: true, code: 'KeyU' });
    await type(amount(), '200');
    fireEvent.click(screen.getByRole('button', { name: /Betala ut med Kort/ }));
    await settle();
    expect(posts('customer-credit/payment')[0].opts.body.amount).toBe(-20000);
    const dialog = await screen.findByRole('dialog', { name: 'Kortterminal' });
    expect(within(dialog).getByText('Att betala ut: 200,00 kr')).toBeTruthy();
    act(() =>
      emitRealtimeEvent('TerminalUpdated', {
        workstation_id: 3,
        mode: 'customer_credit',
        receipt_id: 0,
        customer_id: 9,
        payment_id: 55,
        message: 'Återköp 200,00',
      }),
    );
    expect(within(dialog).getByText('Återköp 200,00')).toBeTruthy();
    // An invoice's payment with the same id is another mode.
    act(() =>
      emitRealtimeEvent('TerminalUpdated', {
        workstation_id: 3,
        mode: 'invoice',
        receipt_id: 0,
        payment_id: 55,
        message: 'Godkänd',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Kortterminal' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    await settle();
    expect(snackTexts()).toContain(INVOICE_TEXTS.noTerminalCredit);
    expect(screen.queryByRole('dialog', { name: 'Kortterminal' })).toBeNull();
  });

  it('Avbryt stops the waiting card payment', async () => {
    answers['POST customer-credit/payment'] = () => ({
      ...credit(balance),
      transaction_status: 'await_confirmation',
      payment_id: 56,
      terminal_timeout: 60,
    });
    await open('credit-payment');
    await type(amount(), '100');
    await key('F2');
    await settle();
    await screen.findByRole('dialog', { name: 'Kortterminal' });
    await key('Escape');
    await settle();
    expect(posts('customer-credit/cancel-credit-payment').map((c) => c.opts.body)).toEqual([{ payment_id: 56 }]);
    expect(screen.queryByRole('dialog', { name: 'Kortterminal' })).toBeNull();
  });
});

describe('the credit dialog', () => {
  it('opens both payment overlays from its menu, and reloads its balance on CustomerCreditUpdated', async () => {
    act(() => session$.user.set({ level: 'receptionist' } as never));
    render(
      <>
        <CustomerCreditDialog />
        <InvoiceOverlays />
      </>,
    );
    act(() => openCustomerCredit(9));
    await screen.findByText('250,50 kr');
    fireEvent.click(screen.getByRole('button', { name: 'Betalningar' }));
    const item = await screen.findByRole('menuitem', { name: CUSTOMER_CREDIT_TEXTS.performPayment });
    expect(item.getAttribute('aria-disabled')).toBeNull();
    act(() => void fireEvent.click(item));
    await settle();
    expect(invoiceOverlay$.peek()).toEqual({ kind: 'credit-payment', customerId: 9 });
    act(() => invoiceOverlay$.set(null));
    fireEvent.click(screen.getByRole('button', { name: 'Betalningar' }));
    act(() => void fireEvent.click(screen.getByRole('menuitem', { name: CUSTOMER_CREDIT_TEXTS.registerPayment })));
    await settle();
    expect(invoiceOverlay$.peek()).toEqual({ kind: 'credit-register-payment', customerId: 9 });
    act(() => invoiceOverlay$.set(null));
    balance = 5000;
    act(() => emitRealtimeEvent('CustomerCreditUpdated', { customer_id: 9 }));
    await screen.findByText('50,00 kr');
  });

  it('keeps the payments off for a level that does not handle invoices', async () => {
    act(() => session$.user.set({ level: 'kassor' } as never));
    render(<CustomerCreditDialog />);
    act(() => openCustomerCredit(9));
    await screen.findByText('250,50 kr');
    fireEvent.click(screen.getByRole('button', { name: 'Betalningar' }));
    const item = await screen.findByRole('menuitem', { name: new RegExp(CUSTOMER_CREDIT_TEXTS.performPayment) });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(within(item).getByText('Din behörighet räcker inte')).toBeTruthy();
  });
});
