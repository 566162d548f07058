import type { TenantRouter, RouteContext } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { z } from '../http/validation';
import { idParam } from '../../src/domain/input';
import { bookingChangeBody, checkIn } from '../../src/contracts/bookings';
import type { Tx } from '../db/client';
import { bookingState } from '../../src/domain/bookingState';
import { daysBetween } from '../../src/domain/dates';
import { formatKr } from '../../src/domain/money';
import { changeBooking, occupant, refuse, times, type BookingChange, type BookingRow } from './bookingChange';
import { findBooking, planCheckIn } from './checkinPlan';
import { addStayCharge, chargeTotal } from './stayCharges';

type Body = z.output<typeof bookingChangeBody>;
type Change = (tx: Tx, b: BookingRow, ctx: RouteContext<Body, undefined, undefined>) => Promise<BookingChange>;

const body = bookingChangeBody;

/** Check-in and check-out with the state rules of bookings.md 4, enforced here whatever the client shows. */
export function registerCheckinRoutes(r: TenantRouter) {
  const route = (path: string, change: Change) =>
    r.post(path, { permission: 'writeBookings', body, response: checkIn.response }, async (ctx) => ({
      booking: await changeBooking(serviceContext(ctx), ctx.body.booking_id, (tx, b) => change(tx, b, ctx)),
    }));

  // The dialog's 'Tidig ankomst' choice: the new dates and what they cost, judged as the check-in will be.
  const previewQuery = z.object({ booking_id: idParam() });
  r.get('bookings/early-checkin-preview', { permission: 'readBookings', query: previewQuery }, async (ctx) => {
    const b = await findBooking(ctx.db, ctx.query.booking_id);
    const plan = await planCheckIn(ctx.db, b, ctx.today, ctx.today, true);
    if (!plan.early) throw refuse('not_early', 'Bokningen kan checkas in utan att datumen ändras.');
    return {
      check_in: ctx.today,
      check_out: b.checkOut,
      previous_check_in: b.checkIn,
      extra_nights: plan.charge?.nights ?? daysBetween(ctx.today, b.checkIn),
      price_difference: plan.charge ? chargeTotal(plan.charge) : 0,
    };
  });

  route('bookings/check-in', async (tx, b, ctx) => {
    const date = ctx.body.check_in_date ?? b.checkIn;
    const plan = await planCheckIn(tx, b, date, ctx.today, ctx.body.early_arrival === true);
    if (!plan.early) {
      const description = date === b.checkIn ? 'Bokningen checkades in' : `Bokningen checkades in sent, från ${date}`;
      return { set: { checkedInAt: ctx.now, checkIn: date }, action: 'checked_in', description };
    }
    // An early arrival is a change of the booking: new dates and the added nights' charge, in this transaction.
    const added = plan.charge ? chargeTotal(plan.charge) : 0;
    return {
      set: { checkedInAt: ctx.now, checkIn: date },
      action: 'checked_in',
      description:
        `Bokningen checkades in tidigt, från ${date} i stället för ${b.checkIn}` +
        (added ? ` (${formatKr(added)} tillkommer)` : ''),
      changes: { check_in: { from: b.checkIn, to: date }, checked_in_at: { from: null, to: ctx.now.toISOString() } },
      also: (t) => addStayCharge(t, plan.charge, ctx.now),
    };
  });

  route('bookings/reverse-checkin', async (_tx, b) => {
    if (bookingState(times(b)) !== 'checked_in')
      throw refuse('not_checked_in', 'Bara en incheckad bokning som inte är utcheckad kan få incheckningen ångrad.');
    return { set: { checkedInAt: null }, action: 'checkin_reversed', description: 'Incheckningen ångrades' };
  });

  route('bookings/check-out', async (_tx, b, ctx) => {
    const state = bookingState(times(b));
    if (state === 'checked_out') throw refuse('already_checked_out', 'Bokningen är redan utcheckad.');
    if (state !== 'checked_in')
      throw refuse('not_checked_in', 'Bokningen måste vara incheckad innan den kan checkas ut.');
    return { set: { checkedOutAt: ctx.now }, action: 'checked_out', description: 'Bokningen checkades ut' };
  });

  route('bookings/reverse-checkout', async (tx, b) => {
    if (bookingState(times(b)) !== 'checked_out')
      throw refuse('not_checked_out', 'Bara en utcheckad bokning kan få utcheckningen ångrad.');
    const other = await occupant(tx, b);
    if (other) throw refuse('position_occupied', `Platsen är nu upptagen av bokning ${other.bookingNumber}.`);
    return { set: { checkedOutAt: null }, action: 'checkout_reversed', description: 'Utcheckningen ångrades' };
  });
}
