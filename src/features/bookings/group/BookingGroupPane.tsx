import { useEffect, useMemo } from 'react';
import { ListBox, ListBoxItem, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { executeCommand } from '../../../commands/registry';
import type { Booking } from '../../../contracts/bookings';
import { call } from '../../../data/call';
import { onRealtimeEvent } from '../../../data/events';
import { bookings$, catalog$ } from '../../../data/stores';
import { todayInStockholm } from '../../../domain/dates';
import { groupCheckInState, groupCheckOutState } from '../../../domain/groupState';
import { CommandButton } from '../../../ui/CommandButton';
import { DisabledEditButton } from '../pane/BookingHeader';
import { EmailTab } from '../pane/EmailTab';
import { GroupInfoTab } from '../pane/GroupInfoTab';
import { HistoryTab } from '../pane/HistoryTab';
import { PaneTab } from '../pane/PaneTab';
import { usePaneTab, usePaneTabCommands } from '../pane/paneTabs';
import { ReceiptsInvoicesTab } from '../pane/ReceiptsInvoicesTab';
import { useDocuments } from '../pane/useDocuments';
import {
  bookingStateLabel,
  GROUP_CHECKIN_LABELS,
  GROUP_CHECKOUT_LABELS,
  GROUP_PILL_TONES,
  isoDay,
} from '../../../domain/bookingLabels';
import { EntityPaneFrame } from '../../../shell/panes/EntityPaneFrame';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import { useRemote } from '../../../data/useRemote';
import * as e from '../../../shell/panes/entity.css';
import * as s from '../pane/booking.css';

export const GROUP_TABS = [
  'booking-group-information',
  'bookings',
  'booking-history',
  'invoices-receipts',
  'emails',
] as const;

const minOf = (xs: string[]) => xs.reduce<string | null>((m, x) => (m == null || x < m ? x : m), null);
const maxOf = (xs: string[]) => xs.reduce<string | null>((m, x) => (m == null || x > m ? x : m), null);

/** One booking group (bookings.md 2, Booking group dialog, max 950px). */
export function BookingGroupPane({ id, isTop, depth }: { id: number; isTop: boolean; depth: number }) {
  const remote = useRemote(`group:${id}`, (signal) =>
    call('GET booking-groups/show', { query: { booking_group_id: id }, signal, silent: true }).then(
      (d) => d.booking_group,
    ),
  );
  const { reload } = remote;
  const all = useValue(bookings$);
  const positions = useValue(catalog$.positions);
  const docs = useDocuments('group', id);
  const [tab, setTab] = usePaneTab('group', id, GROUP_TABS);
  usePaneTabCommands();
  const g = remote.data;
  // The working set answers while the group loads; a member's change reloads the group.
  const localMembers = useMemo(() => Object.values(all).filter((b) => b.booking_group_id === id), [all, id]);
  useEffect(() => {
    const memberIds = new Set<number>((g?.bookings ?? localMembers).map((b) => b.id));
    const offs = [
      onRealtimeEvent('BookingGroupSaved', (d) => {
        if (d.booking_group_id === id) reload();
      }),
      onRealtimeEvent('BookingSaved', (d) => {
        if (d.booking?.booking_group_id === id || memberIds.has(d.booking_id)) reload();
      }),
    ];
    return () => offs.forEach((o) => o());
  }, [id, reload, g, localMembers]);

  const members: Booking[] = useMemo(
    () =>
      [...(g?.bookings ?? localMembers)].sort(
        (a, b) => String(a.check_in).localeCompare(String(b.check_in)) || a.id - b.id,
      ),
    [g, localMembers],
  );
  const frame = { param: 'group' as const, isTop, depth, kind: 'Gruppbokning', width: 950 };

  if (!g && !localMembers.length) {
    return (
      <EntityPaneFrame {...frame} title={remote.error ? 'Gruppbokning' : <Skeleton width={220} />}>
        {remote.error ? <PaneError error={remote.error} /> : <Skeleton lines={6} />}
      </EntityPaneFrame>
    );
  }

  const today = todayInStockholm();
  const live = members.filter((b) => !b.deleted_at);
  const checkIn = g?.first_checkin_date ?? minOf(live.map((b) => b.check_in));
  const checkOut = g?.last_checkout_date ?? maxOf(live.map((b) => b.check_out));
  const inPill = groupCheckInState(members, today);
  const outPill = groupCheckOutState(members, today);
  const positionName = (b: Booking) =>
    b.position?.full_name ?? positions.find((p) => p.id === b.position_id)?.full_name ?? 'Ospecificerad plats';
  const documents = (docs.receipts.data?.length ?? 0) + (docs.invoices.data?.length ?? 0);

  return (
    <EntityPaneFrame
      {...frame}
      title={g?.title ?? g?.name ?? 'Gruppbokning'}
      subtitle={g?.subtitle}
      headerExtra={
        <div className={e.headerRow}>
          {g && <span className={e.number}>{g.booking_number}</span>}
          <span className={[s.chip, s.chipTone[GROUP_PILL_TONES[inPill]]].join(' ')}>
            {GROUP_CHECKIN_LABELS[inPill]}
          </span>
          <span className={[s.chip, s.chipTone[GROUP_PILL_TONES[outPill]]].join(' ')}>
            {GROUP_CHECKOUT_LABELS[outPill]}
          </span>
          <DisabledEditButton label="Redigera bokning" reason="Gruppbokningar kan inte redigeras här" />
        </div>
      }
      footer={
        <div className={s.footer} role="group" aria-label="Åtgärder för gruppbokningen">
          <CommandButton variant="primary" command="bookingGroup.openInRegister" args={{ id }} />
          <CommandButton command="bookingGroup.invoice" args={{ id }} />
        </div>
      }
    >
      {remote.error && <PaneError error={remote.error} />}
      <Tabs
        className={s.tabs}
        selectedKey={tab}
        onSelectionChange={(k) => setTab(String(k) as (typeof GROUP_TABS)[number])}
      >
        <TabList aria-label="Gruppbokningens flikar" className={s.tabList}>
          <PaneTab id="booking-group-information">Gruppinformation</PaneTab>
          <PaneTab id="bookings" count={live.length} badgeLabel="bokningar">
            Bokningar
          </PaneTab>
          <PaneTab id="booking-history">Historik</PaneTab>
          <PaneTab id="invoices-receipts" count={documents} badgeLabel="kvitton och fakturor">
            Kvitton och fakturor
          </PaneTab>
          <PaneTab id="emails" count={docs.emails.data?.length ?? 0} badgeLabel="email">
            Email
          </PaneTab>
        </TabList>
        <TabPanel id="booking-group-information" className={s.tabPanel} shouldForceMount>
          {g ? <GroupInfoTab group={g} checkIn={checkIn} checkOut={checkOut} /> : <Skeleton lines={6} />}
        </TabPanel>
        <TabPanel id="bookings" className={s.tabPanel}>
          {!members.length ? (
            <p className={s.empty}>Här var det tomt</p>
          ) : (
            <ListBox
              aria-label="Bokningar i gruppen"
              className={s.listBox}
              items={members}
              selectionMode="none"
              onAction={(key) => void executeCommand('booking.open', { id: Number(key) }, 'button')}
            >
              {(b) => (
                <ListBoxItem
                  id={b.id}
                  textValue={`${b.booking_number} ${b.customer_name ?? b.title ?? ''}`}
                  className={s.listRow}
                >
                  <span className={s.icon} aria-hidden="true">
                    ⌂
                  </span>
                  <span className={s.rowMain}>
                    <span className={s.rowTitle}>
                      {b.booking_number} · {b.customer_name ?? b.title}
                    </span>
                    <span className={s.rowSub}>
                      {positionName(b)} · {isoDay(b.check_in)} – {isoDay(b.check_out)}
                    </span>
                  </span>
                  <span className={s.chip}>{bookingStateLabel(b)}</span>
                </ListBoxItem>
              )}
            </ListBox>
          )}
        </TabPanel>
        <TabPanel id="booking-history" className={s.tabPanel}>
          <HistoryTab query={{ booking_group_id: id }} version={g?.updated_at} />
        </TabPanel>
        <TabPanel id="invoices-receipts" className={s.tabPanel}>
          <ReceiptsInvoicesTab receipts={docs.receipts} invoices={docs.invoices} />
        </TabPanel>
        <TabPanel id="emails" className={s.tabPanel}>
          <EmailTab emails={docs.emails} />
        </TabPanel>
      </Tabs>
    </EntityPaneFrame>
  );
}
