import type { Resource } from '../http/resource';
import { registerPortalRoutes } from './routes';

export const portalResource: Resource = {
  name: 'portal',
  register(r) {
    registerPortalRoutes(r);
  },
};
