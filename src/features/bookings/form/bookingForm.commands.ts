import { defineCommand } from '../../../commands/registry';
import { guard, hasKey, hasModule, loggedIn, role } from '../../../commands/guards';
import type { CommandContext, CommandDescriptor } from '../../../commands/types';
import { BOOKING_FORM_TEXTS } from '../../../domain/bookingFormTexts';
import { bookingState } from '../../../domain/bookingState';
import { entityTarget, type IdArgs } from '../../../shell/panes/target';
import { activeBookingForm, BOOKING_FORM_LAYER, openBookingForm, openNewBooking } from './bookingFormStore';

/** The open booking form, as its commands judge it (contributed by the form while it is open). */
export interface BookingFormKey {
  mode: 'new' | 'resume' | 'edit';
  /** Saving would mail a confirmation: the button reads 'Spara & bekräfta'. */
  confirms: boolean;
  /** A drop-in: 'Spara och checka in' is offered. */
  dropIn: boolean;
  saving: boolean;
  hasCustomer: boolean;
  /** There is more than one category to choose from: alt+K opens 'Välj platskategori'. */
  categoryChoice?: boolean;
}

declare module '../../../commands/contextKeys' {
  interface ContextKeys {
    bookingForm: BookingFormKey | null;
  }
}

const writer = guard(loggedIn(), hasModule('PMS'), role('writeBookings', 'Din behörighet räcker inte'));
const formOpen = hasKey('bookingForm', 'Inget bokningsformulär är öppet');
const notSaving = (ctx: CommandContext) => !ctx.bookingForm?.saving || 'Sparar…';
const inForm = { group: 'Bokningsformulär', scope: 'modal' as const, owner: BOOKING_FORM_LAYER, hidden: true };

/** Why a booking cannot be edited, or true (its type and state as the console knows them). */
export function editRefusal(b: Parameters<typeof bookingState>[0] | null | undefined): true | string {
  if (!b) return true;
  const state = bookingState(b);
  if (state === 'cancelled') return 'Bokningen är avbokad';
  if (state === 'checked_out') return 'Bokningen är utcheckad';
  return true;
}

/**
 * The booking form's keys (bookings.md 2 "Booking form dialog"): ctrl+Enter saves ('Spara & bekräfta' when
 * a confirmation will be mailed, else 'Spara bokning'; the two never hold at once), ctrl+shift+Enter saves a
 * drop-in and checks it in. Inside the form, alt+shift+N and alt+E are its customer buttons and alt+K opens
 * the dialog of every category ('Välj platskategori').
 */
export const bookingFormCommands: CommandDescriptor[] = [
  defineCommand({
    id: 'bookingForm.save',
    title: BOOKING_FORM_TEXTS.save,
    hotkey: 'mod+enter',
    ...inForm,
    when: guard(formOpen, (ctx) => !ctx.bookingForm?.confirms || 'Bokningen bekräftas när den sparas', notSaving),
    run: () => activeBookingForm()?.save('save'),
  }),
  defineCommand({
    id: 'bookingForm.saveAndConfirm',
    title: BOOKING_FORM_TEXTS.saveAndConfirm,
    hotkey: 'mod+enter',
    ...inForm,
    when: guard(formOpen, (ctx) => ctx.bookingForm?.confirms === true || 'Ingen bekräftelse skickas', notSaving),
    run: () => activeBookingForm()?.save('save'),
  }),
  defineCommand({
    id: 'bookingForm.saveAndCheckIn',
    title: BOOKING_FORM_TEXTS.saveAndCheckIn,
    hotkey: 'mod+shift+enter',
    ...inForm,
    when: guard(formOpen, (ctx) => ctx.bookingForm?.dropIn === true || 'Incheckningen är inte idag', notSaving),
    run: () => activeBookingForm()?.save('saveAndCheckIn'),
  }),
  defineCommand({
    id: 'bookingForm.newCustomer',
    title: 'Ny Kund',
    hotkey: 'alt+shift+n',
    ...inForm,
    when: formOpen,
    run: () => activeBookingForm()?.newCustomer(),
  }),
  defineCommand({
    id: 'bookingForm.editCustomer',
    title: 'Redigera Kund',
    hotkey: 'alt+e',
    ...inForm,
    when: guard(formOpen, (ctx) => ctx.bookingForm?.hasCustomer === true || 'Ingen kund vald'),
    run: () => activeBookingForm()?.editCustomer(),
  }),
  defineCommand({
    id: 'bookingForm.chooseCategory',
    title: 'Välj platskategori',
    hotkey: 'alt+k',
    ...inForm,
    when: guard(formOpen, (ctx) => ctx.bookingForm?.categoryChoice === true || 'Det finns bara en kategori'),
    run: () => activeBookingForm()?.chooseCategory(),
  }),
];

/** The verbs that open the form: from a booking (edit) and from a customer (new, customer chosen). */
export const bookingFormOpenCommands: CommandDescriptor[] = [
  defineCommand<IdArgs>({
    id: 'booking.edit',
    title: 'Redigera bokning',
    group: 'Bokning',
    entity: 'booking',
    keywords: ['ändra bokning', 'omboka', 'ändra datum', 'byt plats'],
    hotkey: 'alt+e',
    scope: 'pane',
    owner: 'entity',
    when: guard(writer, hasKey('booking', 'Ingen bokning är öppen'), (ctx) => {
      // alt+E over a customer pane on top is that customer's 'Redigera kund'.
      if (ctx.entity?.type !== 'booking' && ctx.pane && ctx.pane.param !== 'booking')
        return 'Bokningen ligger inte överst';
      return editRefusal(ctx.booking?.known);
    }),
    run: (ctx, args) => {
      const id = entityTarget('booking', ctx, args);
      if (id == null) return;
      // A draft is resumed as the new booking it still is; a season booking copied to the next season is an
      // unconfirmed draft too, but one with its own life (seasons): it is edited, never resumed and discarded.
      const known = ctx.booking?.known;
      const draft = known?.is_draft === true && !known.confirmed_at && known.type !== 'season';
      openBookingForm({ mode: draft ? 'resume' : 'edit', bookingId: id });
    },
  }),
  defineCommand<IdArgs>({
    id: 'customer.newBooking',
    title: 'Ny bokning',
    group: 'Kund',
    entity: 'customer',
    keywords: ['boka', 'skapa bokning'],
    when: guard(writer, hasKey('customer', 'Ingen kund är öppen')),
    run: (ctx, args) => {
      const id = entityTarget('customer', ctx, args);
      if (id != null) openNewBooking(id);
    },
  }),
];
