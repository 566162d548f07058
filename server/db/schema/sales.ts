import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, ore, qty, tstz, updatedAt } from './columns';
import { users, workstations } from './access';
import { bookingGroups, bookings, customers } from './bookings';
import { paymentMethods, products, registers, terminals } from './money';
import type { ReceiptStatus } from '../../../src/contracts/sales';

export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    registerId: integer('register_id')
      .notNull()
      .references(() => registers.id),
    /** From the register's unbroken series; null until the sale is registered. */
    receiptSerial: integer('receipt_serial'),
    /** normal, copy or return. */
    receiptType: text('receipt_type').notNull().default('normal'),
    receiptStatus: text('receipt_status').$type<ReceiptStatus>().notNull(),
    originalReceiptId: integer('original_receipt_id'),
    suggestedDestination: text('suggested_destination'),
    /** Idempotency key of the client that started the sale. */
    clientKey: text('client_key'),
    total: ore('total').notNull(),
    rounding: ore('rounding').notNull().default(0),
    vatSummary: jsonb('vat_summary')
      .$type<{ rate: number; gross: number; vat: number; net: number }[]>()
      .notNull()
      .default([]),
    allowPrintingCopy: boolean('allow_printing_copy').notNull().default(false),
    shouldCheckOut: boolean('should_check_out').notNull().default(false),
    shouldOpenDrawer: boolean('should_open_drawer').notNull().default(false),
    terminalTimeout: integer('terminal_timeout'),
    /** Data sent to the control unit, and the code it returned. */
    controlObject: jsonb('control_object').$type<Record<string, unknown>>(),
    controlCode: text('control_code'),
    print: jsonb('print').$type<Record<string, unknown>>(),
    deliveredAs: text('delivered_as'),
    bookingId: integer('booking_id').references(() => bookings.id),
    bookingGroupId: integer('booking_group_id').references(() => bookingGroups.id),
    parkedOrderId: integer('parked_order_id'),
    customerId: integer('customer_id').references(() => customers.id),
    workstationId: integer('workstation_id').references(() => workstations.id),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    uniqueIndex('receipts_serial_unique').on(t.registerId, t.receiptSerial),
    uniqueIndex('receipts_client_key_unique').on(t.clientKey),
    index('receipts_booking_idx').on(t.bookingId),
    index('receipts_created_idx').on(t.createdAt),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    invoiceNumber: integer('invoice_number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date'),
    depositDueDate: date('deposit_due_date'),
    totalAmount: ore('total_amount').notNull(),
    depositAmount: ore('deposit_amount'),
    rounding: ore('rounding').notNull().default(0),
    originalInvoiceId: integer('original_invoice_id'),
    isCreditInvoice: boolean('is_credit_invoice').notNull().default(false),
    bookingId: integer('booking_id').references(() => bookings.id),
    bookingGroupId: integer('booking_group_id').references(() => bookingGroups.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    customerName: text('customer_name').notNull(),
    paymentTermId: integer('payment_term_id'),
    ocr: text('ocr').notNull(),
    /** open, partial or closed; kept in step with the applications (server/invoices/ledger.ts). */
    status: text('status').notNull().default('open'),
    /** Sums of the live payment and credit applications, kept in step with them (ledger.ts). */
    paidAmount: ore('paid_amount').notNull().default(0),
    creditedAmount: ore('credited_amount').notNull().default(0),
    remindedAt: tstz('reminded_at'),
    reminderCount: integer('reminder_count').notNull().default(0),
    clientKey: text('client_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.invoiceNumber),
    uniqueIndex('invoices_client_key_unique').on(t.clientKey),
    index('invoices_booking_idx').on(t.bookingId),
    index('invoices_customer_idx').on(t.customerId),
    index('invoices_date_idx').on(t.invoiceDate, t.id),
    // Paid and credited never go past the total (a credit invoice's are negative): the surplus is customer credit.
    check(
      'invoices_settled_within_total',
      sql`case when ${t.isCreditInvoice} then ${t.paidAmount} + ${t.creditedAmount} between ${t.totalAmount} and 0
        else ${t.paidAmount} + ${t.creditedAmount} between 0 and ${t.totalAmount} end`,
    ),
  ],
);

/** The campsite as the seller on its invoices, and the unbroken invoice number series. One row. */
export const invoiceSettings = pgTable('invoice_settings', {
  id: id(),
  legalName: text('legal_name').notNull(),
  orgNumber: text('org_number').notNull(),
  vatNumber: text('vat_number').notNull(),
  address: text('address').notNull(),
  zipCity: text('zip_city').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  bankgiro: text('bankgiro').notNull(),
  /** Whether the bankgiro agreement wants the OCR length digit before the check digit (SWEDEN.md). */
  ocrLengthDigit: boolean('ocr_length_digit').notNull().default(true),
  /** 'Godkänd för F-skatt' on the invoice. */
  fSkatt: boolean('f_skatt').notNull().default(true),
  /** Days a reminder gives the customer. */
  reminderDays: integer('reminder_days').notNull().default(10),
  /** The last number of the series; the next invoice takes this + 1 in its own transaction. */
  lastInvoiceNumber: integer('last_invoice_number').notNull().default(0),
});

/** A payment link sent with an invoice ('Betallänk'), paid through the (simulated) provider. */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    token: text('token').notNull(),
    amount: ore('amount').notNull(),
    paymentId: integer('payment_id'),
    paidAt: tstz('paid_at'),
    cancelledAt: tstz('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_links_token_unique').on(t.token), index('payment_links_invoice_idx').on(t.invoiceId)],
);

/** An invoice being paid at a terminal before it exists. */
export const invoiceDrafts = pgTable('invoice_drafts', {
  id: id(),
  bookingId: integer('booking_id').references(() => bookings.id),
  customerId: integer('customer_id').references(() => customers.id),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status').notNull().default('pending'),
  invoiceId: integer('invoice_id'),
  createdAt: createdAt(),
});

/** A receipt or invoice line, frozen at sale: the preset text may never change afterwards. */
export const salesItems = pgTable(
  'sales_items',
  {
    id: id(),
    receiptId: integer('receipt_id').references(() => receipts.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    productId: integer('product_id').references(() => products.id),
    productName: text('product_name').notNull(),
    productGroupId: integer('product_group_id'),
    isService: boolean('is_service').notNull().default(false),
    quantity: qty('quantity').notNull(),
    price: ore('price').notNull(),
    originalPrice: ore('original_price'),
    caption: text('caption'),
    /** Basis points on the day of sale. */
    vatRate: integer('vat_rate').notNull(),
    isAccommodationCharge: boolean('is_accommodation_charge').notNull().default(false),
    discountType: text('discount_type'),
    discountValue: integer('discount_value'),
    /** Line total in öre, VAT included. */
    sale: ore('sale').notNull(),
    chargeId: integer('charge_id'),
    accommodationChargeId: integer('accommodation_charge_id'),
    /** The till's cart line this item came from: the same line is never sold twice. */
    clientLineId: text('client_line_id'),
  },
  (t) => [
    index('sales_items_receipt_idx').on(t.receiptId),
    index('sales_items_invoice_idx').on(t.invoiceId),
    index('sales_items_client_line_idx').on(t.clientLineId),
  ],
);

/** Money that arrived or left: at the till, at a terminal, by bankgiro, from customer credit. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    accountId: integer('account_id'),
    amount: ore('amount').notNull(),
    paidAt: tstz('paid_at').notNull(),
    /** confirmed or await_confirmation (terminal wait). */
    transactionStatus: text('transaction_status').notNull().default('confirmed'),
    terminalId: integer('terminal_id').references(() => terminals.id),
    terminalOrder: jsonb('terminal_order').$type<Record<string, unknown>>(),
    cardType: text('card_type'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    refundedAt: tstz('refunded_at'),
    refundOfPaymentId: integer('refund_of_payment_id'),
    customerId: integer('customer_id').references(() => customers.id),
    userId: integer('user_id').references(() => users.id),
    /** Idempotency key of the console that made it: the same key twice is one payment. */
    clientKey: text('client_key'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('payments_client_key_unique').on(t.clientKey)],
);

export const receiptPayments = pgTable(
  'receipt_payments',
  {
    id: id(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id),
    paymentId: integer('payment_id').references(() => payments.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** Negative means a refund. */
    paidAmount: ore('paid_amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('receipt_payments_receipt_idx').on(t.receiptId)],
);

export const paymentApplications = pgTable(
  'payment_applications',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paidAmount: ore('paid_amount').notNull(),
    isCustomerCreditApplication: boolean('is_customer_credit_application').notNull().default(false),
    appliedAt: tstz('applied_at').notNull(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('payment_applications_invoice_idx').on(t.invoiceId),
    index('payment_applications_payment_idx').on(t.paymentId),
  ],
);

export const creditApplications = pgTable(
  'credit_applications',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    creditInvoiceId: integer('credit_invoice_id')
      .notNull()
      .references(() => invoices.id),
    creditedAmount: ore('credited_amount').notNull(),
    creditedAt: tstz('credited_at').notNull(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('credit_applications_invoice_idx').on(t.invoiceId),
    index('credit_applications_credit_idx').on(t.creditInvoiceId),
  ],
);

export const reservableCategories = pgTable('reservable_categories', {
  id: id(),
  titleSv: text('title_sv').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
});

export const reservableProducts = pgTable('reservable_products', {
  id: id(),
  reservableCategoryId: integer('reservable_category_id')
    .notNull()
    .references(() => reservableCategories.id),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  titleSv: text('title_sv').notNull(),
  descriptionSv: text('description_sv'),
  unitSv: text('unit_sv').notNull().default('st'),
  /** How many can be out at the same time. */
  capacity: integer('capacity').notNull(),
  bookableStartTime: text('bookable_start_time'),
  bookableEndTime: text('bookable_end_time'),
  needsDates: boolean('needs_dates').notNull().default(true),
  needsTime: boolean('needs_time').notNull().default(false),
  allowsMultipleOrders: boolean('allows_multiple_orders').notNull().default(false),
  deletedAt: deletedAt(),
});

export const reservations = pgTable('reservations', {
  id: id(),
  customerId: integer('customer_id').references(() => customers.id),
  bookingId: integer('booking_id').references(() => bookings.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const reservationItems = pgTable(
  'reservation_items',
  {
    id: id(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    reservableProductId: integer('reservable_product_id')
      .notNull()
      .references(() => reservableProducts.id),
    quantity: qty('quantity').notNull(),
    price: ore('price').notNull(),
    deliveryAt: tstz('delivery_at'),
    returnAt: tstz('return_at'),
    deliveredAt: tstz('delivered_at'),
    returnedAt: tstz('returned_at'),
    deleteReason: text('delete_reason'),
    chargeId: integer('charge_id'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('reservation_items_reservation_idx').on(t.reservationId)],
);

export const scbExports = pgTable('scb_exports', {
  id: id(),
  /** YYYY-MM */
  month: text('month').notNull(),
  isAutomatic: boolean('is_automatic').notNull().default(false),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  confirmedAt: tstz('confirmed_at'),
});
