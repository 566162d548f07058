import type { Resource } from '../http/resource';
import { registerDashboardRoutes } from './routes';

export const dashboardsResource: Resource = {
  name: 'dashboards',
  register(r) {
    registerDashboardRoutes(r);
  },
};
