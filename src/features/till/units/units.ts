// The units page (/units/{tab?}, 'Enheter', money.md 2): which tab shows, the terminals the server
// knows (GET terminal) and the last outcome of each device action, shown on the page.
import { observable } from '@legendapp/state';
import { api } from '../../../data/api';
import { currentLocation, navigate, type AppPath } from '../../../navigation/navigation';

/** The pane id of the units page (scope of its keys). */
export const UNITS_PANE = 'units';

export const UNIT_TABS = [
  { id: 'register', segment: 'kassaregister', title: 'Kassaregister' },
  { id: 'terminals', segment: 'terminaler', title: 'Terminaler' },
  { id: 'printers', segment: 'skrivare', title: 'Skrivare' },
  { id: 'scanner', segment: 'skanner', title: 'Skanner' },
] as const;
export type UnitTab = (typeof UNIT_TABS)[number]['id'];

/** The tab of a path segment; none or an unknown one is the register. */
export const tabOfSegment = (segment: string | undefined): UnitTab =>
  UNIT_TABS.find((t) => t.segment === segment || t.id === segment)?.id ?? 'register';
export const tabPath = (tab: UnitTab): AppPath => `/units/${UNIT_TABS.find((t) => t.id === tab)!.segment}`;
/** The tab shown at a path, or null off the units page. */
export function tabOfPath(path: string): UnitTab | null {
  const m = /^\/units(?:\/([^/?#]*))?\/?$/.exec(path);
  return m ? tabOfSegment(m[1] || undefined) : null;
}
export const onUnitsPage = () => tabOfPath(currentLocation().pathname) != null;

export function showUnitsTab(tab: UnitTab) {
  if (currentLocation().pathname === tabPath(tab)) return;
  navigate({ to: tabPath(tab) });
}

/** The outcome of a device action, in Swedish, as the page shows it. */
export interface UnitMessage {
  ok: boolean;
  text: string;
}
export type UnitAction = 'printer' | 'testPrint' | 'drawer' | 'scanner' | 'controlUnit';

export const unitMessages$ = observable<Partial<Record<UnitAction, UnitMessage>>>({});
/** Actions running now (their buttons wait). */
export const unitBusy$ = observable<Partial<Record<UnitAction, boolean>>>({});

export interface TerminalRow {
  id: number;
  name: string;
  serial_number: string;
  software_provider: string;
  kind: string;
  workstation_id: number | null;
  workstation_name: string | null;
  is_this_workstation: boolean;
}
export const terminals$ = observable<{ rows: TerminalRow[] | null; loading: boolean; error: string | null }>({
  rows: null,
  loading: false,
  error: null,
});

/** GET terminal; a failure is shown on the tab (not as a snackbar: the page says it). */
export async function loadTerminals(): Promise<void> {
  terminals$.assign({ loading: true, error: null });
  try {
    const d = await api<{ terminals: TerminalRow[] }>('GET', 'terminal', { silent: true });
    terminals$.assign({ rows: d.terminals, loading: false });
  } catch (e) {
    terminals$.assign({
      loading: false,
      error: e instanceof Error && e.message ? e.message : 'Kunde inte hämta terminalerna',
    });
  }
}
