// Cancellations (bookings.md 2 "Cancellation dialog", 3 "Booking cancellation", "Cancellation option",
// "Cancellation preview", "Specification row", "Timeline item", 4 "Cancellation wizard", 7 "Cancellations"; design
// C1–C10). The wizard's calls, in the order the console makes them:
//   GET  booking-cancellations/show                  → the dialog: booking, cancellation, options, start_page, chip
//   POST booking-cancellations/select-option         → 'Gå vidare': the cancellation, status 'Oavslutad'
//   GET  booking-cancellations/get-manual-specification → manual_page's rows
//   POST booking-cancellations/send-document-request → 'Skicka instruktioner': 'Inväntar dokument', mail recorded
//   POST booking-cancellations/confirm-document-request → 'Godkänn intyg' / 'Neka intyg', then the preview
//   POST booking-cancellations/get-preview           → preview_page (a manual specification re-checked)
//   POST booking-cancellations/complete-cancellation → the final button: the booking cancelled, one document
//   POST booking-cancellations/send-confirmation      → 'Skicka avbokningsbekräftelse'
//   POST booking-cancellations/reverse-cancellation   → 'Ångra avbokning': all of it undone
// Amounts are integer öre (refund_percent a percent, 0–100 with two decimals); dates 'YYYY-MM-DD'; times ISO.
// Refusals are 422 with a Swedish message (CANCELLATION_TEXTS, the booking verbs' own texts); a preview that
// changed before completion is 409 'preview_changed'.
import { z } from 'zod';
import { CANCELLATION_STATUS, CANCELLATION_TEXTS } from '../domain/cancellationTexts';
import { countParam, id, idParam, INPUT_TEXTS, isoDate, MAX_ORDER_TOTAL, text } from '../domain/input';
import { bookingFields } from './bookings';
import { contract } from './define';
import { sentEmail } from './documents';
import { invoiceDetail } from './invoices';

export { CANCELLATION_STATUS, CANCELLATION_TEXTS };

const row = z.strictObject;
const int = () => z.number().int();
const stamp = () => z.string();
const date = () => z.string();
const clientKey = () => text().trim().min(8).max(100);

export const CANCELLATION_OPTION_IDS = ['policy', 'document', 'manual', 'free'] as const;
export const CANCELLATION_PAGES = [
  'start_page',
  'document_request_page',
  'manual_page',
  'preview_page',
  'completed_page',
] as const;
export const CANCELLATION_STATUSES = [
  CANCELLATION_STATUS.completed,
  CANCELLATION_STATUS.awaitingDocument,
  CANCELLATION_STATUS.open,
] as const;

/** bookings.md 3 "Specification row", plus billed: what of the row is already sold or invoiced (design C4). */
export const specificationRow = row({
  title: z.string(),
  total: int(),
  refund_percent: z.number(),
  refund_amount: int(),
  product_category: z.enum(['accommodation', 'fee', 'product']),
  billed: int(),
});
export type SpecificationRowOut = z.output<typeof specificationRow>;

/** bookings.md 3 "Cancellation preview" (src/domain/cancellation.ts cancellationPreview). */
export const cancellationPreview = row({
  total_before: int(),
  total_after: int(),
  total_after_remarks: z.string(),
  specification_list: z.array(specificationRow),
  result_text: z.string(),
  applied_minimum_fee: int(),
  /** Σ billed: what the guest has been billed so far, paid or not. */
  paid_amount: int(),
  /** total_after − paid_amount: > 0 a final invoice, < 0 a balancing (credit) invoice, 0 none. */
  payable_amount: int(),
  has_final_invoice: z.boolean(),
  has_balancing_invoice: z.boolean(),
});
export type CancellationPreviewOut = z.output<typeof cancellationPreview>;

/** A line of the one document that will settle the cancellation (design C5); Σ amount = payable_amount. */
export const settlementLine = row({
  title: z.string(),
  /** Signed öre: positive the guest owes it, negative it goes back. */
  amount: int(),
  /** Basis points (1200 = 12 %): the row's, the minimum fee's is the lodging's. */
  vat_rate: int(),
});

/** bookings.md 3 "Cancellation option" (design C8). */
export const cancellationOption = row({
  id: z.enum(CANCELLATION_OPTION_IDS),
  option_name: z.string(),
  is_selected: z.boolean(),
  description_header: z.string(),
  description_body: z.string(),
  result_header: z.string(),
  result_body: z.string(),
  next_step: z.enum(CANCELLATION_PAGES),
});
export type CancellationOptionOut = z.output<typeof cancellationOption>;

/** bookings.md 3 "Timeline item". */
export const timelineItem = row({
  date: date(),
  title: z.string(),
  text: z.string(),
  is_deadline: z.boolean(),
  is_checkin_date: z.boolean(),
  is_booking_date: z.boolean(),
  is_cancellation_date: z.boolean(),
});

/** An invoice a cancellation made: the settling one (C5) or the one its reversal made (C7). */
export const cancellationInvoiceRef = row({
  id: int(),
  invoice_number: int(),
  is_credit_invoice: z.boolean(),
  /** Negative on a credit invoice. */
  total: int(),
  /** Left to pay; on a credit invoice left to pay out, negative. */
  remaining_amount: int(),
});

/** bookings.md 3 "Booking cancellation". */
export const bookingCancellation = row({
  id: int(),
  booking_id: int(),
  /** 'Oavslutad', 'Inväntar dokument' or 'Avslutad' (C9). */
  status_text: z.string(),
  selected_option_id: z.enum(CANCELLATION_OPTION_IDS).nullable(),
  /** The medical certificate's request: null until 'Skicka instruktioner'. */
  approval_request: row({
    requested_at: stamp(),
    /** When it was answered ('Godkänn intyg' or 'Neka intyg'); null while the guest is waited for. */
    approved_at: stamp().nullable(),
    has_valid_document: z.boolean().nullable(),
  }).nullable(),
  completed_at: stamp().nullable(),
  completed_page: row({
    selected_option_text: z.string(),
    change_description: z.string(),
    final_specification: z.array(specificationRow),
  }).nullable(),
  /** The preview it was completed with. */
  preview: cancellationPreview.nullable(),
  reversed_at: stamp().nullable(),
  created_at: stamp(),
  settlement_invoice: cancellationInvoiceRef.nullable(),
  reversal_invoice: cancellationInvoiceRef.nullable(),
});
export type BookingCancellation = z.output<typeof bookingCancellation>;

/** What the dialog shows of the booking: its title 'Avbokning {number}', subtitle the customer, the policy card. */
export const cancellationBooking = row({
  id: int(),
  booking_number: z.string(),
  customer_full_name: z.string().nullable(),
  check_in: date(),
  check_out: date(),
  created_at: stamp(),
  deleted_at: stamp().nullable(),
  cancellation_status: z.string().nullable(),
  cancellation_policy: row({
    id: int(),
    name: z.string(),
    human_readable_price: z.string(),
    human_readable_text: z.string(),
  }).nullable(),
});

export const cancellationChip = row({
  label: z.enum(CANCELLATION_STATUSES),
  tone: z.enum(['success', 'warning', 'error']),
});

const bookingId = { booking_id: id() };

/**
 * The list: one booking's cancellations (booking_id, newest first, reversed ones included), or without it every
 * cancellation not yet finished ('Oavslutad', 'Inväntar dokument'), newest first.
 */
export const cancellationList = contract('GET', 'booking-cancellations', {
  query: z.object({
    booking_id: idParam().optional(),
    offset: countParam().optional(),
    limit: countParam(500, 1).optional(),
  }),
  response: row({
    booking_cancellations: z.array(bookingCancellation.extend({ booking: cancellationBooking })),
    total_count: int(),
  }),
});

/**
 * The dialog's data (bookings.md 2, 4): the booking, its cancellation in force (null: none, or the last was
 * reversed), the start page's options with the chosen one selected, the page to open on, the chip. refusal says why
 * the booking cannot be cancelled here (a draft, checked in or out, external, already cancelled) or null; can_reverse
 * whether 'Ångra avbokning' applies (the booking is cancelled).
 */
export const cancellationShow = contract('GET', 'booking-cancellations/show', {
  query: z.object({ booking_id: idParam() }),
  response: row({
    title: z.string(),
    booking: cancellationBooking,
    booking_cancellation: bookingCancellation.nullable(),
    options: z.array(cancellationOption),
    start_page: z.enum(CANCELLATION_PAGES),
    chip: cancellationChip.nullable(),
    refusal: z.string().nullable(),
    can_reverse: z.boolean(),
  }),
});

/** The policy card's timeline: of a booking (its check-in, booked and cancelled dates) or of a check-in date. */
export const cancellationTimeline = contract('GET', 'booking-cancellations/cancellation-policy-timeline-items', {
  query: z.object({ policy_id: idParam(), booking_id: idParam().optional(), check_in_date: isoDate().optional() }),
  response: row({ timeline_items: z.array(timelineItem) }),
});

/** manual_page's rows: the policy's specification (or the one last typed), each to be changed by the desk. */
export const manualSpecification = contract('GET', 'booking-cancellations/get-manual-specification', {
  query: z.object({ booking_id: idParam() }),
  response: row({ specification_list: z.array(specificationRow) }),
});

/** A row of a manual specification as typed: the refund in öre (kronor × 100), the title to check it is that row. */
export const manualRowInput = z.object({
  title: text().max(500).optional(),
  refund_amount: z
    .number({ error: INPUT_TEXTS.number })
    .int(INPUT_TEXTS.moneyInteger)
    .min(0, INPUT_TEXTS.moneyNegative)
    .max(MAX_ORDER_TOTAL, INPUT_TEXTS.moneyTooBig),
});
const manualSpecificationInput = z.array(manualRowInput).max(500);

/** 'Gå vidare' on start_page: the option chosen; the cancellation becomes 'Oavslutad' (C9). */
export const selectOption = contract('POST', 'booking-cancellations/select-option', {
  body: z.object({
    ...bookingId,
    option_id: z.enum(CANCELLATION_OPTION_IDS, { error: CANCELLATION_TEXTS.unknownOption }),
  }),
  response: row({ booking_cancellation: bookingCancellation, options: z.array(cancellationOption) }),
});

const previewAnswer = {
  option_id: z.enum(CANCELLATION_OPTION_IDS),
  preview: cancellationPreview,
  /** 'Avsluta och fakturera', 'Avsluta och kreditera' or 'Avsluta'. */
  final_button_text: z.string(),
  settlement_lines: z.array(settlementLine),
};

/**
 * preview_page: the preview of the chosen option (the policy when none is chosen); with manual_specification (the
 * manual option only) the typed rows re-checked and clamped. Changes nothing.
 */
export const getPreview = contract('POST', 'booking-cancellations/get-preview', {
  body: z.object({ ...bookingId, manual_specification: manualSpecificationInput.optional() }),
  response: row(previewAnswer),
});

/** 'Skicka instruktioner': mails the guest how to send the certificate; 'Inväntar dokument'. */
export const sendDocumentRequest = contract('POST', 'booking-cancellations/send-document-request', {
  body: z.object({ bookingCancellationId: id() }),
  response: row({ status: z.literal('success'), booking_cancellation: bookingCancellation, email: sentEmail }),
});

/** 'Godkänn intyg' (true) / 'Neka intyg' (false); then the preview (an approved one refunds all but the booking fee). */
export const confirmDocumentRequest = contract('POST', 'booking-cancellations/confirm-document-request', {
  body: z.object({
    booking_cancellation_id: id(),
    has_valid_document: z.boolean({ error: CANCELLATION_TEXTS.documentAnswer }),
  }),
  response: row({ booking_cancellation: bookingCancellation, ...previewAnswer }),
});

/**
 * The preview's final button: the booking cancelled and the one document of C5 made, in one transaction.
 * payable_amount is the preview's the desk saw: when the server's differs it refuses 409 'preview_changed'
 * ('Förhandsgranskningen har ändrats, visa den igen') and changes nothing. The same client_key twice is one
 * completion. invoice: the final invoice or the balancing credit invoice, or null.
 */
export const completeCancellation = contract('POST', 'booking-cancellations/complete-cancellation', {
  body: z.object({
    ...bookingId,
    client_key: clientKey(),
    payable_amount: z
      .number({ error: INPUT_TEXTS.number })
      .int(INPUT_TEXTS.moneyInteger)
      .min(-MAX_ORDER_TOTAL, INPUT_TEXTS.moneyTooBig)
      .max(MAX_ORDER_TOTAL, INPUT_TEXTS.moneyTooBig),
    manual_specification: manualSpecificationInput.optional(),
  }),
  response: row({
    booking_cancellation: bookingCancellation,
    booking: bookingFields,
    invoice: invoiceDetail.nullable(),
  }),
});

/** 'Skicka avbokningsbekräftelse' after completion: what was kept and refunded, and the invoice made. */
export const sendCancellationConfirmation = contract('POST', 'booking-cancellations/send-confirmation', {
  body: z.object(bookingId),
  response: row({ email: sentEmail }),
});

/**
 * 'Ångra avbokning' (C7): the booking back with the lines its cancellation took, a final invoice credited in full,
 * a balancing credit invoice undone by an invoice of the same lines (refused once money was paid out). A cancellation
 * still open on a live booking is abandoned. invoice: what the reversal made, or null.
 */
export const reverseCancellation = contract('POST', 'booking-cancellations/reverse-cancellation', {
  body: z.object(bookingId),
  response: row({ booking: bookingFields, invoice: invoiceDetail.nullable() }),
});
