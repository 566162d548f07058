import { useEffect, useRef } from 'react';
import { TabList, TabPanel, Tabs } from 'react-aria-components';
import { useValue } from '@legendapp/state/react';
import { call } from '../../../data/call';
import type { Booking } from '../../../contracts/bookings';
import { onRealtimeEvent } from '../../../data/events';
import { bookings$ } from '../../../data/stores';
import { todayInStockholm } from '../../../domain/dates';
import { BookingFooter } from './BookingFooter';
import { BookingHeader } from './BookingHeader';
import { BookingInfoTab } from './BookingInfoTab';
import { ChargesTab } from './ChargesTab';
import { EmailTab } from './EmailTab';
import { HistoryTab } from './HistoryTab';
import { PaneTab } from './PaneTab';
import { usePaneTab, usePaneTabCommands } from './paneTabs';
import { ReceiptsInvoicesTab } from './ReceiptsInvoicesTab';
import { useSeasonPriceCommand } from './seasonPrice.commands';
import { useDocuments } from './useDocuments';
import { EntityPaneFrame } from '../../../shell/panes/EntityPaneFrame';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import { useRemote } from '../../../data/useRemote';
import * as s from './booking.css';

export const BOOKING_TABS = [
  'booking-information',
  'booking-history',
  'charges',
  'invoices-receipts',
  'emails',
] as const;

/** One booking (bookings.md 2, Booking dialog): header, five tabs and the footer by state. */
export function BookingPane({ id, isTop, depth }: { id: number; isTop: boolean; depth: number }) {
  // The working set answers at once; the detail call adds what only it has (customer, group, policy).
  const local = useValue(() => bookings$[id]?.get() ?? null);
  const remote = useRemote(`booking:${id}`, (signal) =>
    call('GET bookings/:id', { params: { id }, signal, silent: true }).then((d) => d.booking),
  );
  const { reload } = remote;
  const docs = useDocuments('booking', id);
  const reloadInvoices = docs.invoices.reload;
  // A payment, credit or refund on one of the booking's invoices moves its Betalt / Kvar: the server says
  // InvoiceUpdated (naming the invoice), not BookingSaved.
  const invoiceIds = useRef(new Set<number>());
  invoiceIds.current = new Set(docs.invoices.data?.map((i) => i.id));
  useEffect(() => {
    const mine = (d: { booking_id?: unknown; booking?: { id?: unknown } } | undefined) =>
      Number(d?.booking_id ?? d?.booking?.id) === id;
    const offs = [
      onRealtimeEvent('BookingSaved', (d) => {
        if (!mine(d)) return;
        reload();
        // A new invoice of the booking comes with BookingSaved.
        reloadInvoices();
      }),
      onRealtimeEvent('BookingRemoved', (d) => {
        if (mine(d)) reload();
      }),
      onRealtimeEvent('InvoiceUpdated', (d) => {
        if (!invoiceIds.current.has(d.invoice_id)) return;
        reload();
        reloadInvoices();
      }),
    ];
    return () => offs.forEach((o) => o());
  }, [id, reload, reloadInvoices]);
  const b: Booking | null = remote.data ?? local;
  const isSeason = b?.type === 'season';
  const [tab, setTab] = usePaneTab('booking', id, BOOKING_TABS);
  usePaneTabCommands();
  useSeasonPriceCommand(id, isSeason, b?.deleted_at != null);

  const frame = { param: 'booking' as const, isTop, depth, kind: 'Bokning', width: 850 };
  if (!b) {
    return (
      <EntityPaneFrame {...frame} title={remote.error ? 'Bokning' : <Skeleton width={220} />}>
        {remote.error ? <PaneError error={remote.error} /> : <Skeleton lines={8} />}
      </EntityPaneFrame>
    );
  }

  const today = todayInStockholm();
  const documents = (docs.receipts.data?.length ?? 0) + (docs.invoices.data?.length ?? 0);
  return (
    <EntityPaneFrame
      {...frame}
      title={b.title}
      subtitle={b.subtitle}
      headerExtra={<BookingHeader booking={b as never} today={today} />}
      footer={<BookingFooter booking={b as never} today={today} />}
    >
      {remote.error && <PaneError error={remote.error} />}
      <Tabs
        className={s.tabs}
        selectedKey={tab}
        onSelectionChange={(k) => setTab(String(k) as (typeof BOOKING_TABS)[number])}
      >
        <TabList aria-label="Bokningens flikar" className={s.tabList}>
          <PaneTab id="booking-information">Bokningsinformation</PaneTab>
          <PaneTab id="booking-history">Historik</PaneTab>
          <PaneTab id="charges">Avgifter</PaneTab>
          <PaneTab id="invoices-receipts" count={documents} badgeLabel="kvitton och fakturor">
            Kvitton och fakturor
          </PaneTab>
          <PaneTab id="emails" count={docs.emails.data?.length ?? 0} badgeLabel="email">
            Email
          </PaneTab>
        </TabList>
        {/* Kept mounted: a remarks draft survives a look at another tab. */}
        <TabPanel id="booking-information" className={s.tabPanel} shouldForceMount>
          <BookingInfoTab booking={b} detailLoaded={remote.data != null} />
        </TabPanel>
        <TabPanel id="booking-history" className={s.tabPanel}>
          <HistoryTab query={{ booking_id: id }} version={remote.data?.updated_at} />
        </TabPanel>
        <TabPanel id="charges" className={s.tabPanel}>
          <ChargesTab booking={b} detailLoaded={remote.data != null} onReload={reload} />
        </TabPanel>
        <TabPanel id="invoices-receipts" className={s.tabPanel}>
          <ReceiptsInvoicesTab receipts={docs.receipts} invoices={docs.invoices} />
        </TabPanel>
        <TabPanel id="emails" className={s.tabPanel}>
          <EmailTab emails={docs.emails} booking={remote.data ? (b as never) : undefined} />
        </TabPanel>
      </Tabs>
    </EntityPaneFrame>
  );
}
