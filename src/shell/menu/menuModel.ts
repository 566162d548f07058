import { inMenu, ROUTES, type MenuGroup, type RouteDef, type Viewer } from '../../routes/routeTable';

/** Above this width the menu is a side bar; at and below it a drawer (shell.md 2.2, "medium and down"). */
export const MENU_DRAWER_QUERY = '(max-width: 1264px)';

export interface MenuSection {
  group: MenuGroup;
  heading: string | null;
  routes: RouteDef[];
}

const ORDER: MenuGroup[] = ['top', 'Kassa', 'Administration', 'Statistik'];

/** The menu for a viewer: top-level entries, then Kassa, Administration, Statistik; empty groups left out. */
export function menuSections(viewer: Viewer, routes: RouteDef[] = ROUTES): MenuSection[] {
  return ORDER.map((group) => ({
    group,
    heading: group === 'top' ? null : group,
    routes: routes.filter((r) => r.group === group && inMenu(r, viewer)),
  })).filter((s) => s.routes.length > 0);
}

/** The route a pathname belongs to, by its first segment ('/map/12' → Map); null for unknown paths. */
export function routeForPath(pathname: string, routes: RouteDef[] = ROUTES): RouteDef | null {
  const seg = pathname.split('/')[1] ?? '';
  return routes.find((r) => (r.path.split('/')[1] ?? '') === seg) ?? null;
}
