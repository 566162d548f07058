import { useEffect } from 'react';
import { call } from '../../data/call';
import { onRealtimeEvent } from '../../data/events';
import { useRemote, type Remote } from '../../data/useRemote';
import type { InvoiceDetail } from '../../contracts/invoices';

/** One invoice as GET invoices/:id gives it, reloaded (keeping what is shown) when InvoiceUpdated names it. */
export function useInvoice(id: number | null): Remote<InvoiceDetail> {
  const remote = useRemote(id ? `invoice:${id}` : null, (signal) =>
    call('GET invoices/:id', { params: { id: id! }, signal, silent: true }).then((d) => d.invoice),
  );
  const { reload } = remote;
  useEffect(() => {
    if (!id) return;
    return onRealtimeEvent('InvoiceUpdated', (e) => {
      if (e.invoice_id === id) reload();
    });
  }, [id, reload]);
  return remote;
}
