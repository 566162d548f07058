import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import * as C from '../../src/contracts/bookingForm';
import { requirePms } from '../availability/service';
import { storeBookingGroup } from './groupStore';

/** 'Gruppbokning' from the booking form (bookings.md 7): writeBookings with the PMS module, idempotent by client_key. */
export function registerBookingGroupStoreRoutes(r: TenantRouter) {
  r.post(
    'booking-groups/store',
    {
      permission: 'writeBookings',
      body: C.storeBookingGroup.body,
      response: C.storeBookingGroup.response,
      idempotencyField: 'client_key',
    },
    async (ctx) => {
      const sc = serviceContext(ctx);
      requirePms(sc);
      return { booking_group_id: await storeBookingGroup(sc, ctx.body) };
    },
  );
}
