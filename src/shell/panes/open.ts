import { currentLocation, navigate } from '../../navigation/navigation';
import { panesFromSearch, type PaneParam } from './paneParams';

export { PANE_PARAMS, type PaneParam } from './paneParams';

// Routes declare no search schema: the panes' params ride along with whatever screen is shown.

/**
 * Opens a pane over the current screen by adding `?{param}=id` (other params kept), so it is
 * addressable and back/forward work. Re-opening moves the param last: the last one is on top.
 */
export function openPane(param: PaneParam, id: number) {
  const { search } = currentLocation();
  const { [param]: old, ...rest } = search;
  // The router keeps a deep-equal search object as it was, key order included: take the pane
  // out first so that putting it back puts it on top.
  if (old != null && panesFromSearch(search).at(-1)?.param !== param) navigate({ search: rest, replace: true });
  navigate({ search: { ...rest, [param]: id } });
}

export function closePane(param: PaneParam) {
  const { [param]: _old, ...rest } = currentLocation().search;
  navigate({ search: rest });
}

export const openPanes = () => panesFromSearch(currentLocation().search);
export const topPane = () => openPanes().at(-1) ?? null;
export const openPaneId = (param: PaneParam) => openPanes().find((p) => p.param === param)?.id ?? null;

export const openBooking = (id: number) => openPane('booking', id);
export const openCustomer = (id: number) => openPane('customer', id);
export const openBookingGroup = (id: number) => openPane('group', id);
export const openInvoice = (id: number) => openPane('invoice', id);

/** The map with that position (shell.md 2.9); the map is the destination, so panes are left behind. */
export function openPosition(id: number) {
  navigate({ to: `/map/${id}` });
}

/** The till reads ?product= and adds it to the cart (shell.md 2.9: a product result adds the product). */
export function openProduct(id: number) {
  navigate({ to: '/register', search: { product: id } });
}
