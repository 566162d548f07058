import type { Resource } from '../http/resource';
import { registerAvailabilityRoutes } from './routes';

export const availabilityResource: Resource = {
  name: 'availability',
  register(r) {
    registerAvailabilityRoutes(r);
  },
};
