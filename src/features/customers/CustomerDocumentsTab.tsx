import { call } from '../../data/call';
import { ReceiptsInvoicesTab } from '../bookings/pane/ReceiptsInvoicesTab';
import { useVersionedRemote } from './useVersionedRemote';

/** The customer's 'Kvitton och fakturor', refetched whenever the pane's `version` moves on. */
export function CustomerDocumentsTab({ id, version }: { id: number; version: number }) {
  const receipts = useVersionedRemote(`customer-receipts:${id}`, version, (signal) =>
    call('GET customers/:id/receipts', { params: { id }, signal, silent: true }).then((d) => d.receipts),
  );
  const invoices = useVersionedRemote(`customer-invoices:${id}`, version, (signal) =>
    call('GET customers/:id/invoices', { params: { id }, signal, silent: true }).then((d) => d.invoices),
  );
  return <ReceiptsInvoicesTab receipts={receipts} invoices={invoices} />;
}
