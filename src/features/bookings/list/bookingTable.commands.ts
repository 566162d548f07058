import { defineCommand } from '../../../commands/registry';
import { contributeContext } from '../../../commands/contextKeys';
import type { CommandContext, CommandDescriptor } from '../../../commands/types';

/** What the mounted booking list lets its commands do. */
export interface BookingListHandle {
  focusSearch(): void;
  focusTable(): void;
  clearFilters(): void;
  showState(filter: 'all' | 'cancelled' | 'unpaid'): void;
}

let handle: BookingListHandle | null = null;
/** The list installs itself while mounted (and contributes the `bookingList` key); returns the uninstall. */
export function installBookingListHandle(h: BookingListHandle): () => void {
  handle = h;
  const removeKey = contributeContext('bookingList', () => true);
  return () => {
    removeKey();
    if (handle === h) handle = null;
  };
}

const onList = (ctx: CommandContext) => ctx.bookingList === true || 'Bara på Bokningar';

/**
 * The booking list's verbs. Registered by the list while it is mounted, so the palette shows them
 * only on /bookings.
 */
export const bookingTableCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'bookings.focusSearch',
    title: 'Sök bokning',
    group: 'Bokningar',
    hotkey: '/',
    screen: '/bookings',
    keywords: ['sök', 'filtrera', 'bokningsnummer', 'gäst'],
    when: onList,
    run: () => handle?.focusSearch(),
  }),
  defineCommand({
    id: 'bookings.focusTable',
    title: 'Gå till bokningslistan',
    group: 'Bokningar',
    keywords: ['tabell', 'lista', 'rader'],
    when: onList,
    run: () => handle?.focusTable(),
  }),
  defineCommand({
    id: 'bookings.clearFilters',
    title: 'Rensa filter',
    group: 'Bokningar',
    keywords: ['visa alla', 'nollställ', 'sökning'],
    when: onList,
    run: () => handle?.clearFilters(),
  }),
  defineCommand({
    id: 'bookings.showCancelled',
    title: 'Visa avbokade bokningar',
    group: 'Bokningar',
    keywords: ['avbokningar', 'avbokad'],
    when: onList,
    run: () => handle?.showState('cancelled'),
  }),
  defineCommand({
    id: 'bookings.showUnpaid',
    title: 'Visa obetalda bokningar',
    group: 'Bokningar',
    keywords: ['kvar att betala', 'obetald'],
    when: onList,
    run: () => handle?.showState('unpaid'),
  }),
];
