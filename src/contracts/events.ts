// Realtime events of the tenant channel (shell.md 7.4) and what each carries, as the server publishes them.
import type { BookingFields } from './bookings';
import type { Customer } from './customers';
import type { SentEmail } from './documents';

export interface RealtimeEvents {
  BookingSaved: { booking_id: number; booking: BookingFields };
  BookingRemoved: { booking_id: number };
  BookingGroupSaved: { booking_group_id: number };
  CustomerSaved: { customer: Customer };
  EmailSaved: {
    booking_id: number | null;
    invoice_id: number | null;
    booking_group_id: number | null;
    email: SentEmail;
  };
  ReceiptUpdated: { receipt_id: number };
  /** The card terminal's progress on a receipt's payment; an error is final ('Nekad', 'Avbruten'). */
  TerminalUpdated: {
    workstation_id: number | null;
    receipt_id: number;
    message: string;
    error?: { display: string; print: string };
  };
  ParkedOrdersSaved: { parked_order_ids: number[] };
  ParkedOrderRemoved: { parked_order_id: number };
  PositionRemarksUpdated: { position_id: number; remarks: string | null };
  DashboardsUpdated: { workstation_id: number | null };
  /** Reference data changed on some console (today only 'products'). */
  UpdateData: { type: string; product_id?: number };
  /** A newer console is required (shell.md 4.3). */
  UpdateClient: { url?: string; minimumVersion?: string | null };
}
export type RealtimeEvent = keyof RealtimeEvents;
