import type { Resource } from '../http/resource';
import { registerPrintingRoutes } from './routes';

export const printingResource: Resource = {
  name: 'printing',
  register(r) {
    registerPrintingRoutes(r);
  },
};
