// Which booking form is open ('Ny bokning' or 'Redigera bokning'), and the open form's handle for the
// commands that act inside it. Small on purpose: the shell's commands import it, the form's code
// loads apart (lazyDialog).
import { observable } from '@legendapp/state';
import { KEYS, readJson, writeJson } from '../../../data/storage';

/** The form's focus layer: its commands (bookingForm.commands.ts) fire only while it is on top. */
export const BOOKING_FORM_LAYER = 'bookingForm';

export type BookingFormRequest =
  /** A new booking; `customerId` preselects the customer (the customer pane's 'Ny bokning'). */
  | { mode: 'new'; customerId?: number; seq: number }
  /** A draft left open (top bar's drafts): the form 'Ny bokning' again, holding the same draft. */
  | { mode: 'resume'; bookingId: number; seq: number }
  /** 'Redigera bokning' of a saved booking. */
  | { mode: 'edit'; bookingId: number; seq: number };

/** Opens when true: lazyDialog holds the keys typed from this moment until the form's first field has the focus. */
export const bookingFormOpen$ = observable(false);
export const bookingFormRequest$ = observable<BookingFormRequest | null>(null);

let seq = 0;
type Open = { mode: 'new'; customerId?: number } | { mode: 'resume' | 'edit'; bookingId: number };

/** Opens the form; one already open is replaced (its own close logic has run or runs on unmount). */
export function openBookingForm(request: Open) {
  bookingFormRequest$.set({ ...request, seq: ++seq } as BookingFormRequest);
  bookingFormOpen$.set(true);
}

export const openNewBooking = (customerId?: number) =>
  openBookingForm(customerId ? { mode: 'new', customerId } : { mode: 'new' });

export function closeBookingForm() {
  bookingFormOpen$.set(false);
  bookingFormRequest$.set(null);
}

/** What the open form's commands reach: the form installs it while mounted. */
export interface BookingFormHandle {
  save(action: 'save' | 'saveAndCheckIn'): void;
  newCustomer(): void;
  editCustomer(): void;
  /** Escape, the overlay, 'Avbryt': asks first when there is something to lose. */
  requestClose(): void;
  /** alt+K: the category picker's dialog 'Välj platskategori'. */
  chooseCategory(): void;
}
let active: BookingFormHandle | null = null;
export const activeBookingForm = () => active;
export function setActiveBookingForm(h: BookingFormHandle | null) {
  active = h;
}

/**
 * The form's settings menu (bookings.md 2: "A settings menu exists in the header"): whether a new
 * booking's confirmation is mailed when saved. Kept on this workstation; on until turned off.
 */
const SETTINGS_KEY = `${KEYS.displaySettings}.bookingForm`;
export interface BookingFormSettings {
  sendConfirmation: boolean;
}
export const bookingFormSettings$ = observable<BookingFormSettings>({
  sendConfirmation: true,
  ...readJson<Partial<BookingFormSettings>>(SETTINGS_KEY, {}),
});
export function setBookingFormSetting<K extends keyof BookingFormSettings>(key: K, value: BookingFormSettings[K]) {
  bookingFormSettings$[key].set(value);
  writeJson(SETTINGS_KEY, bookingFormSettings$.peek());
}
