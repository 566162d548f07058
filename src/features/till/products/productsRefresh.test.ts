// @vitest-environment jsdom
// UpdateData {type: 'products'} (POST products/create on any console) refreshes catalog$'s products and groups.
import { afterAll, describe, expect, it, vi } from 'vitest';

const apiMock = vi.fn(async (_m: string, path: string) =>
  path === 'products'
    ? { products: [{ id: 1, name: 'Ny' }] }
    : { product_groups: [{ id: 7, name: 'Kiosk', products: [1] }] },
);
vi.mock('../../../data/api', () => ({ api: (m: string, p: string) => apiMock(m, p) }));

const { catalog$, installDataEvents } = await import('../../../data/stores');
const { emitRealtimeEvent } = await import('../../../data/events');
const { session$ } = await import('../../../data/session');
const off = installDataEvents();
afterAll(off);

describe('UpdateData products', () => {
  it('refetches products and product groups for a till user, ignores other types and other users', async () => {
    session$.user.set({ id: 1, level: 'kassor' } as never);
    emitRealtimeEvent('UpdateData', { type: 'seasons' });
    expect(apiMock).not.toHaveBeenCalled();
    emitRealtimeEvent('UpdateData', { type: 'products', product_id: 1 });
    await vi.waitFor(() => expect(catalog$.products.peek()).toEqual([{ id: 1, name: 'Ny' }]));
    expect(catalog$.productGroups.peek()[0].products).toEqual([1]);
    expect(apiMock.mock.calls.map((c) => c[1]).sort()).toEqual(['product-groups', 'products']);
    apiMock.mockClear();
    session$.user.set(null as never);
    emitRealtimeEvent('UpdateData', { type: 'products' });
    expect(apiMock).not.toHaveBeenCalled();
  });
});
