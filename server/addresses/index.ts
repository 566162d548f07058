import type { Resource } from '../http/resource';
import { registerAddressRoutes } from './routes';

export const addressesResource: Resource = {
  name: 'addresses',
  register(r) {
    registerAddressRoutes(r);
  },
};
