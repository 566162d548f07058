// The booking form's calls (bookings.md 2 "Booking form dialog", 4 "Booking form behaviour", 7): the
// price preview, storing and updating a booking, the rebooking preview and storing a group. The form's
// rules and texts are src/domain/bookingForm.ts; the server re-checks them with the same functions.
import { z } from 'zod';
import { MAX_AVAILABILITY_NIGHTS } from '../domain/availability';
import {
  BOOKING_FORM_TEXTS,
  type FeeKey,
  GROUP_MAX_BOOKINGS,
  GROUP_MIN_BOOKINGS,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_DOGS,
} from '../domain/bookingForm';
import { countParam, id, idOrNew, idOrNewParam, idParam, isoDate, MAX_ORDER_TOTAL, money, text } from '../domain/input';
import { REBOOKING_LEVELS } from '../domain/rebooking';
import { bookingDetail } from './bookings';
import { contract } from './define';
import { stayCheck } from './stayCheck';

const row = z.strictObject;
const int = () => z.number().int();

/** A draft holds its pitch this long; every draft save renews it. */
export const DRAFT_MINUTES = 15;
/** Longest stay the form may price or book (a season booking included). */
export const MAX_STAY_NIGHTS = MAX_AVAILABILITY_NIGHTS;

export const BOOKING_STORE_TEXTS = {
  checkOutAfterCheckIn: BOOKING_FORM_TEXTS.checkOutNotAfterCheckIn,
  stayTooLong: `Vistelsen får vara högst ${MAX_STAY_NIGHTS} nätter`,
  noCategory: 'Kategorin finns inte',
  noPosition: 'Platsen finns inte',
  positionOfOtherCategory: 'Platsen hör inte till den valda kategorin',
  noCustomerFound: 'Kunden finns inte',
  noSeasonFound: 'Säsongen finns inte',
  outsideSeason: (start: string, end: string) => `Säsongsbokningen måste ligga inom säsongen ${start}–${end}`,
  noLodgingType: 'Boendetypen finns inte i kategorin',
  noCancellationPolicy: 'Avbokningsregeln finns inte i kategorin',
  noElectricity: 'Kategorin har inget pris för el',
  noBooking: 'Bokningen finns inte',
  noDraft: 'Utkastet finns inte längre, spara bokningen igen',
  /** The form showed another total than the server computes now. */
  totalChanged: (kr: string) => `Priset har ändrats till ${kr}. Kontrollera priset och spara igen.`,
  cancelled: 'En avbokad bokning kan inte ändras',
  checkedOut: 'En utcheckad bokning kan inte ändras',
  seasonTypeChange: 'En säsongsbokning kan inte göras om till en vanlig bokning eller tvärtom',
} as const;

const countField = (max: number) => {
  const error = BOOKING_FORM_TEXTS.notACount(max);
  return z.number({ error }).int(error).min(0, error).max(max, error);
};
const flag = () => z.boolean({ error: 'Ange true eller false' });
/** An idempotency key: the same key answers the same result. */
const clientKey = () =>
  text().trim().min(1, 'Nyckeln får inte vara tom').max(100, 'Nyckeln kan vara max 100 tecken').optional();
const countQuery = (max: number) => countParam(max);

/** check_out after check_in and at most MAX_STAY_NIGHTS nights. */
const stayDates = stayCheck(MAX_STAY_NIGHTS, BOOKING_STORE_TEXTS);

// ── 1. GET rates/accommodation-charges ───────────────────────────────────────────────────────────

export const accommodationChargesQuery = z
  .object({
    category_id: idParam(),
    /** 0 or absent: no position chosen yet (the category's card prices it). */
    position_id: idOrNewParam().optional(),
    check_in: isoDate(),
    check_out: isoDate(),
    adults: countQuery(MAX_ADULTS),
    children: countQuery(MAX_CHILDREN),
    dogs: countQuery(MAX_DOGS),
    // No fee flags: the answer prices every fee the category offers and the form adds those it applies
    // (one rule for 'Kostnad:', the store's total and the cart; see the answer below).
    /** The booking being edited (never blocks itself). */
    booking_id: idParam().optional(),
  })
  .check(stayDates);
export type AccommodationChargesQuery = z.output<typeof accommodationChargesQuery>;

/** One accommodation charge row the booking gets: a run of nights at one nightly price; `end` exclusive. */
export const chargePreview = row({
  start: z.string(),
  end: z.string(),
  nights: int(),
  price: int(),
  original_price: int(),
});
export type ChargePreview = z.output<typeof chargePreview>;

export const feePreview = row({
  key: z.enum(['booking_fee', 'position_reservation_fee', 'electricity_fee'] satisfies FeeKey[]),
  name: z.string(),
  price: int(),
});
export type FeePreview = z.output<typeof feePreview>;

/**
 * The form's price preview. 'Kostnad:' = accommodation_total + the prices in `fees` of the fees the form
 * applies ('Inget pris' when 0), the reservation fee only with a real position and no fee on a season
 * booking: the total bookings/store recomputes (and refuses when it differs), and the accommodation rows
 * and fee charges it writes at these prices are what the cart sells. `fees` lists the fees the category
 * offers: booking and reservation fee from its fee options, electricity = the card's electricity per
 * night × nights, else the fee option's price. total_without_fees = accommodation_total.
 */
export const accommodationCharges = contract('GET', 'rates/accommodation-charges', {
  query: accommodationChargesQuery,
  response: row({
    check_in: z.string(),
    check_out: z.string(),
    nights: int(),
    charges: z.array(chargePreview),
    accommodation_total: int(),
    fees: z.array(feePreview),
    total_without_fees: int(),
  }),
});

// ── 2. POST bookings/store ───────────────────────────────────────────────────────────────────────

/** The stay's fields, shared by store and update (spec names). */
const stayFields = {
  /** null or 0: no customer chosen ('Kan inte gå vidare utan att välja kund'). */
  customer_id: idOrNew(BOOKING_FORM_TEXTS.noCustomer).nullable(),
  /** null or 0: no position ('unspecified'); a season booking needs a real one. */
  position_id: idOrNew().nullable(),
  category_id: id(),
  check_in: isoDate(),
  check_out: isoDate(),
  adults: countField(MAX_ADULTS),
  children: countField(MAX_CHILDREN),
  dogs: countField(MAX_DOGS),
  /** 'HH:mm' (minutes 00, 15, 30, 45) or null. */
  expected_arrival_time: text().max(5, BOOKING_FORM_TEXTS.arrivalFormat).nullable().default(null),
  lodging_type_id: id().nullable().default(null),
  cancellation_policy_id: id().nullable().default(null),
  type: z.enum(['regular', 'season'], { error: 'Välj vanlig bokning eller säsongsbokning' }),
  season_id: idOrNew().nullable().default(null),
  /** Season bookings: the season's price in öre (the form's 'Platsavgift'); ignored otherwise. */
  accommodation_price: money().nullable().default(null),
};

export const storeBookingBody = z
  .object({
    ...stayFields,
    /** Öre: what the form showed ('Kostnad:'); the server recomputes it and refuses another total. */
    total: money({ max: MAX_ORDER_TOTAL }),
    is_apply_booking_fee: flag().default(false),
    is_apply_position_reservation_fee: flag().default(false),
    is_apply_electricity_fee: flag().default(false),
    /** true: a draft holding the pitch for DRAFT_MINUTES, renewed by every draft save. */
    is_draft: flag().optional(),
    /** The form's draft: updated in place while is_draft; confirmed (same id and number) when not. */
    draft_id: id().optional(),
    /** Mail the confirmation after a confirmed save (never for a drop-in). */
    send_confirmation: flag().optional(),
    /** Idempotency: the same key answers the same booking, never a second one. */
    client_key: clientKey(),
  })
  .check(stayDates);
export type StoreBookingBody = z.input<typeof storeBookingBody>;

/** The booking in the shape GET bookings/:id answers. */
const bookingAnswer = row({ booking: bookingDetail });

export const storeBooking = contract('POST', 'bookings/store', { body: storeBookingBody, response: bookingAnswer });

// ── 3. POST bookings/update ──────────────────────────────────────────────────────────────────────

export const rebookingLevel = z.enum(REBOOKING_LEVELS, { error: 'Välj ett av ombokningsalternativen' });

export const updateBookingBody = z
  .object({ booking_id: id(), ...stayFields, rebooking_option: rebookingLevel })
  .check(stayDates);
export type UpdateBookingBody = z.input<typeof updateBookingBody>;

export const updateBooking = contract('POST', 'bookings/update', { body: updateBookingBody, response: bookingAnswer });

// ── 4. GET rates/rebooking-charges ───────────────────────────────────────────────────────────────

export const rebookingChargesQuery = z
  .object({
    booking_id: idParam(),
    category_id: idParam(),
    position_id: idOrNewParam().optional(),
    check_in: isoDate(),
    check_out: isoDate(),
    adults: countQuery(MAX_ADULTS),
    children: countQuery(MAX_CHILDREN),
    dogs: countQuery(MAX_DOGS),
  })
  .check(stayDates);
export type RebookingChargesQuery = z.output<typeof rebookingChargesQuery>;

export const rebookingOption = row({
  level: z.enum(REBOOKING_LEVELS),
  title: z.string(),
  /** Accommodation total (öre) after saving with this level. */
  total: int(),
  is_default: z.boolean(),
  deadline_description: z.string().nullable(),
});
export type RebookingOptionRow = z.output<typeof rebookingOption>;

/**
 * The booking's electricity fee now and after the change: it follows the nights whatever the level (the
 * card's price per night × nights); a paid, invoiced or terminal-held fee row stays as it is, a longer stay
 * adds the difference and a shorter one refunds nothing. null: the booking has no electricity fee.
 */
export const rebookingElectricity = row({ current_total: int(), total: int() });

export const rebookingCharges = contract('GET', 'rates/rebooking-charges', {
  query: rebookingChargesQuery,
  response: row({
    current_total: int(),
    rebooking_options: z.array(rebookingOption),
    electricity_fee: rebookingElectricity.nullable(),
  }),
});

// ── 5. POST booking-groups/store ─────────────────────────────────────────────────────────────────

export const groupMemberBody = z.object({
  /** null or 0: no position ('unspecified'). */
  position_id: idOrNew().nullable(),
  category_id: id(),
  /** null: the group's customer. */
  customer_id: id().nullable().default(null),
  adults: countField(MAX_ADULTS),
  children: countField(MAX_CHILDREN),
  dogs: countField(MAX_DOGS),
  lodging_type_id: id().nullable().default(null),
  cancellation_policy_id: id().nullable().default(null),
  applied_fees: z.object(
    {
      booking_fee: flag(),
      position_reservation_fee: flag(),
      electricity_fee: flag(),
    },
    { error: 'Ange vilka avgifter som gäller för bokningen' },
  ),
});
export type GroupMemberBody = z.input<typeof groupMemberBody>;

export const storeBookingGroupBody = z
  .object({
    customer_id: idOrNew(BOOKING_FORM_TEXTS.noCustomer).nullable(),
    name: text().trim().max(100, 'Namnet kan vara max 100 tecken').nullable().default(null),
    check_in: isoDate(),
    check_out: isoDate(),
    bookings: z
      .array(groupMemberBody, { error: 'Ange gruppens bokningar' })
      .min(GROUP_MIN_BOOKINGS, BOOKING_FORM_TEXTS.groupTooSmall)
      .max(GROUP_MAX_BOOKINGS, BOOKING_FORM_TEXTS.groupTooLarge),
    same_cancellation_policy_for_all_bookings: flag().default(true),
    cancellation_policy_id: id().nullable().default(null),
    /** Öre: every member's accommodation and applied fees, as the form showed it. */
    total: money({ max: MAX_ORDER_TOTAL }),
    client_key: clientKey(),
  })
  .check(stayDates);
export type StoreBookingGroupBody = z.input<typeof storeBookingGroupBody>;

export const storeBookingGroup = contract('POST', 'booking-groups/store', {
  body: storeBookingGroupBody,
  response: row({ booking_group_id: int() }),
});
