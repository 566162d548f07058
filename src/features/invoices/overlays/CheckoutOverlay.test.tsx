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
const printed: any[] = [];
vi.mock('../../till/printer/printJobs', () => ({
  handlePrintJob: vi.fn(async (job: unknown) => {
    printed.push(job);
    return { ok: true };
  }),
}));
installNavigation(memoryNavigation('/invoices'));

const { ApiError } = await import('../../../data/api');
const { emitRealtimeEvent } = await import('../../../data/events');
const { session$ } = await import('../../../data/session');
const { catalog$ } = await import('../../../data/stores');
const { snackbars$ } = await import('../../../data/snackbars');
const { confirm$, settleConfirm } = await import('../../../data/dialogs');
const { INVOICE_TEXTS, CUSTOMER_CREDIT_TEXTS } = await import('../../../domain/invoiceTexts');
const { InvoiceOverlays } = await import('./InvoiceOverlays');
const { invoiceOverlay$, openInvoiceOverlay } = await import('../invoiceOverlays');
const { TEST_METHODS, testInvoice } = await import('./testInvoice');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const realSetTimeout = globalThis.setTimeout;
async function settle(rounds = 4) {
  for (let i = 0; i < rounds; i++) await act(() => new Promise<void>((r) => realSetTimeout(r, 5)));
}
const amountField = () => screen.getByRole('textbox', { name: INVOICE_TEXTS.amount }) as HTMLInputElement;
const type = (el: HTMLElement, value: string) => act(() => void fireEvent.change(el, { target: { value } }));
const key = (k: string, opts: Partial<KeyboardEventInit> = {}) =>
  act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: k, ...opts }));
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
const snackTexts = () => snackbars$.peek().map((s) => s.text);
const alertTexts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

let invoice = testInvoice();
let balance = 0;

async function open(over: Parameters<typeof testInvoice>[0] = {}) {
  invoice = testInvoice(over);
  render(<InvoiceOverlays />);
  act(() => openInvoiceOverlay('checkout', invoice.id));
  await screen.findByRole('textbox', { name: INVOICE_TEXTS.amount }, { timeout: 10_000 });
  await settle();
}

// The overlays load apart (lazyPart): fetched once here, so no test waits for the first import.
beforeAll(async () => {
  await import('./CheckoutOverlay');
}, 30_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  calls.length = 0;
  snackbars$.set([]);
  balance = 0;
  catalog$.paymentMethods.set(TEST_METHODS);
  session$.workstation.set({
    id: 3,
    machine_id: 'm',
    hostname: null,
    default_printer: { id: 1, name: 'Sim', port: 'SIM', width: 42, logo_local_path: null },
    printers: [],
  });
  answers = {
    'GET invoices/5': () => ({ invoice }),
    'GET customer-credit/customer': () => ({ customer_credit: { customer_id: 9, customerCredit: balance } }),
  };
});
afterEach(() => {
  act(() => invoiceOverlay$.set(null));
  cleanup();
  vi.useRealTimers();
});

describe("'Ta betalt'", () => {
  it('opens with the remaining amount in the field, focused, and the methods that pay (F1..F3, Fler)', async () => {
    await open({ remaining_amount: 60000, paid_amount: 40000 });
    expect(screen.getByRole('heading', { name: INVOICE_TEXTS.takePayment })).toBeTruthy();
    expect(amountField().value).toBe('600');
    expect(document.activeElement).toBe(amountField());
    const group = screen.getByRole('group', { name: INVOICE_TEXTS.method });
    const names = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Betala med KontantF1', 'Betala med KortF2', 'Betala med SwishF3', 'FlerF4']);
  });

  it("opens 'Fler' with F4: the other methods, the chosen one pays", async () => {
    answers['POST invoices/checkout'] = () => ({
      invoice,
      transaction_status: 'confirmed',
      payment_id: null,
      terminal_timeout: null,
    });
    await open();
    await key('F4');
    await settle();
    const menu = await screen.findByRole('menu', { name: INVOICE_TEXTS.moreMethodsLabel });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Betala med Bankgiro', 'Betala med Kassaskåp']);
    expect(document.activeElement).toBe(items[0]);
    await key('Enter');
    await settle();
    expect(posts('invoices/checkout')[0].opts.body).toMatchObject({ payment_method_id: 4, amount: 100000 });
  });

  it("shows 'Fyll i ett belopp' only after a pay attempt, the other errors at once, and stays in the field", async () => {
    await open();
    await type(amountField(), '');
    expect(alertTexts()).toEqual([]);
    expect(screen.queryByText(INVOICE_TEXTS.fillAmount)).toBeNull();
    await key('F1');
    expect(screen.getByText(INVOICE_TEXTS.fillAmount)).toBeTruthy();
    expect(document.activeElement).toBe(amountField());
    await type(amountField(), 'abc');
    expect(screen.getByText(INVOICE_TEXTS.notNumber)).toBeTruthy();
    await type(amountField(), '-5');
    expect(screen.getByText(INVOICE_TEXTS.notPositiveIncoming)).toBeTruthy();
    await type(amountField(), '100,50');
    expect(screen.getByText(INVOICE_TEXTS.wholeKronor)).toBeTruthy();
    await key('F1');
    expect(posts('invoices/checkout')).toHaveLength(0);
  });

  it('warns of a surplus above 50 öre without blocking, and sends the amount in öre', async () => {
    answers['POST invoices/checkout'] = () => ({
      invoice,
      transaction_status: 'confirmed',
      payment_id: null,
      terminal_timeout: null,
    });
    await open();
    await type(amountField(), '1000');
    expect(screen.queryByText(INVOICE_TEXTS.surplusWarning)).toBeNull();
    await type(amountField(), '1001');
    expect(screen.getByText(INVOICE_TEXTS.surplusWarning)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Betala med Swish/ }));
    await settle();
    const [sent] = posts('invoices/checkout');
    expect(sent.opts.body).toMatchObject({ invoice_id: 5, payment_method_id: 3, amount: 100100 });
    expect(sent.opts.body.customer_credit_amount).toBeUndefined();
    expect(sent.opts.body.client_key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(snackTexts()).toContain(INVOICE_TEXTS.paymentDone);
    expect(invoiceOverlay$.peek()).toBeNull();
  });

  it("'Återstående fakturabelopp' (alt+A) fills the remaining amount again", async () => {
    await open({ remaining_amount: 45050, paid_amount: 54950 });
    await type(amountField(), '12');
    await key('a', { altKey: true, code: 'KeyA' });
    expect(amountField().value).toBe('450,50');
    await type(amountField(), '');
    fireEvent.click(screen.getByRole('button', { name: /Återstående fakturabelopp/ }));
    expect(amountField().value).toBe('450,50');
  });

  it("uses the customer's credit: at most the smaller of balance and remaining, the rest to pay rounded to kronor", async () => {
    balance = 30000;
    answers['POST invoices/checkout'] = () => ({
      invoice,
      transaction_status: 'confirmed',
      payment_id: null,
      terminal_timeout: null,
    });
    await open({ total: 100050, remaining_amount: 100050 });
    await screen.findByText(CUSTOMER_CREDIT_TEXTS.available('300,00 kr'));
    const credit = screen.getByRole('textbox', { name: CUSTOMER_CREDIT_TEXTS.useCredit });
    await type(credit, '300,01');
    expect(screen.getByText(CUSTOMER_CREDIT_TEXTS.useAboveAvailable)).toBeTruthy();
    await type(credit, '200,25');
    // 1 000,50 − 200,25 = 800,25 → 800 kr to pay; the untouched amount follows.
    expect(screen.getByTestId('checkout-left-to-pay').textContent).toBe('800,00\u00a0kr');
    expect(amountField().value).toBe('800');
    await key('F1');
    await settle();
    expect(posts('invoices/checkout')[0].opts.body).toMatchObject({
      payment_method_id: 1,
      amount: 80000,
      customer_credit_amount: 20025,
    });
  });

  it('pays with credit alone when the amount is emptied and the credit covers it', async () => {
    balance = 200000;
    answers['POST invoices/checkout'] = () => ({
      invoice,
      transaction_status: 'confirmed',
      payment_id: null,
      terminal_timeout: null,
    });
    await open();
    await screen.findByRole('textbox', { name: CUSTOMER_CREDIT_TEXTS.useCredit });
    await key('g', { altKey: true, code: 'KeyG' });
    expect(screen.getByRole('textbox', { name: CUSTOMER_CREDIT_TEXTS.useCredit })).toHaveProperty('value', '1000');
    expect(amountField().value).toBe('0');
    await type(amountField(), '');
    fireEvent.click(screen.getByRole('button', { name: /Betala med tillgodo/ }));
    await settle();
    const body = posts('invoices/checkout')[0].opts.body;
    expect(body).toMatchObject({ amount: 0, customer_credit_amount: 100000 });
    expect(body.payment_method_id).toBeUndefined();
  });

  it('sends the same client_key again when an attempt got no answer, a new one for new input', async () => {
    let fail = true;
    answers['POST invoices/checkout'] = () =>
      fail
        ? new ApiError(0, 'network', 'Problem med internetuppkopplingen')
        : { invoice, transaction_status: 'confirmed', payment_id: null, terminal_timeout: null };
    await open();
    await key('F1');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Problem med internetuppkopplingen');
    await key('F1');
    await settle();
    await type(amountField(), '500');
    fail = false;
    await key('F1');
    await settle();
    const keys = posts('invoices/checkout').map((c) => c.opts.body.client_key);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('closes on Escape at once when nothing was typed, and asks first when something was', async () => {
    await open();
    await key('Escape');
    await settle();
    expect(confirm$.peek()).toBeNull();
    expect(invoiceOverlay$.peek()).toBeNull();
    cleanup();
    await open();
    await type(amountField(), '12');
    await key('Escape');
    await settle();
    expect(confirm$.peek()?.header).toBe(INVOICE_TEXTS.closeHeader);
    expect(invoiceOverlay$.peek()).not.toBeNull();
    act(() => settleConfirm(true));
    await settle();
    expect(invoiceOverlay$.peek()).toBeNull();
  });

  it('shows the server’s refusal and keeps the overlay open', async () => {
    answers['POST invoices/checkout'] = () =>
      new ApiError(422, 'validation', 'Ogiltig data', { errors: { amount: [INVOICE_TEXTS.invoiceClosed] } });
    await open();
    await key('Enter');
    await settle();
    expect(alertTexts()).toContain(INVOICE_TEXTS.invoiceClosed);
    expect(invoiceOverlay$.peek()).not.toBeNull();
  });
});

describe("'Kortterminal' for an invoice", () => {
  const awaiting = (paymentId: number) => () => ({
    invoice,
    transaction_status: 'await_confirmation',
    payment_id: paymentId,
    terminal_timeout: 5,
  });
  const terminal = (payment_id: number, message: string, error?: { display: string; print: string }) =>
    act(() =>
      emitRealtimeEvent('TerminalUpdated', {
        workstation_id: 3,
        mode: 'invoice',
        receipt_id: 0,
        invoice_id: 5,
        payment_id,
        message,
        ...(error ? { error } : {}),
      }),
    );

  it("waits with the terminal's display of this payment and closes on its approval", async () => {
    answers['POST invoices/checkout'] = awaiting(77);
    await open();
    fireEvent.click(screen.getByRole('button', { name: /Betala med Kort/ }));
    await settle();
    const dialog = await screen.findByRole('dialog', { name: 'Kortterminal' });
    expect(within(dialog).getByText('Väntar på terminal...')).toBeTruthy();
    expect(within(dialog).getByText('Att betala: 1 000,00 kr')).toBeTruthy();
    expect(within(dialog).getByText('5 s')).toBeTruthy();
    await terminal(77, 'Sätt in eller blippa kort');
    expect(within(dialog).getByText('Sätt in eller blippa kort')).toBeTruthy();
    // Another payment's events, or a receipt's, are not ours.
    await terminal(78, 'Ange PIN-kod');
    act(() => emitRealtimeEvent('TerminalUpdated', { workstation_id: 3, receipt_id: 4, message: 'Nekad' }));
    expect(within(dialog).getByText('Sätt in eller blippa kort')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(within(dialog).getByText('3 s')).toBeTruthy();
    await terminal(77, 'Godkänd');
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Kortterminal' })).toBeNull();
    expect(snackTexts()).toContain(INVOICE_TEXTS.paymentDone);
    expect(invoiceOverlay$.peek()).toBeNull();
  });

  it('closes when the reloaded invoice has the payment applied (InvoiceUpdated)', async () => {
    answers['POST invoices/checkout'] = awaiting(77);
    await open();
    await key('F2');
    await settle();
    await screen.findByRole('dialog', { name: 'Kortterminal' });
    invoice = testInvoice({
      paid_amount: 100000,
      remaining_amount: 0,
      payment_applications: [
        {
          id: 1,
          payment_id: 77,
          applied_at: '2026-03-02T10:00:00.000Z',
          paid_amount: 100000,
          deleted_at: null,
          is_customer_credit_application: false,
          payment: {
            paid_at: '2026-03-02T10:00:00.000Z',
            amount: 100000,
            transaction_status: 'confirmed',
            payment_method: {
              id: 2,
              name: 'Kort',
              icon_class_name: '',
              default_gui_color: 'blue',
              gateway: 'integrated_terminal',
            },
            account: null,
            card_brand: 'VISA',
            card_last_four: '4242',
            surfboard_order: { refunded_at: null },
            refund_of_payment_id: null,
          },
          can_reverse: false,
          can_refund: true,
        },
      ],
    });
    act(() => emitRealtimeEvent('InvoiceUpdated', { invoice_id: 5 }));
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Kortterminal' })).toBeNull();
    expect(invoiceOverlay$.peek()).toBeNull();
  });

  it("at zero says 'Ingen kontakt med terminal - Kontrollera fakturan' and reloads the invoice", async () => {
    answers['POST invoices/checkout'] = awaiting(77);
    await open();
    await key('F2');
    await settle();
    await screen.findByRole('dialog', { name: 'Kortterminal' });
    const gets = calls.filter((c) => c.path === 'invoices/5').length;
    act(() => vi.advanceTimersByTime(5000));
    await settle();
    expect(snackTexts()).toContain(INVOICE_TEXTS.noTerminalInvoice);
    expect(screen.queryByRole('dialog', { name: 'Kortterminal' })).toBeNull();
    expect(calls.filter((c) => c.path === 'invoices/5').length).toBeGreaterThan(gets);
    // The checkout stays open to try again.
    expect(invoiceOverlay$.peek()).not.toBeNull();
  });

  it("shows a decline with its slip; 'Försök igen' is a new attempt with a new key, Avbryt stops a waiting one", async () => {
    let next = 77;
    answers['POST invoices/checkout'] = () => awaiting(next++)();
    answers['POST invoices/cancel-payment'] = () => ({ invoice });
    await open();
    await key('F2');
    await settle();
    const dialog = await screen.findByRole('dialog', { name: 'Kortterminal' });
    await terminal(77, 'Nekad', { display: 'Nekad', print: 'KORT NEKAT\n1000,00' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Nekad');
    expect(within(dialog).getByText(/KORT NEKAT/)).toBeTruthy();
    await key('s', { altKey: true, code: 'KeyS' });
    expect(printed.at(-1)).toMatchObject({
      port: 'SIM',
      width: 42,
      content: [{ type: 'text', value: 'KORT NEKAT' }, { type: 'text', value: '1000,00' }, { type: 'cut' }],
    });
    // Declined: nothing is left to stop, so 'Försök igen' starts over at once.
    await key('t', { altKey: true, code: 'KeyT' });
    await settle();
    expect(posts('invoices/cancel-payment')).toHaveLength(0);
    const keys = posts('invoices/checkout').map((c) => c.opts.body.client_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    await screen.findByRole('dialog', { name: 'Kortterminal' });
    // Still waiting: Avbryt (Escape) stops payment 78 on the server.
    await key('Escape');
    await settle();
    expect(posts('invoices/cancel-payment').map((c) => c.opts.body)).toEqual([{ paymentId: 78 }]);
    expect(screen.queryByRole('dialog', { name: 'Kortterminal' })).toBeNull();
    expect(invoiceOverlay$.peek()).not.toBeNull();
  });
  it('takes the customer credit with the first attempt only: a retry at the terminal sends the card part', async () => {
    balance = 20000;
    let next = 80;
    answers['POST invoices/checkout'] = () => awaiting(next++)();
    await open();
    await screen.findByRole('textbox', { name: CUSTOMER_CREDIT_TEXTS.useCredit });
    await type(screen.getByRole('textbox', { name: CUSTOMER_CREDIT_TEXTS.useCredit }), '200');
    await key('F2');
    await settle();
    const dialog = await screen.findByRole('dialog', { name: 'Kortterminal' });
    expect(within(dialog).getByText('Att betala: 800,00 kr')).toBeTruthy();
    await terminal(80, 'Nekad', { display: 'Nekad', print: '' });
    await key('t', { altKey: true, code: 'KeyT' });
    await settle();
    expect(posts('invoices/checkout').map((c) => [c.opts.body.amount, c.opts.body.customer_credit_amount])).toEqual([
      [80000, 20000],
      [80000, undefined],
    ]);
  });
});

describe("'Påbörja återbetalning' (a credit invoice)", () => {
  it('pays out at most what the credit invoice has left, with no customer credit section', async () => {
    balance = 50000;
    answers['POST invoices/checkout'] = () => ({
      invoice,
      transaction_status: 'confirmed',
      payment_id: null,
      terminal_timeout: null,
    });
    await open({ is_credit_invoice: true, total: -30000, remaining_amount: -30000 });
    expect(screen.getByRole('heading', { name: INVOICE_TEXTS.startRefund })).toBeTruthy();
    expect(amountField().value).toBe('300');
    expect(screen.queryByRole('textbox', { name: CUSTOMER_CREDIT_TEXTS.useCredit })).toBeNull();
    await type(amountField(), '301');
    expect(screen.getByText(INVOICE_TEXTS.payoutAboveRemaining)).toBeTruthy();
    await type(amountField(), '-1');
    expect(screen.getByText(INVOICE_TEXTS.notPositivePayout)).toBeTruthy();
    await type(amountField(), '300');
    fireEvent.click(screen.getByRole('button', { name: /Betala ut med Kontant/ }));
    await settle();
    expect(posts('invoices/checkout')[0].opts.body).toMatchObject({ amount: 30000, payment_method_id: 1 });
    expect(snackTexts()).toContain(INVOICE_TEXTS.payoutDone);
  });
});
