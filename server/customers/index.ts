import type { Resource } from '../http/resource';
import { registerCustomerRoutes } from './routes';
import { registerCustomerSaveRoutes } from './saveRoutes';
import { registerCustomerHistoryRoutes } from './historyRoutes';
import { registerCustomerValidateRoutes } from './validateRoutes';

export const customersResource: Resource = {
  name: 'customers',
  register(r) {
    registerCustomerRoutes(r);
    registerCustomerSaveRoutes(r);
    registerCustomerHistoryRoutes(r);
    registerCustomerValidateRoutes(r);
  },
};
