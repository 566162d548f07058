/**
 * The console's one way to move between screens and read where it is: a port the app installs
 * (src/routes/router.tsx adapts the router to it), so panes, commands and flows never import the
 * router and their tests install a memory port instead of mocking modules.
 */

type Id = number | `${number}`;

/** Every path the console navigates to (the routes of src/routes/routeTable.ts with their segments). */
export type AppPath =
  | '/'
  | '/actions'
  | '/map'
  | `/map/${Id}`
  | '/calendar'
  | '/bookings'
  | '/bookings/grupper'
  | '/bookings/sasong'
  | '/reservations/upcoming'
  | `/reservations/${string}`
  | '/register'
  | `/register/booking/${Id}`
  | `/register/booking-group/${Id}`
  | `/register/${string}`
  | '/orders'
  | '/receipts'
  | '/units'
  | `/units/${string}`
  | '/bankgiro'
  | '/accounting'
  | `/accounting/${string}`
  | '/products'
  | `/products/${Id}`
  | '/invoices'
  | '/list-library'
  | '/settings'
  | `/settings/${string}`
  | '/users'
  | '/statistics'
  | '/sales-reports'
  | '/scb';

export type SearchParams = Record<string, unknown>;

export interface AppLocation {
  pathname: string;
  search: SearchParams;
}

export interface NavigateTo {
  /** Where to go; without it, the screen shown now (only the search changes). */
  to?: AppPath;
  search?: SearchParams;
  /** Replaces the history entry instead of adding one (filters, tabs of the same screen). */
  replace?: boolean;
}

export interface NavigationPort {
  navigate(target: { to: string; search: SearchParams; replace: boolean }): void;
  location(): AppLocation;
}

/** A port that only remembers: before the app installs the router, and in tests. */
export interface MemoryNavigation extends NavigationPort {
  /** Every navigation made, in order. */
  readonly history: { to: string; search: SearchParams; replace: boolean }[];
}

export function memoryNavigation(pathname = '/', search: SearchParams = {}): MemoryNavigation {
  let here: AppLocation = { pathname, search };
  const history: MemoryNavigation['history'] = [];
  return {
    history,
    navigate(target) {
      history.push(target);
      here = { pathname: target.to, search: target.search };
    },
    location: () => here,
  };
}

let port: NavigationPort = memoryNavigation();

/** Installs the port (the app: its router; a test: a memory port); returns the uninstall. */
export function installNavigation(next: NavigationPort): () => void {
  const before = port;
  port = next;
  return () => {
    if (port === next) port = before;
  };
}

export function navigate({ to, search = {}, replace = false }: NavigateTo): void {
  port.navigate({ to: to ?? port.location().pathname, search, replace });
}

export function currentLocation(): AppLocation {
  return port.location();
}
