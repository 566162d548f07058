import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { CountBadge } from '../../../ui/CountBadge';
import { isoDay } from '../../../domain/bookingLabels';
import { openPane } from '../../../shell/panes/open';
import { PaneError, Skeleton } from '../../../ui/PaneParts';
import type { Remote } from '../../../data/useRemote';
import { dateTime, invoiceStatusLabel, kr } from './format';
import type { Invoice, Receipt } from './useDocuments';
import * as s from './booking.css';

function Loaded<T>({
  remote,
  empty,
  children,
}: {
  remote: Remote<T[]>;
  empty: string;
  children: (rows: T[]) => React.ReactNode;
}) {
  if (remote.error) return <PaneError error={remote.error} />;
  if (!remote.data) return <Skeleton lines={3} />;
  if (!remote.data.length) return <p className={s.empty}>{empty}</p>;
  return <>{children(remote.data)}</>;
}

/**
 * 'Kvitton och fakturor' with its sub-tabs 'Kvitton' and 'Fakturor', each with a count badge
 * (bookings.md 2): the booking, group and customer panes pass in their own loaders.
 */
export function ReceiptsInvoicesTab({
  receipts,
  invoices,
}: {
  receipts: Remote<Receipt[]>;
  invoices: Remote<Invoice[]>;
}) {
  return (
    <Tabs className={s.tabs} defaultSelectedKey="receipts">
      <TabList aria-label="Kvitton och fakturor" className={s.subTabList}>
        <Tab id="receipts" className={s.subTab}>
          Kvitton <CountBadge count={receipts.data?.length ?? 0} label="kvitton" />
        </Tab>
        <Tab id="invoices" className={s.subTab}>
          Fakturor <CountBadge count={invoices.data?.length ?? 0} label="fakturor" />
        </Tab>
      </TabList>
      <TabPanel id="receipts" className={s.tabPanel}>
        <Loaded remote={receipts} empty="Det finns inga kvitton">
          {(rows) => (
            <table className={s.table}>
              <thead>
                <tr>
                  <th>Kvittonummer</th>
                  <th className={s.num}>Totalt</th>
                  <th>Skapat</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr
                    key={r.id}
                    className={s.linkRow}
                    tabIndex={0}
                    onClick={() => openPane('receipt', r.id)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        openPane('receipt', r.id);
                      }
                    }}
                  >
                    <td>{r.receipt_number}</td>
                    <td className={s.num}>{kr(r.total)}</td>
                    <td>{dateTime(r.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Loaded>
      </TabPanel>
      <TabPanel id="invoices" className={s.tabPanel}>
        <Loaded remote={invoices} empty="Det finns inga fakturor">
          {(rows) => (
            <table className={s.table}>
              <thead>
                <tr>
                  <th>Fakturanummer</th>
                  <th className={s.num}>Totalt</th>
                  <th className={s.num}>Kvar att betala</th>
                  <th>Fakturadatum</th>
                  <th>Förfallodatum</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((i) => (
                  <tr
                    key={i.id}
                    className={s.linkRow}
                    tabIndex={0}
                    onClick={() => openPane('invoice', i.id)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        openPane('invoice', i.id);
                      }
                    }}
                  >
                    <td>{i.invoice_number}</td>
                    <td className={s.num}>{kr(i.total)}</td>
                    <td className={s.num}>{kr(i.remaining_amount)}</td>
                    <td>{isoDay(i.invoice_date)}</td>
                    <td>{isoDay(i.due_date)}</td>
                    <td>{invoiceStatusLabel(i.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Loaded>
      </TabPanel>
    </Tabs>
  );
}
