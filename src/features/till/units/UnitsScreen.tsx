// /units/{tab?} 'Enheter' (money.md 2): this workstation's register, terminals, printers and
// scanner. The tab is in the path; ←/→ in the tab row switch tabs, Tab moves into the panel.
import { useEffect, useRef } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useFocusLayer } from '../../../commands/focusStack';
import { PrinterTab, ScannerTab } from './DeviceTabs';
import { RegisterTab, TerminalsTab } from './RegisterTabs';
import { showUnitsTab, UNIT_TABS, UNITS_PANE, type UnitTab } from './units';
import * as s from './units.css';

const PANELS: Record<UnitTab, () => React.JSX.Element> = {
  register: RegisterTab,
  terminals: TerminalsTab,
  printers: PrinterTab,
  scanner: ScannerTab,
};

export function UnitsScreen({ tab }: { tab: UnitTab }) {
  useFocusLayer('pane', true, UNITS_PANE);
  const ref = useRef<HTMLElement>(null);
  // Arriving here the keyboard is on the tab row (unless the user already moved into the page).
  useEffect(() => {
    const t = window.setTimeout(() => {
      const active = document.activeElement;
      if (ref.current && !ref.current.contains(active))
        ref.current.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    }, 80);
    return () => window.clearTimeout(t);
  }, []);

  const Panel = PANELS[tab];
  return (
    <section ref={ref} className={s.screen} aria-labelledby="units-title">
      <h1 id="units-title" className={s.title}>
        Enheter
      </h1>
      <Tabs className={s.tabs} selectedKey={tab} onSelectionChange={(k: Key) => showUnitsTab(k as UnitTab)}>
        <TabList aria-label="Enheter" className={s.tabList}>
          {UNIT_TABS.map((t) => (
            <Tab key={t.id} id={t.id} className={s.tab}>
              {t.title}
            </Tab>
          ))}
        </TabList>
        {UNIT_TABS.map((t) => (
          <TabPanel key={t.id} id={t.id} className={s.panel}>
            {t.id === tab ? <Panel /> : null}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
