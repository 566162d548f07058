import type { Resource } from '../http/resource';
import { registerBookingGroupRoutes } from './routes';
import { registerBookingGroupListRoutes } from './listRoutes';
import { registerBookingGroupStoreRoutes } from './storeRoutes';
import { registerBookingGroupChargeRoutes } from './chargesRoutes';

export const bookingGroupsResource: Resource = {
  name: 'bookingGroups',
  register(r) {
    registerBookingGroupRoutes(r);
    registerBookingGroupListRoutes(r);
    registerBookingGroupStoreRoutes(r);
    registerBookingGroupChargeRoutes(r);
  },
};
