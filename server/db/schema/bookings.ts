import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { cancellationPolicies, categories, countries, lodgingTypes, positions, seasons } from './site';
import { users } from './access';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    givenName: text('given_name'),
    surname: text('surname'),
    isOrg: boolean('is_org').notNull().default(false),
    orgName: text('org_name'),
    orgNumber: text('org_number'),
    /** Contact person of an organisation. */
    orgReference: text('org_reference'),
    streetName: text('street_name'),
    streetNumber: text('street_number'),
    zip: text('zip'),
    city: text('city'),
    countryId: integer('country_id')
      .notNull()
      .default(752)
      .references(() => countries.id),
    diallingCodeCountryId: integer('dialling_code_country_id').references(() => countries.id),
    phoneNumber: text('phone_number'),
    email: text('email'),
    /** null, or blocked when mail bounces or the customer reported spam. */
    emailStatus: text('email_status'),
    customerDescription: text('customer_description'),
    color: text('color').notNull().default('blue'),
    class: text('class').notNull().default('novice'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('customers_email_idx').on(t.email),
    index('customers_phone_idx').on(t.phoneNumber),
    index('customers_surname_idx').on(t.surname),
  ],
);

/** Every movement of a customer's credit (tillgodo); the balance is their sum. */
export const customerCreditEntries = pgTable(
  'customer_credit_entries',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    date: date('date').notNull(),
    amount: ore('amount').notNull(),
    text: text('text').notNull(),
    paymentId: integer('payment_id'),
    receiptId: integer('receipt_id'),
    invoiceId: integer('invoice_id'),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('customer_credit_customer_idx').on(t.customerId)],
);

export const bookingGroups = pgTable(
  'booking_groups',
  {
    id: id(),
    bookingNumber: text('booking_number').notNull(),
    name: text('name'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    sameCancellationPolicyForAllBookings: boolean('same_cancellation_policy_for_all_bookings').notNull().default(true),
    cancellationPolicyId: integer('cancellation_policy_id').references(() => cancellationPolicies.id),
    appliedFees: jsonb('applied_fees').$type<Record<string, number>>().notNull().default({}),
    remarks: text('remarks'),
    channelId: integer('channel_id').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('booking_groups_number_unique').on(t.bookingNumber)],
);

/**
 * The last number given in each per-year series: 'booking' ('2026-00874') and 'group' ('2026-G0012').
 * Taken with UPDATE … RETURNING inside the write's transaction (server/bookings/bookingNumbers.ts), so
 * the series has no gaps and no duplicates under concurrency.
 */
export const bookingNumberCounters = pgTable(
  'booking_number_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    bookingNumber: text('booking_number').notNull(),
    /** regular, season or group (a member of a booking group). */
    type: text('type').notNull().default('regular'),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    checkedInAt: tstz('checked_in_at'),
    checkedOutAt: tstz('checked_out_at'),
    autoCheckoutAt: tstz('auto_checkout_at'),
    confirmedAt: tstz('confirmed_at'),
    isDraft: boolean('is_draft').notNull().default(false),
    draftExpiresAt: tstz('draft_expires_at'),
    positionId: integer('position_id').references(() => positions.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    lodgingTypeId: integer('lodging_type_id').references(() => lodgingTypes.id),
    cancellationPolicyId: integer('cancellation_policy_id').references(() => cancellationPolicies.id),
    seasonId: integer('season_id').references(() => seasons.id),
    customerId: integer('customer_id').references(() => customers.id),
    bookingGroupId: integer('booking_group_id').references(() => bookingGroups.id),
    adults: integer('adults').notNull().default(2),
    children: integer('children').notNull().default(0),
    dogs: integer('dogs').notNull().default(0),
    /** HH:MM */
    expectedArrivalTime: text('expected_arrival_time'),
    /** Agreed price of a season booking. */
    accommodationPrice: ore('accommodation_price'),
    /** Applied fees in öre; null when the fee is not applied. */
    bookingFee: ore('booking_fee'),
    positionReservationFee: ore('position_reservation_fee'),
    electricityFee: ore('electricity_fee'),
    remarks: text('remarks'),
    /** The guest's own message from the booking portal. */
    requests: text('requests'),
    channelId: integer('channel_id').notNull().default(1),
    /** tally when access cards are used. */
    accessDriver: text('access_driver'),
    bookvisitInformation: jsonb('bookvisit_information').$type<Record<string, unknown>>(),
    bookvisitBookingCode: text('bookvisit_booking_code'),
    externalSource: text('external_source'),
    externalReference: text('external_reference'),
    /** 'Inväntar dokument', 'Oavslutad' or 'Avslutad' while or after cancelling. */
    cancellationStatus: text('cancellation_status'),
    isCustomerSelectedPosition: boolean('is_customer_selected_position').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('bookings_number_unique').on(t.bookingNumber),
    index('bookings_dates_idx').on(t.checkIn, t.checkOut),
    index('bookings_check_out_idx').on(t.checkOut),
    index('bookings_position_idx').on(t.positionId, t.checkIn),
    index('bookings_customer_idx').on(t.customerId),
    index('bookings_group_idx').on(t.bookingGroupId),
    index('bookings_updated_idx').on(t.updatedAt),
    // The held stays' nights (migration 0011): availability reads the stays overlapping a week from here.
    index('bookings_stay_nights_idx')
      .using('gist', sql`daterange(${t.checkIn}, ${t.checkOut}, '[)')`)
      .where(sql`${t.deletedAt} is null and ${t.checkedOutAt} is null and ${t.positionId} > 0`),
    check('bookings_stay_has_nights', sql`${t.checkOut} > ${t.checkIn}`),
  ],
);

/**
 * Where a season booking stands towards the next season (bookings.md "Seasons"): one row per source
 * booking once it is copied or ignored (no row: pending). The primary key makes one copy per source and
 * the unique copy_booking_id one source per copy, whatever races (server/seasons/copyService.ts).
 */
export const seasonBookingCopies = pgTable(
  'season_booking_copies',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The copy in the next season; null once that booking is gone. */
    copyBookingId: integer('copy_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Set when the booking is not to go on to the next season ('ignore'); a later copy clears it. */
    ignoredAt: tstz('ignored_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('season_booking_copies_copy_unique').on(t.copyBookingId)],
);

export const accommodationCharges = pgTable(
  'accommodation_charges',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    positionId: integer('position_id').references(() => positions.id),
    start: date('start').notNull(),
    end: date('end').notNull(),
    nights: integer('nights').notNull(),
    price: ore('price').notNull(),
    originalPrice: ore('original_price'),
    discountType: text('discount_type').notNull().default('none'),
    discountValue: integer('discount_value').notNull().default(0),
    note: text('note'),
    /** Set once the charge has been paid on a receipt or put on an invoice. */
    receiptId: integer('receipt_id'),
    invoiceId: integer('invoice_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('accommodation_charges_booking_idx').on(t.bookingId),
    // The lodging an invoice carries (the ledger touches their bookings on every payment).
    index('accommodation_charges_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
  ],
);

/**
 * A price change the system proposes (e.g. after a rebooking) until accepted or dismissed (resolved_at). `price`
 * is the whole period's [start, end) incl. VAT, as accommodation_charges.price (server/bookings/chargeCalendar.ts).
 */
export const suggestedAccommodationCharges = pgTable(
  'suggested_accommodation_charges',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    start: date('start').notNull(),
    end: date('end').notNull(),
    price: ore('price').notNull(),
    textLine1: text('text_line_1').notNull(),
    textLine2: text('text_line_2'),
    createdAt: createdAt(),
    resolvedAt: tstz('resolved_at'),
    dismissed: boolean('dismissed'),
  },
  // Every booking read asks whether it has an open one (has_suggested_charges, the 'Avgifter' warning dot).
  (t) => [index('suggested_accommodation_charges_open_idx').on(t.bookingId).where(sql`${t.resolvedAt} is null`)],
);

export const bookingCancellations = pgTable(
  'booking_cancellations',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    statusText: text('status_text').notNull(),
    selectedOptionId: text('selected_option_id'),
    approvalRequestedAt: tstz('approval_requested_at'),
    approvedAt: tstz('approved_at'),
    hasValidDocument: boolean('has_valid_document'),
    manualSpecification: jsonb('manual_specification').$type<unknown[]>(),
    preview: jsonb('preview').$type<Record<string, unknown>>(),
    completedAt: tstz('completed_at'),
    completedPage: jsonb('completed_page').$type<{
      selected_option_text: string;
      change_description: string;
      final_specification: unknown[];
    }>(),
    createdAt: createdAt(),
    reversedAt: tstz('reversed_at'),
    /** complete-cancellation's idempotency key: the same key twice is one completion (server/cancellations). */
    clientKey: text('client_key'),
    /** The one document that settled it (design C5): a final invoice, a balancing credit invoice, or none. */
    settlementInvoiceId: integer('settlement_invoice_id'),
    /** What 'Ångra avbokning' made of that document (C7): its credit invoice, or the invoice that undid it. */
    reversalInvoiceId: integer('reversal_invoice_id'),
    /** The unsold lines the completion took away (soft-deleted), so a reversal restores exactly those. */
    removedChargeIds: integer('removed_charge_ids').array(),
    removedAccommodationChargeIds: integer('removed_accommodation_charge_ids').array(),
  },
  (t) => [
    index('booking_cancellations_booking_idx').on(t.bookingId),
    uniqueIndex('booking_cancellations_client_key_unique').on(t.clientKey),
    // One cancellation in force per booking (open or completed); a reversed one makes room for the next.
    uniqueIndex('booking_cancellations_live_unique').on(t.bookingId).where(sql`${t.reversedAt} is null`),
  ],
);

export const emails = pgTable(
  'emails',
  {
    id: id(),
    bookingId: integer('booking_id'),
    bookingGroupId: integer('booking_group_id'),
    invoiceId: integer('invoice_id'),
    receiptId: integer('receipt_id'),
    customerId: integer('customer_id'),
    kind: text('kind').notNull(),
    /** sent, delivered, read, failed or complaint. */
    status: text('status').notNull(),
    title: text('title').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    icon: text('icon').notNull(),
    html: text('html').notNull(),
    sentAt: tstz('sent_at').notNull(),
    openedAt: tstz('opened_at'),
    createdAt: createdAt(),
  },
  (t) => [index('emails_booking_idx').on(t.bookingId), index('emails_invoice_idx').on(t.invoiceId)],
);

export const tallyOrders = pgTable('tally_orders', {
  id: id(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id),
  pincode: text('pincode').notNull(),
  orderUrl: text('order_url'),
  /** Resource version; clients apply updates only when newer. */
  timestamp: tstz('timestamp').notNull(),
  closedAt: tstz('closed_at'),
  createdAt: createdAt(),
});

export const tallyCards = pgTable(
  'tally_cards',
  {
    id: id(),
    cardUid: text('card_uid').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** null while queued ('Köad'). */
    createdAt: tstz('created_at'),
    removedAt: tstz('removed_at'),
  },
  (t) => [index('tally_cards_booking_idx').on(t.bookingId)],
);

export const tallyConsumption = pgTable('tally_consumption', {
  id: id(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id),
  serviceName: text('service_name').notNull(),
  consumption: qty('consumption').notNull(),
  consumedAt: tstz('consumed_at').notNull(),
});
