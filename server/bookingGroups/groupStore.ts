// POST booking-groups/store (bookings.md 2 "Group form", 7 "Booking groups"): a group and its 1..10
// member bookings in one transaction that claims every pitch (stayGuard.ts). Each member gets its
// accommodation rows from its category's rate card and its applied fees as charge rows; the group's
// total is every member's accommodation and fees, and a different total from the form is refused.
import type { z } from 'zod';
import { bookingGroups, bookings, editingRecords } from '../db/schema';
import { validationError, type FieldErrors } from '../http/errors';
import type { ServiceContext } from '../http/serviceContext';
import type { storeBookingGroupBody } from '../../src/contracts/bookingForm';
import { type BookingFormState, type FeeKey, feesApplied, validateBookingForm } from '../../src/domain/bookingForm';
import { feeOffers, type FeeOffer } from '../rates/stayQuote';
import { nextBookingNumber } from '../bookings/bookingNumbers';
import { assertTotal, CREATED_TEXT, feeColumns } from '../bookings/bookingStore';
import { materializeFeeCharges } from '../bookings/feeCharges';
import { loadBooking } from '../bookings/queries';
import { claimPositions, guardStays } from '../bookings/stayGuard';
import {
  assertCustomer,
  assertPositionFree,
  bodyErrors,
  findCategory,
  formState,
  insertAccommodationRows,
  planStay,
  type StayPlan,
  type StayRequest,
} from '../bookings/stayPlan';

export type GroupBody = z.output<typeof storeBookingGroupBody>;
type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

export const GROUP_CREATED_TEXT = 'Gruppbokningen skapades från receptionen';

/** The group as the form's state: its cards are the members, `clientId` their index + 1. */
function groupState(body: GroupBody, category: CategoryRow | null, members: GroupBody['bookings']): BookingFormState {
  return {
    ...formState(
      {
        type: 'regular',
        customer_id: body.customer_id,
        position_id: null,
        category_id: 0,
        check_in: body.check_in,
        check_out: body.check_out,
        adults: 0,
        children: 0,
        dogs: 0,
        lodging_type_id: null,
        cancellation_policy_id: null,
      },
      category,
      { bookingId: null, draftId: null },
    ),
    type: 'group',
    group: {
      sameCancellationPolicy: body.same_cancellation_policy_for_all_bookings,
      bookings: members.map((m) => ({
        clientId: body.bookings.indexOf(m) + 1,
        positionId: m.position_id,
        customerId: m.customer_id,
        adults: m.adults,
        children: m.children,
        dogs: m.dogs,
      })),
    },
  };
}

/**
 * The form's rules on the group (customer, dates, size, the same pitch twice) and on each card against
 * its own category's limits; an unknown category is named at its card.
 */
async function assertGroupForm(ctx: ServiceContext, body: GroupBody): Promise<CategoryRow[]> {
  const errors: FieldErrors = bodyErrors(validateBookingForm(groupState(body, null, body.bookings)));
  const found = new Map<number, CategoryRow | null>();
  for (const id of new Set(body.bookings.map((m) => m.category_id))) found.set(id, await findCategory(ctx.db, id));
  for (const [id, category] of found) {
    const members = body.bookings.filter((m) => m.category_id === id);
    if (!category) {
      for (const m of members) errors[`bookings.${body.bookings.indexOf(m)}.category_id`] = ['Kategorin finns inte'];
      continue;
    }
    const own = bodyErrors(validateBookingForm(groupState(body, category, members)));
    for (const [k, v] of Object.entries(own)) if (k.startsWith('bookings.')) errors[k] = v;
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return body.bookings.map((m) => found.get(m.category_id)!);
}

interface Member {
  request: StayRequest;
  plan: StayPlan;
  fees: FeeOffer[];
}

/** Stores the group; BookingSaved for each member and BookingGroupSaved after commit. */
export async function storeBookingGroup(ctx: ServiceContext, body: GroupBody): Promise<number> {
  const categoriesOf = await assertGroupForm(ctx, body);
  const customerId = body.customer_id!;
  await assertCustomer(ctx.db, customerId);
  const members: Member[] = [];
  for (const [i, m] of body.bookings.entries()) {
    const request: StayRequest = {
      type: 'regular',
      customer_id: m.customer_id ?? customerId,
      position_id: m.position_id,
      category_id: m.category_id,
      check_in: body.check_in,
      check_out: body.check_out,
      adults: m.adults,
      children: m.children,
      dogs: m.dogs,
      lodging_type_id: m.lodging_type_id,
      cancellation_policy_id: body.same_cancellation_policy_for_all_bookings
        ? body.cancellation_policy_id
        : m.cancellation_policy_id,
    };
    const plan = await planStay(ctx.db, request, categoriesOf[i], `bookings.${i}.`);
    const offers = await feeOffers(ctx.db, plan.category, plan.card, plan.priced.nights.length);
    const flags = m.applied_fees satisfies Record<FeeKey, boolean>;
    members.push({ request, plan, fees: feesApplied(offers, flags, plan.position?.id, false) });
  }
  const total = members.reduce(
    (s, m) => s + m.plan.priced.accommodation_total + m.fees.reduce((f, x) => f + x.price, 0),
    0,
  );
  assertTotal(body.total, total);

  const year = Number(ctx.today.slice(0, 4));
  const { groupId, ids, swept } = await guardStays(() =>
    ctx.db.transaction(async (tx) => {
      const swept = await claimPositions(
        tx,
        members.map((m) => ({
          positionId: m.plan.position?.id ?? null,
          checkIn: body.check_in,
          checkOut: body.check_out,
        })),
        ctx.now,
      );
      for (const [i, m] of members.entries()) {
        await assertPositionFree(
          tx,
          {
            positionId: m.plan.position?.id ?? null,
            checkIn: body.check_in,
            checkOut: body.check_out,
            guests: m.request.adults + m.request.children,
          },
          ctx.now,
          {},
          `bookings.${i}.position_id`,
        );
      }
      const [group] = await tx
        .insert(bookingGroups)
        .values({
          bookingNumber: await nextBookingNumber(tx, 'group', year),
          name: body.name?.trim() || null,
          customerId,
          sameCancellationPolicyForAllBookings: body.same_cancellation_policy_for_all_bookings,
          cancellationPolicyId: body.same_cancellation_policy_for_all_bookings ? body.cancellation_policy_id : null,
          channelId: 1,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: bookingGroups.id });
      const ids: number[] = [];
      for (const m of members) {
        const positionId = m.plan.position?.id ?? null;
        const [row] = await tx
          .insert(bookings)
          .values({
            bookingNumber: await nextBookingNumber(tx, 'booking', year),
            type: 'group',
            checkIn: body.check_in,
            checkOut: body.check_out,
            positionId,
            categoryId: m.plan.category.id,
            lodgingTypeId: m.plan.lodgingTypeId,
            cancellationPolicyId: m.plan.cancellationPolicyId,
            customerId: m.request.customer_id,
            bookingGroupId: group.id,
            adults: m.request.adults,
            children: m.request.children,
            dogs: m.request.dogs,
            ...feeColumns(m.fees),
            isDraft: false,
            confirmedAt: ctx.now,
            channelId: 1,
            createdBy: ctx.actor.user.id,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
          .returning({ id: bookings.id });
        ids.push(row.id);
        await insertAccommodationRows(tx, row.id, positionId, m.plan.priced.charges, ctx.now);
      }
      await materializeFeeCharges(tx, ids);
      await tx.insert(editingRecords).values([
        {
          subjectType: 'booking_group',
          subjectId: group.id,
          bookingGroupId: group.id,
          customerId,
          userId: ctx.actor.user.id,
          action: 'created',
          description: GROUP_CREATED_TEXT,
          createdAt: ctx.now,
        },
        ...ids.map((id, i) => ({
          subjectType: 'booking',
          subjectId: id,
          bookingId: id,
          bookingGroupId: group.id,
          customerId: members[i].request.customer_id,
          userId: ctx.actor.user.id,
          action: 'created',
          description: CREATED_TEXT,
          createdAt: ctx.now,
        })),
      ]);
      return { groupId: group.id, ids, swept };
    }),
  );
  for (const draftId of swept) await ctx.publish('BookingRemoved', { booking_id: draftId });
  for (const id of ids) await ctx.publish('BookingSaved', { booking_id: id, booking: await loadBooking(ctx.db, id) });
  await ctx.publish('BookingGroupSaved', { booking_group_id: groupId });
  return groupId;
}
