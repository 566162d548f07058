// POST bookings/update (bookings.md 7, "Rebooking levels"): the stay's fields change and its accommodation
// charges become the chosen level's, through changeBooking (one transaction: lock, judge, write, record,
// publish). Paid, invoiced or terminal-held charges are never deleted or changed (rebookingPlan.ts). The
// update carries no fee flags: the fees applied stay applied, and the electricity fee follows the new
// nights whatever the level (electricityFee.ts); booking and reservation fee are once per booking.
import type { z } from 'zod';
import { fieldError, validationError } from '../http/errors';
import type { ServiceContext } from '../http/serviceContext';
import { BOOKING_STORE_TEXTS, type updateBookingBody } from '../../src/contracts/bookingForm';
import type { BookingDetail } from '../../src/contracts/bookings';
import { daysBetween } from '../../src/domain/dates';
import { REBOOKING_TITLES } from '../../src/domain/rebooking';
import { seasonStay } from '../rates/stayQuote';
import { changeBooking, refuse } from './bookingChange';
import { loadBookingDetail } from './detailRoutes';
import { planElectricityFor, writeElectricity } from './electricityFee';
import { planRebooking, storedAccommodation } from './rebookingPlan';
import {
  assertPositionFree,
  assertStayForm,
  deleteOpenAccommodation,
  insertAccommodationRows,
  planStay,
} from './stayPlan';

export type UpdateBody = z.output<typeof updateBookingBody>;

export async function updateBooking(ctx: ServiceContext, body: UpdateBody): Promise<BookingDetail> {
  const id = body.booking_id;
  await changeBooking(ctx, id, async (tx, b) => {
    if (b.deletedAt) throw refuse('booking_cancelled', BOOKING_STORE_TEXTS.cancelled);
    if (b.checkedOutAt) throw refuse('booking_checked_out', BOOKING_STORE_TEXTS.checkedOut);
    if ((b.type === 'season') !== (body.type === 'season'))
      throw fieldError('type_change', 'type', BOOKING_STORE_TEXTS.seasonTypeChange);
    // A season booking keeps its agreed price unless the form sends another.
    const request =
      body.type === 'season'
        ? { ...body, accommodation_price: body.accommodation_price ?? b.accommodationPrice }
        : body;
    const category = await assertStayForm(tx, request, { bookingId: id, draftId: null });
    const plan = await planStay(tx, request, category);
    const positionId = plan.position?.id ?? null;
    await assertPositionFree(
      tx,
      { positionId, checkIn: body.check_in, checkOut: body.check_out, guests: body.adults + body.children },
      ctx.now,
      { bookingId: id },
    );
    const next =
      plan.accommodationPrice != null
        ? seasonStay({ checkIn: body.check_in, checkOut: body.check_out, ...body }, plan.accommodationPrice)
        : plan.priced;
    const rebooking = planRebooking(await storedAccommodation(tx, id), next);
    const option = rebooking.options.find((o) => o.level === body.rebooking_option);
    if (!option) throw validationError({ rebooking_option: ['Välj ett av ombokningsalternativen'] });
    const electricity = await planElectricityFor(tx, b, {
      category,
      card: plan.card,
      nights: daysBetween(body.check_in, body.check_out),
    });

    const set = {
      checkIn: body.check_in,
      checkOut: body.check_out,
      positionId,
      categoryId: category.id,
      customerId: body.customer_id,
      adults: body.adults,
      children: body.children,
      dogs: body.dogs,
      expectedArrivalTime: body.expected_arrival_time || null,
      lodgingTypeId: plan.lodgingTypeId,
      cancellationPolicyId: plan.cancellationPolicyId,
      seasonId: plan.season?.id ?? b.seasonId,
      accommodationPrice: plan.accommodationPrice ?? b.accommodationPrice,
      electricityFee: electricity ? electricity.column : b.electricityFee,
    };
    const before: Record<string, unknown> = {
      check_in: b.checkIn,
      check_out: b.checkOut,
      position_id: b.positionId,
      category_id: b.categoryId,
      customer_id: b.customerId,
      adults: b.adults,
      children: b.children,
      dogs: b.dogs,
      expected_arrival_time: b.expectedArrivalTime,
      lodging_type_id: b.lodgingTypeId,
      cancellation_policy_id: b.cancellationPolicyId,
      season_id: b.seasonId,
      accommodation_price: b.accommodationPrice,
      accommodation_total: rebooking.current_total,
      electricity_fee: b.electricityFee,
    };
    const after: Record<string, unknown> = {
      check_in: set.checkIn,
      check_out: set.checkOut,
      position_id: set.positionId,
      category_id: set.categoryId,
      customer_id: set.customerId,
      adults: set.adults,
      children: set.children,
      dogs: set.dogs,
      expected_arrival_time: set.expectedArrivalTime,
      lodging_type_id: set.lodgingTypeId,
      cancellation_policy_id: set.cancellationPolicyId,
      season_id: set.seasonId,
      accommodation_price: set.accommodationPrice,
      accommodation_total: option.total,
      electricity_fee: set.electricityFee,
    };
    const changes = Object.fromEntries(
      Object.keys(after)
        .filter((k) => before[k] !== after[k])
        .map((k) => [k, { from: before[k], to: after[k] }]),
    );
    return {
      set,
      action: 'updated',
      description: `Bokningen ändrades (${REBOOKING_TITLES[option.level]})`,
      changes,
      also: async (t) => {
        // A draft's charges are written when it is confirmed (bookingStore.ts); its column says the fee.
        if (electricity && !b.isDraft) await writeElectricity(t, { id, positionId }, electricity, ctx.now);
        if (option.rows == null) return;
        await deleteOpenAccommodation(t, id, ctx.now);
        await insertAccommodationRows(t, id, positionId, option.rows, ctx.now);
      },
    };
  });
  return (await loadBookingDetail(ctx.db, id))!;
}
