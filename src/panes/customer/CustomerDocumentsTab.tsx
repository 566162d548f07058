import { api } from '../../data/api';
import { ReceiptsInvoicesTab } from '../entity/booking/ReceiptsInvoicesTab';
import type { Invoice, Receipt } from '../entity/booking/useDocuments';
import { useVersionedRemote } from './useVersionedRemote';

/** The customer's 'Kvitton och fakturor', refetched whenever the pane's `version` moves on. */
export function CustomerDocumentsTab({ id, version }: { id: number; version: number }) {
  const receipts = useVersionedRemote(`customer-receipts:${id}`, version, (signal) =>
    api<{ receipts: Receipt[] }>('GET', `customers/${id}/receipts`, { signal, silent: true }).then((d) => d.receipts));
  const invoices = useVersionedRemote(`customer-invoices:${id}`, version, (signal) =>
    api<{ invoices: Invoice[] }>('GET', `customers/${id}/invoices`, { signal, silent: true }).then((d) => d.invoices));
  return <ReceiptsInvoicesTab receipts={receipts} invoices={invoices} />;
}
