import { observable } from '@legendapp/state';

export const ORDERS_PATH = '/orders';

/**
 * The order row the /orders list has selected. Parked orders are no EntityType, so the list keeps
 * its own selection for the orders.* commands; it lives while the screen is shown.
 */
export const selectedOrderId$ = observable<number | null>(null);

export type SplitMode = 'even' | 'manual';
/** The 'Dela nota' dialog: which order, opened on which way of splitting. */
export const split$ = observable<{ orderId: number; mode: SplitMode } | null>(null);

type FocusListener = (id: number | null) => void;
const focusListeners = new Set<FocusListener>();
/** Asks the list to put the keyboard on a row (after a rename, a split, a delete). */
export function requestOrderFocus(id: number | null) {
  focusListeners.forEach((l) => l(id));
}
export function onOrderFocusRequest(l: FocusListener) {
  focusListeners.add(l);
  return () => {
    focusListeners.delete(l);
  };
}
