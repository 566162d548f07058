import { formatKr } from '../../src/domain/money';
import type { FoundBooking } from './bookingSearch';
import type { FoundCustomer } from './customerSearch';
import type { FoundGroup, FoundPosition, FoundProduct } from './catalogSearch';

export type SearchResultType = 'customer' | 'booking' | 'position' | 'booking_group' | 'product' | 'query';

/** One row of the search dialog (shell.md 3, Search result). */
export interface SearchResult {
  type: SearchResultType;
  id: number;
  unique_id: string;
  group_title: string;
  title: string;
  subtitle: string;
  avatar: { color: string; text: string | null; icon: string | null };
}

export const GROUP_TITLES: Record<Exclude<SearchResultType, 'query'>, string> = {
  booking: 'Bokningar',
  customer: 'Kunder',
  position: 'Platser',
  booking_group: 'Gruppbokningar',
  product: 'Produkter',
};

const item = (
  type: Exclude<SearchResultType, 'query'>,
  id: number,
  title: string,
  subtitle: string,
  avatar: SearchResult['avatar'],
): SearchResult => ({
  type,
  id,
  unique_id: `${type}-${id}`,
  group_title: GROUP_TITLES[type],
  title,
  subtitle,
  avatar,
});

const join = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

export function initials(name: string): string {
  const letters = name
    .split(/[\s\-&]+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]);
  return letters.join('').toUpperCase() || '?';
}

type BookingStateFields = Pick<
  FoundBooking,
  'is_draft' | 'deleted_at' | 'checked_in_at' | 'checked_out_at' | 'check_in' | 'check_out'
>;

/** The state a booking is in, as the lists label it (bookings.md), with a colour and an icon. */
export function bookingState(b: BookingStateFields, today: string): { label: string; color: string; icon: string } {
  if (b.is_draft) return { label: 'Utkast', color: 'orange', icon: 'mdi-calendar-clock' };
  if (b.deleted_at) return { label: 'Avbokad', color: 'red', icon: 'mdi-calendar-remove' };
  if (b.checked_out_at) return { label: 'Utcheckad', color: 'grey', icon: 'mdi-calendar-check' };
  if (b.checked_in_at) return { label: 'Incheckad', color: 'green', icon: 'mdi-calendar-account' };
  const checkIn = b.check_in,
    checkOut = b.check_out;
  if (checkOut < today) return { label: 'Passerad', color: 'grey', icon: 'mdi-calendar-blank' };
  if (checkIn < today) return { label: 'Försenad', color: 'deep-orange', icon: 'mdi-calendar-alert' };
  if (checkIn === today) return { label: 'Ankommer idag', color: 'teal', icon: 'mdi-calendar-arrow-right' };
  return { label: 'Kommande', color: 'blue', icon: 'mdi-calendar' };
}

export function bookingResult(b: FoundBooking, today: string): SearchResult {
  const state = bookingState(b, today);
  return item(
    'booking',
    b.id,
    `${b.booking_number} ${b.customer_name || 'Okänd kund'}`,
    join(b.position_name, `${b.check_in} – ${b.check_out}`, state.label),
    { color: state.color, text: null, icon: state.icon },
  );
}

export function customerResult(c: FoundCustomer): SearchResult {
  return item('customer', c.id, c.full_name || 'Namnlös kund', join(c.email, c.phone, c.city), {
    color: c.color,
    text: initials(c.full_name),
    icon: c.is_org ? 'mdi-domain' : null,
  });
}

export function positionResult(p: FoundPosition): SearchResult {
  return item(
    'position',
    p.id,
    p.full_name,
    p.occupant != null ? `Incheckad: ${p.occupant || 'okänd gäst'}` : 'Ingen incheckad just nu',
    { color: p.occupant != null ? 'green' : 'blue-grey', text: p.name, icon: 'mdi-map-marker' },
  );
}

export function groupResult(g: FoundGroup): SearchResult {
  const dates = g.first_check_in && `${g.first_check_in} – ${g.last_check_out}`;
  const count = `${g.bookings} ${g.bookings === 1 ? 'bokning' : 'bokningar'}`;
  return item(
    'booking_group',
    g.id,
    `${g.booking_number} ${g.name || g.customer_name || ''}`.trim(),
    join(g.deleted ? 'Borttagen' : count, g.name && g.customer_name !== g.name && g.customer_name, dates),
    { color: g.deleted ? 'red' : 'pink', text: null, icon: 'mdi-account-group' },
  );
}

export function productResult(p: FoundProduct): SearchResult {
  return item(
    'product',
    p.id,
    p.name,
    join(p.price > 0 ? formatKr(p.price) : 'Valfritt pris', p.group_name, p.barcode && `Streckkod ${p.barcode}`),
    { color: p.gui_color, text: null, icon: 'mdi-tag' },
  );
}
