// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installNavigation, memoryNavigation } from '../../../navigation/navigation';

installNavigation(memoryNavigation('/register'));
const api = vi.fn();
vi.mock('../../../data/api', () => ({
  ApiError: class ApiError extends Error {},
  api: (...a: unknown[]) => api(...a),
}));

const { cart$, clearCart, linesToPay, moveLine } = await import('./cartStore');
const { loadBookingCart, loadGroupCart } = await import('./routeLoads');
const { buildSaleRequest, amountFor } = await import('./saleRequest');
const { cartLinesOf, remainingOf } = await import('./ownerCart');

// As GET bookings/5/cart answers: two lodging charges (one 12,5 % off, one 50 kr off) and a fee.
const CART = {
  accommodation_charges: [
    {
      id: 21,
      booking_id: 5,
      name: 'Logi A12',
      caption: '2026-11-20 – 2026-11-22, 2 nätter',
      start: '2026-11-20',
      end: '2026-11-22',
      nights: 2,
      price: 78_000,
      original_price: 78_000,
      discount_type: 'percent',
      discount_value: 1250,
      total: 68_250,
    },
    {
      id: 22,
      booking_id: 5,
      name: 'Logi A12',
      caption: '2026-11-22 – 2026-11-23, 1 natt',
      start: '2026-11-22',
      end: '2026-11-23',
      nights: 1,
      price: 39_000,
      original_price: null,
      discount_type: 'flat',
      discount_value: 5000,
      total: 34_000,
    },
  ],
  charges: [
    {
      id: 7,
      product_id: 40,
      product: { id: 40, name: 'Bokningsavgift' },
      caption: null,
      quantity: 1000,
      price: 4900,
      original_price: 4900,
      discount_type: 'none',
      discount_value: 0,
      status: 'parked',
      total: 4900,
    },
  ],
};
const card = { id: 2, name: 'Kort', gateway: 'integrated_terminal', rounds_to_kronor: false };
const cash = { id: 1, name: 'Kontant', gateway: 'cash', rounds_to_kronor: true };

beforeEach(() => {
  clearCart();
  api.mockReset();
});

describe("the booking's cart from the server", () => {
  it('one saved line per lodging charge and per charge, summing to what the server sells', () => {
    const lines = cartLinesOf(CART);
    expect(lines.map((l) => [l.clientId, l.name, l.caption ?? null, l.saved])).toEqual([
      ['accommodation-21', 'Logi A12', '2026-11-20 – 2026-11-22, 2 nätter', { kind: 'accommodation', id: 21 }],
      ['accommodation-22', 'Logi A12', '2026-11-22 – 2026-11-23, 1 natt', { kind: 'accommodation', id: 22 }],
      ['charge-7', 'Bokningsavgift', null, { kind: 'charge', id: 7 }],
    ]);
    // The server's own line totals, to the öre.
    expect(remainingOf(CART)).toBe(68_250 + 34_000 + 4900);
    expect(remainingOf({})).toBe(0);
  });

  it('loadBookingCart fills the cart; the sale pays only the lines on the paying side', async () => {
    api.mockImplementation(async (_m: string, path: string) => {
      if (path === 'bookings/5') return { booking: { id: 5, title: 'Tora Testsson', booking_number: 'B100' } };
      if (path === 'bookings/5/cart') return CART;
      throw new Error(path);
    });
    await loadBookingCart(5);
    expect(cart$.owner.peek()).toEqual({ kind: 'booking', id: 5, label: 'Tora Testsson · #B100' });
    const all = linesToPay(cart$.lines.peek()).lines;
    expect(buildSaleRequest(all, cart$.owner.peek(), cash)).toMatchObject({
      booking_id: 5,
      charge_ids: [7],
      accommodation_charge_ids: [21, 22],
      amount: 107_200,
      items: [],
    });
    // One night and the fee paid now, the discounted stay stays unpaid.
    moveLine('accommodation-22', 'all');
    moveLine('charge-7', 'all');
    const { lines, scope } = linesToPay(cart$.lines.peek());
    expect(scope).toBe('right');
    const req = buildSaleRequest(lines, cart$.owner.peek(), card);
    expect(req).toMatchObject({ booking_id: 5, charge_ids: [7], accommodation_charge_ids: [22], amount: 38_900 });
    expect(amountFor(lines, cash).payable).toBe(38_900);
  });

  it('a failed cart fetch leaves no saved lines; the booking still owns the cart', async () => {
    api.mockImplementation(async (_m: string, path: string) => {
      if (path === 'bookings/6') return { booking: { id: 6, title: 'Per', booking_number: 'B101' } };
      throw new Error('Nätverksfel');
    });
    await loadBookingCart(6);
    expect(cart$.peek()).toMatchObject({ owner: { kind: 'booking', id: 6 }, lines: [] });
  });
});

describe("a booking group's cart", () => {
  it('loads the group by booking_group_id, labelled with its name, and pays by booking_group_id', async () => {
    api.mockImplementation(async (_m: string, path: string, opts: { query?: Record<string, unknown> }) => {
      if (path === 'booking-groups/cart' && opts.query?.booking_group_id === 4)
        return { ...CART, booking_group: { id: 4, name: 'Familjen Lundberg', booking_number: 'G0001' } };
      throw new Error(path);
    });
    await loadGroupCart(4);
    expect(cart$.owner.peek()).toEqual({ kind: 'booking_group', id: 4, label: 'Familjen Lundberg' });
    expect(cart$.lines.peek()).toHaveLength(3);
    const req = buildSaleRequest(linesToPay(cart$.lines.peek()).lines, cart$.owner.peek(), card);
    expect(req).toMatchObject({
      booking_group_id: 4,
      charge_ids: [7],
      accommodation_charge_ids: [21, 22],
      amount: 107_150,
    });
    expect(req.booking_id).toBeUndefined();
  });
});
