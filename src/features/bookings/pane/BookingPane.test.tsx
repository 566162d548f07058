// @vitest-environment jsdom
// The booking pane's Betalt / Kvar follow its invoices: a payment, credit or refund on one of them arrives as
// InvoiceUpdated (naming the invoice, not the booking), and a new invoice of the booking as BookingSaved.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
let answers: Record<string, unknown> = {};
vi.mock('../../../data/api', () => ({
  ApiError: class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string | null,
      message: string,
    ) {
      super(message);
    }
  },
  api: vi.fn(async (_method: string, path: string) => {
    calls.push(path);
    const a = answers[path];
    if (a === undefined) throw new Error(`unexpected ${path}`);
    return typeof a === 'function' ? a() : a;
  }),
}));

// The tab kept in the URL is the router's; this pane shows its first tab.
vi.mock('./paneTabs', () => ({
  usePaneTab: (_pane: string, _id: number, tabs: readonly string[]) => [tabs[0], () => {}],
  usePaneTabCommands: () => {},
}));

const { installNavigation, memoryNavigation } = await import('../../../navigation/navigation');
const { installContextProvider } = await import('../../../commands/registry');
const { focusState } = await import('../../../commands/focusStack');
const { emitRealtimeEvent } = await import('../../../data/events');
const { sampleBooking } = await import('../../../contracts/samples');
const { BookingPane } = await import('./BookingPane');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };
installNavigation(memoryNavigation('/bookings', { booking: 7 }));
beforeAll(() => {
  installContextProvider(() => ({
    path: '/bookings',
    level: 'receptionist',
    modules: ['PMS'],
    loggedIn: true,
    focus: focusState(),
    entity: null,
    selected: null,
  }));
});

const invoice = (id: number) => ({
  id,
  invoice_number: id,
  total: 100_000,
  remaining_amount: 100_000,
  invoice_date: '2026-11-25',
  due_date: null,
  status: 'open',
  is_credit_invoice: false,
  created_at: '2026-11-25T08:00:00Z',
});
const count = (path: string) => calls.filter((p) => p === path).length;
const betalt = () => screen.getByText('Betalt').nextElementSibling?.textContent?.replace(/\s/g, ' ');

describe('BookingPane and its invoices', () => {
  let paid = 0;
  let invoices: ReturnType<typeof invoice>[] = [];
  beforeEach(() => {
    calls.length = 0;
    paid = 0;
    invoices = [invoice(3)];
    answers = {
      'bookings/7': () => ({
        booking: sampleBooking({
          id: 7,
          total_accommodation_amount: 100_000,
          paid_accommodation_amount: paid,
          remaining_accommodation_amount: 100_000 - paid,
          is_fully_paid: paid >= 100_000,
        }),
      }),
      'bookings/7/receipts': { receipts: [] },
      'bookings/7/invoices': () => ({ invoices }),
      'bookings/7/emails': { emails: [] },
    };
  });
  afterEach(() => cleanup());

  it("reloads Betalt / Kvar when one of its invoices changes, and not for another booking's invoice", async () => {
    render(<BookingPane id={7} isTop depth={0} />);
    await waitFor(() => expect(betalt()).toBe('0,00 kr'));
    await waitFor(() => expect(count('bookings/7/invoices')).toBe(1));

    paid = 40_000;
    emitRealtimeEvent('InvoiceUpdated', { invoice_id: 99 });
    await new Promise((r) => setTimeout(r, 20));
    expect(count('bookings/7')).toBe(1);
    expect(betalt()).toBe('0,00 kr');

    emitRealtimeEvent('InvoiceUpdated', { invoice_id: 3 });
    await waitFor(() => expect(betalt()).toBe('400,00 kr'));
    expect(screen.getByText('Kvar').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('600,00 kr');
  });

  it('reads its invoices again when the booking is saved, so a new invoice is followed too', async () => {
    invoices = [];
    render(<BookingPane id={7} isTop depth={0} />);
    await waitFor(() => expect(count('bookings/7/invoices')).toBe(1));

    invoices = [invoice(5)];
    emitRealtimeEvent('BookingSaved', { booking_id: 7 });
    await waitFor(() => expect(count('bookings/7/invoices')).toBe(2));
    await waitFor(() => expect(count('bookings/7')).toBe(2));

    paid = 100_000;
    emitRealtimeEvent('InvoiceUpdated', { invoice_id: 5 });
    await waitFor(() => expect(screen.getByText('Fullt betald')).toBeTruthy());
  });
});
