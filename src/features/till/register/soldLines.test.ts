// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { soldLineIds } from './soldLines';
import type { CartLine } from './cartStore';

const line = (clientId: string, saved?: CartLine['saved']) =>
  ({ clientId, saved, side: 'left', quantity: 1000, price: 100 }) as CartLine;

describe('soldLineIds: the cart follows what the server sold', () => {
  const cart = [
    line('c1'),
    line('c2'),
    line('charge-7', { kind: 'charge', id: 7 }),
    line('accommodation-3', { kind: 'accommodation', id: 3 }),
  ];

  it('names the lines a receipt sold, by client id and by saved charge', () => {
    expect(
      soldLineIds(cart, { sales_items: [{ client_line_id: 'c2' }, { charge_id: 7 }, { accommodation_charge_id: 3 }] }),
    ).toEqual(['c2', 'charge-7', 'accommodation-3']);
  });

  it('leaves lines the receipt did not sell; a charge id is not a lodging id', () => {
    expect(soldLineIds(cart, { sales_items: [{ client_line_id: 'other' }, { charge_id: 3 }] })).toEqual([]);
    expect(soldLineIds(cart, {})).toEqual([]);
  });
});
