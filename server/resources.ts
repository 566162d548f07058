import type { TenantRouter } from './http/router';
import { registerBookingRoutes } from './bookings/routes';
import { registerBookingDetailRoutes } from './bookings/detailRoutes';
import { registerCheckinRoutes } from './bookings/checkinRoutes';
import { registerCustomerRoutes } from './customers/routes';
import { registerCatalogRoutes } from './catalog/routes';
import { registerDashboardRoutes } from './dashboards/routes';
import { registerTillRoutes } from './till/routes';
import { registerSearchRoutes } from './search/routes';
import { registerPortalRoutes } from './portal/routes';

/** Every resource's routes; one folder per resource. */
export function registerResourceRoutes(r: TenantRouter) {
  registerCatalogRoutes(r);
  registerBookingRoutes(r);
  registerBookingDetailRoutes(r);
  registerCheckinRoutes(r);
  registerCustomerRoutes(r);
  registerTillRoutes(r);
  registerDashboardRoutes(r);
  registerSearchRoutes(r);
  registerPortalRoutes(r);
}
