import { contributeContext } from '../commands/contextKeys';
import { recentSearches$ } from '../data/search';
import { bookings$ } from '../data/stores';
import { bookingState, type BookingTimes } from '../domain/bookingState';
import { isLiveDraft } from '../domain/drafts';
import { installEntityKeys } from '../features/bookings/booking.commands';
import { checkoutRouteId } from '../domain/bookingVerbs';
import { knownBooking } from '../features/reception/checkin/checkinFlow';
import { checkoutSaving$ } from '../features/reception/checkout/checkout.commands';
import { focusedDraft } from '../shell/drafts/drafts.commands';
import { installPrinterKey } from '../features/till/printer/printer.commands';
import { installRegisterKey } from '../features/till/registerDay/registerDay.commands';
import { installCartKeys } from '../features/till/register/till.commands';

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
