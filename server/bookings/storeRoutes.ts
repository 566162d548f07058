import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import * as C from '../../src/contracts/bookingForm';
import { requirePms } from '../availability/service';
import { storeBooking } from './bookingStore';
import { updateBooking } from './bookingUpdate';

/**
 * Taking and changing a booking from the booking form (bookings.md 7): writeBookings with the PMS module.
 * A store is idempotent by its client_key (or the Idempotency-Key header): the same key answers the
 * same booking (server/http/idempotency.ts).
 */
export function registerBookingStoreRoutes(r: TenantRouter) {
  r.post(
    'bookings/store',
    {
      permission: 'writeBookings',
      body: C.storeBooking.body,
      response: C.storeBooking.response,
      idempotencyField: 'client_key',
    },
    async (ctx) => {
      const sc = serviceContext(ctx);
      requirePms(sc);
      const { booking, warning } = await storeBooking(sc, ctx.body);
      if (warning) ctx.snackbar('warning', warning);
      return { booking };
    },
  );

  r.post(
    'bookings/update',
    { permission: 'writeBookings', body: C.updateBooking.body, response: C.updateBooking.response },
    async (ctx) => {
      const sc = serviceContext(ctx);
      requirePms(sc);
      return { booking: await updateBooking(sc, ctx.body) };
    },
  );
}
