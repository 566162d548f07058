import { contributeContext } from '../../../commands/contextKeys';
import { defineCommand } from '../../../commands/registry';
import { session$ } from '../../../data/session';
import type { CommandContext, CommandDescriptor } from '../../../commands/types';
import { bookings$, catalog$ } from '../../../data/stores';
import { can } from '../../../domain/permissions';
import { isRegistrationCardLanguage, printRegistrationCard } from './registrationCard';
import { previewOpen } from '../../../devices/printer/previewStore';
import { entityTarget } from '../../../shell/panes/target';
import { cardLanguageChooser$ } from './printerUi';

type CardArgs = { id?: number; language?: string } | undefined;

const target = (ctx: CommandContext, args?: CardArgs) => entityTarget('booking', ctx, args);

/** The customer as the working set knows it: the list carries the country, a saved booking also is_org. */
export function customerOf(id: number): {
  isOrg: boolean | null;
  countryId: number | null;
  hasCustomer: boolean | null;
} {
  const b = bookings$[id]?.peek();
  if (!b) return { isOrg: null, countryId: null, hasCustomer: null };
  const customer = b.customer as { is_org?: boolean; country_id?: number } | null | undefined;
  return {
    isOrg: customer?.is_org ?? null,
    countryId: customer?.country_id ?? (b.customer_country_id as number | null | undefined) ?? null,
    hasCustomer: b.customer_id != null || customer != null,
  };
}

/** bookings.md 2 and 4: private customers only, and only with a default printer on this computer. */
/** Whether this workstation has a default printer, as the `printer` key. */
export const installPrinterKey = () =>
  contributeContext('printer', () => ({ hasDefault: !!session$.workstation.peek()?.default_printer }));

export function canPrintRegistrationCard(ctx: CommandContext): true | string {
  if (!ctx.loggedIn || !ctx.level || !can(ctx.level, 'readBookings')) return 'Din behörighet räcker inte för det här.';
  const c = ctx.booking?.customer;
  if (!c) return 'Ingen bokning är vald';
  if (c.hasCustomer === false) return 'Bokningen saknar kund.';
  if (c.isOrg === true) return 'Registreringskort skrivs bara ut för privatpersoner.';
  if (!ctx.printer?.hasDefault) return 'Ingen standardskrivare är vald för den här datorn.';
  return true;
}

/** The customer's country language if it is one of the card's seven, as the server would choose. */
function customerLanguage(id: number): string | null {
  const countryId = customerOf(id).countryId;
  const country = countryId != null ? catalog$.countries.peek().find((c) => c.id === countryId) : null;
  return isRegistrationCardLanguage(country?.default_language) ? country.default_language : null;
}

export const printerCommands: CommandDescriptor[] = [
  defineCommand<CardArgs>({
    id: 'booking.printRegistrationCard',
    title: 'Skriv ut registreringskort',
    group: 'Bokning',
    entity: 'booking',
    keywords: ['registreringskort', 'skriv ut', 'utskrift', 'gästkort'],
    hotkey: 'alt+p',
    when: (ctx) => canPrintRegistrationCard(ctx),
    run: async (ctx, args) => {
      const id = target(ctx, args);
      if (id != null) await printRegistrationCard(id, args?.language);
    },
  }),
  defineCommand<CardArgs>({
    id: 'booking.printRegistrationCardIn',
    title: 'Skriv ut registreringskort på…',
    group: 'Bokning',
    entity: 'booking',
    keywords: ['registreringskort', 'språk', 'engelska', 'tyska', 'norska', 'danska', 'nederländska', 'franska'],
    when: (ctx) => canPrintRegistrationCard(ctx),
    run: (ctx, args) => {
      const id = target(ctx, args);
      if (id != null) cardLanguageChooser$.set({ bookingId: id, defaultLanguage: customerLanguage(id) });
    },
  }),
  defineCommand({
    id: 'printer.showPreview',
    title: 'Visa Virtuell Skrivare',
    group: 'Allmänt',
    keywords: ['skrivare', 'utskrifter', 'förhandsgranskning'],
    when: (ctx) => ctx.loggedIn,
    run: () => previewOpen.set(true),
  }),
];
