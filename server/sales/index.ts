import type { Resource } from '../http/resource';
import { registerSalesRoutes } from './routes';

export const salesResource: Resource = {
  name: 'sales',
  register(r) {
    registerSalesRoutes(r);
  },
};
