import { sql, type SQL } from 'drizzle-orm';
import { customerFullNameText } from '../customers/sql';

// SQL fragments the search shares. The indexed ones must match migrations/0001_search_indexes.sql
// expression for expression, or PostgreSQL will not use the index.

/** Every name word of customer `c` (given name, surname, organisation, contact person): GIN-indexed. */
export const customerNameDoc = (c: string) =>
  sql.raw(
    `to_tsvector('simple'::regconfig, search_fold(coalesce(${c}.given_name, '') || ' ' || coalesce(${c}.surname, '') || ' ' || coalesce(${c}.org_name, '') || ' ' || coalesce(${c}.org_reference, '')))`,
  );
export const customerEmail = (c: string) => sql.raw(`search_fold(${c}.email)`);
export const customerCity = (c: string) => sql.raw(`search_fold(${c}.city)`);
export const customerPhoneDigits = (c: string) => sql.raw(`regexp_replace(${c}.phone_number, '\\D', '', 'g')`);
export const customerOrgDigits = (c: string) => sql.raw(`regexp_replace(${c}.org_number, '\\D', '', 'g')`);

export const positionName = (p: string) => sql.raw(`search_fold(${p}.name)`);
export const positionFullNameDoc = (p: string) =>
  sql.raw(`to_tsvector('simple'::regconfig, search_fold(${p}.full_name))`);

/** Word match of any text; indexed for booking_groups.name (see the migration), not for products. */
export const wordsMatch = (text: SQL, tsquery: string): SQL =>
  sql`to_tsvector('simple'::regconfig, search_fold(coalesce(${text}, ''))) @@ ${tsquery}::tsquery`;

export { customerFullNameText };
export const customerFullName = (c: string) => sql.raw(customerFullNameText(c));

/** A draft nobody confirmed in time, or one deleted: it never was a booking, so search skips it. */
export const deadDraft = (b: string, now: Date) =>
  sql`(${sql.raw(b)}.is_draft and (${sql.raw(b)}.deleted_at is not null or ${sql.raw(b)}.draft_expires_at <= ${now.toISOString()}::timestamptz))`;

/**
 * A booking's rank class, best first: 0 checked in now, 1 still to come (or to check in), 2 past,
 * 3 cancelled. Within 0/1 the caller sorts by check-in ascending, within 2/3 descending.
 */
export const bookingRank = (b: string, today: string) => {
  const t = sql`${today}::date`;
  const x = sql.raw(b);
  return sql`case when ${x}.deleted_at is not null then 3
    when ${x}.checked_in_at is not null and ${x}.checked_out_at is null then 0
    when ${x}.check_out >= ${t} and ${x}.checked_out_at is null then 1 else 2 end`;
};
