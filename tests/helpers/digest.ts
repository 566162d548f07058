import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/client';

/** Tables a bad request may legitimately touch: login bookkeeping and a session's last use. */
const EXEMPT = new Set(['login_attempts', 'login_throttles', 'sessions', '__drizzle_migrations']);

/** A fingerprint of every row of every table, to prove a request changed nothing. */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    if (EXEMPT.has(table_name)) continue;
    const [row] = await queryRows<{ d: string }>(
      db,
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from "${table_name}" t`,
      ),
    );
    out[table_name] = row.d;
  }
  return out;
}
