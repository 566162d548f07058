import type { Resource } from '../http/resource';
import { registerAuthRoutes } from './routes';

export const authResource: Resource = {
  name: 'auth',
  register(r) {
    registerAuthRoutes(r);
  },
};
