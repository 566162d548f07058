import { useEffect } from 'react';
import { contributeContext } from '../../../commands/contextKeys';
import { guard, hasKey, hasModule, loggedIn, role } from '../../../commands/guards';
import { defineCommand, registerCommands } from '../../../commands/registry';
import type { CommandContext, CommandDescriptor } from '../../../commands/types';
import { setPaneTab } from './paneTabs';

declare module '../../../commands/contextKeys' {
  interface ContextKeys {
    /** The open booking pane's booking when it is a season booking (its price card's pen acts on it). */
    seasonBooking: { id: number; cancelled: boolean } | null;
  }
}

/** The pane tab and the focus layer of the price card's edit mode (Escape leaves the edit, not the pane). */
export const CHARGES_TAB = 'charges';
export const SEASON_PRICE_LAYER = 'seasonPrice';

// The pen (button, key, palette) asks; the card, mounted now or once its tab shows, takes the request.
let requested: number | null = null;
const listeners = new Set<() => void>();
export function requestSeasonPriceEdit(bookingId: number) {
  requested = bookingId;
  setPaneTab('booking', CHARGES_TAB);
  for (const l of [...listeners]) l();
}
/** True once per request for this booking. */
export function takeSeasonPriceEdit(bookingId: number): boolean {
  if (requested !== bookingId) return false;
  requested = null;
  return true;
}
export function onSeasonPriceEdit(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const writer = guard(loggedIn(), hasModule('PMS'), role('writeBookings', 'Din behörighet räcker inte'));
const bookingOnTop = (ctx: CommandContext) =>
  (ctx.focus.pane === 'entity' && ctx.pane?.param === 'booking') || 'Ingen bokning är öppen';

/** The price card's pen ('Ändra säsongspris'): registered while a booking pane is open. */
export const seasonPriceCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'booking.editSeasonPrice',
    title: 'Ändra säsongspris',
    label: 'Ändra pris',
    group: 'Bokning',
    keywords: ['säsong', 'pris', 'platsavgift', 'avgifter', 'säsongspris'],
    hotkey: 'alt+shift+e',
    scope: 'pane',
    owner: 'entity',
    when: guard(
      writer,
      bookingOnTop,
      hasKey('seasonBooking', 'Bokningen är inte en säsongsbokning'),
      (ctx) => !ctx.seasonBooking?.cancelled || 'Bokningen är avbokad',
    ),
    run: (ctx) => {
      if (ctx.seasonBooking) requestSeasonPriceEdit(ctx.seasonBooking.id);
    },
  }),
];

// One registration however many booking panes are mounted (a pane below another stays mounted).
let users = 0;
let unregister: (() => void) | null = null;

/** The booking pane: registers the command and, for a season booking, contributes `seasonBooking`. */
export function useSeasonPriceCommand(bookingId: number, isSeason: boolean, cancelled: boolean) {
  useEffect(() => {
    if (users++ === 0) unregister = registerCommands(seasonPriceCommands);
    return () => {
      if (--users === 0) {
        unregister?.();
        unregister = null;
      }
    };
  }, []);
  useEffect(
    () => (isSeason ? contributeContext('seasonBooking', () => ({ id: bookingId, cancelled })) : undefined),
    [bookingId, isSeason, cancelled],
  );
}
