// What a booking, a group or a customer has on record: its history, receipts, invoices and sent e-mails
// (the customer's own calls are in customers.ts).
import { z } from 'zod';
import { CHARGE_STATUSES } from '../domain/chargeStatus';
import { idParam } from '../domain/input';
import { contract } from './define';
import { charge } from './till';

const row = z.strictObject;
const int = () => z.number().int();
const stamp = () => z.string();

export const recordUser = row({ id: int(), name: z.string(), initials: z.string(), color: z.string() });
/** A field's change in an editing record: what it was and what it became. */
const fieldChange = z.object({ from: z.unknown(), to: z.unknown() });
const editingRecordFields = {
  id: int(),
  created_at: stamp(),
  action: z.string(),
  description: z.string(),
  changes: z.record(z.string(), fieldChange).nullable(),
  booking_id: int().nullable(),
  user: recordUser.nullable(),
};
/** 'Historik' of a customer (who changed what, newest first). */
export const customerEditingRecord = row({ ...editingRecordFields, subject_type: z.string() });
/** 'Historik' of a booking or a group. */
export const bookingEditingRecord = row({ ...editingRecordFields, booking_group_id: int().nullable() });
export type BookingEditingRecord = z.output<typeof bookingEditingRecord>;
export type EditingRecord = z.output<typeof customerEditingRecord> | BookingEditingRecord;

/** A registered receipt in a documents tab. */
export const documentReceipt = row({ id: int(), receipt_number: int(), total: int(), created_at: stamp() });
export type DocumentReceipt = z.output<typeof documentReceipt>;
/** An invoice in a documents tab: what is left to pay is the total less payments and credits. */
export const documentInvoice = row({
  id: int(),
  invoice_number: int(),
  total: int(),
  remaining_amount: int(),
  invoice_date: z.string(),
  due_date: z.string().nullable(),
  status: z.string(),
});
export type DocumentInvoice = z.output<typeof documentInvoice>;

/** A sent e-mail in the 'Email' tab and in EmailSaved (server/mail/mailer.ts serializeEmail). */
export const sentEmail = row({
  id: int(),
  status: z.string(),
  sent_at: stamp(),
  opened_at: stamp().nullable(),
  title: z.string(),
  recipient_email: z.string(),
  icon: z.string().nullable(),
  kind: z.string(),
  booking_id: int().nullable(),
  booking_group_id: int().nullable(),
});
export type SentEmail = z.output<typeof sentEmail>;

/** A booking's or a group's documents also say the receipt's type and whether an invoice is a credit. */
export const scopedReceipt = documentReceipt.extend({ receipt_type: z.string() });
export const scopedInvoice = documentInvoice.extend({ is_credit_invoice: z.boolean(), created_at: stamp() });
export type ScopedReceipt = z.output<typeof scopedReceipt>;
export type ScopedInvoice = z.output<typeof scopedInvoice>;
const documentLists = {
  editing_records: row({ editing_records: z.array(bookingEditingRecord) }),
  receipts: row({ receipts: z.array(scopedReceipt) }),
  invoices: row({ invoices: z.array(scopedInvoice) }),
  emails: row({ emails: z.array(sentEmail) }),
};

const bookingParams = z.object({ id: idParam() });
export const bookingEditingRecords = contract('GET', 'bookings/editing-records', {
  query: z.object({ booking_id: idParam() }),
  response: documentLists.editing_records,
});
export const bookingReceipts = contract('GET', 'bookings/:id/receipts', {
  params: bookingParams,
  response: documentLists.receipts,
});
export const bookingInvoices = contract('GET', 'bookings/:id/invoices', {
  params: bookingParams,
  response: documentLists.invoices,
});
/** 'Andra avgifter' of a booking: every live charge, its line total after discount and where it stands. */
export const bookingOtherCharge = charge.extend({
  booking_group_id: int().nullable(),
  status: z.enum(CHARGE_STATUSES),
  receipt_id: int().nullable(),
  invoice_id: int().nullable(),
  invoice_number: int().nullable(),
  position: row({ id: int(), full_name: z.string() }).nullable(),
});
export type BookingOtherCharge = z.output<typeof bookingOtherCharge>;
/** 'Platsavgifter' of a regular booking: its live lodging lines, oldest first. */
export const bookingAccommodationCharge = row({
  id: int(),
  start: z.string(),
  end: z.string(),
  nights: int(),
  price: int(),
  original_price: int().nullable(),
  discount_type: z.string(),
  discount_value: int(),
  total: int(),
  position: row({ id: int(), full_name: z.string() }).nullable(),
  status: z.enum(CHARGE_STATUSES),
  invoice: row({ id: int(), invoice_number: int() }).nullable(),
});
export type BookingAccommodationCharge = z.output<typeof bookingAccommodationCharge>;
export const bookingCharges = contract('GET', 'bookings/:id/charges', {
  params: bookingParams,
  response: row({ charges: z.array(bookingOtherCharge), accommodation_charges: z.array(bookingAccommodationCharge) }),
});
export const bookingEmails = contract('GET', 'bookings/:id/emails', {
  params: bookingParams,
  response: documentLists.emails,
});

const groupQuery = z.object({ booking_group_id: idParam() });
export const groupEditingRecords = contract('GET', 'booking-groups/editing-records', {
  query: groupQuery,
  response: documentLists.editing_records,
});
export const groupReceipts = contract('GET', 'booking-groups/receipts', {
  query: groupQuery,
  response: documentLists.receipts,
});
export const groupInvoices = contract('GET', 'booking-groups/invoices', {
  query: groupQuery,
  response: documentLists.invoices,
});
export const groupEmails = contract('GET', 'booking-groups/emails', {
  query: groupQuery,
  response: documentLists.emails,
});
