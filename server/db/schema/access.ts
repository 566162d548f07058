import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, tstz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    initials: text('initials').notNull(),
    color: text('color').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** kassor, receptionist, manager or admin. */
    level: text('level').notNull(),
    modules: jsonb('modules').$type<string[]>().notNull().default([]),
    /** The 4-character PIN (auth_code) handed to the client for confirmations. */
    authCode: text('auth_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const workstations = pgTable(
  'workstations',
  {
    id: id(),
    machineId: text('machine_id').notNull(),
    hostname: text('hostname'),
    defaultPrinterId: integer('default_printer_id'),
    lastSeenAt: tstz('last_seen_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('workstations_machine_unique').on(t.machineId)],
);

export const printers = pgTable('printers', {
  id: id(),
  workstationId: integer('workstation_id').references(() => workstations.id),
  name: text('name').notNull(),
  /** SIM (virtual preview), WINDOWS (browser print) or a hardware port. */
  port: text('port').notNull(),
  width: integer('width').notNull(),
  logoLocalPath: text('logo_local_path'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    workstationId: integer('workstation_id').references(() => workstations.id),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.tokenHash)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_address_idx').on(t.address, t.createdAt),
  ],
);

/** Growing login delay per account and address: counted before the password is checked (atomic). */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    nextAllowedAt: tstz('next_allowed_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('login_throttles_pair_unique').on(t.email, t.address)],
);

/** One row per Idempotency-Key of a tenant POST: claimed before the handler runs, then its answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    key: text('key').notNull(),
    /** ws:{workstation id} or session:{session id}: who may replay it. */
    binding: text('binding').notNull(),
    /** sha256 of method, path, params and the parsed body. */
    requestHash: text('request_hash').notNull(),
    /** null while the first request runs. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: tstz('created_at').notNull(),
    completedAt: tstz('completed_at'),
  },
  (t) => [uniqueIndex('idempotency_keys_key_unique').on(t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const dashboards = pgTable('dashboards', {
  id: id(),
  name: text('name').notNull(),
  isEditable: boolean('is_editable').notNull().default(true),
  userId: integer('user_id').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const dashboardCards = pgTable(
  'dashboard_cards',
  {
    id: id(),
    componentName: text('component_name').notNull(),
    title: text('title').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    defaultSettings: jsonb('default_settings').$type<Record<string, unknown>>(),
  },
  (t) => [uniqueIndex('dashboard_cards_component_unique').on(t.componentName)],
);

/** The pivot between a dashboard and its cards: position and the card's settings (JSON string). */
export const dashboardCardPivots = pgTable('dashboard_card_pivots', {
  id: id(),
  dashboardId: integer('dashboard_id')
    .notNull()
    .references(() => dashboards.id),
  dashboardCardId: integer('dashboard_card_id')
    .notNull()
    .references(() => dashboardCards.id),
  column: integer('column').notNull(),
  row: integer('row').notNull(),
  settings: text('settings'),
});

/** Who changed what: the source of every Historik tab. */
export const editingRecords = pgTable(
  'editing_records',
  {
    id: id(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    bookingId: integer('booking_id'),
    bookingGroupId: integer('booking_group_id'),
    customerId: integer('customer_id'),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    description: text('description').notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('editing_records_subject_idx').on(t.subjectType, t.subjectId),
    index('editing_records_booking_idx').on(t.bookingId),
    index('editing_records_customer_idx').on(t.customerId),
  ],
);
