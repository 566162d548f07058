import { useCallback, useEffect } from 'react';
import { api } from '../../../data/api';
import { onRealtimeEvent } from '../../../data/events';
import { useRemote, type Remote } from '../useRemote';

import type { DocumentInvoice, DocumentReceipt, SentEmail } from '../../../contracts/documents';

export type { DocumentInvoice as Invoice, DocumentReceipt as Receipt, SentEmail } from '../../../contracts/documents';
type Receipt = DocumentReceipt;
type Invoice = DocumentInvoice;

export interface Documents { receipts: Remote<Receipt[]>; invoices: Remote<Invoice[]>; emails: Remote<SentEmail[]> }

/** Where a booking's or a group's documents are read (bookings.md 7). */
const paths = (kind: 'booking' | 'group', id: number) => (kind === 'booking'
  ? { receipts: [`bookings/${id}/receipts`, {}], invoices: [`bookings/${id}/invoices`, {}], emails: [`bookings/${id}/emails`, {}] }
  : { receipts: ['booking-groups/receipts', { booking_group_id: id }], invoices: ['booking-groups/invoices', { booking_group_id: id }], emails: ['booking-groups/emails', { booking_group_id: id }] }) as
  Record<'receipts' | 'invoices' | 'emails', [string, Record<string, number>]>;

function useList<T>(key: string, path: string, query: Record<string, number>, pick: (d: any) => T[]): Remote<T[]> {
  return useRemote(key, (signal) => api('GET', path, { query, signal, silent: true }).then((d) => pick(d) ?? []));
}

/**
 * Receipts, invoices and sent e-mails of a booking or group, loaded with the pane because the
 * tab labels show their counts. EmailSaved for this booking or group reloads the e-mails.
 */
export function useDocuments(kind: 'booking' | 'group', id: number): Documents {
  const p = paths(kind, id);
  const receipts = useList<Receipt>(`${kind}:${id}:receipts`, p.receipts[0], p.receipts[1], (d) => d.receipts);
  const invoices = useList<Invoice>(`${kind}:${id}:invoices`, p.invoices[0], p.invoices[1], (d) => d.invoices);
  const emails = useList<SentEmail>(`${kind}:${id}:emails`, p.emails[0], p.emails[1], (d) => d.emails);
  const reloadEmails = emails.reload;
  const mine = useCallback((d: any) => Number(kind === 'booking' ? d?.booking_id : d?.booking_group_id) === id, [kind, id]);
  useEffect(() => onRealtimeEvent('EmailSaved', (d) => { if (mine(d)) reloadEmails(); }), [mine, reloadEmails]);
  return { receipts, invoices, emails };
}
