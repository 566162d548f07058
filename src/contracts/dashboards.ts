// Dashboards and their cards (dashboard/…).
import { z } from 'zod';
import { contract } from './define';

const row = z.strictObject;
const int = () => z.number().int();

export const dashboardPivot = row({ id: int(), column: int(), row: int(), settings: z.string().nullable() });
export const dashboard = row({
  id: int(),
  name: z.string(),
  is_editable: int(),
  dashboard_cards: z.array(
    row({ id: int(), component_name: z.string(), title: z.string(), tags: z.array(z.string()), pivot: dashboardPivot }),
  ),
});
export type Dashboard = z.output<typeof dashboard>;
export const dashboards = contract('GET', 'dashboard/dashboards', {
  response: row({ dashboards: z.array(dashboard) }),
});

export const dashboardCard = row({
  id: int(),
  component_name: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  default_settings: z.record(z.string(), z.unknown()).nullable(),
});
export type DashboardCard = z.output<typeof dashboardCard>;
export const dashboardCards = contract('GET', 'dashboard/dashboard-cards', {
  response: row({ dashboard_cards: z.array(dashboardCard) }),
});
