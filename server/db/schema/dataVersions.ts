import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/** Versions of derived data, bumped by triggers at commit (migration 0007): 'working_set' for bookings/synced. */
export const dataVersions = pgTable('data_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
