import { sql } from 'drizzle-orm';

// The address expressions of customers. The indexed ones must match
// migrations/0002_address_search.sql expression for expression, or PostgreSQL will not use the index.

const norm = (col: string) => `search_fold(regexp_replace(btrim(coalesce(${col}, '')), '\\s+', ' ', 'g'))`;

/**
 * One address, normalised: street, number, zip without spaces, city and country id. Two customers
 * with this key equal live at the same address, whatever the case or spacing they typed.
 * (|| and ::text only: concat_ws is not immutable, so it could not be indexed.)
 */
export const addressKeyText = (c: string) =>
  `${norm(`${c}.street_name`)} || '|' || ${norm(`${c}.street_number`)} || '|' || regexp_replace(coalesce(${c}.zip, ''), '\\s', '', 'g') || '|' || ${norm(`${c}.city`)} || '|' || ${c}.country_id::text`;

/** The address's id: a hash of its key, so a place_id carries no personal data and stays short. */
export const addressHash = (c: string) => sql.raw(`md5(${addressKeyText(c)})`);

/** Every word of the address (the zip also without its space, '12345' finds '123 45'): GIN-indexed. */
export const addressDoc = (c: string) =>
  sql.raw(
    `to_tsvector('simple'::regconfig, search_fold(coalesce(${c}.street_name, '') || ' ' || coalesce(${c}.street_number, '') || ' ' || coalesce(${c}.zip, '') || ' ' || regexp_replace(coalesce(${c}.zip, ''), '\\s', '', 'g') || ' ' || coalesce(${c}.city, '')))`,
  );

/** A customer row that holds an address worth offering: a street and a city at least. */
export const hasAddress = (c: string) =>
  sql.raw(
    `(${c}.deleted_at is null and btrim(coalesce(${c}.street_name, '')) <> '' and btrim(coalesce(${c}.city, '')) <> '')`,
  );
