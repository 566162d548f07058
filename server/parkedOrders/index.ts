import type { Resource } from '../http/resource';
import { registerParkedOrderRoutes } from './routes';

export const parkedOrdersResource: Resource = {
  name: 'parkedOrders',
  register(r) {
    registerParkedOrderRoutes(r);
  },
};
