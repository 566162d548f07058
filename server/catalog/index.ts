import type { Resource } from '../http/resource';
import { registerCatalogRoutes } from './routes';

export const catalogResource: Resource = {
  name: 'catalog',
  register(r) {
    registerCatalogRoutes(r);
  },
};
