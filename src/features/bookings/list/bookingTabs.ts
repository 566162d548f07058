import { currentLocation, navigate } from '../../../navigation/navigation';
import { defineCommand } from '../../../commands/registry';
import type { CommandDescriptor } from '../../../commands/types';
import { LIST_SEARCH_KEYS } from './listParams';
import { SEASON_PARAM } from './seasonList';

/** The tabs of /bookings/{tab?}: the tab is the path's last segment. */
export const BOOKING_TABS = [
  { id: 'bookings', segment: null, path: '/bookings', title: 'Bokningar' },
  { id: 'groups', segment: 'grupper', path: '/bookings/grupper', title: 'Gruppbokningar' },
  { id: 'seasons', segment: 'sasong', path: '/bookings/sasong', title: 'Säsongsbokningar' },
] as const;
export type BookingTab = (typeof BOOKING_TABS)[number]['id'];

export const tabOfSegment = (segment: string | undefined): BookingTab =>
  BOOKING_TABS.find((t) => t.segment != null && t.segment === segment)?.id ?? 'bookings';
const tabOfPath = (path: string): BookingTab | null =>
  BOOKING_TABS.find((t) => t.segment != null && path === t.path)?.id ??
  (/^\/bookings\/?$/.test(path) ? 'bookings' : null);

// Set by a tab switch, taken by the list that mounts: the keyboard lands in the new table.
let gridFocusWanted = false;
export function takeGridFocusRequest(): boolean {
  const wanted = gridFocusWanted;
  gridFocusWanted = false;
  return wanted;
}

/** Shows a tab; the other list's filters stay behind (they mean other things), open panes stay. */
export function showBookingTab(tab: BookingTab) {
  const { pathname, search } = currentLocation();
  const target = BOOKING_TABS.find((t) => t.id === tab)!;
  if (tabOfPath(pathname) === tab) return;
  const rest: Record<string, unknown> = { ...(search as Record<string, unknown>) };
  for (const k of [...LIST_SEARCH_KEYS, SEASON_PARAM]) delete rest[k];
  gridFocusWanted = true;
  navigate({ to: target.path, search: rest });
}

const onTab = (tab: BookingTab) => (c: { path: string }) => {
  const at = tabOfPath(c.path);
  if (at == null) return 'Bara på Bokningar';
  return at !== tab || 'Visas redan';
};

/** Registered by the bookings screen while it is shown. */
export const bookingTabCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'bookings.showGroups',
    title: 'Visa gruppbokningar',
    group: 'Bokningar',
    keywords: ['grupper', 'gruppbokning', 'flik'],
    when: onTab('groups'),
    run: () => showBookingTab('groups'),
  }),
  defineCommand({
    id: 'bookings.showSeasons',
    title: 'Visa säsongsbokningar',
    group: 'Bokningar',
    keywords: ['säsong', 'säsongsbokning', 'säsongsplats', 'kopiera till nästa säsong', 'flik'],
    when: onTab('seasons'),
    run: () => showBookingTab('seasons'),
  }),
  defineCommand({
    id: 'bookings.showBookings',
    title: 'Visa bokningar',
    group: 'Bokningar',
    keywords: ['bokningslista', 'flik'],
    when: onTab('bookings'),
    run: () => showBookingTab('bookings'),
  }),
];
