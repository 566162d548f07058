import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import * as C from '../../src/contracts/bookingForm';
import { requirePms } from '../availability/service';
import { accommodationChargesPreview, rebookingChargesPreview } from './service';

/** The booking form's price previews (bookings.md 7): writeBookings with the PMS module, as availability. */
export function registerRatesRoutes(r: TenantRouter) {
  r.get(
    'rates/accommodation-charges',
    {
      permission: 'writeBookings',
      query: C.accommodationCharges.query,
      response: C.accommodationCharges.response,
    },
    async (ctx) => {
      const sc = serviceContext(ctx);
      requirePms(sc);
      return accommodationChargesPreview(sc, ctx.query);
    },
  );

  r.get(
    'rates/rebooking-charges',
    { permission: 'writeBookings', query: C.rebookingCharges.query, response: C.rebookingCharges.response },
    async (ctx) => {
      const sc = serviceContext(ctx);
      requirePms(sc);
      return rebookingChargesPreview(sc, ctx.query);
    },
  );
}
