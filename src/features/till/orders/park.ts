// Parking the register's cart as a named order (money.md 7 "Parked orders"): a name that is
// already taken asks whether to add the cart to that order.
import { api, ApiError } from '../../../data/api';
import { askInput, confirmAction } from '../../../data/dialogs';
import { showSnackbar } from '../../../data/snackbars';
import type { ChargePricing } from '../../../domain/discount';
import { ORDER_TEXTS, showFailure, takenOrderId, upsertOrders, type ParkedOrder } from './ordersData';

/** A cart line as parking needs it: the pricing of src/domain plus what the charge is. */
export interface ParkLine extends ChargePricing {
  productId: number;
  clientId?: string | null;
  positionId?: number | null;
  caption?: string | null;
  note?: string | null;
  deliveryDate?: string | null;
}

/** The server's items shape (server/parkedOrders/routes.ts): new charges, so no ids. */
export function toParkItems(lines: readonly ParkLine[]) {
  return lines.map((l) => ({
    client_id: l.clientId ?? null,
    product_id: l.productId,
    position_id: l.positionId ?? null,
    quantity: l.quantity,
    price: l.price,
    original_price: l.originalPrice ?? null,
    discount_type: l.discountType,
    discount_value: l.discountValue ?? 0,
    caption: l.caption ?? null,
    note: l.note ?? null,
    delivery_date: l.deliveryDate ?? null,
  }));
}

export const PARK_TEXTS = {
  header: 'Parkera nota',
  label: 'Namn på notan',
  addToExisting: (name: string) => `Det finns redan en nota med namnet ${name}. Vill du lägga till i den?`,
  parked: (name: string) => `Notan ${name} har parkerats`,
  added: (name: string) => `Varorna har lagts till i notan ${name}`,
  emptyCart: 'Lägg till minst en vara',
} as const;

/**
 * Asks for a name (prefilled with `name`) and parks the lines. A taken name asks to add to that
 * order; saying no goes back to the name. Resolves true once parked, so the caller clears the cart;
 * false when cancelled or refused by the server (the message is shown).
 */
export async function parkCart(lines: readonly ParkLine[], { name }: { name?: string } = {}): Promise<boolean> {
  if (lines.length === 0) {
    showSnackbar('warning', PARK_TEXTS.emptyCart);
    return false;
  }
  const items = toParkItems(lines);
  let prefilled = name ?? '';
  for (;;) {
    const typed = await askInput({
      header: PARK_TEXTS.header,
      label: PARK_TEXTS.label,
      prefilledValue: prefilled,
      maxLength: 100,
      validate: (v) => (v.trim() ? null : ORDER_TEXTS.nameRequired),
    });
    if (typed == null) return false;
    const chosen = typed.trim();
    prefilled = chosen;
    try {
      const d = await api<{ parked_order: ParkedOrder }>('POST', 'parked-orders/create', {
        body: { name: chosen, items },
        silent: true,
      });
      upsertOrders([d.parked_order]);
      showSnackbar('success', PARK_TEXTS.parked(d.parked_order.name));
      return true;
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 'order_name_exists' && takenOrderId(e))) {
        showFailure(e);
        return false;
      }
      const add = await confirmAction({ header: PARK_TEXTS.header, body: PARK_TEXTS.addToExisting(chosen) });
      if (!add) continue;
      try {
        const d = await api<{ parked_order: ParkedOrder }>('POST', 'parked-orders/update', {
          body: { id: Number(takenOrderId(e)), items, add: true },
          silent: true,
        });
        upsertOrders([d.parked_order]);
        showSnackbar('success', PARK_TEXTS.added(d.parked_order.name));
        return true;
      } catch (e2) {
        showFailure(e2);
        return false;
      }
    }
  }
}
