// The units page's verbs (money.md 2 "/units"): the tabs, connecting the printer and the HID
// scanner, a test print, the cash drawer and a control-unit check. The device keys act while the
// page has the keyboard (scope pane); from the palette they work anywhere.
import { defineCommand } from '../../../commands/registry';
import { guard, hasKey } from '../../../commands/guards';
import type { CommandDescriptor } from '../../../commands/types';
import { checkFiscalUnit } from '../payment/fiscal';
import { NO_REGISTER_TEXT, withTill } from '../registerDay/registerDay.commands';
import { loadLater } from '../../../commands/loadLater';
import { loadTerminals, showUnitsTab, tabOfPath, UNIT_TABS, UNITS_PANE, unitMessages$, type UnitTab } from './units';

export const UNIT_HOTKEYS = {
  connectPrinter: 'alt+shift+s',
  testPrint: 'alt+shift+t',
  openDrawer: 'alt+shift+l',
  connectScanner: 'alt+shift+h',
  checkControlUnit: 'alt+shift+k',
} as const;

const withRegister = guard(withTill, hasKey('register', NO_REGISTER_TEXT));

const TAB_KEYWORDS: Record<UnitTab, string[]> = {
  register: ['kassa', 'kontrollenhet', 'skatteverket', 'enheter'],
  terminals: ['kortterminal', 'betalterminal', 'enheter'],
  printers: ['kvittoskrivare', 'utskrift', 'enheter'],
  scanner: ['streckkod', 'streckkodsläsare', 'hid', 'enheter'],
};

const tabCommands = UNIT_TABS.map((t) =>
  defineCommand({
    id: `units.show${t.id[0].toUpperCase()}${t.id.slice(1)}`,
    title: `Enheter: ${t.title}`,
    group: 'Kassa',
    keywords: TAB_KEYWORDS[t.id],
    when: guard(withTill, (ctx) => tabOfPath(ctx.path) !== t.id || 'Visas redan'),
    run: () => showUnitsTab(t.id),
  }),
);

// Loaded with the units pane, the only place these verbs run (the browser's device picker needs the
// key press's activation: the module is there by then, so nothing waits).
const devices = loadLater(() => import('./unitDevices'));

export const unitsCommands: CommandDescriptor[] = [
  ...tabCommands,
  defineCommand({
    id: 'units.connectPrinter',
    title: 'Anslut skrivare',
    group: 'Kassa',
    keywords: ['web serial', 'kvittoskrivare', 'com'],
    hotkey: UNIT_HOTKEYS.connectPrinter,
    scope: 'pane',
    owner: UNITS_PANE,
    when: withTill,
    run: async () => {
      await (await devices()).connectPrinter();
    },
  }),
  defineCommand({
    id: 'units.testPrint',
    title: 'Testutskrift',
    group: 'Kassa',
    keywords: ['skriv ut test', 'skrivare', 'provutskrift'],
    hotkey: UNIT_HOTKEYS.testPrint,
    scope: 'pane',
    owner: UNITS_PANE,
    when: withTill,
    run: async () => {
      await (await devices()).testPrint();
    },
  }),
  // The palette row is 'Öppna kassalådan' of the register day; this one is its key on the page.
  defineCommand({
    id: 'units.openCashDrawer',
    title: 'Öppna kassalådan',
    group: 'Kassa',
    hidden: true,
    hotkey: UNIT_HOTKEYS.openDrawer,
    scope: 'pane',
    owner: UNITS_PANE,
    when: withRegister,
    run: async () => {
      await (await devices()).openDrawer();
    },
  }),
  defineCommand({
    id: 'units.connectScanner',
    title: 'Anslut HID-skanner',
    group: 'Kassa',
    keywords: ['webhid', 'streckkodsläsare', 'skanner'],
    hotkey: UNIT_HOTKEYS.connectScanner,
    scope: 'pane',
    owner: UNITS_PANE,
    when: withTill,
    run: async () => {
      await (await devices()).connectHidScanner();
    },
  }),
  defineCommand({
    id: 'units.refreshTerminals',
    title: 'Uppdatera terminaler',
    group: 'Kassa',
    keywords: ['kortterminal', 'hämta igen'],
    scope: 'pane',
    owner: UNITS_PANE,
    when: guard(withTill, (ctx) => tabOfPath(ctx.path) === 'terminals' || 'Bara på Enheter: Terminaler'),
    run: () => loadTerminals(),
  }),
  defineCommand({
    id: 'units.checkControlUnit',
    title: 'Kontrollera kontrollenheten',
    group: 'Kassa',
    keywords: ['kontrollenhet', 'fiskal', 'skatteverket'],
    hotkey: UNIT_HOTKEYS.checkControlUnit,
    scope: 'pane',
    owner: UNITS_PANE,
    when: withRegister,
    run: async () => {
      const s = await checkFiscalUnit();
      const ok = s.statusCode === 0 && s.mainStatus === 0 && !s.unexpectedError;
      unitMessages$.controlUnit.set({
        ok,
        text: ok
          ? `Kontrollenheten ${s.unitId ?? ''} svarar`.replace('  ', ' ')
          : 'Kontrollenheten svarar inte som den ska, se status nedan',
      });
    },
  }),
];
