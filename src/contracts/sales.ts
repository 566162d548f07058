// The sale at the till (money.md 7 Sales): sales/initiate and the receipt's way to complete.
import { z } from 'zod';
import { id, idParam, lines, MAX_LINES, MAX_ORDER_TOTAL, money, quantity, text } from '../domain/input';
import { bookingFields } from './bookings';
import { contract } from './define';

const row = z.strictObject;
const int = () => z.number().int();
const stamp = () => z.string();

export const saleItem = z
  .object({
    product_id: id(),
    // Thousandths; negative takes an item back (money.md 5: "ange ett negativt antal för att göra returer").
    // A sale whose total is negative becomes a return receipt ('Kvitto på återköp').
    quantity: quantity().optional(),
    price: money({
      negative: 'En vara kan inte ha negativt pris, ange ett negativt antal för att göra returer',
    }).optional(),
    discount_type: z
      .enum(['none', 'fixed', 'flat', 'percent'])
      .nullable()
      .optional()
      .transform((v) => v ?? undefined),
    discount_value: money({ negative: 'Rabatten kan inte vara negativ' })
      .nullable()
      .optional()
      .transform((v) => v ?? undefined),
    position_id: id().nullable().optional(),
    // The cart line's client id: a line already sold is refused (never paid twice).
    line_id: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[\w-]+$/, 'Ogiltig rad-id')
      .optional(),
  })
  .refine((i) => i.discount_type !== 'percent' || (i.discount_value ?? 0) <= 10_000, {
    message: 'Rabatten kan vara högst 100 %',
    path: ['discount_value'],
  });

export const initiateSaleBody = z
  .object({
    register_id: id(),
    payment_method_id: id(),
    // Negative for a return: what the method pays back (cash rounded like a sale, mirrored).
    amount: money({ min: -MAX_ORDER_TOTAL, max: MAX_ORDER_TOTAL }),
    customer_credit_amount: money({ max: MAX_ORDER_TOTAL }).default(0),
    items: lines(saleItem).default([]),
    booking_id: id()
      .nullable()
      .optional()
      .transform((v) => v ?? undefined),
    booking_group_id: id()
      .nullable()
      .optional()
      .transform((v) => v ?? undefined),
    parked_order_id: id()
      .nullable()
      .optional()
      .transform((v) => v ?? undefined),
    charge_ids: z.array(id()).max(MAX_LINES).optional(),
    accommodation_charge_ids: z.array(id()).max(MAX_LINES).optional(),
    accommodation_charges_amount: money({ min: -MAX_ORDER_TOTAL, max: MAX_ORDER_TOTAL }).nullable().optional(),
    should_check_out: z.boolean().default(false),
    client_key: text().trim().min(1).max(100).optional(),
  })
  .refine((b) => [b.booking_id, b.booking_group_id, b.parked_order_id].filter((x) => x != null).length <= 1, {
    message: 'Välj en bokning, en gruppbokning eller en parkerad nota, inte flera.',
    path: ['booking_id'],
  });
/** What the server works with after parsing (defaults applied). */
export type InitiateSaleInput = z.output<typeof initiateSaleBody>;
/** What the console sends. */
export type InitiateSaleRequest = z.input<typeof initiateSaleBody>;

/** The control object the server stores on a registered receipt (src/domain/controlObject.ts ControlObject). */
export const controlObject = row({
  date_time: z.string(),
  org_number: z.string(),
  register_id: z.string(),
  serial: int(),
  receipt_type: z.enum(['normal', 'kopia', 'ovning', 'profo']),
  return_total: z.string(),
  sales_total: z.string(),
  vat: z.array(z.string()),
  manufacturing_number: z.string().optional(),
});

export const receiptStatus = z.enum([
  'awaiting_payment',
  'awaiting_signature',
  'awaiting_delivery',
  'complete',
  'error',
]);
export type ReceiptStatus = z.output<typeof receiptStatus>;

export const receipt = row({
  id: int(),
  receipt_serial: int().nullable(),
  receipt_type: z.string(),
  receipt_status: receiptStatus,
  original_receipt_id: int().nullable(),
  suggested_destination: z.string().nullable(),
  created_at: stamp(),
  completed_at: stamp().nullable(),
  total: int(),
  rounding: int(),
  vat_summary: z.array(row({ rate: z.number(), gross: int(), vat: int(), net: int() })),
  register_id: int(),
  allow_printing_copy: z.boolean(),
  should_check_out: z.boolean(),
  should_open_drawer: z.boolean(),
  terminal_timeout: int().nullable(),
  control_object: controlObject.nullable(),
  control_code: z.string().nullable(),
  print: z.record(z.string(), z.unknown()).nullable(),
  delivered_as: z.string().nullable(),
  workstation_id: int().nullable(),
  terminal_transaction: row({
    state: z.string(),
    message: z.string().nullable(),
    attempt: int(),
    reference: z.string().nullable(),
  }).nullable(),
  booking: row({ id: int(), booking_number: z.string(), remarks: z.string().nullable() }).nullable(),
  booking_id: int().nullable(),
  booking_group_id: int().nullable(),
  parked_order_id: int().nullable(),
  customer: row({ id: int(), full_name: z.string().nullable(), shortAddress: z.string() }).nullable(),
  customer_id: int().nullable(),
  sales_items: z.array(
    row({
      id: int(),
      product: row({ id: int().nullable(), name: z.string(), gui_color: z.string().nullable() }),
      quantity: int(),
      price: int(),
      original_price: int().nullable(),
      caption: z.string().nullable(),
      vat_rate: int(),
      is_accommodation_charge: z.boolean(),
      discount_type: z.string().nullable(),
      discount_value: int().nullable(),
      sale: int(),
      charge_id: int().nullable(),
      accommodation_charge_id: int().nullable(),
      client_line_id: z.string().nullable(),
    }),
  ),
  receipt_payments: z.array(
    row({
      id: int(),
      created_at: stamp(),
      paid_amount: int(),
      payment_method: row({
        id: int(),
        name: z.string(),
        gateway: z.string(),
        icon_class_name: z.string(),
        default_gui_color: z.string(),
      }),
      transaction_status: z.string().nullable(),
      deleted_at: stamp().nullable(),
      card_brand: z.string().nullable(),
      card_last_four: z.string().nullable(),
      surfboard_order: z.null(),
    }),
  ),
});
export type Receipt = z.output<typeof receipt>;
const receiptAnswer = row({ receipt });
const receiptBody = z.object({ receipt_id: id() });

export const initiateSale = contract('POST', 'sales/initiate', { body: initiateSaleBody, response: receiptAnswer });
export const signReceipt = contract('POST', 'sales/sign-receipt', {
  body: z.object({
    receipt_id: id(),
    control_data: z
      .object({
        code: text().max(200).nullable().optional(),
        manufacturing_number: text().max(100).nullable().optional(),
      })
      .loose()
      .nullable()
      .optional(),
  }),
  response: receiptAnswer,
});
export const deliverReceipt = contract('POST', 'sales/deliver-receipt', {
  body: z.object({
    receipt_id: id(),
    receipt_form: z.enum(['print', 'archive', 'email']),
    email: text().max(254).nullable().optional(),
  }),
  response: row({ receipt, booking: bookingFields.nullable() }),
});
export const cancelReceiptPayment = contract('POST', 'sales/cancel-receipt-payment', {
  body: receiptBody,
  response: receiptAnswer,
});
export const retryPayment = contract('POST', 'sales/retry-payment', { body: receiptBody, response: receiptAnswer });
export const checkPayment = contract('POST', 'sales/check-payment', { body: receiptBody, response: receiptAnswer });
export const unfinishedReceipt = contract('GET', 'sales/unfinished', {
  query: z.object({ client_key: z.string().trim().min(1).max(100).optional() }),
  response: row({ receipt: receipt.nullable() }),
});
export const getReceipt = contract('GET', 'sales/get-receipt', {
  query: z.object({ receipt_id: idParam() }),
  response: receiptAnswer,
});
