import { describe, expect, it } from 'vitest';
import { menuSections, routeForPath } from './menuModel';

const viewer = (level: string, modules = ['PMS'], namespace = 'demo') => ({ level, modules, namespace });
const titles = (level: string, modules?: string[], ns?: string) =>
  menuSections(viewer(level, modules, ns)).map((s) => [s.heading, s.routes.map((r) => r.title)]);

describe('menuSections', () => {
  it('shows a cashier only the Kassa items', () => {
    expect(titles('kassor')).toEqual([['Kassa', ['Försäljning', 'Parkerade notor', 'Kvitton', 'Enheter']]]);
  });
  it('shows a receptionist everything but Dashboard, Administration and Statistik', () => {
    expect(titles('receptionist')).toEqual([
      [null, ['In- och utcheckningar', 'Karta', 'Bokningskalender', 'Bokningar', 'Reservationer']],
      ['Kassa', ['Försäljning', 'Parkerade notor', 'Kvitton', 'Enheter']],
    ]);
  });
  it('shows a manager every group in order, the list library only for its tenant', () => {
    expect(titles('manager')).toEqual([
      [null, ['Dashboard', 'In- och utcheckningar', 'Karta', 'Bokningskalender', 'Bokningar', 'Reservationer']],
      ['Kassa', ['Försäljning', 'Parkerade notor', 'Kvitton', 'Enheter']],
      ['Administration', ['Bankgiro', 'Bokföring', 'Produkter', 'Fakturor', 'Inställningar']],
      ['Statistik', ['Nyckeltal & grafer', 'Försäljningsrapporter', 'Inkvarteringsstatistik']],
    ]);
    expect(titles('manager', ['PMS'], 'fjallbacka')[2][1]).toContain('Listor & Rapporter');
  });
  it('hides booking screens without the PMS module', () => {
    expect(titles('manager', [])[0][1]).toEqual(['Dashboard', 'Reservationer']);
  });
});

describe('routeForPath', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/map', 'Map'],
    ['/map/12', 'Map'],
    ['/register/booking/4/checkout', 'PosRegister'],
    ['/reservations/upcoming', 'Reservations'],
    ['/settings/', 'Settings'],
    ['/sales-reports', 'SalesReports'],
    ['/nowhere', null],
    ['/index.html', null],
  ])('%s → %s', (path, name) => expect(routeForPath(path)?.name ?? null).toBe(name));
});
