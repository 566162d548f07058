import type { Resource } from '../http/resource';
import { registerTillRoutes } from './routes';
import { registerProductRoutes } from './productRoutes';

export const tillResource: Resource = {
  name: 'till',
  register(r) {
    registerTillRoutes(r);
    registerProductRoutes(r);
  },
};
