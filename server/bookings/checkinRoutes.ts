import type { TenantRouter, RouteContext } from '../http/router';
import { z } from '../http/validation';
import { id, isoDate } from '../../src/domain/input';
import type { Tx } from '../db/client';
import { bookingState } from '../../src/domain/bookingState';
import { lateCheckinDates } from './lateDates';
import { changeBooking, occupant, refuse, times, type BookingChange, type BookingRow } from './bookingChange';

type Change = (tx: Tx, b: BookingRow, ctx: RouteContext<{ booking_id: number; check_in_date?: string }, undefined, undefined>) => Promise<BookingChange>;

const body = z.object({ booking_id: id(), check_in_date: isoDate().optional() });

/** Check-in and check-out with the state rules of bookings.md 4, enforced here whatever the client shows. */
export function registerCheckinRoutes(r: TenantRouter) {
  const route = (path: string, change: Change) => r.post(path, { permission: 'writeBookings', body }, async (ctx) => ({
    booking: await changeBooking(ctx, ctx.body.booking_id, (tx, b) => change(tx, b, ctx)),
  }));

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
