import { useEffect } from 'react';
import { call } from '../../../data/call';
import { onRealtimeEvent } from '../../../data/events';
import { useRemote, type Remote } from '../../../data/useRemote';
import type { ScopedInvoice, ScopedReceipt, SentEmail } from '../../../contracts/documents';

// The tabs show what a customer's documents have too.
export type { DocumentInvoice as Invoice, DocumentReceipt as Receipt, SentEmail } from '../../../contracts/documents';

export interface Documents {
  receipts: Remote<ScopedReceipt[]>;
  invoices: Remote<ScopedInvoice[]>;
  emails: Remote<SentEmail[]>;
}

/** Where a booking's or a group's documents are read (bookings.md 7). */
const loaders = (kind: 'booking' | 'group', id: number) => {
  const params = { id };
  const query = { booking_group_id: id };
  return kind === 'booking'
    ? {
        receipts: (signal: AbortSignal) =>
          call('GET bookings/:id/receipts', { params, signal, silent: true }).then((d) => d.receipts),
        invoices: (signal: AbortSignal) =>
          call('GET bookings/:id/invoices', { params, signal, silent: true }).then((d) => d.invoices),
        emails: (signal: AbortSignal) =>
          call('GET bookings/:id/emails', { params, signal, silent: true }).then((d) => d.emails),
      }
    : {
        receipts: (signal: AbortSignal) =>
          call('GET booking-groups/receipts', { query, signal, silent: true }).then((d) => d.receipts),
        invoices: (signal: AbortSignal) =>
          call('GET booking-groups/invoices', { query, signal, silent: true }).then((d) => d.invoices),
        emails: (signal: AbortSignal) =>
          call('GET booking-groups/emails', { query, signal, silent: true }).then((d) => d.emails),
      };
};

/**
 * Receipts, invoices and sent e-mails of a booking or group, loaded with the pane because the
 * tab labels show their counts. EmailSaved for this booking or group reloads the e-mails.
 */
export function useDocuments(kind: 'booking' | 'group', id: number): Documents {
  const load = loaders(kind, id);
  const receipts = useRemote(`${kind}:${id}:receipts`, load.receipts);
  const invoices = useRemote(`${kind}:${id}:invoices`, load.invoices);
  const emails = useRemote(`${kind}:${id}:emails`, load.emails);
  const reloadEmails = emails.reload;
  useEffect(
    () =>
      onRealtimeEvent('EmailSaved', (d) => {
        if ((kind === 'booking' ? d.booking_id : d.booking_group_id) === id) reloadEmails();
      }),
    [kind, id, reloadEmails],
  );
  return { receipts, invoices, emails };
}
