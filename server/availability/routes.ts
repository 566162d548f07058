import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import * as C from '../../src/contracts/availability';
import { categoriesAvailability, positionsAvailability, requirePms } from './service';

/**
 * Availability for the booking form (bookings.md 7): taking a booking is writeBookings (a kassör is
 * refused, 403) with the PMS module. Answered fresh on every call; the 5-second reuse is the console's.
 */
export function registerAvailabilityRoutes(r: TenantRouter) {
  r.get(
    'positions/availability',
    { permission: 'writeBookings', query: C.positionsAvailability.query, response: C.positionsAvailability.response },
    async (ctx) => {
      const sc = serviceContext(ctx);
      requirePms(sc);
      return positionsAvailability(sc, ctx.query);
    },
  );

  r.get(
    'categories/availability',
    {
      permission: 'writeBookings',
      query: C.categoriesAvailability.query,
      response: C.categoriesAvailability.response,
    },
    async (ctx) => {
      const sc = serviceContext(ctx);
      requirePms(sc);
      return categoriesAvailability(sc, ctx.query);
    },
  );
}
