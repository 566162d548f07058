// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceRow } from '../../../contracts/invoices';

const calls: { method: string; path: string; opts: any }[] = [];
let rowsFor: (query: Record<string, string>) => InvoiceRow[] = () => [];
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
  }
  return {
    ApiError,
    api: vi.fn(async (method: string, path: string, opts: any) => {
      calls.push({ method, path, opts });
      if (path !== 'invoices') throw new Error(`unexpected ${path}`);
      const all = rowsFor(opts.query);
      const offset = Number(opts.query.offset ?? 0);
      const limit = Number(opts.query.limit ?? 100);
      return { invoices: all.slice(offset, offset + limit), total_count: all.length, offset };
    }),
  };
});
// The router's location, as the memory port has it, with re-renders when it changes.
const routeListeners = new Set<() => void>();
vi.mock('@tanstack/react-router', async () => {
  const { useSyncExternalStore } = await import('react');
  const { currentLocation } = await import('../../../navigation/navigation');
  return {
    useRouterState: ({ select }: { select: (s: unknown) => unknown }) =>
      useSyncExternalStore(
        (l) => {
          routeListeners.add(l);
          return () => routeListeners.delete(l);
        },
        () => select({ location: currentLocation() }),
      ),
  };
});

const { installNavigation, memoryNavigation, currentLocation } = await import('../../../navigation/navigation');
const { emitRealtimeEvent } = await import('../../../data/events');
const { installContextProvider } = await import('../../../commands/registry');
const { focusState } = await import('../../../commands/focusStack');
const { sampleInvoiceRow } = await import('../invoiceSamples');
const { requestUnpaidFlash } = await import('./invoiceAlert.commands');
const { FLASH_MS } = await import('./useInvoiceList');
const { InvoiceList } = await import('./InvoiceList');

let mem = memoryNavigation('/invoices');
function goTo(search: Record<string, unknown>) {
  mem = memoryNavigation('/invoices', search);
  installNavigation({
    location: () => mem.location(),
    navigate: (t) => {
      mem.navigate(t);
      act(() => routeListeners.forEach((l) => l()));
    },
  });
}

// jsdom has no layout: the grid is 800 px tall.
beforeAll(() => {
  installContextProvider(() => ({
    path: mem.location().pathname,
    level: 'receptionist',
    modules: ['PMS'],
    loggedIn: true,
    focus: focusState(),
    entity: null,
    selected: null,
  }));
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 1200 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  HTMLElement.prototype.getBoundingClientRect = () =>
    ({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      bottom: 800,
      right: 1200,
      width: 1200,
      height: 800,
      toJSON: () => ({}),
    }) as DOMRect;
});

const ROWS = [
  sampleInvoiceRow({ id: 1, invoice_number: 1003, ocr: '100335', customer_name: 'Anna Berg' }),
  sampleInvoiceRow({
    id: 2,
    invoice_number: 1002,
    paid_amount: 125_000,
    remaining_amount: 0,
    status: 'closed',
    customer_name: 'Bo Ek',
    booking_id: 8,
    booking_number: null,
    position_name: null,
  }),
  sampleInvoiceRow({ id: 3, invoice_number: 1001, customer_name: 'Cecilia Ö', booking_id: null }),
];

const lastQuery = () => calls.filter((c) => c.path === 'invoices').at(-1)!.opts.query;
const dataRows = () => screen.getAllByRole('row').filter((r) => r.id.startsWith('invoice-row-'));

describe('InvoiceList', () => {
  beforeEach(() => {
    calls.length = 0;
    localStorage.clear();
    rowsFor = () => ROWS;
    goTo({});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows 'Fakturor' with every optional column, the rows and their chips, and takes the keyboard", async () => {
    render(<InvoiceList />);
    expect(screen.getByRole('heading', { name: 'Fakturor' })).toBeTruthy();
    await screen.findByText('Anna Berg');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Fakturanummer',
      'OCR',
      'Kund',
      'Fakturabelopp',
      'Återstående',
      'Fakturadatum',
      'Förfallodatum',
      'Status',
    ]);
    const first = within(dataRows()[0]);
    expect(first.getByText('1003')).toBeTruthy();
    expect(first.getByText('100335')).toBeTruthy();
    expect(first.getAllByText('1 250,00 kr')).toHaveLength(2);
    expect(first.getByText('2026-06-30')).toBeTruthy();
    expect(within(dataRows()[1]).getByText('Betald')).toBeTruthy();
    expect(screen.getByText('3 fakturor')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ offset: '0', limit: '100' });
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('grid'));
  });

  it('hides a column by the chooser and remembers it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<InvoiceList />);
    await screen.findByText('Anna Berg');
    await user.click(screen.getByRole('button', { name: /Välj kolumner/ }));
    await user.click(screen.getByRole('checkbox', { name: 'OCR' }));
    expect(screen.queryByRole('columnheader', { name: 'OCR' })).toBeNull();
    expect(screen.queryByText('100335')).toBeNull();
    unmount();
    render(<InvoiceList />);
    await screen.findByText('Anna Berg');
    expect(screen.queryByRole('columnheader', { name: 'OCR' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Kund' })).toBeTruthy();
  });

  it('puts the filter and the search in the URL and asks the server by them', async () => {
    const user = userEvent.setup();
    render(<InvoiceList />);
    await screen.findByText('Anna Berg');
    await user.click(screen.getByRole('radio', { name: 'Förfallna' }));
    expect(currentLocation().search).toEqual({ filter: 'overdue' });
    await waitFor(() => expect(lastQuery()).toMatchObject({ filter: 'overdue', offset: '0' }));
    await user.type(screen.getByRole('searchbox'), 'Berg');
    await waitFor(() => expect(currentLocation().search).toEqual({ filter: 'overdue', q: 'Berg' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ filter: 'overdue', q: 'Berg' }));
  });

  it("says 'Det finns inga fakturor' when there are none, 'att visa' when none match", async () => {
    rowsFor = () => [];
    render(<InvoiceList />);
    expect(await screen.findByText('Det finns inga fakturor')).toBeTruthy();
    cleanup();
    goTo({ filter: 'paid' });
    render(<InvoiceList />);
    expect(await screen.findByText('Det finns inga fakturor att visa')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ filter: 'paid' });
  });

  it('groups by booking: the booking and pitch, the fallback, and Fakturor without a booking', async () => {
    goTo({ grupp: 1 });
    render(<InvoiceList />);
    await screen.findByText('Anna Berg');
    expect(lastQuery()).toMatchObject({ sort: 'booking' });
    const headers = [...document.querySelectorAll('[data-group-header]')].map((h) => h.textContent);
    expect(headers).toEqual(['2026-5 · A12', 'Bokning #8', 'Fakturor']);
    expect((screen.getByRole('checkbox', { name: /Gruppera per bokning/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('opens the focused row with Enter after the arrows moved it, and a row by a click', async () => {
    render(<InvoiceList />);
    await screen.findByText('Anna Berg');
    const grid = screen.getByRole('grid');
    grid.focus();
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(grid.getAttribute('aria-activedescendant')).toBe('invoice-row-1');
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(currentLocation().search).toEqual({ invoice: 2 });
    fireEvent.click(screen.getByText('Cecilia Ö'));
    expect(currentLocation().search).toEqual({ invoice: 3 });
  });

  it('flashes the rows with something left to pay for 2 s on the unpaid-invoice alert', async () => {
    render(<InvoiceList />);
    await screen.findByText('Anna Berg');
    vi.useFakeTimers();
    act(() => requestUnpaidFlash());
    const flashing = () =>
      dataRows()
        .filter((r) => r.dataset.flash != null)
        .map((r) => r.id);
    // Rows 0 and 2 have 1 250 kr left; row 1 is paid.
    expect(flashing()).toEqual(['invoice-row-0', 'invoice-row-2']);
    act(() => vi.advanceTimersByTime(FLASH_MS - 1));
    expect(flashing()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(flashing()).toEqual([]);
  });

  it('reloads on InvoiceUpdated without leaving the rows, and flashes when an invoice turned overdue', async () => {
    render(<InvoiceList />);
    await screen.findByText('Anna Berg');
    const asked = calls.length;
    rowsFor = () => ROWS.map((r) => (r.id === 1 ? { ...r, isOverdue: true, due_date: '2026-06-01' } : r));
    act(() => emitRealtimeEvent('InvoiceUpdated', { invoice_id: 1 }));
    // The old rows stay while the page is read again.
    expect(screen.getByText('Anna Berg')).toBeTruthy();
    await waitFor(() => expect(calls.length).toBeGreaterThan(asked));
    await waitFor(() => expect(dataRows()[0].dataset.flash).toBe('true'));
    expect(dataRows()[1].dataset.flash).toBeUndefined();
  });
});
