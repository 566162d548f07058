// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const openPane = vi.fn();
vi.mock('../../../shell/panes/open', () => ({ openPane: (...a: unknown[]) => openPane(...a) }));

const { ReceiptsInvoicesTab } = await import('./ReceiptsInvoicesTab');
// jsdom has no CSS.escape, which react-aria's tabs use.
(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };

const remote = <T,>(data: T[]) => ({ data, error: null, loading: false, reload: vi.fn() });

describe('ReceiptsInvoicesTab', () => {
  afterEach(() => {
    cleanup();
    openPane.mockClear();
  });

  it('a receipt row opens the receipt pane on click and on Enter', async () => {
    render(
      <ReceiptsInvoicesTab
        receipts={remote([
          { id: 41, receipt_number: 9041, total: 12500, created_at: '2026-11-20T09:00:00Z' },
          { id: 42, receipt_number: 9042, total: 100, created_at: '2026-11-20T10:00:00Z' },
        ])}
        invoices={remote([])}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByText('9041'));
    expect(openPane).toHaveBeenLastCalledWith('receipt', 41);
    screen.getByText('9042').closest('tr')!.focus();
    await user.keyboard('{Enter}');
    expect(openPane).toHaveBeenLastCalledWith('receipt', 42);
    expect(openPane).toHaveBeenCalledTimes(2);
  });

  it('an invoice row opens the invoice pane on click and on Enter', async () => {
    const invoice = (id: number, invoice_number: number) => ({
      id,
      invoice_number,
      total: 125_000,
      remaining_amount: 0,
      invoice_date: '2026-11-20',
      due_date: null,
      status: 'closed',
    });
    render(<ReceiptsInvoicesTab receipts={remote([])} invoices={remote([invoice(7, 1007), invoice(8, 1008)])} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Fakturor/ }));
    await user.click(screen.getByText('1007'));
    expect(openPane).toHaveBeenLastCalledWith('invoice', 7);
    screen.getByText('1008').closest('tr')!.focus();
    await user.keyboard('{Enter}');
    expect(openPane).toHaveBeenLastCalledWith('invoice', 8);
  });
});
