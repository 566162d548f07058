import { useEffect, useState } from 'react';
import { useValue } from '@legendapp/state/react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { executeCommand } from '../../commands/registry';
import { call } from '../../data/call';
import { onRealtimeEvent } from '../../data/events';
import { session$ } from '../../data/session';
import { avatarInitials } from '../../domain/customerForm';
import { can } from '../../domain/permissions';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { CommandButton } from '../../ui/CommandButton';
import { CustomerBookingsTab } from './CustomerBookingsTab';
import { CustomerCreditTab } from './CustomerCreditTab';
import { CustomerDocumentsTab } from './CustomerDocumentsTab';
import { CustomerHistoryTab } from './CustomerHistoryTab';
import { CustomerInfoTab } from './CustomerInfoTab';
import { onCustomerSaved } from './customerDialogs';
import { useSearchParam } from './useSearchParam';
import { EntityPaneFrame } from '../../shell/panes/EntityPaneFrame';
import { PaneError, Skeleton } from '../../ui/PaneParts';
import { useVersionedRemote } from './useVersionedRemote';
import * as c from './customer.css';

const TABS = [
  { id: 'info', title: 'Kundinformation' },
  { id: 'history', title: 'Historik' },
  { id: 'bookings', title: 'Bokningar' },
  { id: 'documents', title: 'Kvitton och fakturor' },
  { id: 'credit', title: 'Tillgodo' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const isTab = (v: unknown): v is TabId => TABS.some((t) => t.id === v);

/** Reloads when this customer is saved, here (at once) or on another console (realtime CustomerSaved). */
function useCustomerVersion(id: number) {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const offs = [
      onRealtimeEvent('CustomerSaved', (d) => {
        if (d.customer?.id === id) setVersion((v) => v + 1);
      }),
      onCustomerSaved((saved) => {
        if (saved.id === id) setVersion((v) => v + 1);
      }),
    ];
    return () => offs.forEach((o) => o());
  }, [id]);
  return version;
}

/** One customer (bookings.md 2, Customer dialog): header, actions and the five tabs; the tab is in ?ctab=. */
export function CustomerPane({ id, isTop, depth }: { id: number; isTop: boolean; depth: number }) {
  const version = useCustomerVersion(id);
  const customer = useVersionedRemote(`customer:${id}`, version, (signal) =>
    call('GET customers/:id', { params: { id }, signal, silent: true }).then((d) => d.customer),
  );
  const [param, setParam] = useSearchParam('ctab');
  const tab: TabId = isTab(param) ? param : 'info';
  const canWrite = useValue(() => can(session$.user.get()?.level ?? '', 'writeBookings'));
  // Wide enough for its five tabs on one line.
  const frame = { param: 'customer' as const, isTop, depth, kind: 'Kund', width: 760 };

  const cu = customer.data;
  if (!cu) {
    return (
      <EntityPaneFrame {...frame} title={customer.error ? 'Kund' : <Skeleton width={200} />}>
        {customer.error ? <PaneError error={customer.error} /> : <Skeleton lines={6} />}
      </EntityPaneFrame>
    );
  }

  const title = `${cu.full_name || 'Namnlös kund'}${cu.is_org ? ' (företagskund)' : ''}`;
  return (
    <EntityPaneFrame
      {...frame}
      title={
        <span className={c.headerLine}>
          <Avatar text={avatarInitials(cu)} color={cu.color} />
          {title}
        </span>
      }
      subtitle={cu.customer_description}
      headerExtra={
        <div className={c.actions}>
          <CommandButton command="customer.edit" args={{ id }} isDisabled={!canWrite} />
          <CommandButton command="customer.newBooking" args={{ id }} />
          <CommandButton command="customer.invoice" args={{ id }} />
          <Button onPress={() => void executeCommand('customer.credit', { id }, 'button')}>Visa tillgodo</Button>
        </div>
      }
    >
      {customer.error && <PaneError error={customer.error} />}
      <Tabs className={c.tabs} selectedKey={tab} onSelectionChange={(k: Key) => setParam(String(k))}>
        <TabList aria-label="Kunduppgifter" className={c.tabList}>
          {TABS.map((t) => (
            <Tab key={t.id} id={t.id} className={c.tab}>
              {t.title}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="info" className={c.tabPanel}>
          <CustomerInfoTab c={cu} />
        </TabPanel>
        <TabPanel id="history" className={c.tabPanel}>
          <CustomerHistoryTab id={id} version={version} />
        </TabPanel>
        <TabPanel id="bookings" className={c.tabPanel}>
          <CustomerBookingsTab id={id} version={version} />
        </TabPanel>
        <TabPanel id="documents" className={c.tabPanel}>
          <CustomerDocumentsTab id={id} version={version} />
        </TabPanel>
        <TabPanel id="credit" className={c.tabPanel}>
          <CustomerCreditTab id={id} version={version} />
        </TabPanel>
      </Tabs>
    </EntityPaneFrame>
  );
}
