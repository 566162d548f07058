import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { customerFullNameText, deadDraft } from './sql';

/**
 * The command palette's index of every booking, customer and booking group of the tenant: just
 * enough to find and label one. Columnar ({columns, rows}), each table one JSON text built by the
 * database (arrays, not objects: smaller, and faster to build), rows in no particular order.
 */
const TABLES: { key: string; from: string; columns: [string, string][] }[] = [
  {
    key: 'bookings',
    from: 'bookings b left join customers c on c.id = b.customer_id',
    columns: [
      ['id', 'b.id'], ['booking_number', 'b.booking_number'], ['customer_name', customerFullNameText('c')],
      ['position_id', 'b.position_id'], ['check_in', 'b.check_in'], ['check_out', 'b.check_out'],
      ['checked_in_at', 'b.checked_in_at'], ['checked_out_at', 'b.checked_out_at'], ['deleted_at', 'b.deleted_at'],
      // A live draft expires by itself, without a change the delta would carry: the client hides it then.
      ['is_draft', 'b.is_draft'], ['draft_expires_at', 'b.draft_expires_at'], ['booking_group_id', 'b.booking_group_id'],
    ],
  },
  {
    key: 'customers',
    from: 'customers c',
    columns: [
      ['id', 'c.id'], ['full_name', customerFullNameText('c')], ['city', 'c.city'], ['email', 'c.email'],
      ['phone_number', 'c.phone_number'], ['is_org', 'c.is_org'], ['deleted_at', 'c.deleted_at'],
    ],
  },
  {
    key: 'booking_groups',
    from: 'booking_groups g',
    columns: [['id', 'g.id'], ['booking_number', 'g.booking_number'], ['name', 'g.name'], ['deleted_at', 'g.deleted_at']],
  },
];

/**
 * Which rows: all live ones (cancelled bookings included, marked by deleted_at; dead drafts and
 * deleted customers and groups not); with `since`, every row changed after it, deleted ones too, so
 * the client can drop them. A booking also counts as changed when its customer was (the name).
 */
function where(key: string, now: Date, since: Date | undefined): SQL {
  const t = since?.toISOString();
  if (key === 'bookings') {
    return t
      // = any(array(...)): both sides through their indexes (updated_at, customer_id), not a scan.
      ? sql`b.updated_at > ${t}::timestamptz or b.customer_id = any(array(select id from customers where updated_at > ${t}::timestamptz))`
      : sql`not ${deadDraft('b', now)}`;
  }
  const alias = key === 'customers' ? 'c' : 'g';
  return t ? sql`${sql.raw(alias)}.updated_at > ${t}::timestamptz` : sql`${sql.raw(alias)}.deleted_at is null`;
}

/** The whole index as JSON text: { bookings, customers, booking_groups, generated_at, is_delta }. */
export async function entityIndexJson(db: DbOrTx, now: Date, since?: Date): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const row = sql.raw(`json_build_array(${table.columns.map(([, e]) => e).join(', ')})`);
    const [res] = await queryRows<{ rows: string }>(db, sql`
      select coalesce(json_agg(${row})::text, '[]') as rows
      from ${sql.raw(table.from)} where ${where(table.key, now, since)}`);
    parts.push(`${JSON.stringify(table.key)}:{"columns":${JSON.stringify(table.columns.map(([n]) => n))},"rows":${res.rows}}`);
  }
  return `{${parts.join(',')},"generated_at":${JSON.stringify(now.toISOString())},"is_delta":${since != null}}`;
}
