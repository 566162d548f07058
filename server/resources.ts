import type { TenantRouter } from './http/router';
import type { Resource } from './http/resource';
import { authResource } from './auth';
import { catalogResource } from './catalog';
import { bookingsResource } from './bookings';
import { bookingGroupsResource } from './bookingGroups';
import { customersResource } from './customers';
import { customerCreditResource } from './customerCredit';
import { tillResource } from './till';
import { registerResource } from './register';
import { parkedOrdersResource } from './parkedOrders';
import { salesResource } from './sales';
import { dashboardsResource } from './dashboards';
import { searchResource } from './search';
import { portalResource } from './portal';
import { printingResource } from './printing';
import { addressesResource } from './addresses';
import { availabilityResource } from './availability';
import { ratesResource } from './rates';
import { seasonsResource } from './seasons';
import { invoicesResource } from './invoices';
import { cancellationsResource } from './cancellations';

/** Every folder under server/ that serves routes, once each (a new resource exports one from its index.ts). */
export const RESOURCES: readonly Resource[] = [
  authResource,
  catalogResource,
  bookingsResource,
  bookingGroupsResource,
  customersResource,
  customerCreditResource,
  tillResource,
  registerResource,
  parkedOrdersResource,
  salesResource,
  dashboardsResource,
  searchResource,
  portalResource,
  printingResource,
  addressesResource,
  availabilityResource,
  ratesResource,
  seasonsResource,
  invoicesResource,
  cancellationsResource,
];

/** Registers every resource's routes on the tenant router. */
export function registerResources(r: TenantRouter) {
  for (const resource of RESOURCES) resource.register(r);
}
