// POST seasons/copy-booking-to-next-season and seasons/ignore-copy-booking-to-next-season (bookings.md
// "Seasons"). A copy is a season booking of the next season: the same customer, pitch, category, guests,
// lodging type and cancellation policy, the next season's dates and price (position's custom price, else
// the category's, else the default) and its one accommodation row, written as bookings/store writes a
// season booking's (stayPlan.ts), with a number from the year's counter.
//
// The copy is unconfirmed until its status is updated: is_draft false and confirmed_at null. It is not a
// draft in the booking form's sense: a draft (is_draft true) is the form's 15-minute hold, which the top
// bar's drafts popover counts down (src/domain/drafts.ts) and the form resumes and deletes when closed
// (bookingForm.commands.ts, useDraft.ts), and which stops holding its pitch at draft_expires_at. An
// unconfirmed booking holds its pitch like any booking (activeStays.ts, the constraint of migration 0008)
// until it is confirmed or cancelled, is not a check-in of the day (src/domain/bookingState.ts needs
// confirmed_at), and the pane shows it 'Inte bekräftad'.
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bookings, editingRecords, seasonBookingCopies } from '../db/schema';
import { fieldError } from '../http/errors';
import type { ServiceContext } from '../http/serviceContext';
import { positionFacts } from '../availability/service';
import { lockBooking, refuse, type BookingRow } from '../bookings/bookingChange';
import { nextBookingNumber } from '../bookings/bookingNumbers';
import { loadBookingDetail } from '../bookings/detailRoutes';
import { loadBooking } from '../bookings/queries';
import { claimPositions, guardStays, positionTaken } from '../bookings/stayGuard';
import { insertAccommodationRows } from '../bookings/stayPlan';
import { loadSeason, seasonPrice, seasonStay, type SeasonRow } from '../rates/stayQuote';
import { judgePosition } from '../../src/domain/availability';
import type { BookingDetail } from '../../src/contracts/bookings';
import { SEASON_TEXTS } from '../../src/contracts/seasons';
import { assertSeasonBooking, nextSeason, SEASON_RECORDS } from './seasonRules';

type CopyRow = typeof seasonBookingCopies.$inferSelect;

async function copyRowOf(tx: Tx, bookingId: number): Promise<CopyRow | null> {
  const [row] = await tx.select().from(seasonBookingCopies).where(eq(seasonBookingCopies.bookingId, bookingId));
  return row ?? null;
}

/** The copy the row links to while it is a live booking (not cancelled): copying again answers it. */
async function liveCopy(tx: Tx, row: CopyRow | null): Promise<BookingRow | null> {
  if (row?.copyBookingId == null) return null;
  const [copy] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, row.copyBookingId), isNull(bookings.deletedAt)));
  return copy ?? null;
}

/**
 * The pitch in the next season, judged inside the transaction after claimPositions locked it and swept
 * its expired drafts: another stay there is the spec's 'Något gick fel - välj en annan plats' (422 on
 * position_id), a block or a deleted pitch the availability judgement's own text.
 */
async function assertPitchFree(tx: Tx, src: BookingRow, next: SeasonRow, now: Date): Promise<void> {
  if (src.positionId == null || src.positionId <= 0) return;
  const stay = { check_in: next.start, check_out: next.end };
  const facts = (await positionFacts(tx, stay, now, [src.positionId])).find((f) => f.id === src.positionId);
  if (!facts || facts.stay) throw positionTaken();
  const judged = judgePosition(facts, { occupancy: src.adults + src.children });
  if (!judged.is_available) throw fieldError('position_unavailable', 'position_id', judged.error_message!);
}

interface Copied {
  id: number;
  created: boolean;
  swept: number[];
}

/** Writes the copy of `src` in `next` and links it; inside the transaction that holds the source's lock. */
async function writeCopy(
  ctx: ServiceContext,
  tx: Tx,
  src: BookingRow,
  next: SeasonRow,
  row: CopyRow | null,
): Promise<Copied> {
  const positionId = src.positionId != null && src.positionId > 0 ? src.positionId : null;
  const swept = await claimPositions(tx, [{ id: null, positionId, checkIn: next.start, checkOut: next.end }], ctx.now);
  await assertPitchFree(tx, src, next, ctx.now);
  const price = await seasonPrice(tx, next, positionId ?? 0, src.categoryId);
  const bookingNumber = await nextBookingNumber(tx, 'booking', Number(ctx.today.slice(0, 4)));
  const [copy] = await tx
    .insert(bookings)
    .values({
      bookingNumber,
      type: 'season',
      checkIn: next.start,
      checkOut: next.end,
      positionId,
      categoryId: src.categoryId,
      lodgingTypeId: src.lodgingTypeId,
      cancellationPolicyId: src.cancellationPolicyId,
      seasonId: next.id,
      customerId: src.customerId,
      adults: src.adults,
      children: src.children,
      dogs: src.dogs,
      expectedArrivalTime: src.expectedArrivalTime,
      accommodationPrice: price,
      isDraft: false,
      confirmedAt: null,
      draftExpiresAt: null,
      channelId: 1,
      createdBy: ctx.actor.user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: bookings.id });
  const stay = { checkIn: next.start, checkOut: next.end, adults: src.adults, children: src.children, dogs: src.dogs };
  await insertAccommodationRows(tx, copy.id, positionId, seasonStay(stay, price).charges, ctx.now);

  if (row == null) {
    await tx.insert(seasonBookingCopies).values({
      bookingId: src.id,
      copyBookingId: copy.id,
      ignoredAt: null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  } else {
    // Ignored, or its copy cancelled or gone: the new copy takes the link.
    await tx
      .update(seasonBookingCopies)
      .set({ copyBookingId: copy.id, ignoredAt: null, updatedAt: ctx.now })
      .where(eq(seasonBookingCopies.bookingId, src.id));
  }
  const record = (bookingId: number, action: string, description: string) => ({
    subjectType: 'booking',
    subjectId: bookingId,
    bookingId,
    bookingGroupId: src.bookingGroupId,
    customerId: src.customerId,
    userId: ctx.actor.user.id,
    action,
    description,
    createdAt: ctx.now,
  });
  await tx
    .insert(editingRecords)
    .values([
      record(copy.id, 'created', SEASON_RECORDS.copyCreated(next.fullName, src.bookingNumber)),
      record(src.id, 'copied_to_next_season', SEASON_RECORDS.copiedTo(next.fullName, bookingNumber)),
    ]);
  return { id: copy.id, created: true, swept };
}

/**
 * Copies a season booking to the next season, or answers the copy it has already (idempotent: the
 * source booking's row lock serialises desks copying at once, and season_booking_copies' primary key
 * is the last word). Refused: not a season booking, a form's draft, cancelled, no next season, the pitch
 * taken in the next season. Copying an ignored booking clears the ignore; one whose copy was cancelled
 * gets a new copy.
 */
export async function copyToNextSeason(ctx: ServiceContext, bookingId: number): Promise<BookingDetail> {
  const done = await guardStays(() =>
    ctx.db.transaction(async (tx): Promise<Copied> => {
      const src = await lockBooking(tx, bookingId);
      assertSeasonBooking(src);
      if (src.deletedAt) throw refuse('booking_cancelled', SEASON_TEXTS.cancelledSource);
      const row = await copyRowOf(tx, src.id);
      const existing = await liveCopy(tx, row);
      if (existing) return { id: existing.id, created: false, swept: [] };
      const season = await loadSeason(tx, src.seasonId);
      const next = await nextSeason(tx, season);
      if (!next) throw refuse('no_next_season', SEASON_TEXTS.noNextSeason);
      return writeCopy(ctx, tx, src, next, row);
    }),
  );
  if (done.created) {
    for (const draft of done.swept) await ctx.publish('BookingRemoved', { booking_id: draft });
    await ctx.publish('BookingSaved', { booking_id: done.id, booking: await loadBooking(ctx.db, done.id) });
  }
  return (await loadBookingDetail(ctx.db, done.id))!;
}

/**
 * Marks a season booking as not going on to the next season (idempotent). Refused for a booking that is
 * not a season booking and for one already copied (its copy live); one whose copy was cancelled may be
 * ignored, and the link to that copy goes.
 */
export async function ignoreCopyToNextSeason(ctx: ServiceContext, bookingId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const src = await lockBooking(tx, bookingId);
    assertSeasonBooking(src);
    const row = await copyRowOf(tx, src.id);
    if (await liveCopy(tx, row)) throw refuse('already_copied', SEASON_TEXTS.alreadyCopied);
    if (row?.ignoredAt != null) return;
    if (row == null) {
      await tx
        .insert(seasonBookingCopies)
        .values({ bookingId: src.id, copyBookingId: null, ignoredAt: ctx.now, createdAt: ctx.now, updatedAt: ctx.now });
    } else {
      await tx
        .update(seasonBookingCopies)
        .set({ copyBookingId: null, ignoredAt: ctx.now, updatedAt: ctx.now })
        .where(eq(seasonBookingCopies.bookingId, src.id));
    }
    await tx.insert(editingRecords).values({
      subjectType: 'booking',
      subjectId: src.id,
      bookingId: src.id,
      bookingGroupId: src.bookingGroupId,
      customerId: src.customerId,
      userId: ctx.actor.user.id,
      action: 'next_season_ignored',
      description: SEASON_RECORDS.ignored,
      createdAt: ctx.now,
    });
  });
}
