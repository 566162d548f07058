import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { api } from '../../data/api';
import { CountBadge } from '../../ui/CountBadge';
import { PaneError, Skeleton } from '../entity/PaneParts';
import { useVersionedRemote } from './useVersionedRemote';
import { dateTime, day, invoiceStatusLabel, kr } from './format';
import * as s from './customer.css';
import * as e from '../entity/entity.css';

interface Receipt { id: number; receipt_number: string | number; total: number; created_at: string }
interface Invoice { id: number; invoice_number: string | number; total: number; remaining_amount: number; invoice_date: string; due_date: string | null; status: string }

/** 'Kvitton och fakturor' with the sub-tabs 'Kvitton' and 'Fakturor', columns as for a booking (bookings.md 2). */
export function CustomerDocumentsTab({ id, version }: { id: number; version: number }) {
  const receipts = useVersionedRemote(`customer-receipts:${id}`, version, (signal) =>
    api<{ receipts: Receipt[] }>('GET', `customers/${id}/receipts`, { signal, silent: true }).then((d) => d.receipts));
  const invoices = useVersionedRemote(`customer-invoices:${id}`, version, (signal) =>
    api<{ invoices: Invoice[] }>('GET', `customers/${id}/invoices`, { signal, silent: true }).then((d) => d.invoices));

  return (
    <Tabs className={s.tabs} defaultSelectedKey="receipts">
      <TabList aria-label="Kvitton och fakturor" className={s.subTabList}>
        <Tab id="receipts" className={s.subTab}>Kvitton <CountBadge count={receipts.data?.length ?? 0} label="kvitton" /></Tab>
        <Tab id="invoices" className={s.subTab}>Fakturor <CountBadge count={invoices.data?.length ?? 0} label="fakturor" /></Tab>
      </TabList>
      <TabPanel id="receipts" className={s.tabPanel}>
        {receipts.error ? <PaneError error={receipts.error} /> : !receipts.data ? <Skeleton lines={3} /> : !receipts.data.length
          ? <span className={e.muted}>Det finns inga kvitton</span>
          : (
            <table className={s.table}>
              <thead><tr><th className={s.th}>Kvittonummer</th><th className={`${s.th} ${s.num}`}>Totalt</th><th className={s.th}>Skapat</th></tr></thead>
              <tbody>
                {receipts.data.map((r) => (
                  <tr key={r.id}><td className={s.td}>{r.receipt_number}</td><td className={`${s.td} ${s.num}`}>{kr(r.total)}</td><td className={s.td}>{dateTime(r.created_at)}</td></tr>
                ))}
              </tbody>
            </table>
          )}
      </TabPanel>
      <TabPanel id="invoices" className={s.tabPanel}>
        {invoices.error ? <PaneError error={invoices.error} /> : !invoices.data ? <Skeleton lines={3} /> : !invoices.data.length
          ? <span className={e.muted}>Det finns inga fakturor</span>
          : (
            <table className={s.table}>
              <thead>
                <tr>
                  <th className={s.th}>Fakturanummer</th><th className={`${s.th} ${s.num}`}>Totalt</th><th className={`${s.th} ${s.num}`}>Kvar att betala</th>
                  <th className={s.th}>Fakturadatum</th><th className={s.th}>Förfallodatum</th><th className={s.th}>Status</th>
                </tr>
              </thead>
              <tbody>
                {invoices.data.map((i) => (
                  <tr key={i.id}>
                    <td className={s.td}>{i.invoice_number}</td><td className={`${s.td} ${s.num}`}>{kr(i.total)}</td>
                    <td className={`${s.td} ${s.num}`}>{kr(i.remaining_amount)}</td><td className={s.td}>{day(i.invoice_date)}</td>
                    <td className={s.td}>{day(i.due_date)}</td><td className={s.td}>{invoiceStatusLabel(i.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
      </TabPanel>
    </Tabs>
  );
}
