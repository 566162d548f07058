import { contributeContext } from '../commands/contextKeys';
import { recentSearches$ } from '../data/search';
import { bookings$ } from '../data/stores';
import { bookingState, type BookingTimes } from '../domain/bookingState';
import { isLiveDraft } from '../domain/drafts';
import { installEntityKeys } from '../panes/checkin/booking.commands';
import { checkoutRouteId } from '../panes/checkin/bookingVerbs';
import { knownBooking } from '../panes/checkin/checkinFlow';
import { checkoutSaving$ } from '../panes/checkout/checkout.commands';
import { focusedDraft } from '../panes/drafts/drafts.commands';
import { installPrinterKey } from '../panes/printer/printer.commands';
import { installRegisterKey } from '../panes/registerDay/registerDay.commands';
import { installCartKeys } from '../panes/register/register.commands';

/** The keys of the logged-in console that no one screen owns; installed once with the shell's commands. */
export function installShellContext(): () => void {
  const removers = [
    installEntityKeys(),
    installPrinterKey(),
    installRegisterKey(),
    installCartKeys(),
    contributeContext('recentSearches', () => recentSearches$.peek().length),
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
  ];
  return () => removers.forEach((r) => r());
}
