// 'Ångra avbokning' (POST booking-cancellations/reverse-cancellation; design C7): in one transaction, the booking
// back on its position if nobody else holds it, the lines its completion took away restored, and the document that
// settled it undone (settlement.ts unsettle). A cancellation made by the plain bookings/cancel has no document and
// reverses as it always did; a cancellation still open on a live booking is abandoned.
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { bookingCancellations, bookings, invoices } from '../db/schema';
import type { ServiceContext } from '../http/serviceContext';
import { changeBooking, refuse, type BookingChange } from '../bookings/bookingChange';
import { invoiceAnswer } from '../invoices/queries';
import { CANCELLATION_TEXTS as T } from '../../src/domain/cancellation';
import { cancellationInForce, isOpen } from './queries';
import { restoreRemoved } from './source';
import { unsettle } from './settlement';
import { publishInvoices } from './service';

export async function reverseCancellation(ctx: ServiceContext, id: number) {
  let made: Awaited<ReturnType<typeof unsettle>> | null = null;
  const booking = await changeBooking(ctx, id, async (tx, b): Promise<BookingChange> => {
    const c = await cancellationInForce(tx, b.id, true);
    if (!b.deletedAt) {
      if (!isOpen(c)) throw refuse('not_cancelled', 'Bokningen är inte avbokad.');
      return {
        set: { cancellationStatus: null },
        action: 'cancellation_abandoned',
        description: T.recordAbandoned,
        changes: { cancellation_status: { from: b.cancellationStatus, to: null } },
        also: async (t) => {
          await t.update(bookingCancellations).set({ reversedAt: ctx.now }).where(eq(bookingCancellations.id, c.id));
        },
      };
    }
    if (b.isDraft && !b.confirmedAt) throw refuse('not_a_booking', 'Ett borttaget utkast kan inte återställas.');
    if (b.positionId != null) {
      // Overlapping stays on the same position; live drafts hold their position too.
      const [other] = await tx
        .select({ bookingNumber: bookings.bookingNumber })
        .from(bookings)
        .where(
          and(
            eq(bookings.positionId, b.positionId),
            ne(bookings.id, b.id),
            isNull(bookings.deletedAt),
            lt(bookings.checkIn, b.checkOut),
            gt(bookings.checkOut, b.checkIn),
            or(
              eq(bookings.isDraft, false),
              sql`${bookings.confirmedAt} is not null`,
              gt(bookings.draftExpiresAt, ctx.now),
            ),
          ),
        )
        .orderBy(bookings.checkIn)
        .limit(1);
      if (other)
        throw refuse(
          'position_occupied',
          `Platsen är upptagen under bokningens datum av bokning ${other.bookingNumber}.`,
        );
    }
    const completed = c?.completedAt != null ? c : null;
    if (completed?.settlementInvoiceId != null) {
      // Judged before anything is written, so the refusal changes nothing.
      const [doc] = await tx.select().from(invoices).where(eq(invoices.id, completed.settlementInvoiceId)).limit(1);
      if (doc?.isCreditInvoice && doc.paidAmount !== 0) throw refuse('refund_already_made', T.refundAlreadyMade);
    }
    return {
      set: { deletedAt: null, cancellationStatus: null },
      action: 'cancellation_reversed',
      description: 'Avbokningen ångrades',
      changes: {
        deleted_at: { from: b.deletedAt.toISOString(), to: null },
        cancellation_status: { from: b.cancellationStatus, to: null },
      },
      also: async (t) => {
        await t
          .update(bookingCancellations)
          .set({ reversedAt: ctx.now })
          .where(and(eq(bookingCancellations.bookingId, id), isNull(bookingCancellations.reversedAt)));
        if (!completed) return;
        await restoreRemoved(
          t,
          {
            chargeIds: completed.removedChargeIds ?? [],
            accommodationChargeIds: completed.removedAccommodationChargeIds ?? [],
          },
          ctx.now,
        );
        if (completed.settlementInvoiceId == null) return;
        made = await unsettle(t, ctx, {
          settlementInvoiceId: completed.settlementInvoiceId,
          cancellationId: completed.id,
        });
        if (made.invoiceId != null)
          await t
            .update(bookingCancellations)
            .set({ reversalInvoiceId: made.invoiceId })
            .where(eq(bookingCancellations.id, completed.id));
      },
    };
  });
  const done = made as Awaited<ReturnType<typeof unsettle>> | null;
  if (done) await publishInvoices(ctx, done, id);
  const invoice = done?.invoiceId != null ? (await invoiceAnswer(ctx.db, done.invoiceId, ctx.today)).invoice : null;
  return { booking, invoice };
}
