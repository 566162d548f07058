import { defineCommand } from '../../commands/registry';
import { guard, hasKey, hasModule, loggedIn } from '../../commands/guards';
import type { CommandDescriptor } from '../../commands/types';
import { api } from '../../data/api';
import { bookings$ } from '../../data/stores';
import { showSnackbar } from '../../data/snackbars';
import { closePane, openBooking, openBookingGroup, openCustomer, openPosition, openProduct, topPane } from './open';
import { entityTarget, type IdArgs } from './target';

const targetId = entityTarget;

// Booking features need the PMS module (shell.md 6); products are the till's and always there.
const loggedInPms = guard(loggedIn(), hasModule('PMS'));

/** Copies text; navigator.clipboard needs a secure context, the textarea fallback covers the rest. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = Object.assign(document.createElement('textarea'), { value: text });
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

async function bookingNumber(id: number): Promise<string | null> {
  const local = bookings$[id]?.booking_number.peek();
  if (local) return local;
  const d = await api<{ booking: { booking_number: string } }>('GET', `bookings/${id}`);
  return d.booking.booking_number;
}

/** The verbs of each entity: the palette shows them on the entity's page, the panes' buttons run them. */
export const entityCommands: CommandDescriptor[] = [
  defineCommand<IdArgs>({
    id: 'booking.open',
    title: 'Öppna bokning',
    group: 'Bokning',
    entity: 'booking',
    keywords: ['visa bokning', 'bokningsinformation'],
    when: loggedInPms,
    run: (ctx, args) => {
      const id = targetId('booking', ctx, args);
      if (id) openBooking(id);
    },
  }),
  defineCommand<IdArgs>({
    id: 'booking.copyNumber',
    title: 'Kopiera bokningsnummer',
    group: 'Bokning',
    entity: 'booking',
    keywords: ['kopiera', 'urklipp'],
    hotkey: 'alt+c',
    scope: 'pane',
    owner: 'entity',
    when: guard(loggedIn(), hasKey('booking', 'Ingen bokning är öppen')),
    run: async (ctx, args) => {
      const id = targetId('booking', ctx, args);
      const number = id ? await bookingNumber(id) : null;
      if (number && (await copyText(number))) showSnackbar('success', 'Text kopierad');
    },
  }),
  defineCommand<IdArgs>({
    id: 'customer.open',
    title: 'Öppna kund',
    group: 'Kund',
    entity: 'customer',
    keywords: ['kundkort', 'kundinformation'],
    when: loggedInPms,
    run: (ctx, args) => {
      const id = targetId('customer', ctx, args);
      if (id) openCustomer(id);
    },
  }),
  defineCommand<IdArgs>({
    id: 'position.showOnMap',
    title: 'Visa på kartan',
    group: 'Plats',
    entity: 'position',
    keywords: ['karta', 'plats'],
    when: loggedInPms,
    run: (ctx, args) => {
      const id = targetId('position', ctx, args);
      if (id) openPosition(id);
    },
  }),
  defineCommand<IdArgs>({
    id: 'bookingGroup.open',
    title: 'Öppna gruppbokning',
    group: 'Bokning',
    entity: 'booking_group',
    keywords: ['grupp', 'gruppbokning'],
    when: loggedInPms,
    run: (ctx, args) => {
      const id = targetId('booking_group', ctx, args);
      if (id) openBookingGroup(id);
    },
  }),
  defineCommand<IdArgs>({
    id: 'product.addToCart',
    title: 'Lägg i varukorgen',
    group: 'Kassa',
    entity: 'product',
    keywords: ['sälj', 'kassa', 'varukorg'],
    when: loggedIn(),
    run: (ctx, args) => {
      const id = targetId('product', ctx, args);
      if (id) openProduct(id);
    },
  }),
  defineCommand({
    id: 'pane.close',
    title: 'Stäng panelen',
    group: 'Allmänt',
    hotkey: 'escape',
    scope: 'pane',
    owner: 'entity',
    hidden: true,
    when: hasKey('pane', false),
    run: () => {
      const top = topPane();
      if (top) closePane(top.param);
    },
  }),
];
