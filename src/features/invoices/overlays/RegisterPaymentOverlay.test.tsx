// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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
installNavigation(memoryNavigation('/invoices'));

const { catalog$ } = await import('../../../data/stores');
const { snackbars$ } = await import('../../../data/snackbars');
const { addDays, todayInStockholm } = await import('../../../domain/dates');
const { INVOICE_TEXTS } = await import('../../../domain/invoiceTexts');
const { InvoiceOverlays } = await import('./InvoiceOverlays');
const { invoiceOverlay$, openInvoiceOverlay } = await import('../invoiceOverlays');
const { TEST_METHODS, testInvoice } = await import('./testInvoice');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const realSetTimeout = globalThis.setTimeout;
async function settle(rounds = 4) {
  for (let i = 0; i < rounds; i++) await act(() => new Promise<void>((r) => realSetTimeout(r, 5)));
}
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const type = (el: HTMLElement, value: string) => act(() => void fireEvent.change(el, { target: { value } }));
const key = (k: string, opts: Partial<KeyboardEventInit> = {}) =>
  act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: k, ...opts }));
const posts = () => calls.filter((c) => c.method === 'POST' && c.path === 'invoices/register-payment');
const submit = () => screen.getByRole('button', { name: /^Registrera en (in|ut)betalning/ });

let invoice = testInvoice();
const today = todayInStockholm();

async function open(over: Parameters<typeof testInvoice>[0] = {}) {
  invoice = testInvoice(over);
  render(<InvoiceOverlays />);
  act(() => openInvoiceOverlay('register-payment', invoice.id));
  await screen.findByRole('textbox', { name: INVOICE_TEXTS.amount }, { timeout: 10_000 });
  await settle();
}

beforeAll(async () => {
  await import('./RegisterPaymentOverlay');
}, 30_000);
beforeEach(() => {
  calls.length = 0;
  snackbars$.set([]);
  catalog$.paymentMethods.set(TEST_METHODS);
  answers = {
    'GET invoices/5': () => ({ invoice }),
    'POST invoices/register-payment': () => ({ invoice }),
  };
});
afterEach(() => {
  act(() => invoiceOverlay$.set(null));
  cleanup();
});

describe("'Registrera en inbetalning'", () => {
  it('offers the methods that pay (not invoicing, link or credit), the first focused, today and the remaining', async () => {
    await open({ remaining_amount: 25050, paid_amount: 74950 });
    expect(screen.getByRole('heading', { name: INVOICE_TEXTS.registerPayment })).toBeTruthy();
    const options = [...select(INVOICE_TEXTS.method).options].map((o) => o.textContent);
    expect(options).toEqual(['Kontant', 'Kort', 'Swish', 'Bankgiro', 'Kassaskåp']);
    expect(document.activeElement).toBe(select(INVOICE_TEXTS.method));
    expect(screen.getByTestId('record-account').textContent).toBe('1910 Konto 1');
    expect(field(INVOICE_TEXTS.date).value).toBe(today);
    expect(field(INVOICE_TEXTS.amount).value).toBe('250,50');
  });

  it('sends method, account, date and the amount in öre (öre allowed) with a client_key', async () => {
    await open();
    await type(field(INVOICE_TEXTS.amount), '123,45');
    await type(field(INVOICE_TEXTS.date), addDays(today, -2));
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts()).toHaveLength(1);
    const body = posts()[0].opts.body;
    expect(body).toMatchObject({
      invoice_id: 5,
      payment_method_id: 1,
      account_id: 11,
      date: addDays(today, -2),
      amount: 12345,
    });
    expect(typeof body.client_key).toBe('string');
    expect(snackbars$.peek().map((s) => s.text)).toContain(INVOICE_TEXTS.paymentDone);
    expect(invoiceOverlay$.peek()).toBeNull();
  });

  it('blocks a method without an account, whatever else is typed', async () => {
    await open();
    await act(() => void fireEvent.change(select(INVOICE_TEXTS.method), { target: { value: '8' } }));
    expect(screen.getByRole('alert').textContent).toBe(INVOICE_TEXTS.noAccount);
    expect(submit().hasAttribute('disabled')).toBe(true);
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts()).toHaveLength(0);
  });

  it('asks for one of several accounts, warning to choose the right one', async () => {
    await open();
    await act(() => void fireEvent.change(select(INVOICE_TEXTS.method), { target: { value: '4' } }));
    expect(screen.getByText(INVOICE_TEXTS.severalAccounts)).toBeTruthy();
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts()).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe(INVOICE_TEXTS.severalAccounts);
    expect(document.activeElement).toBe(select(INVOICE_TEXTS.account));
    await act(() => void fireEvent.change(select(INVOICE_TEXTS.account), { target: { value: '42' } }));
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts()[0].opts.body).toMatchObject({ payment_method_id: 4, account_id: 42 });
  });

  it('refuses a date later than today and keeps the focus in the date', async () => {
    await open();
    const date = field(INVOICE_TEXTS.date);
    await type(date, addDays(today, 1));
    expect(screen.getByText(INVOICE_TEXTS.dateInFuture)).toBeTruthy();
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts()).toHaveLength(0);
    expect(document.activeElement).toBe(date);
    // ↓ a day back, ↑ never past today.
    await type(date, today);
    act(() => void fireEvent.keyDown(date, { key: 'ArrowDown' }));
    expect(date.value).toBe(addDays(today, -1));
    act(() => void fireEvent.keyDown(date, { key: 'ArrowUp' }));
    act(() => void fireEvent.keyDown(date, { key: 'ArrowUp' }));
    expect(date.value).toBe(today);
    await type(date, 'igår');
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts()[0].opts.body.date).toBe(addDays(today, -1));
  });

  it("a credit invoice is 'Registrera en utbetalning', at most its remaining", async () => {
    await open({ is_credit_invoice: true, total: -20000, remaining_amount: -20000 });
    expect(screen.getByRole('heading', { name: INVOICE_TEXTS.registerPayout })).toBeTruthy();
    expect(field(INVOICE_TEXTS.amount).value).toBe('200');
    await type(field(INVOICE_TEXTS.amount), '200,01');
    expect(screen.getByText(INVOICE_TEXTS.payoutAboveRemaining)).toBeTruthy();
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts()).toHaveLength(0);
    await type(field(INVOICE_TEXTS.amount), '150');
    fireEvent.click(submit());
    await settle();
    expect(posts()[0].opts.body).toMatchObject({ amount: 15000 });
    expect(snackbars$.peek().map((s) => s.text)).toContain(INVOICE_TEXTS.payoutDone);
  });
});
