import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, ore, tstz, updatedAt } from './columns';
import type { CancellationRule } from '../../../src/domain/cancellation';

export const countries = pgTable('countries', {
  /** ISO 3166-1 numeric code; 752 is Sweden, the default. */
  id: integer('id').primaryKey(),
  isoCode: text('iso_code').notNull(),
  name: text('name').notNull(),
  diallingCode: text('dialling_code').notNull(),
  isCommon: boolean('is_common').notNull().default(false),
  defaultLanguage: text('default_language').notNull().default('en'),
});

export const lodgingTypes = pgTable('lodging_types', {
  id: id(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
});

export type { CancellationRule };

export const cancellationPolicies = pgTable('cancellation_policies', {
  id: id(),
  name: text('name').notNull(),
  humanReadablePrice: text('human_readable_price').notNull(),
  humanReadableText: text('human_readable_text').notNull(),
  /** Refund steps by days before check-in, newest deadline last. */
  rules: jsonb('rules').$type<CancellationRule[]>().notNull().default([]),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export type FeeOption = {
  key: 'booking_fee' | 'position_reservation_fee' | 'electricity_fee';
  price: number;
  product_id?: number;
};

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull(),
  displayOrder: integer('display_order').notNull().default(0),
  defaultLodgingTypeId: integer('default_lodging_type_id').references(() => lodgingTypes.id),
  maxGuests: integer('max_guests').notNull().default(99),
  maxAdults: integer('max_adults').notNull().default(99),
  maxChildren: integer('max_children').notNull().default(99),
  feeOptions: jsonb('fee_options').$type<FeeOption[]>().notNull().default([]),
  /** Product used for accommodation charges of this category. */
  accommodationProductId: integer('accommodation_product_id'),
  nightlyPrice: ore('nightly_price').notNull().default(0),
  /**
   * The category's rate card (src/domain/rateCard.ts), checked with `rateCard` wherever it is read;
   * null: priced per pitch at nightly_price (server/rates/rateCards.ts).
   */
  rateCard: jsonb('rate_card').$type<unknown>(),
  isSeasonal: boolean('is_seasonal').notNull().default(false),
  deletedAt: deletedAt(),
});

export const categoryLodgingTypes = pgTable(
  'category_lodging_types',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    lodgingTypeId: integer('lodging_type_id')
      .notNull()
      .references(() => lodgingTypes.id),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lodgingTypeId] })],
);

export const categoryCancellationPolicies = pgTable(
  'category_cancellation_policies',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    cancellationPolicyId: integer('cancellation_policy_id')
      .notNull()
      .references(() => cancellationPolicies.id),
    /** reception_standard or reception_season. */
    availableOn: text('available_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.cancellationPolicyId, t.availableOn] })],
);

export const positions = pgTable(
  'positions',
  {
    id: id(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    mapName: text('map_name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Fractions (0..1) of the map image. */
    mapX: doublePrecision('map_x').notNull(),
    mapY: doublePrecision('map_y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    borderRadius: integer('border_radius').notNull().default(0),
    displayOrder: integer('display_order').notNull().default(0),
    remarks: text('remarks'),
    hasElectricity: boolean('has_electricity').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('positions_category_idx').on(t.categoryId)],
);

export const positionBlocks = pgTable('position_blocks', {
  id: id(),
  closingDate: date('closing_date').notNull(),
  openingDate: date('opening_date').notNull(),
  reason: text('reason'),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export const positionBlockPositions = pgTable(
  'position_block_positions',
  {
    positionBlockId: integer('position_block_id')
      .notNull()
      .references(() => positionBlocks.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
  },
  (t) => [primaryKey({ columns: [t.positionBlockId, t.positionId] })],
);

export const electricRecords = pgTable('electric_records', {
  id: id(),
  positionId: integer('position_id')
    .notNull()
    .references(() => positions.id),
  bookingId: integer('booking_id'),
  /** Meter reading in thousandths of a kWh. */
  reading: integer('reading').notNull(),
  recordedAt: tstz('recorded_at').notNull(),
  createdAt: createdAt(),
});

export const seasons = pgTable('seasons', {
  id: id(),
  start: date('start').notNull(),
  end: date('end').notNull(),
  fullName: text('full_name').notNull(),
  defaultSeasonPrice: ore('default_season_price').notNull(),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export const customSeasonPrices = pgTable('custom_season_prices', {
  id: id(),
  seasonId: integer('season_id')
    .notNull()
    .references(() => seasons.id),
  price: ore('price').notNull(),
  positionIds: integer('position_ids').array().notNull().default([]),
  categoryIds: integer('category_ids').array().notNull().default([]),
});

export const paymentTerms = pgTable('payment_terms', {
  /** 1 = no due date, 2 = due today (the default). */
  id: id(),
  name: text('name').notNull(),
  dueDateDate: date('due_date_date'),
  dueDateDaysBeforeCheckin: integer('due_date_days_before_checkin'),
  dueDateDaysFromInvoicing: integer('due_date_days_from_invoicing'),
  minDaysDueDate: integer('min_days_due_date'),
  depositDate: date('deposit_date'),
  depositDaysBeforeCheckin: integer('deposit_days_before_checkin'),
  depositDaysFromInvoicing: integer('deposit_days_from_invoicing'),
  depositAmount: ore('deposit_amount'),
  /** Hundredths of a percent. */
  depositPercent: integer('deposit_percent'),
  depositConditionMinAmount: ore('deposit_condition_min_amount'),
  depositConditionMinDaysBeforeCheckin: integer('deposit_condition_min_days_before_checkin'),
  deletedAt: deletedAt(),
});
