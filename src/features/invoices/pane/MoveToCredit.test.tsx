// @vitest-environment jsdom
// 'Flytta till tillgodo' in the invoice pane: shown only for a credit invoice owing money back to a customer,
// asks first with 'Avbryt' focused, then calls POST invoices/convert-to-credit with a new client_key per attempt.
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

const { ApiError } = await import('../../../data/api');
const { installNavigation, memoryNavigation } = await import('../../../navigation/navigation');
const { installContextProvider } = await import('../../../commands/registry');
const { contributeContext } = await import('../../../commands/contextKeys');
const { focusState, pushLayer } = await import('../../../commands/focusStack');
const { installKeys } = await import('../../../commands/keys');
const { confirm$, settleConfirm } = await import('../../../data/dialogs');
const { snackbars$ } = await import('../../../data/snackbars');
const { sampleInvoiceDetail } = await import('../invoiceSamples');
const { ConfirmDialog } = await import('../../../shell/confirm/ConfirmDialog');
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
  installKeys();
  pushLayer('invoice-pane', 'pane', 'entity');
  contributeContext('pane', () => ({ param: 'invoice', id: 1 }));
});

/** Credit invoice 1005 of Anna Berg: 250 kr of it still to pay back. */
const owing = (over: Partial<InvoiceDetail> = {}) =>
  sampleInvoiceDetail({
    invoice_number: 1005,
    is_credit_invoice: true,
    total: -25_000,
    remaining_amount: -25_000,
    status: 'open',
    due_date: null,
    original_invoice_id: 9,
    original_invoice_number: 1001,
    payment_options: [],
    ...over,
  });

const show = (inv: InvoiceDetail) => {
  answers['invoices/1'] = { invoice: inv };
  return render(
    <>
      <InvoicePane id={1} isTop depth={0} />
      <ConfirmDialog />
    </>,
  );
};
const moveButton = () => screen.queryByRole('button', { name: /^Flytta till tillgodo/ }) as HTMLButtonElement | null;
const converts = () => calls.filter((c) => c.path === 'invoices/convert-to-credit');

describe("'Flytta till tillgodo' in the invoice pane", () => {
  beforeEach(() => {
    calls.length = 0;
    answers = {};
    snackbars$.set([]);
  });
  afterEach(() => {
    act(() => settleConfirm(false));
    cleanup();
  });

  it.each([
    ['a credit invoice with nothing left to pay back', owing({ remaining_amount: 0, paid_amount: -25_000 })],
    ['an invoice', sampleInvoiceDetail({ due_date: '2999-01-01' })],
  ])('is not shown on %s', async (_, inv) => {
    show(inv);
    await screen.findByRole('button', { name: /^Skriv ut fakturan/ });
    expect(moveButton()).toBeNull();
  });

  it('shows its key; asks with Avbryt focused, so Enter sends nothing; confirmed, it moves with a new key per attempt', async () => {
    answers['invoices/convert-to-credit'] = () => ({ invoice: owing({ remaining_amount: 0, status: 'closed' }) });
    show(owing());
    await waitFor(() => expect(moveButton()).not.toBeNull());
    expect(moveButton()!.textContent).toMatch(/Alt.*Shift.*Y/i);
    const user = userEvent.setup();

    await user.click(moveButton()!);
    expect(confirm$.get()).toMatchObject({
      header: 'Flytta till tillgodo',
      body: 'Flytta 250,00\u00a0kr till Anna Bergs tillgodo?',
      focusCancel: true,
    });
    const cancel = await screen.findByRole('button', { name: /^Avbryt/ });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(confirm$.get()).toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(converts()).toEqual([]);

    await user.click(moveButton()!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Flytta till tillgodo' });
    await user.click(within(dialog).getByRole('button', { name: /^Flytta till tillgodo/ }));
    await waitFor(() => expect(converts()).toHaveLength(1));
    const first = converts()[0].opts.body;
    expect(first).toEqual({ client_key: expect.any(String), invoice_id: 1 });
    expect(first.client_key.length).toBeGreaterThanOrEqual(8);
    await waitFor(() =>
      expect(snackbars$.get().map((s) => s.text)).toContain('Beloppet är flyttat till kundens tillgodo'),
    );

    // A second attempt is a new attempt: its own key.
    await user.click(moveButton()!);
    act(() => settleConfirm(true));
    await waitFor(() => expect(converts()).toHaveLength(2));
    expect(converts()[1].opts.body.client_key).not.toBe(first.client_key);
  });

  it('alt+shift+Y from the pane asks too; a refusal shows no success', async () => {
    answers['invoices/convert-to-credit'] = () =>
      new ApiError(422, 'nothing_to_pay_back', 'Det finns inget kvar att återbetala på kreditfakturan');
    show(owing());
    await waitFor(() => expect(moveButton()).not.toBeNull());
    await act(async () => {
      await userEvent.keyboard('{Alt>}{Shift>}Y{/Shift}{/Alt}');
    });
    await waitFor(() => expect(confirm$.get()?.header).toBe('Flytta till tillgodo'));
    act(() => settleConfirm(true));
    await waitFor(() => expect(converts()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(snackbars$.get().map((s) => s.text)).not.toContain('Beloppet är flyttat till kundens tillgodo');
  });
});
