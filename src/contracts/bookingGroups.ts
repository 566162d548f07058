// One booking group (bookings.md 3 "Booking group"): its fields, customer, members and the dates they make.
import { z } from 'zod';
import { idParam } from '../domain/input';
import { bookingCustomer, bookingFields } from './bookings';
import { contract } from './define';

const row = z.strictObject;
const int = () => z.number().int();
const stamp = () => z.string();

export const bookingGroup = row({
  id: int(),
  booking_number: z.string(),
  name: z.string().nullable(),
  customer_id: int(),
  customer_name: z.string().nullable(),
  remarks: z.string().nullable(),
  channel_id: int(),
  cancellation_policy_id: int().nullable(),
  same_cancellation_policy_for_all_bookings: z.boolean(),
  applied_fees: z.record(z.string(), z.number()),
  created_at: stamp(),
  updated_at: stamp(),
  deleted_at: stamp().nullable(),
  customer: bookingCustomer.nullable(),
  title: z.string(),
  subtitle: z.string(),
  /** Every member in the booking shape, cancelled ones too. */
  bookings: z.array(bookingFields),
  nights: int(),
  checkin_dates: z.array(z.string()),
  checkout_dates: z.array(z.string()),
  first_checkin_date: z.string().nullable(),
  last_checkout_date: z.string().nullable(),
  has_mixed_checkin_dates: z.boolean(),
  has_mixed_checkout_dates: z.boolean(),
  has_multiple_customers: z.boolean(),
});
export type BookingGroup = z.output<typeof bookingGroup>;

export const bookingGroupShow = contract('GET', 'booking-groups/show', {
  query: z.object({ booking_group_id: idParam() }),
  response: row({ booking_group: bookingGroup }),
});
