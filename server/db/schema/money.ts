import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, ore, qty, tstz, updatedAt } from './columns';
import { users, workstations } from './access';
import { bookingGroups, bookings } from './bookings';
import { positions } from './site';

/** VAT rates carry effective dates: food moved 12 % → 6 % on 2026-04-01. */
export const vatRates = pgTable(
  'vat_rates',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Basis points: 2500 = 25 %. */
    rate: integer('rate').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
  },
  (t) => [index('vat_rates_code_idx').on(t.code, t.validFrom)],
);

export const productGroups = pgTable('product_groups', {
  id: id(),
  name: text('name').notNull(),
  /** Code of the VAT rate row that applies on the day of sale. */
  vatCode: text('vat_code').notNull(),
  /** goods or services: the X/Z reports count them apart. */
  kind: text('kind').notNull().default('goods'),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export const units = pgTable('units', {
  id: id(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    barcode: text('barcode'),
    /** Tax-inclusive price in öre; 0 means no fixed price (asked at sale). */
    price: ore('price').notNull().default(0),
    depositPrice: ore('deposit_price'),
    guiColor: text('gui_color').notNull().default('blue'),
    isBulk: boolean('is_bulk').notNull().default(false),
    productGroupId: integer('product_group_id')
      .notNull()
      .references(() => productGroups.id),
    unitId: integer('unit_id')
      .notNull()
      .default(1)
      .references(() => units.id),
    requiresDeliveryDate: boolean('requires_delivery_date').notNull().default(false),
    isAccommodation: boolean('is_accommodation').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('products_barcode_idx').on(t.barcode), index('products_group_idx').on(t.productGroupId)],
);

export const layoutTabs = pgTable('layout_tabs', {
  id: id(),
  name: text('name').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
  isPinned: boolean('is_pinned').notNull().default(false),
  deletedAt: deletedAt(),
});

export const layoutButtons = pgTable(
  'layout_buttons',
  {
    id: id(),
    productLayoutTabId: integer('product_layout_tab_id')
      .notNull()
      .references(() => layoutTabs.id),
    /** A menu button opens its children (parent_button_id). */
    parentButtonId: integer('parent_button_id'),
    row: integer('row').notNull(),
    column: integer('column').notNull(),
    type: text('type').notNull().default('button'),
    color: text('color'),
    text: text('text'),
    productId: integer('product_id').references(() => products.id),
  },
  (t) => [index('layout_buttons_tab_idx').on(t.productLayoutTabId)],
);

export const paymentMethods = pgTable('payment_methods', {
  id: id(),
  /** bankgiro, integrated_terminal, customer_credit, invoicing, cash, payment_link, ... */
  gateway: text('gateway').notNull(),
  name: text('name').notNull(),
  buttonText: text('button_text').notNull(),
  iconClassName: text('icon_class_name').notNull(),
  guiColor: text('gui_color'),
  defaultGuiColor: text('default_gui_color').notNull(),
  settingsDescription: text('settings_description'),
  allowUserActivation: boolean('allow_user_activation').notNull().default(true),
  /** Whether the till rounds this method's amount to whole kronor (cash). */
  roundsToKronor: boolean('rounds_to_kronor').notNull().default(false),
  displayOrder: integer('display_order').notNull().default(0),
  deletedAt: deletedAt(),
});

export const paymentMethodAccounts = pgTable('payment_method_accounts', {
  id: id(),
  paymentMethodId: integer('payment_method_id')
    .notNull()
    .references(() => paymentMethods.id),
  accountNumber: text('account_number').notNull(),
  name: text('name').notNull(),
});

export const paymentMethodWorkstations = pgTable(
  'payment_method_workstations',
  {
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    workstationId: integer('workstation_id')
      .notNull()
      .references(() => workstations.id),
  },
  (t) => [primaryKey({ columns: [t.paymentMethodId, t.workstationId] })],
);

export const terminals = pgTable('terminals', {
  id: id(),
  name: text('name').notNull(),
  serialNumber: text('serial_number').notNull(),
  softwareProvider: text('software_provider').notNull(),
  workstationId: integer('workstation_id').references(() => workstations.id),
  /** SIM for the simulated terminal. */
  kind: text('kind').notNull().default('SIM'),
  createdAt: createdAt(),
});

export const registers = pgTable('registers', {
  id: id(),
  /** Kassabeteckning printed on receipts. */
  name: text('name').notNull(),
  legalName: text('legal_name').notNull(),
  orgNumber: text('org_number').notNull(),
  address: text('address').notNull(),
  workstationId: integer('workstation_id').references(() => workstations.id),
  controlUnitManufacturerId: text('control_unit_manufacturer_id'),
  requiresClientSignature: boolean('requires_client_signature').notNull().default(true),
  printerPort: text('printer_port').notNull().default('SIM'),
  isRegistered: boolean('is_registered').notNull().default(true),
  openedAt: tstz('opened_at'),
  /** Last serial of the unbroken receipt series. */
  lastReceiptSerial: integer('last_receipt_serial').notNull().default(0),
  /** Grand totals are never reset. */
  grandTotalSales: bigint('grand_total_sales', { mode: 'number' }).notNull().default(0),
  grandTotalReturns: bigint('grand_total_returns', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

export const registerReports = pgTable(
  'register_reports',
  {
    id: id(),
    registerId: integer('register_id')
      .notNull()
      .references(() => registers.id),
    /** x or z. */
    type: text('type').notNull(),
    serial: integer('serial').notNull(),
    openedAt: tstz('opened_at').notNull(),
    closedAt: tstz('closed_at'),
    floatAmount: ore('float_amount').notNull().default(0),
    countedCash: ore('counted_cash'),
    reconciliation: jsonb('reconciliation').$type<Record<string, unknown>>(),
    totals: jsonb('totals').$type<Record<string, unknown>>().notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('register_reports_register_idx').on(t.registerId)],
);

/** Journal of register events that are not receipts: open, float changes, drawer openings, close. */
export const registerEvents = pgTable(
  'register_events',
  {
    id: id(),
    registerId: integer('register_id')
      .notNull()
      .references(() => registers.id),
    kind: text('kind').notNull(),
    amount: ore('amount'),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('register_events_register_idx').on(t.registerId, t.createdAt)],
);

export const parkedOrders = pgTable('parked_orders', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

/** A line in a cart: on a booking, a booking group or a parked order, until paid or invoiced. */
export const charges = pgTable(
  'charges',
  {
    id: id(),
    clientId: text('client_id'),
    bookingId: integer('booking_id').references(() => bookings.id),
    bookingGroupId: integer('booking_group_id').references(() => bookingGroups.id),
    parkedOrderId: integer('parked_order_id').references(() => parkedOrders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    positionId: integer('position_id').references(() => positions.id),
    quantity: qty('quantity').notNull(),
    price: ore('price').notNull(),
    originalPrice: ore('original_price'),
    note: text('note'),
    caption: text('caption'),
    deliveryDate: date('delivery_date'),
    start: date('start'),
    end: date('end'),
    discountType: text('discount_type').notNull().default('none'),
    discountValue: integer('discount_value').notNull().default(0),
    /** paid, invoiced or parked. */
    status: text('status').notNull().default('parked'),
    isTallyCharge: boolean('is_tally_charge').notNull().default(false),
    isBookvisitCharge: boolean('is_bookvisit_charge').notNull().default(false),
    /** booking_fee, position_reservation_fee or electricity_fee: the booking's applied fee this charge sells. */
    feeKey: text('fee_key'),
    receiptId: integer('receipt_id'),
    invoiceId: integer('invoice_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('charges_booking_idx').on(t.bookingId),
    index('charges_order_idx').on(t.parkedOrderId),
    index('charges_group_idx').on(t.bookingGroupId),
    // The lines an invoice carries (the ledger touches their bookings on every payment).
    index('charges_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
    // One live charge per applied fee of a booking: the migration and the seeder may both run.
    uniqueIndex('charges_booking_fee_unique')
      .on(t.bookingId, t.feeKey)
      .where(sql`${t.feeKey} is not null and ${t.deletedAt} is null`),
  ],
);
