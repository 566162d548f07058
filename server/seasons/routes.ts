import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { requirePms } from '../availability/service';
import * as C from '../../src/contracts/seasons';
import { copyToNextSeason, ignoreCopyToNextSeason } from './copyService';
import { setAccommodationPrice } from './priceService';
import { listSeasonBookings } from './seasonBookings';
import { updateSeasonBookingStatus } from './statusService';

/**
 * Seasons (bookings.md "Seasons", 7): the season list reads with readBookings, every change is
 * writeBookings; all need the PMS module.
 */
export function registerSeasonRoutes(r: TenantRouter) {
  r.get(
    'seasons/bookings',
    { permission: 'readBookings', query: C.seasonBookings.query, response: C.seasonBookings.response },
    async (ctx) => {
      requirePms(serviceContext(ctx));
      return listSeasonBookings(ctx.db, ctx.query.season_id);
    },
  );

  r.post(
    'seasons/copy-booking-to-next-season',
    { permission: 'writeBookings', body: C.copyToNextSeason.body, response: C.copyToNextSeason.response },
    async (ctx) => {
      const sc = serviceContext(ctx);
      requirePms(sc);
      return { booking: await copyToNextSeason(sc, ctx.body.booking_id) };
    },
  );

  r.post(
    'seasons/ignore-copy-booking-to-next-season',
    {
      permission: 'writeBookings',
      body: C.ignoreCopyToNextSeason.body,
      response: C.ignoreCopyToNextSeason.response,
    },
    async (ctx) => {
      const sc = serviceContext(ctx);
      requirePms(sc);
      await ignoreCopyToNextSeason(sc, ctx.body.booking_id);
      return { status: 'success' as const, booking_id: ctx.body.booking_id };
    },
  );

  r.post(
    'seasons/update-booking-status',
    {
      permission: 'writeBookings',
      body: C.updateSeasonBookingStatus.body,
      response: C.updateSeasonBookingStatus.response,
    },
    async (ctx) => {
      const sc = serviceContext(ctx);
      requirePms(sc);
      return { booking: await updateSeasonBookingStatus(sc, ctx.body.booking_id, ctx.body.status) };
    },
  );

  r.post(
    'bookings/set-accommodation-price',
    {
      permission: 'writeBookings',
      body: C.setAccommodationPrice.body,
      response: C.setAccommodationPrice.response,
    },
    async (ctx) => {
      const sc = serviceContext(ctx);
      requirePms(sc);
      return {
        status: 'success' as const,
        booking: await setAccommodationPrice(sc, ctx.body.bookingId, ctx.body.price),
      };
    },
  );
}
