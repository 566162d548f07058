// The accommodation charges calendar's calls (bookings.md 7; contract src/contracts/chargeCalendar.ts). Reading
// it is for whoever reads bookings; changing it moves money, so it needs writeBookings and the PMS module, and
// honours a client_key (or Idempotency-Key): the same key twice is one change.
import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { requirePms } from '../availability/service';
import * as C from '../../src/contracts/chargeCalendar';
import {
  confirmAccommodationCharges,
  convertAccommodationCharge,
  discountAccommodationCharges,
  loadChargeCalendar,
  updateAccommodationCharges,
} from './chargeCalendar';

export function registerChargeCalendarRoutes(r: TenantRouter) {
  r.get(
    'bookings/accommodation-charges-calendar',
    { permission: 'readBookings', query: C.chargeCalendar.query, response: C.chargeCalendar.response },
    async (ctx) => loadChargeCalendar(ctx.db, ctx.query.booking_id),
  );

  const write = { permission: 'writeBookings' as const, idempotencyField: 'client_key' };
  const pms = (ctx: Parameters<typeof serviceContext>[0]) => {
    const sc = serviceContext(ctx);
    requirePms(sc);
    return sc;
  };

  r.post(
    'bookings/update-accommodation-charges',
    {
      ...write,
      body: C.updateAccommodationCharges.body,
      response: C.updateAccommodationCharges.response,
    },
    async (ctx) => updateAccommodationCharges(pms(ctx), ctx.body),
  );

  r.post(
    'bookings/convert-accommodation-charge',
    {
      ...write,
      body: C.convertAccommodationCharge.body,
      response: C.convertAccommodationCharge.response,
    },
    async (ctx) => convertAccommodationCharge(pms(ctx), ctx.body.booking_id, ctx.body.charge_id),
  );

  r.post(
    'bookings/discount-accommodation-charges',
    {
      ...write,
      body: C.discountAccommodationCharges.body,
      response: C.discountAccommodationCharges.response,
    },
    async (ctx) => discountAccommodationCharges(pms(ctx), ctx.body),
  );

  r.post(
    'bookings/confirm-accommodation-charges',
    {
      ...write,
      body: C.confirmAccommodationCharges.body,
      response: C.confirmAccommodationCharges.response,
    },
    async (ctx) => confirmAccommodationCharges(pms(ctx), ctx.body),
  );
}
