import type { Resource } from '../http/resource';
import { registerSeasonRoutes } from './routes';

export const seasonsResource: Resource = {
  name: 'seasons',
  register(r) {
    registerSeasonRoutes(r);
  },
};
