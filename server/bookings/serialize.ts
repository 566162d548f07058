import type { bookings, customers } from '../db/schema';
import { customerSummary } from '../customers/serialize';

type BookingRow = typeof bookings.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

export interface BookingAmounts { total: number; paid: number }

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A booking as the console lists it: ids for local catalog data, the customer embedded. */
export function serializeBooking(
  b: BookingRow,
  customer: CustomerRow | null,
  positionName: string | null,
  amounts: BookingAmounts,
) {
  const fees = (b.bookingFee ?? 0) + (b.positionReservationFee ?? 0) + (b.electricityFee ?? 0);
  const total = amounts.total + fees;
  const remaining = Math.max(0, total - amounts.paid);
  const summary = customer ? customerSummary(customer) : null;
  return {
    id: b.id,
    booking_number: b.bookingNumber,
    title: summary?.full_name || `Bokning ${b.bookingNumber}`,
    subtitle: [positionName, `${b.checkIn} – ${b.checkOut}`].filter(Boolean).join(' · '),
    type: b.type,
    check_in: b.checkIn,
    check_out: b.checkOut,
    checked_in_at: iso(b.checkedInAt),
    checked_out_at: iso(b.checkedOutAt),
    auto_checkout_at: iso(b.autoCheckoutAt),
    confirmed_at: iso(b.confirmedAt),
    created_at: iso(b.createdAt),
    updated_at: iso(b.updatedAt),
    deleted_at: iso(b.deletedAt),
    is_draft: b.isDraft,
    draft_expires_at: iso(b.draftExpiresAt),
    position_id: b.positionId,
    category_id: b.categoryId,
    lodging_type_id: b.lodgingTypeId,
    cancellation_policy_id: b.cancellationPolicyId,
    season_id: b.seasonId,
    customer_id: b.customerId,
    customer: summary,
    booking_group_id: b.bookingGroupId,
    adults: b.adults,
    children: b.children,
    dogs: b.dogs,
    expected_arrival_time: b.expectedArrivalTime,
    accommodation_price: b.accommodationPrice,
    total_accommodation_amount: total,
    paid_accommodation_amount: amounts.paid,
    remaining_accommodation_amount: remaining,
    is_fully_paid: remaining === 0,
    applied_fees: { booking_fee: b.bookingFee, position_reservation_fee: b.positionReservationFee, electricity_fee: b.electricityFee },
    remarks: b.remarks,
    requests: b.requests,
    channel_id: b.channelId,
    access_driver: b.accessDriver,
    bookvisit_booking_code: b.bookvisitBookingCode,
    external_source: b.externalSource,
    external_reference: b.externalReference,
    cancellation_status: b.cancellationStatus,
    is_customer_selected_position: b.isCustomerSelectedPosition,
  };
}
export type SerializedBooking = ReturnType<typeof serializeBooking>;
