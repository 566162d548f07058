// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentTerm } from '../../../contracts/catalog';
import { installNavigation, memoryNavigation } from '../../../navigation/navigation';

const calls: { method: string; path: string; opts: any }[] = [];
let answers: Record<string, unknown> = {};
vi.mock('../../../data/api', () => {
  class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string | null,
      message: string,
      readonly data: any = null,
    ) {
      super(message);
    }
    get fieldErrors() {
      return this.data?.errors ?? {};
    }
  }
  return {
    ApiError,
    api: vi.fn(async (method: string, path: string, opts: any) => {
      calls.push({ method, path, opts });
      const a = answers[path];
      const v = typeof a === 'function' ? (a as (o: any) => unknown)(opts) : a;
      if (v instanceof Error) throw v;
      if (v === undefined) throw new Error(`unexpected ${path}`);
      return v;
    }),
  };
});
const openInvoice = vi.fn();
vi.mock('../../../shell/panes/open', () => ({ openInvoice: (id: number) => openInvoice(id) }));
const finishCheckout = vi.fn(async (_id: number) => true);
vi.mock('../../reception/checkin/checkinFlow', () => ({ finishCheckout: (id: number) => finishCheckout(id) }));
installNavigation(memoryNavigation('/'));

const { CreateInvoiceDialog } = await import('./CreateInvoiceDialog');
const { openCreateInvoice, createInvoice$ } = await import('./createInvoice');
const { catalog$ } = await import('../../../data/stores');
const { snackbars$ } = await import('../../../data/snackbars');
const { ApiError } = await import('../../../data/api');
const { cart$, clearCart, addProduct } = await import('../../till/register/cartStore');
const { addDays, todayInStockholm } = await import('../../../domain/dates');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const term = (id: number, name: string, over: Partial<PaymentTerm> = {}): PaymentTerm => ({
  id,
  name,
  due_date_date: null,
  due_date_days_before_checkin: null,
  due_date_days_from_invoicing: null,
  min_days_due_date: null,
  deposit_date: null,
  deposit_days_before_checkin: null,
  deposit_days_from_invoicing: null,
  deposit_amount: null,
  deposit_percent: null,
  deposit_condition_min_amount: null,
  deposit_condition_min_days_before_checkin: null,
  deleted_at: null,
  ...over,
});
// The demo's terms (server/demo/reference.ts PAYMENT_TERMS) and one that cannot be used.
const TERMS = [
  term(1, 'Inget förfallodatum'),
  term(2, 'Förfaller idag', { due_date_days_from_invoicing: 0 }),
  term(4, '30 dagar', { due_date_days_from_invoicing: 30 }),
  term(5, 'Handpenning 25 %, resten 30 dagar före ankomst', {
    due_date_days_before_checkin: 30,
    min_days_due_date: 5,
    deposit_percent: 2500,
    deposit_days_from_invoicing: 30,
    deposit_condition_min_amount: 100000,
    deposit_condition_min_days_before_checkin: 90,
  }),
  term(9, 'Felaktigt', { due_date_days_before_checkin: 10, due_date_days_from_invoicing: 10 }),
];

const TODAY = todayInStockholm();
const CHECK_IN = addDays(TODAY, 200);
const customer = (email: string | null) => ({
  id: 31,
  full_name: 'Anna Berg',
  is_org: false,
  country_id: 752,
  shortAddress: 'Sjövägen 1',
  email,
  email_status: null,
  color: 'blue',
});
const bookingAnswer = (email: string | null = 'anna@example.se') => ({
  booking: { id: 7, booking_number: '2026-00007', check_in: CHECK_IN, customer: customer(email) },
});
// Lodging 3 000 kr and a fee of 1 000 kr: 4 000 kr, deposit 25 % = 1 000 kr.
const cartAnswer = {
  accommodation_charges: [
    { id: 70, start: CHECK_IN, end: addDays(CHECK_IN, 3), nights: 3, price: 300000, position: { full_name: 'A1' } },
  ],
  charges: [{ id: 71, product_id: 5, product: { id: 5, name: 'Bokningsavgift' }, quantity: 1000, price: 100000 }],
};
const invoice = (id: number, n: number) => ({ invoice: { id, invoice_number: n } });
const nbsp = (s: string) => s.replace(/ /g, '\u00a0');
const last = (path: string) => calls.filter((c) => c.path === path).at(-1);

async function openBooking(email: string | null = 'anna@example.se', checkOut = false) {
  answers['bookings/7'] = bookingAnswer(email);
  answers['bookings/7/cart'] = cartAnswer;
  act(() => openCreateInvoice({ kind: 'booking', id: 7, checkOut }));
  render(<CreateInvoiceDialog />);
  await screen.findByRole('heading', { name: 'Fakturera 2026-00007' });
  return screen.getByRole('dialog');
}

const termSelect = () => screen.getByRole('combobox', { name: 'Betalningsvillkor' }) as HTMLSelectElement;
const sendBox = () => screen.getByRole('checkbox', { name: 'Skicka fakturan med e-post' }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /^Fakturera/ }) as HTMLButtonElement;

describe('the Fakturera dialog', () => {
  beforeEach(() => {
    calls.length = 0;
    answers = {};
    openInvoice.mockClear();
    finishCheckout.mockClear();
    snackbars$.set([]);
    clearCart();
    catalog$.assign({ paymentTerms: TERMS, defaultPaymentTermId: 2 });
  });
  afterEach(() => {
    act(() => createInvoice$.set(null));
    cleanup();
  });

  it("shows what is invoiced and each term's schedule: a plain term, a deposit term, an incompatible one", async () => {
    const dialog = await openBooking();
    expect(within(dialog).getByTestId('invoice-lines').textContent).toBe('2 rader');
    expect(within(dialog).getByTestId('invoice-sum').textContent).toBe(nbsp('4 000,00 kr'));
    expect(within(dialog).getByText('Anna Berg · anna@example.se')).toBeTruthy();
    // The default term (2) is chosen and has the keyboard first.
    expect(termSelect().value).toBe('2');
    await vi.waitFor(() => expect(document.activeElement).toBe(termSelect()));
    expect(screen.getByTestId('invoice-due').textContent).toBe(TODAY);

    const user = userEvent.setup();
    await user.selectOptions(termSelect(), '4');
    expect(screen.getByTestId('invoice-due').textContent).toBe(addDays(TODAY, 30));
    expect(screen.queryByTestId('invoice-deposit')).toBeNull();

    await user.selectOptions(termSelect(), '5');
    expect(screen.getByTestId('invoice-due').textContent).toBe(addDays(CHECK_IN, -30));
    expect(screen.getByTestId('invoice-deposit').textContent).toBe(
      `Handpenning ${nbsp('1 000,00 kr')} senast ${addDays(TODAY, 30)}`,
    );

    await user.selectOptions(termSelect(), '1');
    expect(screen.getByTestId('invoice-due').textContent).toBe('Inget förfallodatum');

    await user.selectOptions(termSelect(), '9');
    expect(screen.getByRole('alert').textContent).toBe('Villkoren ej kompatibla');
    expect(screen.queryByTestId('invoice-due')).toBeNull();
    expect(submitButton().disabled).toBe(true);
  });

  it('invoices a booking with ctrl+Enter: the body, one key per opening (reused on retry), the snackbar, the pane', async () => {
    await openBooking();
    const user = userEvent.setup();
    await user.selectOptions(termSelect(), '5');
    expect(sendBox().checked).toBe(true);
    answers['invoices/create'] = new ApiError(422, 'terms_incompatible', 'Villkoren ej kompatibla');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Villkoren ej kompatibla'));
    const first = last('invoices/create')!.opts.body;
    expect(first).toEqual({
      client_key: expect.stringMatching(/^inv-.{8,}/),
      payment_term_id: 5,
      send: true,
      booking_id: 7,
    });
    expect(openInvoice).not.toHaveBeenCalled();

    answers['invoices/create'] = invoice(40, 1012);
    await user.click(submitButton());
    await vi.waitFor(() => expect(openInvoice).toHaveBeenCalledWith(40));
    expect(last('invoices/create')!.opts.body.client_key).toBe(first.client_key);
    expect(snackbars$.peek().map((s) => s.text)).toContain('Faktura 1012 skapad och skickad');
    expect(createInvoice$.peek()).toBeNull();
  });

  it('cannot send by e-mail without an address, and says why', async () => {
    await openBooking(null);
    expect(sendBox().disabled).toBe(true);
    expect(sendBox().checked).toBe(false);
    expect(screen.getByText('Kunden har ingen e-postadress')).toBeTruthy();
    answers['invoices/create'] = invoice(41, 1013);
    await userEvent.setup().click(submitButton());
    await vi.waitFor(() => expect(openInvoice).toHaveBeenCalledWith(41));
    expect(last('invoices/create')!.opts.body.send).toBe(false);
    expect(snackbars$.peek().map((s) => s.text)).toContain('Faktura 1013 skapad');
  });

  it("in the register's checkout mode the booking is checked out after the invoice", async () => {
    await openBooking('anna@example.se', true);
    expect(screen.getByText('Bokningen checkas ut när fakturan är skapad')).toBeTruthy();
    answers['invoices/create'] = invoice(42, 1014);
    await userEvent.setup().click(submitButton());
    await vi.waitFor(() => expect(finishCheckout).toHaveBeenCalledWith(7));
    expect(openInvoice).not.toHaveBeenCalled();
  });

  it("the till's right side: only the chosen lines, the booking's customer, and the cart loses what was invoiced", async () => {
    answers['bookings/7'] = bookingAnswer();
    answers['bookings/7/cart'] = { charges: [], accommodation_charges: [] };
    act(() => {
      cart$.set({
        owner: { kind: 'booking', id: 7 },
        focusedId: null,
        lines: [
          { ...lineOf('accommodation', 70, 300000), side: 'right' },
          { ...lineOf('charge', 71, 100000), side: 'left' },
          { ...lineOf('charge', 72, 5000), side: 'right' },
        ],
      });
      addProduct({ id: 11, name: 'Glass', price: 2500 });
    });
    act(() => cart$.lines.set((ls) => ls.map((l) => (l.saved ? l : { ...l, side: 'right' as const }))));
    const right = cart$.lines.peek().filter((l) => l.side === 'right');
    act(() => openCreateInvoice({ kind: 'till', owner: cart$.owner.peek(), lines: right }));
    render(<CreateInvoiceDialog />);
    await screen.findByRole('heading', { name: 'Fakturera 2026-00007' });
    expect(screen.getByTestId('invoice-lines').textContent).toBe('3 rader');
    expect(screen.getByTestId('invoice-sum').textContent).toBe(nbsp('3 075,00 kr'));
    answers['invoices/create'] = invoice(43, 1015);
    // What the server still sells of the booking afterwards: the fee left on the left side.
    answers['bookings/7/cart'] = { charges: [{ ...cartAnswer.charges[0] }], accommodation_charges: [] };
    await userEvent.setup().click(submitButton());
    await vi.waitFor(() => expect(last('invoices/create')).toBeTruthy());
    const glass = right.find((l) => !l.saved)!;
    expect(last('invoices/create')!.opts.body).toEqual({
      client_key: expect.any(String),
      payment_term_id: 2,
      send: true,
      booking_id: 7,
      charge_ids: [72],
      accommodation_charge_ids: [70],
      items: [
        {
          product_id: 11,
          quantity: 1000,
          price: 2500,
          discount_type: 'none',
          discount_value: 0,
          line_id: glass.clientId,
        },
      ],
    });
    // At the till no pane opens: the invoiced lines leave the cart, the rest stays.
    await vi.waitFor(() => expect(cart$.lines.peek().map((l) => l.clientId)).toEqual(['charge-71']));
    expect(openInvoice).not.toHaveBeenCalled();
  });

  it('a parked order: the customer is chosen in the dialog, then its e-mail decides the checkbox', async () => {
    answers['search/customer'] = { customers: [{ id: 31, full_name: 'Anna Berg', shortAddress: 'Sjövägen 1' }] };
    answers['customers/31'] = { customer: { ...customer('anna@example.se') } };
    const line = { ...lineOf('charge', 80, 4900), side: 'left' as const };
    act(() => openCreateInvoice({ kind: 'till', owner: { kind: 'order', id: 3, label: 'Bord 4' }, lines: [line] }));
    render(<CreateInvoiceDialog />);
    await screen.findByRole('heading', { name: 'Fakturera notan' });
    // The title shows at once, the fields once what is invoiced is read (slow on a busy machine).
    const input = await screen.findByRole('combobox', { name: /Kund/ });
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('Välj en kund att fakturera')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(input, 'anna');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(sendBox().disabled).toBe(false));
    expect(sendBox().checked).toBe(true);
    await user.click(sendBox());
    answers['invoices/create'] = invoice(44, 1016);
    await user.click(submitButton());
    await vi.waitFor(() => expect(last('invoices/create')).toBeTruthy());
    expect(last('invoices/create')!.opts.body).toEqual({
      client_key: expect.any(String),
      payment_term_id: 2,
      send: false,
      parked_order_id: 3,
      charge_ids: [80],
      items: [],
      customer_id: 31,
    });
  });

  it("'Betallänk': titled 'Skicka betallänk', sending forced on, then resend with the payment link", async () => {
    answers['bookings/7'] = bookingAnswer();
    const line = { ...lineOf('charge', 71, 100000), side: 'left' as const };
    act(() => openCreateInvoice({ kind: 'till', owner: { kind: 'booking', id: 7 }, lines: [line], paymentLink: true }));
    render(<CreateInvoiceDialog />);
    await screen.findByRole('heading', { name: 'Skicka betallänk' });
    // The title shows at once; the e-mail box once the booking's customer is read (slow on a busy machine).
    await vi.waitFor(() => expect(sendBox().checked).toBe(true));
    expect(sendBox().disabled).toBe(true);
    answers['invoices/create'] = invoice(45, 1017);
    answers['invoices/resend'] = invoice(45, 1017);
    answers['bookings/7/cart'] = { charges: [], accommodation_charges: [] };
    await userEvent.setup().click(submitButton());
    await vi.waitFor(() => expect(last('invoices/resend')).toBeTruthy());
    // The link's e-mail is the only one: create itself sends nothing.
    expect(last('invoices/create')!.opts.body.send).toBe(false);
    expect(last('invoices/resend')!.opts.body).toEqual({ invoiceId: 45, withPaymentLink: true });
    await vi.waitFor(() => expect(snackbars$.peek().map((s) => s.text)).toContain('Faktura 1017 skapad och skickad'));
  });

  it("'Betallänk' to a customer without e-mail is refused before anything is made", async () => {
    answers['bookings/7'] = bookingAnswer(null);
    const line = { ...lineOf('charge', 71, 100000), side: 'left' as const };
    act(() => openCreateInvoice({ kind: 'till', owner: { kind: 'booking', id: 7 }, lines: [line], paymentLink: true }));
    render(<CreateInvoiceDialog />);
    await screen.findByRole('heading', { name: 'Skicka betallänk' });
    await vi.waitFor(() => expect(screen.getAllByText('Kunden har ingen e-postadress').length).toBeGreaterThan(0));
    expect(submitButton().disabled).toBe(true);
    await userEvent.setup().keyboard('{Control>}{Enter}{/Control}');
    expect(last('invoices/create')).toBeUndefined();
  });

  it("a customer's open charges: every live booking's cart, titled with the customer", async () => {
    answers['customers/31'] = { customer: customer('anna@example.se') };
    answers['customers/31/bookings'] = {
      bookings: [
        { id: 7, check_in: CHECK_IN, deleted_at: null, is_draft: false, confirmed_at: 'x' },
        { id: 8, check_in: TODAY, deleted_at: '2026-01-01', is_draft: false, confirmed_at: 'x' },
        { id: 9, check_in: TODAY, deleted_at: null, is_draft: true, confirmed_at: null },
      ],
    };
    answers['bookings/7/cart'] = cartAnswer;
    act(() => openCreateInvoice({ kind: 'customer', id: 31 }));
    render(<CreateInvoiceDialog />);
    await screen.findByRole('heading', { name: 'Fakturera Anna Berg' });
    expect(screen.getByTestId('invoice-sum').textContent).toBe(nbsp('4 000,00 kr'));
    expect(calls.some((c) => c.path === 'bookings/8/cart' || c.path === 'bookings/9/cart')).toBe(false);
    answers['invoices/create'] = invoice(46, 1018);
    await userEvent.setup().click(submitButton());
    await vi.waitFor(() => expect(openInvoice).toHaveBeenCalledWith(46));
    expect(last('invoices/create')!.opts.body).toEqual({
      client_key: expect.any(String),
      payment_term_id: 2,
      send: true,
      customer_id: 31,
    });
  });

  it('Escape closes without invoicing', async () => {
    await openBooking();
    await vi.waitFor(() => expect(document.activeElement).toBe(termSelect()));
    await userEvent.setup().keyboard('{Escape}');
    await vi.waitFor(() => expect(createInvoice$.peek()).toBeNull());
    expect(last('invoices/create')).toBeUndefined();
  });
});

function lineOf(kind: 'charge' | 'accommodation', id: number, price: number) {
  return {
    clientId: `${kind}-${id}`,
    side: 'left' as const,
    productId: kind === 'charge' ? 5 : null,
    name: kind === 'charge' ? 'Avgift' : 'Logi A1',
    quantity: 1000,
    price,
    originalPrice: price,
    discountType: 'none' as const,
    discountValue: 0,
    saved: { kind, id },
    status: kind === 'charge' ? 'parked' : null,
  };
}
