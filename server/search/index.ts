import type { Resource } from '../http/resource';
import { registerSearchRoutes } from './routes';

export const searchResource: Resource = {
  name: 'search',
  register(r) {
    registerSearchRoutes(r);
  },
};
