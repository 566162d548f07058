// What the register's URL brings into the cart: a booking's or group's saved charges
// (/register/booking/{id}, /register/booking-group/{id}), a parked order (?order={id},
// 'Öppna i kassan' on /orders) and a product (?product={id}).
import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useValue } from '@legendapp/state/react';
import { api, ApiError } from '../../../data/api';
import { showSnackbar } from '../../../data/snackbars';
import { catalog$, type Booking } from '../../../data/stores';
import { currentLocation, navigate } from '../../../navigation/navigation';
import { productById, requestAddProduct } from './addFlow';
import { loadSaved, savedChargeLine, type ServerCharge } from './cartStore';
import { cartLinesOf, fetchOwnerCart } from './ownerCart';

/** money.md 4 "Parked orders": opening one that is gone says so. */
export const ORDER_NOT_FOUND_TEXT = 'Den parkerade notan hittades inte';

/**
 * A booking's unpaid charges and each unpaid lodging charge as the cart's saved lines, priced as
 * the server sells them; a failed fetch leaves none (money.md 8).
 */
export async function loadBookingCart(id: number): Promise<void> {
  const [detail, cart] = await Promise.allSettled([
    api<{ booking: Booking }>('GET', `bookings/${id}`, { silent: true }),
    fetchOwnerCart({ kind: 'booking', id }),
  ]);
  const b = detail.status === 'fulfilled' ? detail.value.booking : null;
  const label = b ? `${b.title} · #${b.booking_number}` : `Bokning #${id}`;
  loadSaved({ kind: 'booking', id, label }, cart.status === 'fulfilled' ? cartLinesOf(cart.value) : []);
}

/** A booking group's cart (/register/booking-group/{id}): the group's charges and its members' charges and lodging. */
export async function loadGroupCart(id: number): Promise<void> {
  try {
    const cart = await fetchOwnerCart({ kind: 'booking_group', id });
    const g = cart.booking_group;
    const label = g?.name || (g ? `Gruppbokning ${g.booking_number}` : `Gruppbokning #${id}`);
    loadSaved({ kind: 'booking_group', id, label }, cartLinesOf(cart));
  } catch (e) {
    showSnackbar('error', (e as Error).message || 'Gruppbokningen finns inte.');
  }
}

/** A parked order's charges as saved lines of the cart (paid with parked_order_id and their ids). */
export async function loadOrderCart(id: number): Promise<void> {
  try {
    const d = await api<{ parked_order: { id: number; name: string; charges: ServerCharge[] } }>(
      'GET',
      'parked-orders/get-parked-order',
      { query: { id }, silent: true },
    );
    loadSaved({ kind: 'order', id, label: d.parked_order.name }, d.parked_order.charges.map(savedChargeLine));
  } catch (e) {
    showSnackbar(
      'error',
      e instanceof ApiError && e.status === 404 ? ORDER_NOT_FOUND_TEXT : (e as Error).message || ORDER_NOT_FOUND_TEXT,
    );
  }
}

/** Drops a handled search param, keeping the rest (panes). */
function dropParam(name: string) {
  const { search } = currentLocation();
  const { [name]: _drop, ...rest } = search as Record<string, unknown>;
  navigate({ search: rest, replace: true });
}

/** Runs `handle` once per appearance of ?{name}= (StrictMode runs effects twice), then drops the param. */
function useOnceParam(name: string, ready: boolean, handle: (value: unknown) => void) {
  const param = useRouterState({ select: (st) => (st.location.search as Record<string, unknown>)[name] });
  const handled = useRef<unknown>(null);
  const handleRef = useRef(handle);
  handleRef.current = handle;
  useEffect(() => {
    if (param == null) {
      handled.current = null;
      return;
    }
    if (handled.current === param || !ready) return;
    handled.current = param;
    handleRef.current(param);
    dropParam(name);
  }, [param, ready, name]);
}

/** ?product={id} (the palette's 'Lägg i varukorgen', a scan elsewhere): add it once. */
export function useProductParam() {
  const loaded = useValue(() => catalog$.products.get().length > 0);
  useOnceParam('product', loaded, (v) => {
    const p = productById(Number(v));
    if (p) requestAddProduct(p);
  });
}

/** ?order={id}: the parked order's charges come into the cart. */
export function useOrderParam() {
  useOnceParam('order', true, (v) => {
    const id = Number(v);
    if (Number.isInteger(id) && id > 0) void loadOrderCart(id);
  });
}
