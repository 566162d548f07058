import { contributeContext } from '../commands/contextKeys';
import type { BookingKey } from '../commands/contextKeys';
import type { BaseContext } from '../commands/types';
import { recentSearches$ } from '../data/search';
import { session$ } from '../data/session';
import { bookings$ } from '../data/stores';
import { bookingState, type BookingTimes } from '../domain/bookingState';
import { isLiveDraft } from '../domain/drafts';
import { checkoutRouteId } from '../panes/checkin/bookingVerbs';
import { checkinResult$, knownBooking } from '../panes/checkin/checkinFlow';
import { checkoutSaving$ } from '../panes/checkout/checkout.commands';
import { focusedDraft } from '../panes/drafts/drafts.commands';
import { openPanes, topPane } from '../panes/entity/open';
import { entityTarget } from '../panes/entity/target';
import { customerOf } from '../panes/printer/printer.commands';
import { findOrder } from '../panes/orders/ordersData';
import { selectedOrderId$ } from '../panes/orders/ordersUi';
import { currentRegister } from '../panes/registerDay/registerDay';

/** The booking as the console knows it, else as the list that selected it shows it (copied). */
export function bookingKey(base: BaseContext): BookingKey | null {
  const id = entityTarget('booking', base);
  if (id == null) return null;
  const known = knownBooking(id) ?? (base.selected?.type === 'booking' && base.selected.id === id ? base.selected.booking : null);
  return { id, known: known ? { ...(known as BookingKey['known'] & object) } : null, customer: customerOf(id) };
}

/** The booking group the keyboard is on: the palette's group page, or the group pane with focus. */
function groupKey(base: BaseContext): number | null {
  if (base.entity?.type === 'booking_group') return base.entity.id;
  const top = topPane();
  return base.focus.pane === 'entity' && top?.param === 'group' ? top.id : null;
}

/** The keys of the logged-in console, snapshotted at each judgement; installed once with the shell's commands. */
export function installShellContext(): () => void {
  const removers = [
    contributeContext('pane', () => topPane()),
    contributeContext('panes', () => openPanes()),
    contributeContext('booking', bookingKey),
    contributeContext('group', groupKey),
    contributeContext('customer', (base) => entityTarget('customer', base)),
    contributeContext('printer', () => ({ hasDefault: !!session$.workstation.peek()?.default_printer })),
    contributeContext('recentSearches', () => recentSearches$.peek().length),
    contributeContext('checkinShown', () => {
      const r = checkinResult$.peek();
      return r?.status === 'done' ? r.booking.id : null;
    }),
    contributeContext('checkout', (base) => {
      const id = checkoutRouteId(base.path);
      if (id == null) return null;
      const b = knownBooking(id);
      return { id, state: b ? bookingState(b as unknown as BookingTimes) : null, saving: checkoutSaving$.peek() };
    }),
    contributeContext('draft', (base) => {
      const id = base.entity?.type === 'booking' ? base.entity.id : focusedDraft();
      if (id == null) return null;
      const b = bookings$[id].peek();
      return { id, live: b != null && isLiveDraft(b, Date.now()) };
    }),
    contributeContext('register', () => {
      const r = currentRegister();
      return r ? { id: r.id ?? null, openedAt: r.opened_at ?? null, registered: !!r.is_registered } : null;
    }),
    contributeContext('order', () => (findOrder(selectedOrderId$.peek()) ? selectedOrderId$.peek() : null)),
  ];
  return () => removers.forEach((r) => r());
}
