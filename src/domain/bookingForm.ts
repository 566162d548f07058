/**
 * The booking form's rules (bookings.md 2 "Booking form dialog", 4 "Booking form behaviour", 5 "Booking
 * form", 9): validation per field, fee preselection, drop-in, the save buttons, type switches, the group's
 * size and the season's site fee input. Pure functions over a plain form state; the dialog renders it.
 */
import { isIsoDate, type IsoDate } from './dates';
import { defaultStay } from './stayDates';
import { BOOKING_FORM_TEXTS, GROUP_MAX_BOOKINGS, type BookingType } from './bookingFormTexts';

export { BOOKING_FORM_TEXTS, GROUP_MAX_BOOKINGS, type BookingType };

export type FeeKey = 'booking_fee' | 'position_reservation_fee' | 'electricity_fee';
export const FEE_KEYS: readonly FeeKey[] = ['booking_fee', 'position_reservation_fee', 'electricity_fee'];

/** A fee's checkbox; `touched` once the user ticked or unticked it, until the booking changes. */
export interface FeeToggle {
  on: boolean;
  touched: boolean;
}
export type FeeToggles = Record<FeeKey, FeeToggle>;

/** The category's guest limits; a missing limit is 99. */
export interface FormCategory {
  id: number;
  max_guests?: number | null;
  max_adults?: number | null;
  max_children?: number | null;
}

export interface Guests {
  adults: number;
  children: number;
  dogs: number;
}

/** One card of a group ('Bokning #n'). */
export interface GroupBookingDraft extends Guests {
  /** The form's own id for the card (stable while cards are added and removed). */
  clientId: number;
  /** null or 0: no position chosen (0 is 'unspecified'). */
  positionId: number | null;
  /** null: the group's customer; set through 'Lägg till annan gäst'. */
  customerId: number | null;
}

export interface BookingFormState<C = unknown> extends Guests {
  type: BookingType;
  /** The booking being edited; null for a new booking. */
  bookingId: number | null;
  /** The single booking's draft held on the server while the form is open. */
  draftId: number | null;
  /** The booking's customer; for a group, the group's. */
  customerId: number | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  category: FormCategory | null;
  /** 'HH:mm' or null (not given). */
  expectedArrivalTime: string | null;
  /** null or 0: no position chosen (0 is 'unspecified'). */
  positionId: number | null;
  /** Season bookings: the season (null or 0: none chosen) and the accommodation price in öre. */
  seasonId: number | null;
  accommodationPrice: number;
  fees: FeeToggles;
  /** The price summary's charges. */
  charges: readonly C[];
  group: { bookings: GroupBookingDraft[]; sameCancellationPolicy: boolean };
}

export const DEFAULT_ADULTS = 2;
export const DEFAULT_CATEGORY_LIMIT = 99;
export const MAX_ADULTS = 99;
export const MAX_CHILDREN = 99;
export const MAX_DOGS = 9;
export const GROUP_MIN_BOOKINGS = 1;
export const ARRIVAL_MINUTES = [0, 15, 30, 45] as const;

type GuestField = 'adults' | 'children' | 'dogs' | 'guests';
export type BookingFormField =
  | 'customer'
  | 'checkIn'
  | 'checkOut'
  | 'position'
  | 'season'
  | 'accommodationPrice'
  | 'expectedArrivalTime'
  | 'groupSize'
  | GuestField
  | `bookings.${number}.${GuestField | 'position'}`;
/** At most one message per field, shown at the field. */
export type BookingFormErrors = Partial<Record<BookingFormField, string>>;

const isPositiveId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/** Position id 0 means 'unspecified': not a real position. */
export const isRealPosition = (id: number | null | undefined): id is number => isPositiveId(id);

const noFees = (): FeeToggles => ({
  booking_fee: { on: false, touched: false },
  position_reservation_fee: { on: false, touched: false },
  electricity_fee: { on: false, touched: false },
});

export function emptyGroupBooking(clientId: number): GroupBookingDraft {
  return { clientId, positionId: null, customerId: null, adults: DEFAULT_ADULTS, children: 0, dogs: 0 };
}

/** A new regular booking: today to tomorrow, 2 adults, no fees until preselected. */
export function newBookingForm<C = unknown>(today: IsoDate): BookingFormState<C> {
  const { checkIn, checkOut } = defaultStay(today);
  return {
    type: 'regular',
    bookingId: null,
    draftId: null,
    customerId: null,
    checkIn,
    checkOut,
    category: null,
    expectedArrivalTime: null,
    positionId: null,
    seasonId: null,
    accommodationPrice: 0,
    adults: DEFAULT_ADULTS,
    children: 0,
    dogs: 0,
    fees: noFees(),
    charges: [],
    group: { bookings: [], sameCancellationPolicy: true },
  };
}

/** Every arrival time the dropdown offers: 00:00, 00:15 .. 23:45. */
export function arrivalTimeOptions(): string[] {
  const out: string[] = [];
  for (let h = 0; h < 24; h++) {
    for (const m of ARRIVAL_MINUTES) out.push(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  }
  return out;
}

const limit = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : DEFAULT_CATEGORY_LIMIT;
const isCount = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** Guests against the hard ranges and the category's limits. */
function guestErrors(g: Guests, category: FormCategory | null): Partial<Record<GuestField, string>> {
  const errors: Partial<Record<GuestField, string>> = {};
  const T = BOOKING_FORM_TEXTS;
  const maxAdults = Math.min(MAX_ADULTS, limit(category?.max_adults));
  const maxChildren = Math.min(MAX_CHILDREN, limit(category?.max_children));
  if (!isCount(g.adults)) errors.adults = T.notACount(MAX_ADULTS);
  else if (g.adults > maxAdults) errors.adults = T.maxAdults(maxAdults);
  if (!isCount(g.children)) errors.children = T.notACount(MAX_CHILDREN);
  else if (g.children > maxChildren) errors.children = T.maxChildren(maxChildren);
  if (!isCount(g.dogs)) errors.dogs = T.notACount(MAX_DOGS);
  else if (g.dogs > MAX_DOGS) errors.dogs = T.maxDogs(MAX_DOGS);
  if (isCount(g.adults) && isCount(g.children)) {
    const total = g.adults + g.children;
    const maxGuests = limit(category?.max_guests);
    if (total < 1) errors.guests = T.noGuests;
    else if (total > maxGuests) errors.guests = T.maxGuests(maxGuests);
  }
  return errors;
}

function arrivalError(time: string | null): string | undefined {
  if (time == null || time === '') return undefined;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(String(time));
  if (!m) return BOOKING_FORM_TEXTS.arrivalFormat;
  return (ARRIVAL_MINUTES as readonly number[]).includes(Number(m[2])) ? undefined : BOOKING_FORM_TEXTS.arrivalMinutes;
}

/**
 * Every problem of the form, one message per field. Empty when the form may be saved. A customer is a
 * saved customer (a positive id); a new one is saved through the customer form first.
 */
export function validateBookingForm(s: BookingFormState): BookingFormErrors {
  const T = BOOKING_FORM_TEXTS;
  const errors: BookingFormErrors = {};
  if (!isPositiveId(s.customerId)) errors.customer = T.noCustomer;
  if (!isIsoDate(s.checkIn)) errors.checkIn = T.noCheckIn;
  if (!isIsoDate(s.checkOut)) errors.checkOut = T.noCheckOut;
  else if (isIsoDate(s.checkIn) && s.checkOut <= s.checkIn) errors.checkOut = T.checkOutNotAfterCheckIn;
  const arrival = arrivalError(s.expectedArrivalTime);
  if (arrival) errors.expectedArrivalTime = arrival;

  if (s.type === 'group') {
    const bookings = s.group.bookings;
    if (bookings.length < GROUP_MIN_BOOKINGS) errors.groupSize = T.groupTooSmall;
    else if (bookings.length > GROUP_MAX_BOOKINGS) errors.groupSize = T.groupTooLarge;
    const seen = new Map<number, number>();
    for (const b of bookings)
      if (isRealPosition(b.positionId)) seen.set(b.positionId, (seen.get(b.positionId) ?? 0) + 1);
    for (const b of bookings) {
      if (isRealPosition(b.positionId) && seen.get(b.positionId)! > 1) {
        errors[`bookings.${b.clientId}.position`] = T.samePositionInGroup;
      }
      for (const [field, message] of Object.entries(guestErrors(b, s.category))) {
        errors[`bookings.${b.clientId}.${field as GuestField}`] = message;
      }
    }
    return errors;
  }

  Object.assign(errors, guestErrors(s, s.category));
  if (s.type === 'season') {
    if (!isRealPosition(s.positionId)) errors.position = T.noPosition;
    if (!isPositiveId(s.seasonId)) errors.season = T.noSeason;
    if (!(Number.isSafeInteger(s.accommodationPrice) && s.accommodationPrice >= 0)) {
      errors.accommodationPrice = T.negativePrice;
    }
  }
  return errors;
}

/** 'Något gick fel - välj en annan plats' when the chosen position is missing from the availability data. */
export function positionAvailabilityError(
  positionId: number | null,
  availability: readonly { position_id: number }[],
): string | null {
  if (!isRealPosition(positionId)) return null;
  return availability.some((a) => a.position_id === positionId) ? null : BOOKING_FORM_TEXTS.positionMissing;
}

/**
 * A drop-in: check-in today or earlier, and neither an existing booking nor a season booking. It gets
 * no confirmation e-mail and may be checked in as it is saved.
 */
export function isDropIn(s: Pick<BookingFormState, 'bookingId' | 'type' | 'checkIn'>, today: IsoDate): boolean {
  return s.bookingId == null && s.type !== 'season' && isIsoDate(s.checkIn) && s.checkIn <= today;
}

export interface SaveContext {
  today: IsoDate;
  /** The site's setting: send a confirmation e-mail after saving a new booking. */
  sendConfirmation: boolean;
  /** The customer has an e-mail address a mail can go to. */
  customerHasEmail: boolean;
}

/** A confirmation is mailed for a new booking, never a group or a drop-in, when the setting is on. */
export function willSendConfirmation(s: BookingFormState, ctx: SaveContext): boolean {
  return (
    s.bookingId == null && s.type !== 'group' && !isDropIn(s, ctx.today) && ctx.sendConfirmation && ctx.customerHasEmail
  );
}

export interface SaveButton {
  action: 'save' | 'saveAndCheckIn';
  label: string;
  primary: boolean;
}

/**
 * The footer's save buttons in display order. A drop-in shows 'Spara bokning' and, as the main button,
 * 'Spara och checka in': a walk-in is usually checked in at once, but may be saved first.
 */
export function saveButtons(s: BookingFormState, ctx: SaveContext): SaveButton[] {
  const T = BOOKING_FORM_TEXTS;
  if (isDropIn(s, ctx.today)) {
    return [
      { action: 'save', label: T.save, primary: false },
      { action: 'saveAndCheckIn', label: T.saveAndCheckIn, primary: true },
    ];
  }
  return [{ action: 'save', label: willSendConfirmation(s, ctx) ? T.saveAndConfirm : T.save, primary: true }];
}

/**
 * What the two preselected fees would be: booking fee when check-in is not today, position reservation fee
 * when, as well, a real position is chosen (in a group: any booking's). Never for a season booking.
 */
export function preselectedFees(
  s: BookingFormState,
  today: IsoDate,
): Pick<Record<FeeKey, boolean>, 'booking_fee' | 'position_reservation_fee'> {
  const bookingFee = s.type !== 'season' && isIsoDate(s.checkIn) && s.checkIn !== today;
  const hasPosition =
    s.type === 'group' ? s.group.bookings.some((b) => isRealPosition(b.positionId)) : isRealPosition(s.positionId);
  return { booking_fee: bookingFee, position_reservation_fee: bookingFee && hasPosition };
}

/**
 * The fees a booking gets, one rule for the form's 'Kostnad:', bookings/store, booking-groups/store and
 * so the cart: those ticked that the category offers (a fee it does not offer is not the booking's,
 * whatever the box said); the reservation fee only with a real position; none for a season booking.
 */
export function feesApplied<F extends { key: FeeKey }>(
  offers: readonly F[],
  ticked: Readonly<Record<FeeKey, boolean>>,
  positionId: number | null | undefined,
  season: boolean,
): F[] {
  if (season) return [];
  return offers.filter((f) => ticked[f.key] && (f.key !== 'position_reservation_fee' || isRealPosition(positionId)));
}

/**
 * Applies the preselection to the fees the user has not touched, after any change of dates, position or
 * type. A season booking has no fees. An existing booking keeps the fees it was saved with.
 */
export function applyFeePreselection<C>(s: BookingFormState<C>, today: IsoDate): BookingFormState<C> {
  if (s.type === 'season') return { ...s, fees: noFees() };
  if (s.bookingId != null) return s;
  const wanted = preselectedFees(s, today);
  const fees = { ...s.fees };
  for (const key of ['booking_fee', 'position_reservation_fee'] as const) {
    if (!fees[key].touched && fees[key].on !== wanted[key]) fees[key] = { on: wanted[key], touched: false };
  }
  return { ...s, fees };
}

/** The user ticks or unticks a fee: it is theirs until the booking changes. Season bookings have none. */
export function toggleFee<C>(s: BookingFormState<C>, key: FeeKey, on = !s.fees[key].on): BookingFormState<C> {
  if (s.type === 'season') return s;
  return { ...s, fees: { ...s.fees, [key]: { on, touched: true } } };
}

/**
 * The booking changed: the form now holds another booking (opened for a new or an existing one) or another
 * type. Manual fee choices are forgotten; the next `applyFeePreselection` decides again.
 */
export function resetFeeSelection<C>(s: BookingFormState<C>): BookingFormState<C> {
  const fees = { ...s.fees };
  for (const key of FEE_KEYS) fees[key] = { on: fees[key].on, touched: false };
  return { ...s, fees };
}

const nextClientId = (bookings: readonly GroupBookingDraft[]) =>
  bookings.reduce((max, b) => Math.max(max, b.clientId), 0) + 1;

/**
 * The type selector. To season: the charges and fees are cleared. To group: the single booking's draft is
 * dropped (the caller discards it on the server); an empty group starts with two cards, the first taking
 * the single booking's position and guests. To regular: season and accommodation price reset (no season,
 * 0 öre). Every switch is a change of booking, so manual fee choices are forgotten.
 */
export function switchType<C>(s: BookingFormState<C>, type: BookingType): BookingFormState<C> {
  if (s.type === type) return s;
  const next = resetFeeSelection({ ...s, type });
  if (type === 'season') return { ...next, charges: [], fees: noFees() };
  if (type === 'group') {
    const bookings =
      s.group.bookings.length > 0
        ? s.group.bookings
        : [
            { ...emptyGroupBooking(1), positionId: s.positionId, adults: s.adults, children: s.children, dogs: s.dogs },
            emptyGroupBooking(2),
          ];
    return { ...next, draftId: null, group: { ...s.group, bookings } };
  }
  return { ...next, seasonId: null, accommodationPrice: 0 };
}

/** The number picker's options: 2 to 10 and the current count (at least 1). */
export function groupSizeOptions(current: number): number[] {
  const options = new Set<number>();
  for (let n = 2; n <= GROUP_MAX_BOOKINGS; n++) options.add(n);
  if (Number.isInteger(current) && current >= GROUP_MIN_BOOKINGS) options.add(current);
  return [...options].sort((a, b) => a - b);
}

/** Sets the group's number of bookings (1 to 10): new cards at the end, or the last ones removed. */
export function setGroupSize<C>(s: BookingFormState<C>, size: number): BookingFormState<C> {
  const n = Math.min(GROUP_MAX_BOOKINGS, Math.max(GROUP_MIN_BOOKINGS, Math.trunc(Number.isFinite(size) ? size : 1)));
  const bookings = s.group.bookings.slice(0, n);
  while (bookings.length < n) bookings.push(emptyGroupBooking(nextClientId(bookings)));
  return { ...s, group: { ...s.group, bookings } };
}

/** A card's delete button; a group keeps at least 1 booking. */
export function removeGroupBooking<C>(s: BookingFormState<C>, clientId: number): BookingFormState<C> {
  if (s.group.bookings.length <= GROUP_MIN_BOOKINGS) return s;
  const bookings = s.group.bookings.filter((b) => b.clientId !== clientId);
  if (bookings.length === s.group.bookings.length) return s;
  return { ...s, group: { ...s.group, bookings } };
}

/**
 * The season's site fee input: whole kronor (spaces as thousands separators, ',00' allowed) stored as öre;
 * empty or anything else (decimals, negative, letters, over 9 digits) is 0.
 */
export function parseSiteFee(text: string): number {
  const t = String(text ?? '').replace(/[\s\u00a0]/g, '');
  const m = /^(\d{1,9})(?:[,.]0{1,2})?$/.exec(t);
  return m ? Number(m[1]) * 100 : 0;
}

/** Save is enabled only when the typed fee differs from the current total (öre). */
export function canSaveSiteFee(text: string, currentTotal: number): boolean {
  return parseSiteFee(text) !== currentTotal;
}
