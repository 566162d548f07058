import { describe, expect, it } from 'vitest';
import { inMenu, ROUTES, routeAllowed } from './routeTable';

const v = (level: string, modules = ['PMS']) => ({ level, modules, namespace: 'demo' });
const menu = (level: string, modules?: string[]) =>
  ROUTES.filter((r) => inMenu(r, v(level, modules))).map((r) => r.title);

describe('menu by level (shell.md 6)', () => {
  it('kassor sees only the Kassa items', () => {
    expect(menu('kassor')).toEqual(['Försäljning', 'Parkerade notor', 'Kvitton', 'Enheter']);
  });
  it('receptionist sees everything but Dashboard, Administration and Statistik', () => {
    expect(menu('receptionist')).toEqual([
      'In- och utcheckningar',
      'Karta',
      'Bokningskalender',
      'Bokningar',
      'Reservationer',
      'Försäljning',
      'Parkerade notor',
      'Kvitton',
      'Enheter',
    ]);
  });
  it('a manager sees everything except the one-tenant list library', () => {
    expect(menu('manager')).toContain('Dashboard');
    expect(menu('manager')).toContain('Inkvarteringsstatistik');
    expect(menu('manager')).not.toContain('Listor & Rapporter');
  });
  it('hides booking screens without PMS', () => {
    expect(menu('manager', [])).not.toContain('Bokningar');
    expect(menu('manager', [])).toContain('Reservationer');
  });
  it('lets a kassor not open /bookings', () => {
    expect(routeAllowed(ROUTES.find((r) => r.name === 'Bookings')!, v('kassor'))).toBe(false);
  });
  it('has every path of shell.md 2.1', () => {
    expect(ROUTES.map((r) => r.to)).toEqual(
      expect.arrayContaining([
        '/',
        '/actions',
        '/map',
        '/calendar',
        '/bookings',
        '/reservations/upcoming',
        '/register',
        '/orders',
        '/receipts',
        '/units',
        '/bankgiro',
        '/accounting',
        '/products',
        '/invoices',
        '/list-library',
        '/settings',
        '/users',
        '/statistics',
        '/sales-reports',
        '/scb',
      ]),
    );
  });
});
