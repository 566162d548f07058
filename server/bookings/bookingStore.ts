// POST bookings/store (bookings.md 4 "Booking form behaviour", 7): a new booking, a draft that holds its
// pitch, or a draft confirmed. The form's rules are re-checked with src/domain/bookingForm.ts, the price
// recomputed with priceStay (a different total is refused), and the booking, its accommodation rows and
// its fee charges are written in one transaction that claims the pitch (stayGuard.ts).
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../db/client';
import { bookings, editingRecords } from '../db/schema';
import { AppError, fieldError, unprocessable } from '../http/errors';
import type { ServiceContext } from '../http/serviceContext';
import { BOOKING_STORE_TEXTS, DRAFT_MINUTES, type storeBookingBody } from '../../src/contracts/bookingForm';
import type { BookingDetail } from '../../src/contracts/bookings';
import { feesApplied, isDropIn, type FeeKey } from '../../src/domain/bookingForm';
import { formatKr } from '../../src/domain/money';
import { feeOffers, type FeeOffer } from '../rates/stayQuote';
import { lockBooking, type BookingRow } from './bookingChange';
import { nextBookingNumber } from './bookingNumbers';
import { loadBookingDetail } from './detailRoutes';
import { materializeFeeCharges } from './feeCharges';
import { MAIL_FAILED_TEXT, sendBookingMail } from './mailRoutes';
import { loadBooking } from './queries';
import { claimPositions, guardStays } from './stayGuard';
import {
  assertPositionFree,
  assertStayForm,
  deleteOpenAccommodation,
  deleteOpenFeeCharges,
  insertAccommodationRows,
  planStay,
  type StayPlan,
} from './stayPlan';

export type StoreBody = z.output<typeof storeBookingBody>;

/** The record of a booking made at the desk (the demo's history says the same). */
export const CREATED_TEXT = 'Bokningen skapades från receptionen';
export const DRAFT_CREATED_TEXT = 'Utkastet skapades';

const _FLAG: Record<FeeKey, 'is_apply_booking_fee' | 'is_apply_position_reservation_fee' | 'is_apply_electricity_fee'> =
  {
    booking_fee: 'is_apply_booking_fee',
    position_reservation_fee: 'is_apply_position_reservation_fee',
    electricity_fee: 'is_apply_electricity_fee',
  };

const feeAmount = (fees: readonly FeeOffer[], key: FeeKey) => fees.find((f) => f.key === key)?.price ?? null;

/** The booking's fee columns (null: not applied), which feeCharges.ts sells as charge rows. */
export const feeColumns = (fees: readonly FeeOffer[]) => ({
  bookingFee: feeAmount(fees, 'booking_fee'),
  positionReservationFee: feeAmount(fees, 'position_reservation_fee'),
  electricityFee: feeAmount(fees, 'electricity_fee'),
});

/** The form's total against the server's: a 422 on 'total' naming the price it is now. */
export function assertTotal(sent: number, computed: number, field = 'total') {
  if (sent === computed) return;
  const message = BOOKING_STORE_TEXTS.totalChanged(formatKr(computed));
  throw unprocessable('total_changed', message, { [field]: [message] }, { total: computed });
}

interface Priced {
  plan: StayPlan;
  fees: FeeOffer[];
  total: number;
}

/** Every check that needs no lock: the form's rules, what the stay refers to, its price and fees. */
async function priceStore(ctx: ServiceContext, body: StoreBody): Promise<Priced> {
  const category = await assertStayForm(ctx.db, body, { bookingId: null, draftId: body.draft_id ?? null });
  const plan = await planStay(ctx.db, body, category);
  const offers = await feeOffers(
    ctx.db,
    category,
    plan.card,
    plan.priced.charges.reduce((n, r) => n + r.nights, 0),
  );
  const flags = {
    booking_fee: body.is_apply_booking_fee,
    position_reservation_fee: body.is_apply_position_reservation_fee,
    electricity_fee: body.is_apply_electricity_fee,
  } satisfies Record<FeeKey, boolean>;
  const fees = feesApplied(offers, flags, plan.position?.id, body.type === 'season');
  const total = plan.priced.accommodation_total + fees.reduce((s, f) => s + f.price, 0);
  // A draft only holds the pitch; its price is judged when it is confirmed.
  if (!body.is_draft) assertTotal(body.total, total);
  return { plan, fees, total };
}

/** The draft the form names: unconfirmed and not cancelled (an expired one not yet swept is renewed). */
async function lockDraft(tx: Tx, id: number): Promise<BookingRow> {
  const gone = () => fieldError('draft_gone', 'draft_id', BOOKING_STORE_TEXTS.noDraft);
  let d: BookingRow;
  try {
    d = await lockBooking(tx, id);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw gone();
    throw err;
  }
  if (!d.isDraft || d.confirmedAt != null || d.deletedAt != null) throw gone();
  return d;
}

export interface StoreResult {
  booking: BookingDetail;
  /** Shown as a snackbar: the booking is saved, but its confirmation was not sent. */
  warning: string | null;
}

/** Stores the booking; BookingSaved (and BookingRemoved for drafts swept off the pitch) after commit. */
export async function storeBooking(ctx: ServiceContext, body: StoreBody): Promise<StoreResult> {
  const { plan, fees } = await priceStore(ctx, body);
  const isDraft = body.is_draft === true;
  const positionId = plan.position?.id ?? null;
  const { id, swept } = await guardStays(() =>
    ctx.db.transaction(async (tx) => {
      const draft = body.draft_id != null ? await lockDraft(tx, body.draft_id) : null;
      const swept = await claimPositions(
        tx,
        [{ id: draft?.id ?? null, positionId, checkIn: body.check_in, checkOut: body.check_out }],
        ctx.now,
      );
      await assertPositionFree(
        tx,
        { positionId, checkIn: body.check_in, checkOut: body.check_out, guests: body.adults + body.children },
        ctx.now,
        { bookingId: draft?.id },
      );
      const values = {
        type: draft?.bookingGroupId != null ? 'group' : body.type,
        checkIn: body.check_in,
        checkOut: body.check_out,
        positionId,
        categoryId: plan.category.id,
        lodgingTypeId: plan.lodgingTypeId,
        cancellationPolicyId: plan.cancellationPolicyId,
        seasonId: plan.season?.id ?? null,
        customerId: body.customer_id,
        adults: body.adults,
        children: body.children,
        dogs: body.dogs,
        expectedArrivalTime: body.expected_arrival_time || null,
        accommodationPrice: plan.accommodationPrice,
        ...feeColumns(fees),
        isDraft,
        confirmedAt: isDraft ? null : ctx.now,
        draftExpiresAt: isDraft ? new Date(ctx.now.getTime() + DRAFT_MINUTES * 60_000) : null,
        updatedAt: ctx.now,
      };
      let id: number;
      if (draft) {
        id = draft.id;
        await tx.update(bookings).set(values).where(eq(bookings.id, id));
        await deleteOpenAccommodation(tx, id, ctx.now);
        await deleteOpenFeeCharges(tx, id, ctx.now);
      } else {
        const bookingNumber = await nextBookingNumber(tx, 'booking', Number(ctx.today.slice(0, 4)));
        const [row] = await tx
          .insert(bookings)
          .values({ ...values, bookingNumber, channelId: 1, createdBy: ctx.actor.user.id, createdAt: ctx.now })
          .returning({ id: bookings.id });
        id = row.id;
      }
      // A draft only holds the pitch (its fee columns let the form resume it); the charges the till
      // sells are written when it is confirmed, so an expired draft leaves no open lines behind.
      if (!isDraft) {
        await insertAccommodationRows(tx, id, positionId, plan.priced.charges, ctx.now);
        await materializeFeeCharges(tx, [id]);
      }
      // A draft's re-saves are not history; its creation and its confirmation are.
      if (!draft || !isDraft) {
        await tx.insert(editingRecords).values({
          subjectType: 'booking',
          subjectId: id,
          bookingId: id,
          bookingGroupId: draft?.bookingGroupId ?? null,
          customerId: body.customer_id,
          userId: ctx.actor.user.id,
          action: isDraft ? 'draft_created' : 'created',
          description: isDraft ? DRAFT_CREATED_TEXT : CREATED_TEXT,
          createdAt: ctx.now,
        });
      }
      return { id, swept };
    }),
  );
  for (const draftId of swept) await ctx.publish('BookingRemoved', { booking_id: draftId });
  await ctx.publish('BookingSaved', { booking_id: id, booking: await loadBooking(ctx.db, id) });

  let warning: string | null = null;
  const dropIn = isDropIn({ bookingId: null, type: body.type, checkIn: body.check_in }, ctx.today);
  if (body.send_confirmation && !isDraft && !dropIn) warning = await confirm(ctx, id);
  return { booking: (await loadBookingDetail(ctx.db, id))!, warning };
}

/** The confirmation mail after the booking is saved: a refusal or a failure is a warning, never an error. */
async function confirm(ctx: ServiceContext, id: number): Promise<string | null> {
  try {
    const { failed } = await sendBookingMail(ctx, id, 'confirmation');
    return failed ? MAIL_FAILED_TEXT : null;
  } catch (err) {
    // The booking is committed: answering an error now would have the desk store it a second time.
    const reason = err instanceof AppError && err.status < 500 ? err.message : MAIL_FAILED_TEXT;
    return `Bokningen sparades, men ingen bekräftelse skickades: ${reason}`;
  }
}
