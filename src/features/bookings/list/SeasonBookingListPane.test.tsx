// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Season } from '../../../contracts/catalog';
import type { SeasonBookingRow } from '../../../contracts/seasons';

const calls: { method: string; path: string; opts: any }[] = [];
let handler: (method: string, path: string, opts: any) => unknown = () => ({});
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
      return handler(method, path, opts);
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

const { installNavigation, memoryNavigation } = await import('../../../navigation/navigation');
const { focusState } = await import('../../../commands/focusStack');
const { installKeys } = await import('../../../commands/keys');
const { defineCommand, installContextProvider, registerCommands } = await import('../../../commands/registry');
const { confirm$, settleConfirm } = await import('../../../data/dialogs');
const { emitRealtimeEvent } = await import('../../../data/events');
const { selection$ } = await import('../../../data/selection');
const { snackbars$ } = await import('../../../data/snackbars');
const { catalog$ } = await import('../../../data/stores');
const { ApiError } = await import('../../../data/api');
const { SeasonBookingListPane } = await import('./SeasonBookingListPane');

const mem = memoryNavigation('/bookings/sasong');
installNavigation({
  location: () => mem.location(),
  navigate: (t) => {
    mem.navigate(t);
    act(() => routeListeners.forEach((l) => l()));
  },
});

const season = (id: number, year: number): Season => ({
  id,
  start: `${year}-04-01`,
  end: `${year}-10-31`,
  full_name: `Säsong ${year}`,
  default_season_price: 1_000_000,
  deleted_at: null,
  custom_season_prices: [],
});
// Whatever today is, the last season that started is the one of 2001 (the next one starts in 2099).
const SEASONS = [season(1, 2000), season(2, 2001), season(3, 2099)];

type Next = SeasonBookingRow['next_season'];
const row = (id: number, over: Partial<SeasonBookingRow> = {}, next: Partial<Next> = {}): SeasonBookingRow => ({
  id,
  booking_number: `2026-0000${id}`,
  status: 'confirmed',
  customer_id: id,
  customer_name: `Kund ${id}`,
  position_id: id,
  position_name: `S${id}`,
  category_id: 1,
  check_in: '2026-04-01',
  check_out: '2026-10-31',
  checked_in_at: null,
  checked_out_at: null,
  accommodation_price: 1_240_000,
  total_accommodation_amount: 1_240_000,
  paid_accommodation_amount: 400_000,
  remaining_accommodation_amount: 840_000,
  next_season: { state: 'pending', booking_id: null, booking_number: null, booking_status: null, ...next },
  ...over,
});
const ROWS_2026 = [
  row(1, {}, { state: 'copied', booking_id: 11, booking_number: '2027-00011', booking_status: 'draft' }),
  row(2, {}, { state: 'ignored' }),
  row(3),
];
const ROWS_2099 = [row(11, { booking_number: '2027-00011', status: 'draft' })];
const answer = (id: number) => ({
  season: SEASONS.find((s) => s.id === id),
  next_season: id === 2 ? SEASONS[2] : null,
  bookings: id === 2 ? ROWS_2026 : id === 3 ? ROWS_2099 : [],
});

const opened = vi.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  installKeys();
  installContextProvider(() => ({
    path: mem.location().pathname,
    level: 'receptionist',
    modules: ['PMS'],
    loggedIn: true,
    focus: focusState(),
    entity: null,
    selected: null,
  }));
  registerCommands([defineCommand({ id: 'booking.open', title: 'Öppna bokning', group: 'Bokning', run: opened })]);
});
beforeEach(() => {
  calls.length = 0;
  mem.navigate({ to: '/bookings/sasong', search: {}, replace: true });
  catalog$.seasons.set(structuredClone(SEASONS));
  handler = (method, path, opts) => {
    if (method === 'GET' && path === 'seasons/bookings') return answer(Number(opts.query.season_id));
    return { booking: { id: 99, booking_number: '2027-00099' }, status: 'success', booking_id: opts.body.booking_id };
  };
});
afterEach(() => {
  cleanup();
  settleConfirm(false);
  snackbars$.set([]);
  opened.mockReset();
});

const grid = () => screen.getByRole('grid', { name: 'Säsongsbokningar' });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const cells = (r: HTMLElement) =>
  within(r)
    .getAllByRole('gridcell')
    .map((c) => c.textContent);
const focusedNumber = () => bodyRows().find((r) => r.getAttribute('aria-selected') === 'true')?.firstChild?.textContent;
const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const posts = () => calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.opts.body]);
const lastSnackbar = () => snackbars$.peek().at(-1);
async function shown() {
  render(<SeasonBookingListPane />);
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
}

describe('Säsongsbokningar', () => {
  it('shows the most recent season that has started, its rows and the counts', async () => {
    await shown();
    expect((screen.getByLabelText('Säsong') as HTMLSelectElement).value).toBe('2');
    expect(calls[0]).toMatchObject({ method: 'GET', path: 'seasons/bookings', opts: { query: { season_id: '2' } } });
    expect(bodyRows().map(cells)).toEqual([
      [
        '2026-00001',
        'Kund 1',
        'S1',
        'Bekräftad',
        '12\u00a0400,00\u00a0kr',
        '4\u00a0000,00\u00a0kr',
        '8\u00a0400,00\u00a0kr',
        'Kopierad 2027-00011 · Obekräftad',
      ],
      expect.arrayContaining(['2026-00002', 'Kopieras inte']),
      expect.arrayContaining(['2026-00003', '']),
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 säsongsbokningar · 1 kopierade · 1 kopieras inte · 1 kvar');
    expect(screen.getByText('Nästa säsong: Säsong 2099')).toBeTruthy();
  });

  it('moves with the arrows, makes the focused row the selection and opens it with Enter', async () => {
    await shown();
    await waitFor(() => expect(document.activeElement).toBe(grid()));
    expect(focusedNumber()).toBe('2026-00001');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focusedNumber()).toBe('2026-00003');
    expect(selection$.peek()).toEqual({ type: 'booking', id: 3 });
    await userEvent.keyboard('{Home}');
    expect(focusedNumber()).toBe('2026-00001');
    await userEvent.keyboard('{End}{ArrowUp}{Enter}');
    expect(opened).toHaveBeenCalledWith(expect.anything(), { id: 2 });
  });

  it('offers the verbs the focused row allows, with their keys', async () => {
    await shown();
    // A copied row: nothing to copy or ignore, and it is no unconfirmed copy.
    await waitFor(() => expect(button(/^Kopiera till nästa säsong/).disabled).toBe(true));
    expect(button(/^Kopiera inte/).disabled).toBe(true);
    expect(button(/^Bekräfta/).disabled).toBe(true);
    expect(button(/^Avboka/).disabled).toBe(true);
    expect(button(/^Kopiera till nästa säsong/).textContent).toContain('Alt Shift D');
    // An ignored row may still be copied; a row still to decide may be copied or ignored.
    fireEvent.keyDown(grid(), { key: 'ArrowDown' });
    await waitFor(() => expect(button(/^Kopiera till nästa säsong/).disabled).toBe(false));
    expect(button(/^Kopiera inte/).disabled).toBe(true);
    fireEvent.keyDown(grid(), { key: 'ArrowDown' });
    await waitFor(() => expect(button(/^Kopiera inte/).disabled).toBe(false));
  });

  it('copies the focused row with its key, says so and reads the list again', async () => {
    await shown();
    await waitFor(() => expect(document.activeElement).toBe(grid()));
    await userEvent.keyboard('{End}');
    const reads = calls.length;
    await userEvent.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    await waitFor(() => expect(posts()).toEqual([['seasons/copy-booking-to-next-season', { booking_id: 3 }]]));
    await waitFor(() => expect(calls.length).toBe(reads + 2));
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: 'seasons/bookings' });
    expect(lastSnackbar()).toMatchObject({
      color: 'success',
      text: '2026-00003 är kopierad till Säsong 2099 som 2027-00099',
    });
  });

  it('ignores the focused row with its button', async () => {
    await shown();
    fireEvent.keyDown(grid(), { key: 'End' });
    await waitFor(() => expect(button(/^Kopiera inte/).disabled).toBe(false));
    await userEvent.click(button(/^Kopiera inte/));
    await waitFor(() => expect(posts()).toEqual([['seasons/ignore-copy-booking-to-next-season', { booking_id: 3 }]]));
    await waitFor(() => expect(lastSnackbar()?.text).toBe('2026-00003 kopieras inte till nästa säsong'));
  });

  it('reads the list again after a refusal too', async () => {
    await shown();
    fireEvent.keyDown(grid(), { key: 'End' });
    handler = (method, _path, opts) => {
      if (method === 'GET') return answer(Number(opts.query.season_id));
      throw new ApiError(422, 'position_taken', 'Något gick fel - välj en annan plats');
    };
    const reads = calls.length;
    await waitFor(() => expect(button(/^Kopiera till nästa säsong/).disabled).toBe(false));
    await userEvent.click(button(/^Kopiera till nästa säsong/));
    await waitFor(() => expect(calls.length).toBe(reads + 2));
    expect(calls.at(-1)?.method).toBe('GET');
    expect(snackbars$.peek().some((s) => s.color === 'success')).toBe(false);
  });

  it('switches season with the picker and confirms or cancels the copies there', async () => {
    await shown();
    await userEvent.keyboard('{Alt>}{Shift>}V{/Shift}{/Alt}');
    expect(document.activeElement).toBe(screen.getByLabelText('Säsong'));
    await userEvent.selectOptions(screen.getByLabelText('Säsong'), '3');
    expect(mem.location().search).toEqual({ sasong: 3 });
    await waitFor(() => expect(focusedNumber()).toBe('2027-00011'));
    expect(cells(bodyRows()[0])[3]).toBe('Obekräftad');
    expect(screen.getByRole('status').textContent).toBe('1 säsongsbokning · ingen nästa säsong att kopiera till');
    expect(button(/^Kopiera till nästa säsong/).disabled).toBe(true);

    await waitFor(() => expect(button(/^Bekräfta/).disabled).toBe(false));
    await userEvent.click(button(/^Bekräfta/));
    await waitFor(() =>
      expect(posts()).toEqual([['seasons/update-booking-status', { booking_id: 11, status: 'confirmed' }]]),
    );
    await waitFor(() => expect(lastSnackbar()?.text).toBe('2027-00011 är bekräftad'));

    // 'Avboka' asks first; declined, nothing is sent.
    await userEvent.click(button(/^Avboka/));
    await waitFor(() => expect(confirm$.peek()?.header).toBe('Avboka 2027-00011'));
    act(() => settleConfirm(false));
    await userEvent.click(button(/^Avboka/));
    await waitFor(() => expect(confirm$.peek()).not.toBeNull());
    act(() => settleConfirm(true));
    await waitFor(() =>
      expect(posts().at(-1)).toEqual(['seasons/update-booking-status', { booking_id: 11, status: 'cancelled' }]),
    );
    expect(posts()).toHaveLength(2);
    await waitFor(() => expect(lastSnackbar()?.text).toBe('2027-00011 är avbokad'));
  });

  it('reads the list again when a booking is saved or removed elsewhere', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await shown();
      const reads = calls.length;
      act(() => {
        emitRealtimeEvent('BookingSaved', { booking_id: 3 });
        emitRealtimeEvent('BookingRemoved', { booking_id: 2 });
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      // Several events in a row: one read.
      await waitFor(() => expect(calls.length).toBe(reads + 1));
      expect(calls.at(-1)).toMatchObject({ method: 'GET', path: 'seasons/bookings' });
    } finally {
      vi.useRealTimers();
    }
  });
});
