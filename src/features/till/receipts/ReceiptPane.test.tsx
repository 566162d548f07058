// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNavigation, memoryNavigation } from '../../../navigation/navigation';
import { sampleRegister } from '../../../contracts/samples';

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
installNavigation(memoryNavigation('/receipts'));

const { ReceiptPane } = await import('./ReceiptPane');
const { catalog$ } = await import('../../../data/stores');
const { runtime$ } = await import('../../../data/session');
const { ApiError } = await import('../../../data/api');

// jsdom has no CSS.escape, which react-aria's collections use.
(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const receipt = (copyId: number | null) => ({
  id: 7,
  receipt_serial: 12,
  receipt_type: 'normal',
  receipt_status: 'complete',
  created_at: '2026-07-15T08:05:00.000Z',
  total: 12_550,
  rounding: -50,
  vat_summary: [{ rate: 2500, gross: 12_550, vat: 2_510, net: 10_040 }],
  register_id: 1,
  allow_printing_copy: false,
  control_code: 'ABCD-EFGH',
  delivered_as: 'print',
  booking: { booking_number: '2026-5' },
  customer: { full_name: 'Anna Berg', shortAddress: 'Sjövägen 1, Åre' },
  sales_items: [
    {
      id: 1,
      product: { name: 'Glass' },
      quantity: 2000,
      price: 2500,
      vat_rate: 1200,
      discount_type: null,
      discount_value: null,
      sale: 5000,
    },
  ],
  receipt_payments: [
    { id: 1, created_at: '2026-07-15T08:05:00.000Z', paid_amount: 12_500, payment_method: { name: 'Kontant' } },
  ],
  copy_receipt_id: copyId,
  original_receipt_id: null,
});

describe('ReceiptPane', () => {
  beforeEach(() => {
    calls.length = 0;
    answers = {};
    catalog$.register.set(sampleRegister({ id: 1, opened_at: new Date().toISOString(), is_registered: true }));
    runtime$.connected.set(true);
  });
  afterEach(() => {
    cleanup();
    act(() => catalog$.register.set(null));
  });

  it('shows the title, subtitle and three tabs; one copy, then the button says why not', async () => {
    let copied = false;
    answers['receipts/7'] = () => ({ receipt: receipt(copied ? 99 : null) });
    const obj = {
      date_time: '202607151005',
      org_number: '5561234567',
      register_id: 'Kassa 1',
      serial: 12,
      receipt_type: 'kopia',
      return_total: '0,00',
      sales_total: '125,50',
      vat: ['25,00;25,10'],
    };
    answers['receipts/initiate-copy'] = () => ({
      receipt: { id: 99, receipt_status: 'awaiting_signature', control_object: obj },
    });
    answers['receipts/sign-copy'] = () => {
      copied = true;
      return { receipt: { id: 99, receipt_status: 'complete' } };
    };
    render(<ReceiptPane id={7} isTop depth={0} />);
    expect(await screen.findByRole('heading', { name: 'Kvitto 12' })).toBeTruthy();
    expect(screen.getByText('Skapad 2026-07-15 10:05')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Kvittoinformation',
      'Kvittoinnehåll',
      'Betalningar',
    ]);
    expect(screen.getByText('ABCD-EFGH')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Kvittoinnehåll' }));
    expect(screen.getByText('Glass')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Betalningar' }));
    expect(screen.getByText('Kontant')).toBeTruthy();

    const copy = screen.getByRole('button', { name: /^Skriv ut kopia/ }) as HTMLButtonElement;
    expect(copy.disabled).toBe(false);
    await user.click(copy);
    // The copy's code loads on the first copy.
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === 'receipts/initiate-copy')?.opts.body).toEqual({
        receiptId: 7,
        registerId: 1,
      }),
    );
    // The control unit signed the copy (type kopia) before the server printed it.
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === 'receipts/sign-copy')?.opts.body).toEqual({
        receipt_id: 99,
        control_data: {
          code: expect.stringMatching(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){7}$/),
          manufacturing_number: 'SIM-CU-0001',
        },
      }),
    );
    await vi.waitFor(() => expect(screen.getByText('Kvittot har redan skrivits ut som kopia.')).toBeTruthy());
    expect((screen.getByRole('button', { name: /^Skriv ut kopia/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('no copy while the fiscal state is fatal: nothing is asked of the server', async () => {
    answers['receipts/7'] = { receipt: receipt(null) };
    act(() => runtime$.connected.set(false));
    render(<ReceiptPane id={7} isTop depth={0} />);
    expect(await screen.findByRole('heading', { name: 'Kvitto 12' })).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Skriv ut kopia/ }) as HTMLButtonElement).disabled).toBe(true);
    const { printReceiptCopy } = await import('./printCopy');
    expect(await printReceiptCopy(7, 1)).toMatch(/\S/);
    expect(calls.some((c) => c.path === 'receipts/initiate-copy')).toBe(false);
  });

  it('a receipt of another register cannot be copied here', async () => {
    answers['receipts/7'] = { receipt: { ...receipt(null), register_id: 2 } };
    render(<ReceiptPane id={7} isTop depth={0} />);
    expect(await screen.findByText('Kopian kan bara skrivas ut i kassan där köpet gjordes.')).toBeTruthy();
  });

  it('Kvittoinnehåll shows a price set by hand against the original price, with the discount', async () => {
    answers['receipts/7'] = {
      receipt: {
        ...receipt(null),
        sales_items: [
          {
            id: 1,
            product: { name: 'Coca-Cola 33 cl' },
            quantity: 2000,
            price: 1,
            original_price: 2000,
            vat_rate: 600,
            discount_type: 'fixed',
            discount_value: 1999,
            sale: 2,
          },
        ],
      },
    };
    render(<ReceiptPane id={7} isTop depth={0} />);
    expect(await screen.findByRole('heading', { name: 'Kvitto 12' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Kvittoinnehåll' }));
    const row = screen.getByText('Coca-Cola 33 cl').closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) =>
      td.textContent!.replace(/[\u00a0\u2212]/g, (c) => (c === '\u2212' ? '-' : ' ')),
    );
    expect(cells).toEqual([
      'Coca-Cola 33 cl',
      '2 st',
      '20,00 kr',
      '-39,98 krRabatt, nytt pris 0,01 kr/st',
      '6 %',
      '0,02 kr',
    ]);
  });

  it('no copy while the register is closed: the button says why', async () => {
    answers['receipts/7'] = { receipt: receipt(null) };
    act(() => catalog$.register.set(sampleRegister({ id: 1, opened_at: null, is_registered: true })));
    render(<ReceiptPane id={7} isTop depth={0} />);
    expect(await screen.findByText('Kassan är stängd. Öppna kassan för att skriva ut en kvittokopia.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Skriv ut kopia/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a receipt not found says so with the code', async () => {
    answers['receipts/404404'] = new ApiError(404, 'receipt_not_found', 'Kvittot hittades inte.');
    render(<ReceiptPane id={404404} isTop depth={0} />);
    expect(await screen.findByText('Kunde inte hitta efterfrågat kvitto. Servern svarade med felkod 404')).toBeTruthy();
  });
});
