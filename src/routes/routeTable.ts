import { can } from '../domain/permissions';
import type { AppPath } from '../navigation/navigation';

export type MenuGroup = 'top' | 'Kassa' | 'Administration' | 'Statistik';

/** Every path of shell.md 2.1, once: the router, the menu and the palette read this table. */
export interface RouteDef {
  name: string;
  /** TanStack Router path; {-$x} is an optional segment. */
  path: string;
  /** The link target for the menu and the palette. */
  to: AppPath;
  title: string;
  group: MenuGroup | null;
  keywords: string[];
  hotkey?: string;
  /** Needs the PMS module (booking features). */
  pms?: boolean;
  /** Shown in the menu only for one tenant in production (shell.md 2.2). */
  tenantOnly?: string;
}

export const ROUTES: RouteDef[] = [
  {
    name: 'Dashboard',
    path: '/',
    to: '/',
    title: 'Dashboard',
    group: 'top',
    keywords: ['start', 'översikt', 'hem'],
    hotkey: 'alt+0',
  },
  {
    name: 'ActionsItems',
    path: '/actions',
    to: '/actions',
    title: 'In- och utcheckningar',
    group: 'top',
    keywords: ['ankomster', 'avresor', 'incheckning', 'utcheckning', 'idag'],
    hotkey: 'alt+1',
    pms: true,
  },
  {
    name: 'Map',
    path: '/map/{-$positionId}',
    to: '/map',
    title: 'Karta',
    group: 'top',
    keywords: ['platser', 'områdeskarta'],
    hotkey: 'alt+2',
    pms: true,
  },
  {
    name: 'Calendar',
    path: '/calendar',
    to: '/calendar',
    title: 'Bokningskalender',
    group: 'top',
    keywords: ['kalender', 'beläggning'],
    hotkey: 'alt+3',
    pms: true,
  },
  {
    name: 'Bookings',
    path: '/bookings/{-$tab}',
    to: '/bookings',
    title: 'Bokningar',
    group: 'top',
    keywords: ['bokningslista', 'sök bokning'],
    hotkey: 'alt+4',
    pms: true,
  },
  {
    name: 'Reservations',
    path: '/reservations/{-$tab}/{-$id}',
    to: '/reservations/upcoming',
    title: 'Reservationer',
    group: 'top',
    keywords: ['uthyrning', 'cyklar', 'kajak'],
    hotkey: 'alt+5',
  },
  {
    name: 'PosRegister',
    path: '/register/{-$chargable}/{-$id}/{-$checkout}',
    to: '/register',
    title: 'Försäljning',
    group: 'Kassa',
    keywords: ['kassa', 'sälj', 'pos', 'betala'],
    hotkey: 'alt+6',
  },
  {
    name: 'Orders',
    path: '/orders',
    to: '/orders',
    title: 'Parkerade notor',
    group: 'Kassa',
    keywords: ['notor', 'parkerad', 'varukorg'],
    hotkey: 'alt+7',
  },
  {
    name: 'Receipts',
    path: '/receipts',
    to: '/receipts',
    title: 'Kvitton',
    group: 'Kassa',
    keywords: ['kvitto', 'kopia'],
    hotkey: 'alt+8',
  },
  {
    name: 'Units',
    path: '/units/{-$tab}',
    to: '/units',
    title: 'Enheter',
    group: 'Kassa',
    keywords: ['terminal', 'skrivare', 'kassaregister'],
  },
  {
    name: 'Bankgiro',
    path: '/bankgiro',
    to: '/bankgiro',
    title: 'Bankgiro',
    group: 'Administration',
    keywords: ['bgmax', 'inbetalningar'],
  },
  {
    name: 'Accounting',
    path: '/accounting/{-$tab}',
    to: '/accounting',
    title: 'Bokföring',
    group: 'Administration',
    keywords: ['sie', 'konton'],
  },
  {
    name: 'Products',
    path: '/products/{-$id}',
    to: '/products',
    title: 'Produkter',
    group: 'Administration',
    keywords: ['artiklar', 'varor', 'knappar'],
  },
  {
    name: 'Invoices',
    path: '/invoices',
    to: '/invoices',
    title: 'Fakturor',
    group: 'Administration',
    keywords: ['faktura', 'ocr', 'kreditfaktura'],
    hotkey: 'alt+9',
  },
  {
    name: 'ListLibrary',
    path: '/list-library',
    to: '/list-library',
    title: 'Listor & Rapporter',
    group: 'Administration',
    keywords: ['listor', 'rapporter'],
    tenantOnly: 'fjallbacka',
  },
  {
    name: 'Settings',
    path: '/settings/{-$tab}',
    to: '/settings',
    title: 'Inställningar',
    group: 'Administration',
    keywords: ['inställningar', 'betalningsmetoder'],
  },
  { name: 'Users', path: '/users', to: '/users', title: 'Användare', group: null, keywords: ['personal', 'konton'] },
  {
    name: 'Statistics',
    path: '/statistics',
    to: '/statistics',
    title: 'Nyckeltal & grafer',
    group: 'Statistik',
    keywords: ['statistik', 'grafer', 'nyckeltal'],
  },
  {
    name: 'SalesReports',
    path: '/sales-reports',
    to: '/sales-reports',
    title: 'Försäljningsrapporter',
    group: 'Statistik',
    keywords: ['rapport', 'försäljning'],
  },
  {
    name: 'Scb',
    path: '/scb',
    to: '/scb',
    title: 'Inkvarteringsstatistik',
    group: 'Statistik',
    keywords: ['scb', 'gästnätter'],
  },
];

export interface Viewer {
  level: string;
  modules: string[];
  namespace: string;
}

/**
 * Whether a level may open a route (shell.md 6): kassor only the Kassa items; receptionist
 * everything but Dashboard, Administration and Statistik; other levels everything.
 * Booking screens need the PMS module.
 */
export function routeAllowed(r: RouteDef, v: Viewer): boolean {
  if (r.pms && !v.modules.includes('PMS')) return false;
  if (v.level === 'kassor') return r.group === 'Kassa';
  if (v.level === 'receptionist')
    return r.name !== 'Dashboard' && r.group !== 'Administration' && r.group !== 'Statistik';
  return can(v.level, 'readBookings');
}

/** In the menu: allowed, in a menu group, and the one-tenant entry only there. */
export function inMenu(r: RouteDef, v: Viewer): boolean {
  return r.group != null && routeAllowed(r, v) && (!r.tenantOnly || r.tenantOnly === v.namespace);
}

export const routeByName = (name: string) => ROUTES.find((r) => r.name === name)!;
