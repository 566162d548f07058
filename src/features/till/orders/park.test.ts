// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirm$, input$, settleConfirm, settleInput } from '../../../data/dialogs';
import { snackbars$ } from '../../../data/snackbars';
import { catalog$ } from '../../../data/stores';

const calls: { method: string; path: string; body: any }[] = [];
let handler: (path: string, body: any) => unknown;
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
      calls.push({ method, path, body: opts?.body });
      return handler(path, opts?.body);
    }),
  };
});

const { ApiError } = await import('../../../data/api');
const { parkCart, PARK_TEXTS } = await import('./park');

const LINES = [
  {
    productId: 7,
    clientId: 'a',
    quantity: 2000,
    price: 2500,
    originalPrice: 2500,
    discountType: 'none' as const,
    discountValue: 0,
  },
  {
    productId: 9,
    quantity: 1000,
    price: 4000,
    originalPrice: 5000,
    discountType: 'percent' as const,
    discountValue: 1000,
    note: 'utan lök',
  },
];
const order = (id: number, name: string) => ({
  id,
  name,
  created_at: '2026-11-21T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  charges: [],
});

const nextInput = async () => {
  await vi.waitFor(() => expect(input$.peek()).not.toBeNull());
  return input$.peek()!;
};
const nextConfirm = async () => {
  await vi.waitFor(() => expect(confirm$.peek()).not.toBeNull());
  return confirm$.peek()!;
};

describe('parkCart', () => {
  beforeEach(() => {
    calls.length = 0;
    snackbars$.set([]);
    catalog$.parkedOrders.set([order(1, 'Bord 4')]);
  });

  it('parks under a new name with the items the server takes', async () => {
    handler = (_p, body) => ({ parked_order: { ...order(5, body.name), charges: [{ id: 1 }, { id: 2 }] } });
    const done = parkCart(LINES, { name: 'Bord' });
    const req = await nextInput();
    expect(req.header).toBe('Parkera nota');
    expect(req.prefilledValue).toBe('Bord');
    expect(req.validate!('  ')).toBe('Ange ett namn');
    settleInput(' Bord 7 ');
    expect(await done).toBe(true);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'parked-orders/create',
        body: {
          name: 'Bord 7',
          items: [
            {
              client_id: 'a',
              product_id: 7,
              position_id: null,
              quantity: 2000,
              price: 2500,
              original_price: 2500,
              discount_type: 'none',
              discount_value: 0,
              caption: null,
              note: null,
              delivery_date: null,
            },
            {
              client_id: null,
              product_id: 9,
              position_id: null,
              quantity: 1000,
              price: 4000,
              original_price: 5000,
              discount_type: 'percent',
              discount_value: 1000,
              caption: null,
              note: 'utan lök',
              delivery_date: null,
            },
          ],
        },
      },
    ]);
    expect(catalog$.parkedOrders.peek().map((o) => o.name)).toEqual(['Bord 4', 'Bord 7']);
    expect(snackbars$.peek().map((s) => s.text)).toEqual([PARK_TEXTS.parked('Bord 7')]);
  });

  it('asks to add to an order with the same name, then adds', async () => {
    handler = (path, body) => {
      if (path === 'parked-orders/create')
        throw new ApiError(422, 'order_name_exists', 'Det finns redan en parkerad nota med namnet Bord 4.', {
          order_id: 1,
        });
      return { parked_order: { ...order(body.id, 'Bord 4'), charges: [{ id: 1 }, { id: 2 }, { id: 3 }] } };
    };
    const done = parkCart(LINES);
    settleInput((await nextInput(), 'bord 4'));
    const ask = await nextConfirm();
    expect(ask.body).toBe('Det finns redan en nota med namnet bord 4. Vill du lägga till i den?');
    settleConfirm(true);
    expect(await done).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['parked-orders/create', 'parked-orders/update']);
    expect(calls[1].body).toMatchObject({ id: 1, add: true });
    expect(calls[1].body.items).toHaveLength(2);
    expect(catalog$.parkedOrders.peek()[0].charges).toHaveLength(3);
  });

  it('goes back to the name when adding is declined, and parks nothing when cancelled', async () => {
    handler = () => {
      throw new ApiError(422, 'order_name_exists', 'finns', { order_id: 1 });
    };
    const done = parkCart(LINES);
    settleInput((await nextInput(), 'Bord 4'));
    await nextConfirm();
    settleConfirm(false);
    const again = await nextInput();
    expect(again.prefilledValue).toBe('Bord 4');
    settleInput(null);
    expect(await done).toBe(false);
    expect(calls.map((c) => c.path)).toEqual(['parked-orders/create']);
    expect(catalog$.parkedOrders.peek()).toHaveLength(1);
  });

  it('shows the server refusal and keeps the cart', async () => {
    handler = () => {
      throw new ApiError(422, 'validation_failed', 'Okänd produkt', {
        errors: { 'items.0.product_id': ['Okänd produkt'] },
      });
    };
    const done = parkCart(LINES);
    settleInput((await nextInput(), 'Kiosk'));
    expect(await done).toBe(false);
    expect(snackbars$.peek().map((s) => [s.color, s.text])).toEqual([['error', 'Okänd produkt']]);
  });
});
