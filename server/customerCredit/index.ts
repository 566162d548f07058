import type { Resource } from '../http/resource';
import { registerCustomerCreditRoutes } from './routes';

export const customerCreditResource: Resource = {
  name: 'customerCredit',
  register(r) {
    registerCustomerCreditRoutes(r);
  },
};
