// @vitest-environment jsdom
// 'Avgifter' of the booking pane (bookings.md 2): 'Platsavgifter' (a regular booking's lodging, a season
// booking's price card) and 'Andra avgifter' with its count; each line 'Betald', 'Fakturerad' or 'I varukorgen',
// an invoiced one with a button to its invoice.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../contracts/bookings';
import type { BookingCharges } from './useBookingCharges';

const calls: string[] = [];
let answer: () => BookingCharges = () => ({ charges: [], accommodation_charges: [] });
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
    if (path !== 'bookings/7/charges') throw new Error(`unexpected ${path}`);
    return answer();
  }),
}));

const { installNavigation, memoryNavigation } = await import('../../../navigation/navigation');
const { emitRealtimeEvent } = await import('../../../data/events');
const { EMPTY_CHARGES_TEXT } = await import('../../../domain/chargeStatus');
const { ChargesTab } = await import('./ChargesTab');

(globalThis as { CSS?: unknown }).CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') };
const nav = memoryNavigation('/bookings', { booking: 7 });
installNavigation(nav);

const booking = (over: Partial<Booking> = {}) =>
  ({
    id: 7,
    type: 'regular',
    booking_number: '2026-00007',
    total_accommodation_amount: 1_240_000,
    paid_accommodation_amount: 400_000,
    remaining_accommodation_amount: 840_000,
    deleted_at: null,
    ...over,
  }) as Booking;

const charge = (over: Partial<BookingCharges['charges'][number]>): BookingCharges['charges'][number] => ({
  id: 1,
  client_id: null,
  booking_id: 7,
  booking_group_id: null,
  parked_order_id: null,
  product: { id: 11, name: 'Mjölk 1,5 l', gui_color: 'blue' },
  product_id: 11,
  position_id: null,
  quantity: 1000,
  price: 2390,
  original_price: 2390,
  note: null,
  caption: null,
  delivery_date: null,
  start: null,
  end: null,
  discount_type: 'none',
  discount_value: 0,
  total: 2390,
  status: 'parked',
  is_tally_charge: false,
  is_bookvisit_charge: false,
  receipt_id: null,
  invoice_id: null,
  invoice_number: null,
  created_at: '2026-07-15T08:00:00.000Z',
  updated_at: '2026-07-15T08:00:00.000Z',
  position: null,
  ...over,
});
const lodging = (
  over: Partial<BookingCharges['accommodation_charges'][number]>,
): BookingCharges['accommodation_charges'][number] => ({
  id: 21,
  start: '2026-07-20',
  end: '2026-07-22',
  nights: 2,
  price: 78_000,
  original_price: 78_000,
  discount_type: 'percent',
  discount_value: 1250,
  total: 68_250,
  position: { id: 3, full_name: 'Husvagnsplats 12' },
  status: 'invoiced',
  invoice: { id: 40, invoice_number: 1040 },
  ...over,
});

const text = (el: Element) => el.textContent?.replace(/\s+/g, ' ').trim();
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe("the booking pane's Avgifter", () => {
  beforeEach(() => {
    calls.length = 0;
    answer = () => ({
      charges: [
        charge({
          id: 1,
          product: { id: 12, name: 'Bokningsavgift', gui_color: 'green' },
          price: 4900,
          original_price: 4900,
          total: 4900,
          status: 'invoiced',
          invoice_id: 40,
          invoice_number: 1040,
        }),
        charge({
          id: 2,
          quantity: 1500,
          discount_type: 'percent',
          discount_value: 1000,
          total: 3227,
          caption: 'Till stugan',
          status: 'paid',
          receipt_id: 9,
        }),
        charge({ id: 3, quantity: 2000, total: 4780 }),
      ],
      accommodation_charges: [
        lodging({}),
        lodging({
          id: 22,
          start: '2026-07-22',
          end: '2026-07-23',
          nights: 1,
          price: 39_000,
          original_price: null,
          discount_type: 'none',
          discount_value: 0,
          total: 39_000,
          status: 'parked',
          invoice: null,
        }),
      ],
    });
  });
  afterEach(() => cleanup());

  it("a regular booking: its lodging by period with status, the invoice's button opening ?invoice=", async () => {
    render(<ChargesTab booking={booking()} detailLoaded onReload={vi.fn()} />);
    await waitFor(() => expect(rowsOf('Platsavgifter')).toHaveLength(2));
    expect(screen.getAllByRole('tab').map(text)).toEqual(['Platsavgifter', 'Andra avgifter 3']);
    expect(screen.getByRole('tab', { name: /Platsavgifter/ }).getAttribute('aria-selected')).toBe('true');
    const [first, second] = rowsOf('Platsavgifter');
    expect(within(first).getAllByRole('cell').map(text)).toEqual([
      '2026-07-20 – 2026-07-22',
      '2',
      'Husvagnsplats 12',
      '682,50 kr',
      '682,50 kr',
      'Fakturerad Faktura 1040',
    ]);
    expect(within(second).getAllByRole('cell').map(text)).toEqual([
      '2026-07-22 – 2026-07-23',
      '1',
      'Husvagnsplats 12',
      '390,00 kr',
      '390,00 kr',
      'I varukorgen',
    ]);
    expect(within(second).queryByRole('button')).toBeNull();

    // The invoice button is reached by Tab and opens the invoice pane over the booking.
    const user = userEvent.setup();
    const open = within(first).getByRole('button', { name: 'Faktura 1040' });
    for (let i = 0; i < 10 && document.activeElement !== open; i++) await user.tab();
    expect(document.activeElement).toBe(open);
    await user.keyboard('{Enter}');
    expect(nav.location().search).toMatchObject({ booking: 7, invoice: 40 });
  });

  it("'Andra avgifter' by the arrow keys: product and caption, units, the discounted price, Summa and status", async () => {
    render(<ChargesTab booking={booking()} detailLoaded onReload={vi.fn()} />);
    await waitFor(() => expect(rowsOf('Platsavgifter')).toHaveLength(2));
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Platsavgifter/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Andra avgifter/ }).getAttribute('aria-selected')).toBe('true');
    expect(rowsOf('Andra avgifter').map((r) => within(r).getAllByRole('cell').map(text))).toEqual([
      ['Bokningsavgift', '1', '49,00 kr', '49,00 kr', 'Fakturerad Faktura 1040'],
      ['Mjölk 1,5 lTill stugan', '1,5', '21,51 kr', '32,27 kr', 'Betald'],
      ['Mjölk 1,5 l', '2', '23,90 kr', '47,80 kr', 'I varukorgen'],
    ]);
  });

  it('reads the lines again when the booking is saved or one of its invoices changes, not for others', async () => {
    render(<ChargesTab booking={booking()} detailLoaded onReload={vi.fn()} />);
    await waitFor(() => expect(rowsOf('Platsavgifter')).toHaveLength(2));
    const reads = () => calls.filter((p) => p === 'bookings/7/charges').length;
    expect(reads()).toBe(1);
    emitRealtimeEvent('BookingSaved', { booking_id: 8 });
    emitRealtimeEvent('InvoiceUpdated', { invoice_id: 41 });
    await new Promise((r) => setTimeout(r, 20));
    expect(reads()).toBe(1);

    const before = answer;
    answer = () => {
      const a = before();
      return { ...a, accommodation_charges: a.accommodation_charges.map((l) => ({ ...l, status: 'paid' as const })) };
    };
    emitRealtimeEvent('BookingSaved', { booking_id: 7 });
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() =>
      expect(rowsOf('Platsavgifter').map((r) => text(r.lastElementChild!))).toEqual(['Betald', 'Betald']),
    );
    emitRealtimeEvent('InvoiceUpdated', { invoice_id: 40 });
    await waitFor(() => expect(reads()).toBe(3));
  });

  it('a season booking keeps its price card under Platsavgifter; no other charges is the empty text', async () => {
    answer = () => ({ charges: [], accommodation_charges: [] });
    render(<ChargesTab booking={booking({ type: 'season' })} detailLoaded onReload={vi.fn()} />);
    expect(screen.getByText('Platsavgifter totalt')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Platsavgifter' })).toBeNull();
    expect(text(screen.getByRole('tab', { name: /Andra avgifter/ }))).toBe('Andra avgifter');
    await waitFor(() => expect(calls).toContain('bookings/7/charges'));
    await userEvent.click(screen.getByRole('tab', { name: /Andra avgifter/ }));
    expect(await screen.findByText(EMPTY_CHARGES_TEXT)).toBeTruthy();
  });

  it('a regular booking without lodging shows the empty text', async () => {
    answer = () => ({ charges: [], accommodation_charges: [] });
    render(<ChargesTab booking={booking()} detailLoaded onReload={vi.fn()} />);
    expect(await screen.findByText(EMPTY_CHARGES_TEXT)).toBeTruthy();
  });
});
