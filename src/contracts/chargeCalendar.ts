// The accommodation charges calendar 'Platsavgifter' (bookings.md 2 "Accommodation charges dialog", 4
// "Accommodation charges calendar", 7; money.md 4 "Discount on a charge") and a group's charges and
// accommodation sums (bookings.md 2 "Booking group dialog"). Amounts in öre incl. VAT, percent in hundredths,
// dates 'YYYY-MM-DD'. The rules are src/domain/chargeCalendar.ts: the console runs them on `calendar_items`
// and `stay` to draw and select, the server runs the same functions again on every change.
//
// The spec's per-date "Calendar item" (date, accommodation_charge, suggested_accommodation_charge, …) is what
// dayStates(calendar_items, stay, suggested_charges) gives for each night: the answer carries the charges
// themselves so the console and the server judge a selection from one list.
//
// Every change answers with the whole new calendar. Each POST takes an optional client_key (8–100 characters;
// not in the spec): the same key twice is one change, the second answer the first's.
import { z } from 'zod';
import { CALENDAR_TEXTS, type CalendarCharge } from '../domain/chargeCalendar';
import { CALENDAR_CALL_TEXTS, CALENDAR_RECORDS } from '../domain/chargeCalendarTexts';
import { MAX_AVAILABILITY_NIGHTS } from '../domain/availability';
import { PRICE_TEXTS } from '../domain/discount';
import { id, idParam, INPUT_TEXTS, isoDate, MAX_MONEY, money, text } from '../domain/input';
import { contract } from './define';
import { bookingAccommodationCharge, bookingOtherCharge } from './documents';

export { CALENDAR_CALL_TEXTS, CALENDAR_RECORDS, CALENDAR_TEXTS };

const row = z.strictObject;
const int = () => z.number().int();
const date = () => z.string();
const clientKey = () => text().trim().min(8).max(100).optional();

/** discount.ts DiscountType as a tuple zod can take. */
const DISCOUNT_TYPES = ['none', 'fixed', 'flat', 'percent'] as const;

/** The calendar's statuses: what chargeStatus.ts says of the row, a charge held at the card terminal 'paid'. */
export const CALENDAR_STATUSES = ['paid', 'invoiced', 'parked'] as const;

/** One live accommodation charge: the domain's CalendarCharge and what the calendar shows beside it. */
export const calendarItem = row({
  id: int(),
  start: date(),
  /** Exclusive: the day after the last night. */
  end: date(),
  nights: int(),
  /** The whole period's price incl. VAT (for a fixed discount the new price). */
  price: int(),
  original_price: int().nullable(),
  discount_type: z.enum(DISCOUNT_TYPES),
  /** Öre (fixed, flat) or hundredths of a percent (percent). */
  discount_value: int(),
  /** What the till and an invoice sell it for (lineSale, one unit). */
  total: int(),
  /**
   * For the rules: 'paid' on a receipt, 'invoiced' on an invoice, 'parked' while the till may sell it. A charge
   * held by a receipt waiting at the card terminal is 'paid' here (locked, as the till cannot sell it either)
   * with awaiting_payment true; its chip is the console's to choose.
   */
  status: z.enum(CALENDAR_STATUSES),
  awaiting_payment: z.boolean(),
  receipt_id: int().nullable(),
  invoice: row({ id: int(), invoice_number: int() }).nullable(),
  position: row({ id: int(), full_name: z.string() }).nullable(),
  note: z.string().nullable(),
});
export type CalendarItem = z.output<typeof calendarItem>;
/** The console hands calendar items straight to the domain's rules. */
type IsCalendarCharge<T extends CalendarCharge> = T;
export type CalendarItemCharge = IsCalendarCharge<CalendarItem>;

/** A price change the system proposes for nights [start, end) until accepted or dismissed (unresolved only). */
export const suggestedCharge = row({
  id: int(),
  start: date(),
  end: date(),
  nights: int(),
  /** The proposed price of the whole period incl. VAT; accepted, it is the period's new price without discount. */
  price: int(),
  text_line_1: z.string(),
  text_line_2: z.string().nullable(),
});
export type SuggestedChargeRow = z.output<typeof suggestedCharge>;

/** The booking's Totalt / Betalt / Kvar as the booking itself carries them (all its charges, fees too). */
export const accommodationSums = row({
  total_accommodation_amount: int(),
  paid_accommodation_amount: int(),
  remaining_accommodation_amount: int(),
});

export const chargeCalendarAnswer = row({
  booking_id: int(),
  booking_number: z.string(),
  /** The dialog's subtitle: the booking's title and subtitle. */
  title: z.string(),
  subtitle: z.string(),
  booking_type: z.string(),
  /** Why nothing here can be changed (a season, cancelled or draft booking), or null. */
  read_only_reason: z.string().nullable(),
  stay: row({
    check_in: date(),
    check_out: date(),
    nights: int(),
    position: row({ id: int(), full_name: z.string() }).nullable(),
    category: row({ id: int(), name: z.string() }),
    /** The category's price per night, to start the price field of nights without a charge. */
    nightly_price: int(),
  }),
  /** The live accommodation charges, by start. */
  calendar_items: z.array(calendarItem),
  suggested_charges: z.array(suggestedCharge),
  /** The 'Avgifter' tab's warning dot: any unresolved suggestion (also on the booking: has_suggested_charges). */
  has_suggested_charges: z.boolean(),
  /** Σ calendar_items.total: what the lodging costs in all (stayTotal). */
  accommodation_total: int(),
  accommodation_sums: accommodationSums,
});
export type ChargeCalendar = z.output<typeof chargeCalendarAnswer>;

const bookingId = { booking_id: id() };

export const chargeCalendar = contract('GET', 'bookings/accommodation-charges-calendar', {
  query: z.object({ booking_id: idParam() }),
  response: chargeCalendarAnswer,
});

/** A lone date is one night; the bad-input suite sends one, and a list is what the console sends. */
const nights = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z
    .array(isoDate())
    .min(1, CALENDAR_TEXTS.noSelection)
    .max(MAX_AVAILABILITY_NIGHTS, CALENDAR_CALL_TEXTS.tooManyNights(MAX_AVAILABILITY_NIGHTS)),
);

/**
 * Sets the selected nights' price (domain editSelection): per night, or with is_period_accommodation_charge one
 * row for the nights (they must follow each other) at `price` for the whole period. discount_type 'none' or
 * 'fixed' takes `price` as typed by hand (fixed with the difference from the original price, or none);
 * 'flat' and 'percent' take `price` = the original price and discount_value off it (capped at the price and at
 * 100 %). A period touched by the selection is replaced, its other nights kept at what they cost. Refused
 * (422 on dates, price or discount_value, nothing written): a night outside the stay, a paid or invoiced night,
 * several nights with a multi-night charge among them (convert it first), a season, cancelled or draft booking.
 */
export const updateAccommodationCharges = contract('POST', 'bookings/update-accommodation-charges', {
  body: z.object({
    ...bookingId,
    dates: nights,
    is_period_accommodation_charge: z.boolean(),
    /** Null: the field is empty ('Ange ett pris'). */
    price: money({ error: PRICE_TEXTS.required }).nullable(),
    discount_type: z.enum(DISCOUNT_TYPES, { error: CALENDAR_CALL_TEXTS.discountType }),
    discount_value: z
      .number({ error: CALENDAR_TEXTS.discountValue })
      .int(CALENDAR_TEXTS.discountValue)
      .min(0, INPUT_TEXTS.moneyNegative)
      .max(MAX_MONEY, INPUT_TEXTS.moneyTooBig),
    client_key: clientKey(),
  }),
  response: chargeCalendarAnswer,
});

/**
 * 'Gör om till nattpris' (spec: "converted to a nightly price"; the spec names no call, the path is ours): a
 * parked multi-night charge becomes one row per night (domain convertToNightly) whose totals add up to its
 * total exactly, the last night taking the rounding remainder.
 */
export const convertAccommodationCharge = contract('POST', 'bookings/convert-accommodation-charge', {
  body: z.object({ ...bookingId, charge_id: id(), client_key: clientKey() }),
  response: chargeCalendarAnswer,
});

/**
 * 'Rabatt på alla' over the stay's parked charges (bookings.md 4 under the calendar; the path is ours): flat
 * (öre off each charge's price, capped at it) or percent (hundredths, capped at 100 %), value above 0; charges
 * that have a discount keep it unless override. Paid and invoiced charges are never touched.
 */
export const discountAccommodationCharges = contract('POST', 'bookings/discount-accommodation-charges', {
  body: z.object({
    ...bookingId,
    discount_type: z.enum(['flat', 'percent'], { error: CALENDAR_TEXTS.discountAllType }),
    discount_value: z
      .number({ error: CALENDAR_TEXTS.discountAllValue })
      .int(CALENDAR_TEXTS.discountAllValue)
      .min(1, CALENDAR_TEXTS.discountAllValue)
      .max(MAX_MONEY, INPUT_TEXTS.moneyTooBig),
    override: z.boolean(),
    client_key: clientKey(),
  }),
  response: chargeCalendarAnswer.extend({
    /** Charges whose price or discount changed. */
    discounted: int(),
    /** Parked charges that kept the discount they had (no override). */
    kept: int(),
  }),
});

/**
 * Accepts (is_dismiss false) or dismisses (true) suggestions by id, one or all at once, in one transaction.
 * Accepted, a suggestion becomes the charge of its nights at its price (a period it touches is split first,
 * its other nights keeping what they cost); refused when a night is paid, invoiced or outside the stay.
 * Dismissed, it is only marked resolved.
 */
export const confirmAccommodationCharges = contract('POST', 'bookings/confirm-accommodation-charges', {
  body: z.object({
    ...bookingId,
    items: z.array(id()).min(1, CALENDAR_CALL_TEXTS.noSuggestion).max(100),
    is_dismiss: z.boolean(),
    client_key: clientKey(),
  }),
  response: chargeCalendarAnswer,
});

// ── The group pane ───────────────────────────────────────────────────────────────────────────────────────────

const groupQuery = z.object({ booking_group_id: idParam() });

/** A member booking's 'Avgifter' as GET bookings/:id/charges answers them, with what its block shows. */
export const groupBookingCharges = row({
  booking_id: int(),
  booking_number: z.string(),
  title: z.string(),
  subtitle: z.string(),
  has_suggested_charges: z.boolean(),
  charges: z.array(bookingOtherCharge),
  accommodation_charges: z.array(bookingAccommodationCharge),
});

/** The group's live bookings' charges, in the group's booking order, and the charges on the group itself. */
export const groupCharges = contract('GET', 'booking-groups/charges', {
  query: groupQuery,
  response: row({
    booking_group_id: int(),
    /** Charges sold to the group as a whole (no booking of its own). */
    charges: z.array(bookingOtherCharge),
    bookings: z.array(groupBookingCharges),
  }),
});

/** The accommodation sums panel: the group's sums and one block per live booking (its calendar button). */
export const groupAccommodationSums = contract('GET', 'booking-groups/accommodation-sums', {
  query: groupQuery,
  response: accommodationSums.extend({
    bookings: z.array(
      accommodationSums.extend({
        booking_id: int(),
        booking_number: z.string(),
        title: z.string(),
        subtitle: z.string(),
        has_suggested_charges: z.boolean(),
      }),
    ),
  }),
});
