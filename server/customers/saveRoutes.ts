import type { TenantRouter } from '../http/router';
import { serviceContext } from '../http/serviceContext';
import { saveCustomer as saveContract } from '../../src/contracts/customers';
import { saveCustomer } from './service';

/** POST customers: create (no id or 0) or update; the rules live in service.ts. */
export function registerCustomerSaveRoutes(r: TenantRouter) {
  r.post(
    'customers',
    { permission: 'writeBookings', body: saveContract.body, response: saveContract.response },
    async (ctx) => saveCustomer(serviceContext(ctx), ctx.body),
  );
}
