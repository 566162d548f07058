import type { Resource } from '../http/resource';
import { registerBookingRoutes } from './routes';
import { registerBookingDetailRoutes } from './detailRoutes';
import { registerCheckinRoutes } from './checkinRoutes';
import { registerLateRoutes } from './lateRoutes';
import { registerCancelRoutes } from './cancelRoutes';
import { registerBookingRecordRoutes } from './recordRoutes';
import { registerBookingCartRoutes } from './cartRoutes';
import { registerBookingMailRoutes } from './mailRoutes';
import { registerBookingListRoutes } from './listRoutes';
import { registerBookingStoreRoutes } from './storeRoutes';
import { registerChargeCalendarRoutes } from './chargeCalendarRoutes';

export const bookingsResource: Resource = {
  name: 'bookings',
  register(r) {
    registerBookingRoutes(r);
    registerBookingDetailRoutes(r);
    registerCheckinRoutes(r);
    registerLateRoutes(r);
    registerCancelRoutes(r);
    registerBookingRecordRoutes(r);
    registerBookingCartRoutes(r);
    registerBookingMailRoutes(r);
    registerBookingListRoutes(r);
    registerBookingStoreRoutes(r);
    registerChargeCalendarRoutes(r);
  },
};
