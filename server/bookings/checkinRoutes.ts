import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { TenantRouter, RouteContext } from '../http/router';
import { AppError } from '../http/errors';
import { intParam, isoDate, z } from '../http/validation';
import type { Tx } from '../db/client';
import { bookings, editingRecords } from '../db/schema';
import { bookingState } from '../../src/domain/bookingState';
import { loadBooking } from './queries';
import { lateCheckinDates } from './lateDates';

export type BookingRow = typeof bookings.$inferSelect;
type Row = BookingRow;
const refuse = (code: string, message: string) => new AppError(422, code, message);

export const times = (b: Row) => ({
  check_in: b.checkIn, check_out: b.checkOut, checked_in_at: b.checkedInAt?.toISOString() ?? null,
  checked_out_at: b.checkedOutAt?.toISOString() ?? null, deleted_at: b.deletedAt?.toISOString() ?? null,
  is_draft: b.isDraft, confirmed_at: b.confirmedAt?.toISOString() ?? null,
});

export async function lockBooking(tx: Tx, id: number): Promise<Row> {
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update').limit(1);
  if (!b) throw new AppError(404, 'booking_not_found', 'Bokningen finns inte.');
  return b;
}

/** Another booking still checked in on the same position blocks a check-in there. */
export async function occupant(tx: Tx, b: Row): Promise<Row | undefined> {
  if (b.positionId == null) return undefined;
  const [other] = await tx.select().from(bookings).where(and(
    eq(bookings.positionId, b.positionId), ne(bookings.id, b.id), isNotNull(bookings.checkedInAt),
    isNull(bookings.checkedOutAt), isNull(bookings.deletedAt),
  )).limit(1);
  return other;
}

type Change = (tx: Tx, b: Row, ctx: RouteContext<{ booking_id: number; check_in_date?: string }, undefined, undefined>) => Promise<{ set: Partial<Row>; action: string; description: string }>;

const body = z.object({ booking_id: intParam(), check_in_date: isoDate().optional() });

/** Check-in and check-out with the state rules of bookings.md 4, enforced here whatever the client shows. */
export function registerCheckinRoutes(r: TenantRouter) {
  const route = (path: string, change: Change) => r.post(path, { permission: 'writeBookings', body }, async (ctx) => {
    const id = ctx.body.booking_id;
    await ctx.db.transaction(async (tx) => {
      const b = await lockBooking(tx, id);
      const { set, action, description } = await change(tx, b, ctx);
      await tx.update(bookings).set({ ...set, updatedAt: ctx.now }).where(eq(bookings.id, id));
      await tx.insert(editingRecords).values({
        subjectType: 'booking', subjectId: id, bookingId: id, customerId: b.customerId, userId: ctx.auth.user.id,
        action, description, createdAt: ctx.now,
      });
    });
    const booking = await loadBooking(ctx.db, id);
    await ctx.publish('BookingSaved', { booking_id: id, booking });
    return { booking };
  });

  route('bookings/check-in', async (tx, b, ctx) => {
    const state = bookingState(times(b));
    if (state === 'cancelled') throw refuse('booking_cancelled', 'Bokningen är avbokad och kan inte checkas in.');
    if (state === 'draft') throw refuse('booking_draft', 'Bokningen är ett utkast och kan inte checkas in.');
    if (state !== 'not_checked_in') throw refuse('already_checked_in', 'Bokningen är redan incheckad.');
    const date = ctx.body.check_in_date ?? b.checkIn;
    if (date > ctx.today) throw refuse('check_in_in_future', 'Incheckningsdatumet kan inte ligga efter dagens datum.');
    if (date >= b.checkOut) throw refuse('check_in_after_check_out', 'Incheckningsdatumet måste vara före utcheckningsdatumet.');
    const other = await occupant(tx, b);
    if (other) throw refuse('position_occupied', `Platsen är fortfarande upptagen av bokning ${other.bookingNumber}. Checka ut den bokningen först.`);
    // A late check-in date must be one the late check-in dialog offers (the position was free from then).
    if (date > b.checkIn && !(await lateCheckinDates(tx, b, ctx.today)).checkinDates.includes(date)) {
      throw refuse('check_in_date_unavailable', 'Platsen var upptagen det datumet. Välj ett av de tillgängliga incheckningsdatumen.');
    }
    return { set: { checkedInAt: ctx.now, checkIn: date }, action: 'checked_in', description: date === b.checkIn ? 'Bokningen checkades in' : `Bokningen checkades in sent, från ${date}` };
  });

  route('bookings/reverse-checkin', async (_tx, b) => {
    if (bookingState(times(b)) !== 'checked_in') throw refuse('not_checked_in', 'Bara en incheckad bokning som inte är utcheckad kan få incheckningen ångrad.');
    return { set: { checkedInAt: null }, action: 'checkin_reversed', description: 'Incheckningen ångrades' };
  });

  route('bookings/check-out', async (_tx, b, ctx) => {
    const state = bookingState(times(b));
    if (state === 'checked_out') throw refuse('already_checked_out', 'Bokningen är redan utcheckad.');
    if (state !== 'checked_in') throw refuse('not_checked_in', 'Bokningen måste vara incheckad innan den kan checkas ut.');
    return { set: { checkedOutAt: ctx.now }, action: 'checked_out', description: 'Bokningen checkades ut' };
  });

  route('bookings/reverse-checkout', async (tx, b) => {
    if (bookingState(times(b)) !== 'checked_out') throw refuse('not_checked_out', 'Bara en utcheckad bokning kan få utcheckningen ångrad.');
    const other = await occupant(tx, b);
    if (other) throw refuse('position_occupied', `Platsen är nu upptagen av bokning ${other.bookingNumber}.`);
    return { set: { checkedOutAt: null }, action: 'checkout_reversed', description: 'Utcheckningen ångrades' };
  });
}
