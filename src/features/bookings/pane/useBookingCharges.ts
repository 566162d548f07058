import { useEffect, useRef } from 'react';
import { call } from '../../../data/call';
import { onRealtimeEvent } from '../../../data/events';
import { useRemote, type Remote } from '../../../data/useRemote';
import type { BookingAccommodationCharge, BookingOtherCharge } from '../../../contracts/documents';

export type { BookingAccommodationCharge, BookingOtherCharge };
export interface BookingCharges {
  charges: BookingOtherCharge[];
  accommodation_charges: BookingAccommodationCharge[];
}

/**
 * A booking's charges and lodging for 'Avgifter' (GET bookings/:id/charges), read again when something may
 * have taken or changed them: the booking saved (an invoice made of it, a sale of its cart, a new stay),
 * one of its invoices changed, or a receipt while it still has lines in the cart (a group's sale sells them
 * without saving the booking).
 */
export function useBookingCharges(id: number): Remote<BookingCharges> {
  const remote = useRemote(`booking:${id}:charges`, (signal) =>
    call('GET bookings/:id/charges', { params: { id }, signal, silent: true }),
  );
  const { reload } = remote;
  const lines = [...(remote.data?.charges ?? []), ...(remote.data?.accommodation_charges ?? [])];
  const seen = useRef({ invoices: new Set<number>(), receipts: new Set<number>(), parked: false });
  seen.current = {
    invoices: new Set(lines.map((l) => ('invoice' in l ? l.invoice?.id : l.invoice_id)).filter((x) => x != null)),
    receipts: new Set(remote.data?.charges.map((c) => c.receipt_id).filter((x) => x != null)),
    parked: lines.some((l) => l.status === 'parked'),
  };
  useEffect(() => {
    const offs = [
      onRealtimeEvent('BookingSaved', (d) => {
        if (Number(d?.booking_id) === id) reload();
      }),
      onRealtimeEvent('InvoiceUpdated', (d) => {
        if (seen.current.invoices.has(d.invoice_id)) reload();
      }),
      onRealtimeEvent('ReceiptUpdated', (d) => {
        if (seen.current.parked || seen.current.receipts.has(d.receipt_id)) reload();
      }),
    ];
    return () => offs.forEach((o) => o());
  }, [id, reload]);
  return remote;
}
