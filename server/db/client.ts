import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import * as schema from './schema';

export type Schema = typeof schema;
/** A tenant's database: PGlite or node-postgres behind the same drizzle API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** The transaction handle drizzle passes to db.transaction callbacks. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the root db or a transaction: services accept both and pass it down. */
export type DbOrTx = Db | Tx;
export { schema };

/** Rows of a raw SQL query; PGlite and node-postgres both answer { rows }. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
