// Invoices, credit invoices, their payments and the payment link (money.md 2 "Invoice dialog", 3 "Invoice",
// 5, 7 "Invoices"), and customer-credit payments (bookings.md 7 "Customer credit"). Amounts in öre,
// quantities in thousandths. A credit invoice's amounts are negative. Every mutation that moves money
// carries a client_key: the same key twice is one invoice or one payment.
import { z } from 'zod';
import { countParam, id, idParam, INPUT_TEXTS, isoDate, MAX_MONEY, money, quantity, text } from '../domain/input';
import { INVOICE_TEXTS } from '../domain/invoiceTexts';
import { contract } from './define';
import { sentEmail } from './documents';

export { INVOICE_TEXTS };

const row = z.strictObject;
const int = () => z.number().int();
const stamp = () => z.string();
const clientKey = () => text().trim().min(8).max(100);

export const INVOICE_STATUSES = ['open', 'partial', 'closed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One row of the list 'Fakturor' (and the head of the invoice pane). */
export const invoiceRow = row({
  id: int(),
  invoice_number: int(),
  ocr: z.string(),
  invoice_date: z.string(),
  due_date: z.string().nullable(),
  deposit_due_date: z.string().nullable(),
  /** Negative on a credit invoice. */
  total: int(),
  deposit_amount: int().nullable(),
  paid_amount: int(),
  credited_amount: int(),
  /** What is left to pay (to pay out on a credit invoice, as a negative amount); never beyond the total. */
  remaining_amount: int(),
  rounding: int(),
  status: z.enum(INVOICE_STATUSES),
  is_credit_invoice: z.boolean(),
  isOverdue: z.boolean(),
  isOverdueDeposit: z.boolean(),
  original_invoice_id: int().nullable(),
  original_invoice_number: int().nullable(),
  customer_id: int(),
  customer_name: z.string(),
  booking_id: int().nullable(),
  booking_group_id: int().nullable(),
  /** The booking's number and pitch, for the list's 'group by booking' headers. */
  booking_number: z.string().nullable(),
  position_name: z.string().nullable(),
  payment_term_id: int().nullable(),
  paymentTerm: z.string().nullable(),
  created_at: stamp(),
});
export type InvoiceRow = z.output<typeof invoiceRow>;

export const salesItem = row({
  id: int(),
  product: row({ id: int(), name: z.string(), gui_color: z.string() }).nullable(),
  product_name: z.string(),
  quantity: int(),
  price: int(),
  original_price: int().nullable(),
  caption: z.string().nullable(),
  /** Basis points: 1200 = 12 %. */
  vat_rate: int(),
  is_accommodation_charge: z.boolean(),
  discount_type: z.enum(['none', 'fixed', 'flat', 'percent']).nullable(),
  discount_value: int().nullable(),
  /** The line's total incl. VAT. */
  sale: int(),
});
export type SalesItem = z.output<typeof salesItem>;

export const paymentMethodRef = row({
  id: int(),
  name: z.string(),
  icon_class_name: z.string(),
  default_gui_color: z.string(),
  gateway: z.string(),
});

export const paymentApplication = row({
  id: int(),
  payment_id: int(),
  applied_at: stamp(),
  /** Negative for a refund or a payout. */
  paid_amount: int(),
  deleted_at: stamp().nullable(),
  is_customer_credit_application: z.boolean(),
  payment: row({
    paid_at: stamp(),
    amount: int(),
    transaction_status: z.enum(['confirmed', 'await_confirmation']),
    payment_method: paymentMethodRef,
    account: row({ id: int(), account_number: z.string(), name: z.string() }).nullable(),
    card_brand: z.string().nullable(),
    card_last_four: z.string().nullable(),
    /** The card terminal or payment-link order behind it (money.md 'surfboard_order'); null for others. */
    surfboard_order: row({ refunded_at: stamp().nullable() }).nullable(),
    refund_of_payment_id: int().nullable(),
  }),
  /** The server's verdict by money.md 5 "Refunds" (src/domain/invoices.ts). */
  can_reverse: z.boolean(),
  can_refund: z.boolean(),
});
export type PaymentApplication = z.output<typeof paymentApplication>;

export const creditApplication = row({
  id: int(),
  invoice_id: int(),
  credit_invoice_id: int(),
  /** The other invoice's number: the credit invoice's on an invoice, the original's on a credit invoice. */
  other_invoice_number: int(),
  credited_at: stamp(),
  credited_amount: int(),
});
export type CreditApplication = z.output<typeof creditApplication>;

export const invoiceDetail = invoiceRow.extend({
  sales_items: z.array(salesItem),
  payment_applications: z.array(paymentApplication),
  credit_applications: z.array(creditApplication),
  emails: z.array(sentEmail),
  customer_email: z.string().nullable(),
  /** VAT per rate (basis points), from the lines. */
  vat_summary: z.array(row({ rate: int(), gross: int(), vat: int(), net: int() })),
  /** 'surfboard' when a payment link can be sent. */
  payment_options: z.array(z.string()),
  /** The live payment link, if one was sent and is not paid. */
  url: z.string().nullable(),
  /** The PDF's address (GET invoices/:id/pdf). */
  print: z.string(),
  /** Credit invoices already made of this invoice. */
  credit_invoice_ids: z.array(int()),
});
export type InvoiceDetail = z.output<typeof invoiceDetail>;

const invoiceAnswer = row({ invoice: invoiceDetail });

export const INVOICE_LIST_FILTERS = ['all', 'unpaid', 'overdue', 'paid', 'credit'] as const;
export type InvoiceListFilter = (typeof INVOICE_LIST_FILTERS)[number];

/** The list, newest invoice first, a page at a time. */
export const invoiceList = contract('GET', 'invoices', {
  query: z.object({
    filter: z.enum(INVOICE_LIST_FILTERS).optional(),
    /** Invoice number, OCR, customer name or booking number. */
    q: text().trim().max(100).optional(),
    booking_id: idParam().optional(),
    customer_id: idParam().optional(),
    /** 'booking': the list grouped by booking (newest booking first, invoices without a booking last), newest invoice first within. */
    sort: z.enum(['newest', 'booking']).optional(),
    offset: countParam().optional(),
    limit: countParam(500, 1).optional(),
  }),
  response: row({ invoices: z.array(invoiceRow), total_count: int(), offset: int() }),
});

export const invoiceShow = contract('GET', 'invoices/:id', {
  params: z.object({ id: idParam() }),
  response: invoiceAnswer,
});

/** A free line invoiced from the till (as POST sales/initiate items). */
const freeItem = z.object({
  product_id: id(),
  quantity: quantity().optional(),
  price: money().optional(),
  discount_type: z.enum(['none', 'fixed', 'flat', 'percent']).optional(),
  discount_value: z.number().int().min(0).max(100_000_000).optional(),
  line_id: text().max(100).optional(),
});

/**
 * Invoices a booking, a booking group, a parked order, the till's free lines, or a customer's open charges
 * (customer_id alone: every unpaid, uninvoiced line of the customer's live bookings). charge_ids /
 * accommodation_charge_ids narrow a booking's or group's lines (the till's right side). The customer is the
 * booking's or group's unless given; an order or free lines need one.
 */
export const createInvoice = contract('POST', 'invoices/create', {
  body: z.object({
    client_key: clientKey(),
    payment_term_id: id(),
    booking_id: id().optional(),
    booking_group_id: id().optional(),
    parked_order_id: id().optional(),
    customer_id: id(INVOICE_TEXTS.noCustomer).optional(),
    items: z.array(freeItem).max(500).optional(),
    charge_ids: z.array(id()).max(500).optional(),
    accommodation_charge_ids: z.array(id()).max(500).optional(),
    /** Send the invoice by e-mail at once (to the customer's address). */
    send: z.boolean().optional(),
  }),
  response: invoiceAnswer,
});

/** A payment that arrived outside the console (bank, Swish, cash at the office) or a payout on a credit invoice. */
export const registerInvoicePayment = contract('POST', 'invoices/register-payment', {
  body: z.object({
    client_key: clientKey(),
    invoice_id: id(),
    payment_method_id: id(),
    account_id: id(INVOICE_TEXTS.noAccount),
    date: isoDate(),
    /** Öre, positive: on a credit invoice it is the amount paid out. */
    amount: money({ min: 1, negative: INVOICE_TEXTS.notPositiveIncoming }),
  }),
  response: invoiceAnswer,
});

/**
 * 'Ta betalt' / 'Påbörja återbetalning': amount by a payment method (a card goes through the terminal in mode
 * 'invoice': the answer says await_confirmation and TerminalUpdated / InvoiceUpdated follow) and customer credit.
 */
export const invoiceCheckout = contract('POST', 'invoices/checkout', {
  body: z.object({
    client_key: clientKey(),
    invoice_id: id(),
    payment_method_id: id().optional(),
    amount: money({ negative: INVOICE_TEXTS.notPositiveIncoming }),
    customer_credit_amount: money().optional(),
  }),
  response: row({
    invoice: invoiceDetail,
    transaction_status: z.enum(['confirmed', 'await_confirmation']),
    /** The payment waiting at the terminal, when any; seconds until it times out. */
    payment_id: int().nullable(),
    terminal_timeout: int().nullable(),
  }),
});

const paymentOnInvoice = z.object({ paymentId: id(), invoiceId: id() });

/** Removes a payment that never happened ('ångrad'); not for card or customer-credit payments. */
export const reversePayment = contract('POST', 'invoices/reverse-payment', {
  body: paymentOnInvoice,
  response: invoiceAnswer,
});

/** Moves a payment's application off the invoice to the customer's credit. */
export const reversePaymentApplication = contract('POST', 'invoices/reverse-payment-application', {
  body: z.object({ paymentApplicationId: id() }),
  response: invoiceAnswer,
});

/** Pays a card payment back through the terminal ('återbetald'); the PIN is checked here. */
export const refundPayment = contract('POST', 'invoices/refund-payment', {
  body: paymentOnInvoice.extend({ pin: text().max(10) }),
  response: row({
    invoice: invoiceDetail,
    transaction_status: z.enum(['confirmed', 'await_confirmation']),
    payment_id: int().nullable(),
    terminal_timeout: int().nullable(),
  }),
});

/**
 * 'Flytta till tillgodo' of a credit invoice: what is left to pay back (remaining_amount < 0) is kept as the
 * customer's credit instead of being paid out; the credit invoice closes.
 */
export const convertToCredit = contract('POST', 'invoices/convert-to-credit', {
  body: z.object({ client_key: clientKey(), invoice_id: id() }),
  response: invoiceAnswer,
});

/** Stops a card payment still waiting at the terminal. */
export const cancelInvoicePayment = contract('POST', 'invoices/cancel-payment', {
  body: z.object({ paymentId: id() }),
  response: invoiceAnswer,
});

export const resendInvoice = contract('POST', 'invoices/resend', {
  body: z.object({ invoiceId: id(), withPaymentLink: z.boolean().optional() }),
  response: invoiceAnswer,
});

export const sendReminder = contract('POST', 'invoices/send-reminder', {
  body: z.object({ invoiceId: id() }),
  response: invoiceAnswer,
});

export const CREDIT_MODES = ['credit-custom', 'credit-full-amount', 'credit-remaining-amount'] as const;
export type CreditMode = (typeof CREDIT_MODES)[number];

/** A row to credit: a line of the original (sales_item_id) or a custom amount (quantity ±1000). */
export const creditSalesItem = z.object({
  sales_item_id: id().optional(),
  product_id: id().optional(),
  quantity: quantity(),
  /** Öre, > 0 (money.md 5: 'Negativa priser eller 0 är inte tillåtet'). */
  price: money({ min: 1, negative: INVOICE_TEXTS.creditZeroPrice }),
  is_accommodation_charge: z.boolean(),
});
export type CreditSalesItemInput = z.input<typeof creditSalesItem>;

/** Creates a credit invoice; the server recomputes the amount by money.md 5 (src/domain/invoices.ts). */
export const createCreditInvoice = contract('POST', 'invoices/create-credit-invoice', {
  body: z.object({
    client_key: clientKey(),
    originalInvoiceId: id(),
    mode: z.enum(CREDIT_MODES),
    creditSalesItems: z.array(creditSalesItem).max(500),
  }),
  response: row({ invoice: invoiceDetail, original: invoiceDetail }),
});

/** The simulated payment-link provider's page pays the link (tests and the demo 'pay' it this way). */
export const payPaymentLink = contract('POST', 'payment-links/:token/pay', {
  params: z.object({ token: text().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
  response: row({ status: z.literal('success'), invoice_id: int(), paid_amount: int() }),
});

// Customer credit (bookings.md 7): in through the till's methods or a terminal, out as a payout.
const creditAmount = () =>
  z
    .number({ error: INVOICE_TEXTS.notNumber })
    .int(INVOICE_TEXTS.notNumber)
    .min(-MAX_MONEY, INPUT_TEXTS.moneyTooBig)
    .max(MAX_MONEY, INPUT_TEXTS.moneyTooBig);

/** 'Genomför betalning mot kundens tillgodo': amount > 0 adds credit, < 0 pays credit out; a card via the terminal (mode customer_credit). */
export const customerCreditPayment = contract('POST', 'customer-credit/payment', {
  body: z.object({
    client_key: clientKey(),
    customer_id: id(),
    payment_method_id: id(),
    amount: creditAmount(),
  }),
  response: row({
    customer_credit: row({ customer_id: int(), customerCredit: int() }),
    transaction_status: z.enum(['confirmed', 'await_confirmation']),
    payment_id: int().nullable(),
    terminal_timeout: int().nullable(),
  }),
});

/** 'Registrera betalning mot kundens tillgodo': a payment made outside (account and date). */
export const customerCreditRegisterPayment = contract('POST', 'customer-credit/register-payment', {
  body: z.object({
    client_key: clientKey(),
    customer_id: id(),
    payment_method_id: id(),
    account_id: id(INVOICE_TEXTS.noAccount),
    date: isoDate(),
    amount: creditAmount(),
  }),
  response: row({ customer_credit: row({ customer_id: int(), customerCredit: int() }) }),
});

export const cancelCreditPayment = contract('POST', 'customer-credit/cancel-credit-payment', {
  body: z.object({ payment_id: id() }),
  response: row({ customer_credit: row({ customer_id: int(), customerCredit: int() }) }),
});
