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
  /** An invoice was created, paid, credited, sent or reminded (its row and pane reload). */
  InvoiceUpdated: { invoice_id: number };
  /** An invoice made from a booking's or the till's cart finished (the till in checkout mode goes to /actions). */
  InvoiceDraftUpdated: { invoice_draft_id: number; booking_id: number | null; customer_id: number | null };
  /** A customer's credit (tillgodo) changed. */
  CustomerCreditUpdated: { customer_id: number };
  /**
   * The card terminal's progress on a payment; an error is final ('Nekad', 'Avbruten'). Mode receipt carries
   * receipt_id; invoice carries invoice_id and payment_id; customer_credit carries customer_id and payment_id.
   */
  TerminalUpdated: {
    workstation_id: number | null;
    mode?: 'receipt' | 'invoice' | 'customer_credit' | 'invoice_draft';
    /** 0 outside mode receipt. */
    receipt_id: number;
    invoice_id?: number;
    customer_id?: number;
    payment_id?: number;
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
