// Bookings: the working set (bookings/synced), one booking (bookings/:id) and its state changes.
import { z } from 'zod';
import { id, idParam, isoDate } from '../domain/input';
import { contract } from './define';

const row = z.strictObject;
const int = () => z.number().int();
const date = () => z.string();
const stamp = () => z.string();

/** The fields every console keeps in its working set (server/bookings/queries.ts BOOKING_LIST_FIELDS). */
export const bookingListFields = {
  id: int(),
  booking_number: z.string(),
  title: z.string(),
  type: z.string(),
  check_in: date(),
  check_out: date(),
  checked_in_at: stamp().nullable(),
  checked_out_at: stamp().nullable(),
  auto_checkout_at: stamp().nullable(),
  confirmed_at: stamp().nullable(),
  created_at: stamp(),
  updated_at: stamp(),
  deleted_at: stamp().nullable(),
  is_draft: z.boolean(),
  draft_expires_at: stamp().nullable(),
  position_id: int().nullable(),
  category_id: int(),
  customer_id: int().nullable(),
  customer_name: z.string(),
  customer_country_id: int().nullable(),
  booking_group_id: int().nullable(),
  adults: int(),
  children: int(),
  dogs: int(),
  expected_arrival_time: z.string().nullable(),
  total_accommodation_amount: z.number(),
  remaining_accommodation_amount: z.number(),
  is_fully_paid: z.boolean(),
  channel_id: int(),
  access_driver: z.string().nullable(),
  cancellation_status: z.string().nullable(),
  remarks: z.string().nullable(),
};
export const bookingListRow = row(bookingListFields);
export type BookingListRow = z.output<typeof bookingListRow>;
export type BookingListField = keyof typeof bookingListFields;

export const bookingCustomer = row({
  id: int(),
  full_name: z.string(),
  is_org: z.boolean(),
  country_id: int(),
  shortAddress: z.string(),
  email: z.string().nullable(),
  email_status: z.string().nullable(),
  color: z.string(),
});
/** One booking read on its own (pane, events, answers to its verbs): the list fields and more. */
export const bookingFields = bookingListRow.extend({
  subtitle: z.string(),
  lodging_type_id: int().nullable(),
  cancellation_policy_id: int().nullable(),
  season_id: int().nullable(),
  customer: bookingCustomer.nullable(),
  accommodation_price: int().nullable(),
  paid_accommodation_amount: z.number(),
  applied_fees: row({
    booking_fee: int().nullable(),
    position_reservation_fee: int().nullable(),
    electricity_fee: int().nullable(),
  }),
  requests: z.string().nullable(),
  bookvisit_booking_code: z.string().nullable(),
  external_source: z.string().nullable(),
  external_reference: z.string().nullable(),
  is_customer_selected_position: z.boolean(),
  /** The 'Avgifter' tab's warning dot: the calendar has a suggested charge not yet accepted or dismissed. */
  has_suggested_charges: z.boolean(),
});
export type BookingFields = z.output<typeof bookingFields>;
export type BookingField = keyof BookingFields;

/** The pane's booking: its position and group as small objects too. */
export const bookingDetail = bookingFields.extend({
  position: row({ id: int(), full_name: z.string(), deleted_at: stamp().nullable() }).nullable(),
  booking_group: row({ id: int(), booking_number: z.string(), name: z.string().nullable() }).nullable(),
});
export type BookingDetail = z.output<typeof bookingDetail>;

/** A booking as the console holds it: the working set's fields, and more once read on its own. */
export type Booking = BookingListRow & Partial<Omit<BookingDetail, keyof BookingListRow>>;

export const syncedBookings = contract('GET', 'bookings/synced', {
  query: z.object({ since: z.iso.datetime({ offset: true, error: 'Ogiltig tidpunkt' }).optional() }),
  // Columnar (src/domain/columnar.ts): the column names are the list fields above.
  response: row({
    columns: z.array(z.string()),
    rows: z.array(z.array(z.unknown())),
    synced_at: stamp(),
    is_delta: z.boolean(),
  }),
});

export const booking = contract('GET', 'bookings/:id', {
  params: z.object({ id: idParam() }),
  response: row({ booking: bookingDetail }),
});

/** Check-in, check-out and their reversals take the same body and answer with the booking. */
export const bookingChangeBody = z.object({
  booking_id: id(),
  check_in_date: isoDate().optional(),
  early_arrival: z.boolean().optional(),
});
const changed = { body: bookingChangeBody, response: row({ booking: bookingFields }) };
export const checkIn = contract('POST', 'bookings/check-in', changed);
export const reverseCheckIn = contract('POST', 'bookings/reverse-checkin', changed);
export const checkOut = contract('POST', 'bookings/check-out', changed);
export const reverseCheckOut = contract('POST', 'bookings/reverse-checkout', changed);
