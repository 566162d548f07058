// Seasons (bookings.md "Seasons", 7 "Positions, categories, rates, seasons"): a season's bookings
// with what became of them in the next season, copying one to the next season or ignoring it, the
// copy's status (unconfirmed, then confirmed or cancelled), and a season booking's agreed price (the price
// card's 'Spara nytt pris'). The season list itself is GET seasons (catalog.ts).
import { z } from 'zod';
import { id, idParam, money } from '../domain/input';
import { bookingDetail } from './bookings';
import { season } from './catalog';
import { contract } from './define';
import { SEASON_TEXTS } from '../domain/seasonTexts';

const row = z.strictObject;
const int = () => z.number().int();

export { SEASON_TEXTS };

/** Where a season booking stands towards the next season. */
export const NEXT_SEASON_STATES = ['pending', 'copied', 'ignored'] as const;
export type NextSeasonState = (typeof NEXT_SEASON_STATES)[number];

/** A season booking's own state: 'draft' = unconfirmed (a copy not yet answered: confirmed_at null, not a
 * form draft, it holds its pitch), confirmed, or cancelled. */
export const SEASON_BOOKING_STATUSES = ['draft', 'confirmed', 'cancelled'] as const;
export type SeasonBookingStatus = (typeof SEASON_BOOKING_STATUSES)[number];

export const seasonBookingRow = row({
  id: int(),
  booking_number: z.string(),
  status: z.enum(SEASON_BOOKING_STATUSES),
  customer_id: int().nullable(),
  customer_name: z.string(),
  position_id: int().nullable(),
  position_name: z.string().nullable(),
  category_id: int(),
  check_in: z.string(),
  check_out: z.string(),
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  /** The agreed price (öre). */
  accommodation_price: int(),
  /** Accommodation charges in all, paid or invoiced, and what remains (öre). */
  total_accommodation_amount: int(),
  paid_accommodation_amount: int(),
  remaining_accommodation_amount: int(),
  next_season: row({
    state: z.enum(NEXT_SEASON_STATES),
    /** The copy in the next season, when copied (null once that copy is gone). */
    booking_id: int().nullable(),
    booking_number: z.string().nullable(),
    booking_status: z.enum(SEASON_BOOKING_STATUSES).nullable(),
  }),
});
export type SeasonBookingRow = z.output<typeof seasonBookingRow>;

export const seasonBookings = contract('GET', 'seasons/bookings', {
  query: z.object({ season_id: idParam() }),
  response: row({
    season,
    /** The season that starts after this one ends (the copies' season), if any. */
    next_season: season.nullable(),
    bookings: z.array(seasonBookingRow),
  }),
});

const bookingIdBody = z.object({ booking_id: id() });
const bookingAnswer = row({ booking: bookingDetail });

/** Copies a season booking to the next season: same customer, pitch and guests, the next season's
 * dates and price, as an unconfirmed booking that holds the pitch. Idempotent per booking. */
export const copyToNextSeason = contract('POST', 'seasons/copy-booking-to-next-season', {
  body: bookingIdBody,
  response: bookingAnswer,
});

/** Marks a season booking as not going on to the next season (copying it later is still allowed). */
export const ignoreCopyToNextSeason = contract('POST', 'seasons/ignore-copy-booking-to-next-season', {
  body: bookingIdBody,
  response: row({ status: z.literal('success'), booking_id: int() }),
});

/** An unconfirmed (copied) season booking becomes confirmed or cancelled. */
export const updateSeasonBookingStatus = contract('POST', 'seasons/update-booking-status', {
  body: z.object({
    booking_id: id(),
    status: z.enum(['confirmed', 'cancelled'], { error: SEASON_TEXTS.status }),
  }),
  response: bookingAnswer,
});

/** The season price card's save: the agreed price in öre (whole kronor). */
export const setAccommodationPrice = contract('POST', 'bookings/set-accommodation-price', {
  body: z.object({
    bookingId: id(),
    price: money().refine((p) => p % 100 === 0, SEASON_TEXTS.priceWholeKronor),
  }),
  response: row({ status: z.literal('success'), booking: bookingDetail }),
});
