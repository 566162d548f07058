// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetail } from '../../../contracts/invoices';

const calls: { method: string; path: string; opts: any }[] = [];
let answers: Record<string, unknown> = {};
vi.mock('../../../data/api', () => ({
  ApiError: class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string | null,
      message: string,
      readonly data: any = null,
    ) {
      super(message);
    }
  },
  api: vi.fn(async (method: string, path: string, opts: any) => {
    calls.push({ method, path, opts });
    const a = typeof answers[path] === 'function' ? (answers[path] as () => unknown)() : answers[path];
    if (a instanceof Error) throw a;
    if (a === undefined) throw new Error(`unexpected ${path}`);
    return a;
  }),
}));

const { installNavigation, memoryNavigation, currentLocation } = await import('../../../navigation/navigation');
const { installContextProvider } = await import('../../../commands/registry');
const { contributeContext } = await import('../../../commands/contextKeys');
const { focusState } = await import('../../../commands/focusStack');
const { confirm$, settleConfirm } = await import('../../../data/dialogs');
const { snackbars$ } = await import('../../../data/snackbars');
const { emitRealtimeEvent } = await import('../../../data/events');
const { invoiceOverlay$ } = await import('../invoiceOverlays');
const { sampleInvoiceDetail, samplePaymentApplication } = await import('../invoiceSamples');
const { InvoicePane } = await import('./InvoicePane');

// jsdom has no CSS.escape, which react-aria's collections use.
(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

installNavigation(memoryNavigation('/invoices', { invoice: 1 }));
beforeAll(() => {
  installContextProvider(() => ({
    path: '/invoices',
    level: 'receptionist',
    modules: ['PMS'],
    loggedIn: true,
    focus: focusState(),
    entity: null,
    selected: null,
  }));
  // The shell contributes the pane stack; here the invoice pane is on top.
  contributeContext('pane', () => ({ param: 'invoice', id: 1 }));
});

const show = (inv: InvoiceDetail) => {
  answers['invoices/1'] = { invoice: inv };
  return render(<InvoicePane id={1} isTop depth={0} />);
};
const buttonNames = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/Alt.*$/, '').trim() ?? '')
    .filter((n) => n && n !== 'Stäng' && !n.startsWith('Esc'));
const button = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}\\s?(Kortkommando|$)`) }) as HTMLButtonElement;
const today = new Date().toISOString().slice(0, 10);

describe('InvoicePane', () => {
  beforeEach(() => {
    calls.length = 0;
    answers = {};
    invoiceOverlay$.set(null);
    snackbars$.set([]);
  });
  afterEach(() => cleanup());

  it("shows 'Faktura {n}', the date, the chip, the four tabs and an open invoice's buttons", async () => {
    show(sampleInvoiceDetail({ due_date: '2999-01-01' }));
    expect(await screen.findByRole('heading', { name: 'Faktura 1001' })).toBeTruthy();
    expect(screen.getByText('Fakturadatum 2026-06-01')).toBeTruthy();
    expect(screen.getByText('Obetald')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Fakturainformation',
      'Innehåll',
      'Betalningar & Krediteringar',
      'Email',
    ]);
    await waitFor(() =>
      expect(buttonNames()).toEqual(
        expect.arrayContaining([
          'Ta betalt',
          'Registrera en inbetalning',
          'Kreditera Faktura',
          'Skicka fakturan igen',
          'Skicka fakturan igen med betallänk',
          'Ladda ner fakturan',
          'Skriv ut fakturan',
        ]),
      ),
    );
    expect(screen.queryByRole('button', { name: /^Skicka påminnelse/ })).toBeNull();
    // Each button shows its key.
    expect(button('Ta betalt').textContent).toContain('Alt T');
    await userEvent.setup().click(button('Ta betalt'));
    expect(invoiceOverlay$.get()).toEqual({ kind: 'checkout', invoiceId: 1 });
  });

  it("a credit invoice: 'Kreditfaktura {n}', 'Påbörja återbetalning', 'Registrera en utbetalning', not credited again", async () => {
    show(
      sampleInvoiceDetail({
        invoice_number: 1005,
        is_credit_invoice: true,
        total: -25_000,
        remaining_amount: -25_000,
        due_date: null,
        original_invoice_id: 9,
        original_invoice_number: 1001,
        payment_options: [],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Kreditfaktura 1005' })).toBeTruthy();
    await waitFor(() => expect(buttonNames()).toContain('Påbörja återbetalning'));
    const names = buttonNames();
    expect(names).toContain('Registrera en utbetalning');
    expect(names).not.toContain('Ta betalt');
    expect(names).not.toContain('Kreditera Faktura');
    expect(names).not.toContain('Skicka fakturan igen med betallänk');
    // Its information names the original, which opens.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Faktura 1001' }));
    expect(currentLocation().search).toMatchObject({ invoice: 9 });
  });

  it("a closed invoice reads 'Stängd', hides the link, and says why it cannot be paid", async () => {
    show(sampleInvoiceDetail({ paid_amount: 125_000, remaining_amount: 0, status: 'closed', payment_options: [] }));
    expect(await screen.findByText('Stängd')).toBeTruthy();
    await waitFor(() => expect(buttonNames()).toContain('Skicka fakturan igen'));
    expect(buttonNames()).not.toContain('Skicka fakturan igen med betallänk');
    const pay = button('Ta betalt');
    expect(pay.disabled).toBe(true);
    expect(document.getElementById(pay.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Fakturan är redan betald',
    );
    // And in words under the buttons.
    expect(screen.getAllByText('Fakturan är redan betald').some((el) => el.tagName === 'LI')).toBe(true);
    expect(buttonNames()).toContain('Kreditera Faktura');
  });

  it("an overdue invoice reads 'Förfallen' and sends a reminder", async () => {
    answers['invoices/send-reminder'] = () => ({ invoice: sampleInvoiceDetail() });
    show(sampleInvoiceDetail({ due_date: '2026-01-01', isOverdue: true }));
    expect(await screen.findByText('Förfallen')).toBeTruthy();
    await waitFor(() => expect(buttonNames()).toContain('Skicka påminnelse'));
    await userEvent.setup().click(button('Skicka påminnelse'));
    await waitFor(() => expect(calls.some((c) => c.path === 'invoices/send-reminder')).toBe(true));
    expect(calls.find((c) => c.path === 'invoices/send-reminder')!.opts.body).toEqual({ invoiceId: 1 });
    await waitFor(() => expect(snackbars$.get().map((s) => s.text)).toContain('Påminnelsen är skickad'));
  });

  it('resends with a payment link, and says so unless the mail server refused the mail', async () => {
    const mail = (id: number, status: string) => ({
      id,
      status,
      sent_at: '2026-06-02T08:00:00.000Z',
      opened_at: null,
      title: 'Faktura 1001',
      recipient_email: 'anna@example.se',
      icon: null,
      kind: 'invoice',
      booking_id: 7,
      booking_group_id: null,
    });
    let emails = [mail(1, 'failed'), mail(2, 'sent')];
    answers['invoices/resend'] = () => ({ invoice: sampleInvoiceDetail({ emails }) });
    show(sampleInvoiceDetail({ due_date: '2999-01-01' }));
    await waitFor(() => expect(buttonNames()).toContain('Skicka fakturan igen med betallänk'));
    const user = userEvent.setup();
    await user.click(button('Skicka fakturan igen med betallänk'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'invoices/resend')?.opts.body).toEqual({
        invoiceId: 1,
        withPaymentLink: true,
      }),
    );
    await waitFor(() => expect(snackbars$.get().map((s) => s.text)).toEqual(['Fakturan är skickad med betallänk']));
    snackbars$.set([]);
    emails = [mail(2, 'sent'), mail(3, 'failed')];
    await user.click(button('Skicka fakturan igen'));
    await waitFor(() => expect(calls.filter((c) => c.path === 'invoices/resend')).toHaveLength(2));
    expect(calls.at(-1)!.opts.body).toEqual({ invoiceId: 1, withPaymentLink: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(snackbars$.get()).toEqual([]);
  });

  it('lists the lines with units, VAT per rate and the total, and says when nothing is paid', async () => {
    show(
      sampleInvoiceDetail({
        sales_items: [
          {
            id: 1,
            product: null,
            product_name: 'Tältplats',
            quantity: 3000,
            price: 25_000,
            original_price: null,
            caption: '2026-07-01 – 2026-07-04',
            vat_rate: 1200,
            is_accommodation_charge: true,
            discount_type: null,
            discount_value: null,
            sale: 75_000,
          },
        ],
        vat_summary: [{ rate: 1200, gross: 75_000, vat: 8_036, net: 66_964 }],
        total: 75_000,
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Innehåll' }));
    expect(screen.getByText('Tältplats')).toBeTruthy();
    expect(screen.getByText('3 st')).toBeTruthy();
    expect(screen.getByText('Moms 12 % (underlag 669,64 kr)')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Betalningar & Krediteringar' }));
    expect(screen.getByText('Inga betalningar har gjorts på den här fakturan')).toBeTruthy();
  });

  it("marks payments 'ångrad' and 'återbetald'; 'Ångra' asks, then reverses; 'Återbetala' sends the PIN, the terminal refunds", async () => {
    const card = samplePaymentApplication({
      id: 3,
      payment_id: 13,
      can_reverse: false,
      can_refund: true,
      payment: {
        ...samplePaymentApplication().payment,
        payment_method: {
          id: 1,
          name: 'Kort',
          icon_class_name: '',
          default_gui_color: '',
          gateway: 'integrated_terminal',
        },
        card_brand: 'Visa',
        card_last_four: '4242',
        surfboard_order: { refunded_at: null },
      },
    });
    const inv = sampleInvoiceDetail({
      payment_applications: [
        samplePaymentApplication({ id: 1, payment_id: 11, deleted_at: '2026-06-11T10:00:00.000Z', can_reverse: false }),
        samplePaymentApplication({
          id: 2,
          payment_id: 12,
          can_reverse: false,
          payment: {
            ...samplePaymentApplication().payment,
            surfboard_order: { refunded_at: '2026-06-12T10:00:00.000Z' },
          },
        }),
        samplePaymentApplication({ id: 4, payment_id: 14 }),
        card,
      ],
    });
    answers['invoices/reverse-payment'] = () => ({ invoice: inv });
    answers['invoices/refund-payment'] = () => ({
      invoice: inv,
      transaction_status: 'await_confirmation',
      payment_id: 99,
      terminal_timeout: 60,
    });
    show(inv);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Betalningar & Krediteringar' }));
    const rows = within(screen.getByRole('table', { name: 'Betalningar' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]).getByText('ångrad')).toBeTruthy();
    expect(within(rows[1]).getByText('återbetald')).toBeTruthy();
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(within(rows[3]).getByText(/Visa \*\*\*\* 4242/)).toBeTruthy();

    await user.click(within(rows[2]).getByRole('button', { name: 'Ångra' }));
    expect(confirm$.get()?.body).toMatch(/^Ångra betalning används bara/);
    act(() => settleConfirm(true));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'invoices/reverse-payment')?.opts.body).toEqual({
        paymentId: 14,
        invoiceId: 1,
      }),
    );

    await user.click(within(rows[3]).getByRole('button', { name: 'Återbetala' }));
    expect(confirm$.get()).toMatchObject({ enforcesPin: true, withTimer: true });
    act(() => settleConfirm(true, '1234'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'invoices/refund-payment')?.opts.body).toEqual({
        paymentId: 13,
        invoiceId: 1,
        pin: '1234',
      }),
    );
    // The terminal carries the refund out: 'Kortterminal' waits for it, and closes when it is approved.
    expect(await screen.findByRole('dialog', { name: 'Kortterminal' })).toBeTruthy();
    expect(screen.getByText('Att betala ut: 250,00 kr')).toBeTruthy();
    act(() =>
      emitRealtimeEvent('TerminalUpdated', {
        workstation_id: null,
        mode: 'invoice',
        receipt_id: 0,
        invoice_id: 1,
        payment_id: 99,
        message: 'Godkänd',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kortterminal' })).toBeNull());
    expect(snackbars$.get().map((s) => s.text)).toContain('Betalningen är återbetald');
  });

  it('cancelled confirmations send nothing', async () => {
    show(sampleInvoiceDetail({ payment_applications: [samplePaymentApplication()] }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Betalningar & Krediteringar' }));
    await user.click(screen.getByRole('button', { name: 'Flytta till tillgodo' }));
    expect(confirm$.get()?.body).toBe('Betalningen flyttas till kundens tillgodo.');
    act(() => settleConfirm(false));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.filter((c) => c.opts?.body)).toEqual([]);
  });

  it('reloads when InvoiceUpdated names it', async () => {
    show(sampleInvoiceDetail({ due_date: '2999-01-01' }));
    await screen.findByText('Obetald');
    answers['invoices/1'] = {
      invoice: sampleInvoiceDetail({ paid_amount: 125_000, remaining_amount: 0, status: 'closed', due_date: today }),
    };
    act(() => emitRealtimeEvent('InvoiceUpdated', { invoice_id: 2 }));
    act(() => emitRealtimeEvent('InvoiceUpdated', { invoice_id: 1 }));
    expect(await screen.findByText('Stängd')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'invoices/1')).toHaveLength(2);
  });
});
