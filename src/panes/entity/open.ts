import { router } from '../../routes/router';
import { panesFromSearch, type PaneParam } from './paneParams';

export { PANE_PARAMS, type PaneParam } from './paneParams';

type Search = Record<string, unknown>;

const navigate = (to: string, search: Search, replace = false) =>
  // Routes declare no search schema: the panes' params ride along with whatever screen is shown.
  void router.navigate({ to, search, replace } as never);

/**
 * Opens a pane over the current screen by adding `?{param}=id` (other params kept), so it is
 * addressable and back/forward work. Re-opening moves the param last: the last one is on top.
 */
export function openPane(param: PaneParam, id: number) {
  const { pathname, search } = router.state.location;
  const { [param]: old, ...rest } = search as Search;
  // The router keeps a deep-equal search object as it was, key order included: take the pane
  // out first so that putting it back puts it on top.
  if (old != null && panesFromSearch(search as Search).at(-1)?.param !== param) navigate(pathname, rest, true);
  navigate(pathname, { ...rest, [param]: id });
}

export function closePane(param: PaneParam) {
  const { pathname, search } = router.state.location;
  const { [param]: _old, ...rest } = search as Search;
  navigate(pathname, rest);
}

export const openPanes = () => panesFromSearch(router.state.location.search as Search);
export const topPane = () => openPanes().at(-1) ?? null;
export const openPaneId = (param: PaneParam) => openPanes().find((p) => p.param === param)?.id ?? null;

export const openBooking = (id: number) => openPane('booking', id);
export const openCustomer = (id: number) => openPane('customer', id);
export const openBookingGroup = (id: number) => openPane('group', id);

/** The map with that position (shell.md 2.9); the map is the destination, so panes are left behind. */
export function openPosition(id: number) {
  navigate(`/map/${id}`, {});
}

/** The till reads ?product= and adds it to the cart (shell.md 2.9: a product result adds the product). */
export function openProduct(id: number) {
  navigate('/register', { product: id });
}
