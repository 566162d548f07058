import type { TenantRouter } from './http/router';
import { registerBookingRoutes } from './bookings/routes';
import { registerBookingDetailRoutes } from './bookings/detailRoutes';
import { registerCheckinRoutes } from './bookings/checkinRoutes';
import { registerLateRoutes } from './bookings/lateRoutes';
import { registerCancelRoutes } from './bookings/cancelRoutes';
import { registerBookingRecordRoutes } from './bookings/recordRoutes';
import { registerBookingMailRoutes } from './bookings/mailRoutes';
import { registerBookingGroupRoutes } from './bookingGroups/routes';
import { registerBookingGroupListRoutes } from './bookingGroups/listRoutes';
import { registerBookingListRoutes } from './bookings/listRoutes';
import { registerCustomerRoutes } from './customers/routes';
import { registerCustomerSaveRoutes } from './customers/saveRoutes';
import { registerCustomerHistoryRoutes } from './customers/historyRoutes';
import { registerCustomerValidateRoutes } from './customers/validateRoutes';
import { registerCustomerCreditRoutes } from './customerCredit/routes';
import { registerCatalogRoutes } from './catalog/routes';
import { registerDashboardRoutes } from './dashboards/routes';
import { registerTillRoutes } from './till/routes';
import { registerSearchRoutes } from './search/routes';
import { registerPortalRoutes } from './portal/routes';
import { registerPrintingRoutes } from './printing/routes';
import { registerAddressRoutes } from './addresses/routes';

/** Every resource's routes; one folder per resource. */
export function registerResourceRoutes(r: TenantRouter) {
  registerCatalogRoutes(r);
  registerBookingRoutes(r);
  registerBookingDetailRoutes(r);
  registerCheckinRoutes(r);
  registerLateRoutes(r);
  registerCancelRoutes(r);
  registerBookingRecordRoutes(r);
  registerBookingMailRoutes(r);
  registerBookingGroupRoutes(r);
  registerBookingGroupListRoutes(r);
  registerBookingListRoutes(r);
  registerCustomerRoutes(r);
  registerCustomerSaveRoutes(r);
  registerCustomerHistoryRoutes(r);
  registerCustomerValidateRoutes(r);
  registerCustomerCreditRoutes(r);
  registerTillRoutes(r);
  registerDashboardRoutes(r);
  registerSearchRoutes(r);
  registerPortalRoutes(r);
  registerPrintingRoutes(r);
  registerAddressRoutes(r);
}
