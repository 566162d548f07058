import { integer, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders: ids are identities, times carry a zone, money is integer öre.
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).defaultNow().notNull();
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
/** Money in öre. */
export const ore = (name: string) => integer(name);
/** Quantity in thousandths (1000 = one unit). */
export const qty = (name: string) => integer(name);
