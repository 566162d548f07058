// Parked orders on the client: what a row shows, and the local list kept in step with what the
// server answered (realtime refreshes it too, but the cashier should not wait for the echo).
import { ApiError } from '../../../data/api';
import { showSnackbar } from '../../../data/snackbars';
import { catalog$ } from '../../../data/stores';
import type { ParkedOrder } from '../../../contracts/parkedOrders';
import type { Charge } from '../../../contracts/till';
import { chargeLineTotalOre, toDiscountType, unitPriceOre, type ChargePricing } from '../../../domain/discount';
import { formatKr } from '../../../domain/money';

export type ParkedCharge = Charge;
export type { ParkedOrder };

/** The order that already has the name asked for (the data of a 422 order_name_exists). */
export const takenOrderId = (e: ApiError): unknown => (e.data as { order_id?: unknown } | null)?.order_id;

export const ORDER_TEXTS = {
  title: 'Parkerade notor',
  empty: 'Det finns inga parkerade notor',
  notFound: 'Den parkerade notan hittades inte',
  nameRequired: 'Ange ett namn',
} as const;

export const pricingOf = (c: ParkedCharge): ChargePricing => ({
  quantity: c.quantity,
  price: c.price,
  originalPrice: c.original_price ?? null,
  discountType: toDiscountType(c.discount_type),
  discountValue: c.discount_value ?? 0,
});
export const chargeTotalOre = (c: ParkedCharge) => chargeLineTotalOre(pricingOf(c));
export const chargeUnitOre = (c: ParkedCharge) => unitPriceOre(pricingOf(c));
export const orderTotalOre = (o: ParkedOrder) => o.charges.reduce((sum, c) => sum + chargeTotalOre(c), 0);
/** An amount as the lists show it; one beyond the safe-integer range (stored before the bounds) shows '–'. */
export const krText = (ore: number) => (Number.isSafeInteger(ore) ? formatKr(ore) : '–');

/** Thousandths as units with a decimal comma: 1500 → '1,5'. */
export const formatQuantity = (q: number) => String(q / 1000).replace('.', ',');

export const parkedOrders = () => catalog$.parkedOrders.peek();
export const findOrder = (id: number | null | undefined) =>
  id == null ? undefined : parkedOrders().find((o) => o.id === id);

/** Puts the server's copies in the list: replaced in place, new ones last (the server orders by creation). */
export function upsertOrders(orders: ParkedOrder[]) {
  catalog$.parkedOrders.set((list) => {
    const byId = new Map(orders.map((o) => [o.id, o]));
    const kept = list.map((o) => byId.get(o.id) ?? o);
    return [...kept, ...orders.filter((o) => !list.some((l) => l.id === o.id))];
  });
}

export function removeOrderLocally(id: number) {
  catalog$.parkedOrders.set((list) => list.filter((o) => o.id !== id));
}

export const isNotFound = (e: unknown) =>
  e instanceof ApiError && (e.status === 404 || e.code === 'parked_order_not_found');

/** A call made silent shows its own failure: the first field message, the server's text, or the generic one. */
export function failureText(e: unknown): string {
  if (!(e instanceof ApiError)) return 'Ett oväntat fel inträffade';
  const first = Object.values(e.fieldErrors)[0]?.[0];
  if (first) return first;
  return e.status >= 500 || !e.message ? `Ett oväntat fel inträffade. Felkod: ${e.status}` : e.message;
}

/** Status 0 and 401 were already handled by the API client; anything else gets a snackbar. */
export function showFailure(e: unknown) {
  if (
    e instanceof ApiError &&
    (e.status === 0 || e.status === 401 || (e.status === 403 && e.code === 'update_required'))
  )
    return;
  showSnackbar('error', failureText(e));
}
