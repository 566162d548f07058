import type { Resource } from '../http/resource';
import { registerRatesRoutes } from './routes';

export const ratesResource: Resource = {
  name: 'rates',
  register(r) {
    registerRatesRoutes(r);
  },
};
