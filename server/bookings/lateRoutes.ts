import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { validationError } from '../http/errors';
import { z } from '../http/validation';
import { id, idParam, isoDate } from '../../src/domain/input';
import { bookingState } from '../../src/domain/bookingState';
import { NO_CHECKIN_DATES_TEXT, lateCheckoutDates } from '../../src/domain/lateDates';
import { times } from './bookingChange';
import { changeBooking, refuse } from './bookingChange';
import { lateCheckinDates, lateCheckoutChoices } from './lateDates';
import { findBooking } from './checkinPlan';
import { addStayCharge, planExtraNights } from './stayCharges';

const NOT_A_CHECKIN_DATE = 'Det datumet kan inte väljas som incheckningsdatum.';
const NOT_A_CHECKOUT_DATE = 'Det datumet kan inte väljas som utcheckningsdatum.';

/** Late check-in (with or without choosing the check-out too) and late check-out: bookings.md 4. */
export function registerLateRoutes(r: TenantRouter) {
  r.get(
    'bookings/available-checkin-dates',
    {
      permission: 'readBookings',
      query: z.object({ booking_id: idParam() }),
    },
    async (ctx) => {
      const b = await findBooking(ctx.db, ctx.query.booking_id);
      const { checkinDates } = await lateCheckinDates(ctx.db, b, ctx.today);
      return { available_checkin_dates: checkinDates };
    },
  );

  r.get(
    'bookings/available-checkout-dates',
    {
      permission: 'readBookings',
      query: z.object({ booking_id: idParam(), selected_checkin_date: isoDate() }),
    },
    async (ctx) => {
      const b = await findBooking(ctx.db, ctx.query.booking_id);
      const { stays, checkinDates } = await lateCheckinDates(ctx.db, b, ctx.today);
      const selected = ctx.query.selected_checkin_date;
      if (!checkinDates.includes(selected)) throw validationError({ selected_checkin_date: [NOT_A_CHECKIN_DATE] });
      return { available_checkout_dates: lateCheckoutChoices(selected, ctx.today, stays) };
    },
  );

  r.post(
    'bookings/checkin-and-checkout',
    {
      permission: 'writeBookings',
      body: z.object({ booking_id: id(), check_in_date: isoDate(), check_out_date: isoDate() }),
    },
    async (ctx) => {
      const { check_in_date: checkIn, check_out_date: checkOut } = ctx.body;
      // The dates are checked again under the lock: another desk may have checked someone in meanwhile.
      const booking = await changeBooking(serviceContext(ctx), ctx.body.booking_id, async (tx, b) => {
        const { stays, checkinDates } = await lateCheckinDates(tx, b, ctx.today);
        if (checkinDates.length === 0) throw refuse('no_checkin_dates', NO_CHECKIN_DATES_TEXT);
        if (!checkinDates.includes(checkIn)) throw validationError({ check_in_date: [NOT_A_CHECKIN_DATE] });
        if (!lateCheckoutChoices(checkIn, ctx.today, stays).includes(checkOut))
          throw validationError({ check_out_date: [NOT_A_CHECKOUT_DATE] });
        // Nights past the planned check-out are sold like the rest of the stay.
        const extra = checkOut > b.checkOut ? await planExtraNights(tx, b, b.checkOut, checkOut, 'end') : null;
        return {
          also: (t) => addStayCharge(t, extra, ctx.now),
          set: { checkIn, checkOut, checkedInAt: ctx.now },
          action: 'checked_in',
          description: `Bokningen checkades in sent, från ${checkIn} till ${checkOut}`,
          changes: {
            check_in: { from: b.checkIn, to: checkIn },
            check_out: { from: b.checkOut, to: checkOut },
            checked_in_at: { from: null, to: ctx.now.toISOString() },
          },
        };
      });
      return { booking };
    },
  );

  r.post(
    'bookings/update-checkout',
    {
      permission: 'writeBookings',
      body: z.object({ booking_id: id(), checkout_date: isoDate() }),
    },
    async (ctx) => {
      const date = ctx.body.checkout_date;
      const booking = await changeBooking(serviceContext(ctx), ctx.body.booking_id, async (tx, b) => {
        const state = bookingState(times(b));
        if (state === 'checked_out') throw refuse('already_checked_out', 'Bokningen är redan utcheckad.');
        if (state !== 'checked_in')
          throw refuse('not_checked_in', 'Bokningen måste vara incheckad innan den kan checkas ut.');
        if (!lateCheckoutDates({ check_in: b.checkIn, check_out: b.checkOut }, ctx.today).includes(date)) {
          const message =
            date <= b.checkIn
              ? 'Utcheckningsdatumet måste vara efter incheckningsdatumet.'
              : b.checkOut > ctx.today
                ? `Utcheckningen är inte sen: den planerade utcheckningen är ${b.checkOut}.`
                : `Utcheckningsdatumet måste ligga mellan ${b.checkOut} och ${ctx.today}.`;
          throw validationError({ checkout_date: [message] });
        }
        // The later check-out's nights are sold like the rest of the stay (the cart and 'Kvar' include them).
        const extra = await planExtraNights(tx, b, b.checkOut, date, 'end');
        return {
          also: (t) => addStayCharge(t, extra, ctx.now),
          set: { checkOut: date },
          action: 'checkout_updated',
          description: `Utcheckningsdatumet ändrades från ${b.checkOut} till ${date}`,
          changes: { check_out: { from: b.checkOut, to: date } },
        };
      });
      return { booking };
    },
  );
}
