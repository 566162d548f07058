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
const openInvoice = vi.fn();
vi.mock('../../../shell/panes/open', () => ({ openInvoice: (id: number) => openInvoice(id) }));
installNavigation(memoryNavigation('/invoices'));

const { snackbars$ } = await import('../../../data/snackbars');
const { INVOICE_TEXTS } = await import('../../../domain/invoiceTexts');
const { InvoiceOverlays } = await import('./InvoiceOverlays');
const { invoiceOverlay$, openInvoiceOverlay } = await import('../invoiceOverlays');
const { testInvoice } = await import('./testInvoice');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const realSetTimeout = globalThis.setTimeout;
async function settle(rounds = 4) {
  for (let i = 0; i < rounds; i++) await act(() => new Promise<void>((r) => realSetTimeout(r, 5)));
}
const key = (k: string, opts: Partial<KeyboardEventInit> = {}) =>
  act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: k, ...opts }));
const posts = () => calls.filter((c) => c.method === 'POST' && c.path === 'invoices/create-credit-invoice');
const box = (name: string) =>
  screen.getByRole('checkbox', { name: `${INVOICE_TEXTS.creditColumn} ${name}` }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(name) }) as HTMLInputElement;
const custom = () => screen.getByRole('textbox', { name: INVOICE_TEXTS.customRow }) as HTMLInputElement;
const type = (el: HTMLElement, value: string) => act(() => void fireEvent.change(el, { target: { value } }));
/** The preview's cells, row by row, as text. */
const preview = (tableName: RegExp) =>
  within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent?.replace(/\u00a0/g, ' ')));

let invoice = testInvoice();
async function open(over: Parameters<typeof testInvoice>[0] = {}) {
  invoice = testInvoice(over);
  render(<InvoiceOverlays />);
  act(() => openInvoiceOverlay('credit', invoice.id));
  await screen.findByRole('heading', { name: INVOICE_TEXTS.credit }, { timeout: 10_000 });
  await settle();
}

beforeAll(async () => {
  await import('./CreditInvoiceOverlay');
}, 30_000);
beforeEach(() => {
  calls.length = 0;
  snackbars$.set([]);
  openInvoice.mockReset();
  answers = {
    'GET invoices/5': () => ({ invoice }),
    'POST invoices/create-credit-invoice': () => ({
      invoice: testInvoice({ id: 6, invoice_number: 1043, is_credit_invoice: true, total: -80000 }),
      original: invoice,
    }),
  };
});
afterEach(() => {
  act(() => invoiceOverlay$.set(null));
  cleanup();
});

describe("'Kreditera Faktura'", () => {
  it('starts in "Välj vad som ska krediteras" with nothing chosen, and says so on submit', async () => {
    await open();
    expect(radio(INVOICE_TEXTS.creditCustom).checked).toBe(true);
    expect(document.activeElement).toBe(radio(INVOICE_TEXTS.creditCustom));
    expect(screen.queryByRole('alert')).toBeNull();
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(INVOICE_TEXTS.noRowsSelected);
    expect(posts()).toHaveLength(0);
  });

  it('credits a chosen line and previews the invoice before and after and the credit invoice', async () => {
    // 1 000 kr, 400 kr paid: crediting the 800 kr line settles the 600 kr left and pays out 200 kr.
    await open({ paid_amount: 40000, remaining_amount: 60000 });
    act(() => void fireEvent.click(box('Vara 1')));
    expect(screen.getByTestId('credit-amount').textContent).toBe('800,00\u00a0kr');
    expect(preview(/^Fakturan/)).toEqual([
      ['Belopp', '1 000,00 kr', '1 000,00 kr'],
      ['Betalt', '400,00 kr', '400,00 kr'],
      ['Krediterat', '0,00 kr', '600,00 kr'],
      ['Återstående', '600,00 kr', '0,00 kr'],
    ]);
    expect(preview(/^Kreditfakturan/)).toEqual([
      ['Belopp', '−800,00 kr'],
      ['Betalt', '0,00 kr'],
      ['Krediterat', '−600,00 kr'],
      ['Återstående', '−200,00 kr'],
    ]);
    await key('Enter', { ctrlKey: true });
    await settle();
    const body = posts()[0].opts.body;
    expect(body).toMatchObject({
      originalInvoiceId: 5,
      mode: 'credit-custom',
      creditSalesItems: [
        { sales_item_id: 1, product_id: 101, quantity: 2000, price: 40000, is_accommodation_charge: true },
      ],
    });
    expect(typeof body.client_key).toBe('string');
    expect(snackbars$.peek().map((s) => s.text)).toContain(INVOICE_TEXTS.creditCreated(1043));
    expect(invoiceOverlay$.peek()).toBeNull();
    expect(openInvoice).toHaveBeenCalledWith(6);
  });

  it('takes a part of a line up to its quantity', async () => {
    await open();
    const qty = screen.getByRole('textbox', { name: `${INVOICE_TEXTS.quantityColumn} Vara 1` });
    await type(qty, '3');
    expect(box('Vara 1').checked).toBe(true);
    expect(screen.getByText(INVOICE_TEXTS.quantityAbove('2'))).toBeTruthy();
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts()).toHaveLength(0);
    expect(document.activeElement).toBe(qty);
    await type(qty, '1');
    expect(screen.getByTestId('credit-amount').textContent).toBe('400,00\u00a0kr');
  });

  it('reads the custom amount: comma decimals, letters ignored, a number selects the row, negative refused', async () => {
    await open();
    const customBox = box(INVOICE_TEXTS.customRow);
    await type(custom(), 'abc');
    expect(custom().value).toBe('');
    expect(customBox.checked).toBe(false);
    await type(custom(), '150,50');
    expect(customBox.checked).toBe(true);
    expect(screen.getByTestId('credit-custom-sum').textContent).toBe('150,50\u00a0kr');
    expect(screen.getByTestId('credit-amount').textContent).toBe('150,50\u00a0kr');
    await type(custom(), '-150');
    expect(screen.getByTestId('credit-custom-sum').textContent).toBe('−150,00\u00a0kr');
    expect(screen.getByRole('alert').textContent).toBe(INVOICE_TEXTS.creditNotNegative);
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts()).toHaveLength(0);
    await type(custom(), '150');
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts()[0].opts.body.creditSalesItems).toEqual([
      { quantity: 1000, price: 15000, is_accommodation_charge: false },
    ]);
  });

  it('"Kreditera hela fakturan" (alt+2) takes every line, locked, and the whole total with its rounding', async () => {
    await open({ total: 100000, rounding: 0 });
    await key('2', { altKey: true, code: 'Digit2' });
    expect(radio(INVOICE_TEXTS.creditFull).checked).toBe(true);
    expect(box('Vara 1').checked && box('Vara 2').checked).toBe(true);
    expect(box('Vara 1').disabled).toBe(true);
    expect(screen.queryByRole('textbox', { name: INVOICE_TEXTS.customRow })).toBeNull();
    expect(screen.getByTestId('credit-amount').textContent).toBe('1\u00a0000,00\u00a0kr');
    await key('Enter', { ctrlKey: true });
    await settle();
    const body = posts()[0].opts.body;
    expect(body.mode).toBe('credit-full-amount');
    expect(body.creditSalesItems.map((r: { sales_item_id: number }) => r.sales_item_id)).toEqual([1, 2]);
  });

  it('"Kreditera återstående belopp" credits the remaining as one row, and is off when nothing remains', async () => {
    await open({ paid_amount: 70000, remaining_amount: 30000 });
    await key('3', { altKey: true, code: 'Digit3' });
    expect(screen.getByTestId('credit-amount').textContent).toBe('300,00\u00a0kr');
    await key('Enter', { ctrlKey: true });
    await settle();
    expect(posts()[0].opts.body).toMatchObject({
      mode: 'credit-remaining-amount',
      creditSalesItems: [{ quantity: 1000, price: 30000, is_accommodation_charge: false }],
    });
    cleanup();
    act(() => invoiceOverlay$.set(null));
    await open({ paid_amount: 100000, remaining_amount: 0, status: 'closed' });
    expect(radio(INVOICE_TEXTS.creditRemaining).disabled).toBe(true);
    await key('3', { altKey: true, code: 'Digit3' });
    expect(radio(INVOICE_TEXTS.creditCustom).checked).toBe(true);
  });

  it('refuses to credit a credit invoice', async () => {
    await open({ is_credit_invoice: true, total: -20000, remaining_amount: -20000 });
    expect(screen.getByText(INVOICE_TEXTS.creditOfCredit)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Skapa kreditfaktura/ })).toBeNull();
  });
});
