import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { customerFullNameText, deadDraft } from './sql';

/**
 * The command palette's index of every booking, customer and booking group of the tenant: just
 * enough to find and label one. Columnar ({columns, rows}); each row is a JSON array built by the
 * database (arrays, not objects: smaller, and faster to build). Rows come in no particular order.
 */
export const ENTITY_TABLES = [
  {
    key: 'bookings',
    from: 'bookings b left join customers c on c.id = b.customer_id',
    columns: [
      ['id', 'b.id'],
      ['booking_number', 'b.booking_number'],
      ['customer_name', customerFullNameText('c')],
      ['position_id', 'b.position_id'],
      ['check_in', 'b.check_in'],
      ['check_out', 'b.check_out'],
      ['checked_in_at', 'b.checked_in_at'],
      ['checked_out_at', 'b.checked_out_at'],
      ['deleted_at', 'b.deleted_at'],
      // A live draft expires by itself, without a change a delta would carry: the client hides it then.
      ['is_draft', 'b.is_draft'],
      ['draft_expires_at', 'b.draft_expires_at'],
      ['booking_group_id', 'b.booking_group_id'],
    ],
  },
  {
    key: 'customers',
    from: 'customers c',
    columns: [
      ['id', 'c.id'],
      ['full_name', customerFullNameText('c')],
      ['city', 'c.city'],
      ['email', 'c.email'],
      ['phone_number', 'c.phone_number'],
      ['is_org', 'c.is_org'],
      ['deleted_at', 'c.deleted_at'],
    ],
  },
  {
    key: 'booking_groups',
    from: 'booking_groups g',
    columns: [
      ['id', 'g.id'],
      ['booking_number', 'g.booking_number'],
      ['name', 'g.name'],
      ['deleted_at', 'g.deleted_at'],
    ],
  },
] as const satisfies readonly { key: string; from: string; columns: readonly (readonly [string, string])[] }[];

export type EntityTable = (typeof ENTITY_TABLES)[number];
export type EntityKey = EntityTable['key'];

const rowJson = (t: EntityTable) => sql.raw(`json_build_array(${t.columns.map(([, e]) => e).join(', ')})::text`);
const alias = (t: EntityTable) => t.columns[0][1].split('.')[0];

/** Rows the full index leaves out: dead drafts (cancellations stay, marked), deleted customers and groups. */
function dead(t: EntityTable, now: Date): SQL {
  return t.key === 'bookings' ? deadDraft('b', now) : sql.raw(`${alias(t)}.deleted_at is not null`);
}

/**
 * Rows changed after `since`. A booking also counts as changed when its customer did (its name).
 * = any(array(...)): both through their indexes (updated_at, customer_id), not a scan.
 */
function changedAfter(t: EntityTable, since: Date): SQL {
  const at = sql`${since.toISOString()}::timestamptz`;
  return t.key === 'bookings'
    ? sql`b.updated_at > ${at} or b.customer_id = any(array(select id from customers where updated_at > ${at}))`
    : sql`${sql.raw(alias(t))}.updated_at > ${at}`;
}

/** Every live row of a table as JSON arrays, one per line (JSON text never holds a raw newline). */
export async function allRows(db: DbOrTx, t: EntityTable, now: Date): Promise<string> {
  const [res] = await queryRows<{ rows: string | null }>(
    db,
    sql`
    select string_agg(${rowJson(t)}, E'\\n') as rows from ${sql.raw(t.from)} where not ${dead(t, now)}`,
  );
  return res?.rows ?? '';
}

/** A changed row: its JSON, whether the full index leaves it out, and a live draft's expiry (ms). */
export interface ChangedRow {
  id: number;
  row: string;
  dead: boolean;
  expires: number | null;
}

export async function changedRows(db: DbOrTx, t: EntityTable, since: Date, now: Date): Promise<ChangedRow[]> {
  const a = sql.raw(alias(t));
  const expires =
    t.key === 'bookings'
      ? sql`case when b.is_draft and b.deleted_at is null then extract(epoch from b.draft_expires_at)::float8 * 1000 end`
      : sql`null::float8`;
  const rows = await queryRows<ChangedRow>(
    db,
    sql`
    select ${a}.id, ${rowJson(t)} as row, ${dead(t, now)} as dead, ${expires} as expires
    from ${sql.raw(t.from)} where ${changedAfter(t, since)}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    row: r.row,
    dead: Boolean(r.dead),
    expires: r.expires == null ? null : Number(r.expires),
  }));
}

/** Ids and expiry (ms) of the drafts that are live now: they leave the full index when they expire. */
export async function liveDrafts(db: DbOrTx, now: Date): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; expires: number }>(
    db,
    sql`
    select b.id, extract(epoch from b.draft_expires_at)::float8 * 1000 as expires from bookings b
    where b.is_draft and b.deleted_at is null and b.draft_expires_at > ${now.toISOString()}::timestamptz`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.expires)]));
}

/** The index as JSON text from each table's row texts. */
export function indexJson(rows: Record<EntityKey, Iterable<string>>, generatedAt: Date, isDelta: boolean): string {
  const parts = ENTITY_TABLES.map(
    (t) =>
      `${JSON.stringify(t.key)}:{"columns":${JSON.stringify(t.columns.map(([n]) => n))},"rows":[${[...rows[t.key]].join(',')}]}`,
  );
  return `{${parts.join(',')},"generated_at":${JSON.stringify(generatedAt.toISOString())},"is_delta":${isDelta}}`;
}

/**
 * What changed after `since`, deleted and dead rows included, so that the client can drop them: a
 * customer or group with deleted_at, or a booking that is a draft with deleted_at or an expiry passed.
 */
export async function entityDeltaJson(db: DbOrTx, now: Date, since: Date): Promise<string> {
  const rows = {} as Record<EntityKey, string[]>;
  for (const t of ENTITY_TABLES) rows[t.key] = (await changedRows(db, t, since, now)).map((r) => r.row);
  return indexJson(rows, now, true);
}
