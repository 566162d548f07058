// Chunked inserts with explicit ids, and identity sequences moved past them afterwards.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

/** PostgreSQL allows 65535 bind parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;
/** Rows per statement for the literal bulk path (no bind parameters at all). */
const RAW_ROWS = 2_000;

/** A SQL literal for one generated value; strings only need their quotes doubled (standard_conforming_strings). */
function literal(v: unknown): string {
  if (v === undefined) return 'DEFAULT';
  if (v === null) return 'NULL';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`Not a finite number: ${v}`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return `'${v.toISOString()}'`;
  if (typeof v === 'string') return `'${v.replace(/'/g, "''")}'`;
  if (Array.isArray(v) && v.every((x) => typeof x === 'number')) return `'{${v.join(',')}}'`;
  return `'${JSON.stringify(v).replace(/'/g, "''")}'`;
}

export class Inserter {
  readonly counts: Record<string, number> = {};
  private readonly tables: PgTable[] = [];

  constructor(private readonly tx: Tx) {}

  async insert<T extends PgTable>(table: T, rows: T['$inferInsert'][]): Promise<void> {
    const name = getTableName(table);
    this.counts[name] = (this.counts[name] ?? 0) + rows.length;
    if (!this.tables.includes(table)) this.tables.push(table);
    if (rows.length === 0) return;
    const columns = getTableColumns(table);
    if (rows.length < 200) {
      const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(columns).length));
      for (let i = 0; i < rows.length; i += size) await this.tx.insert(table).values(rows.slice(i, i + size) as never);
      return;
    }
    // Big tables: drizzle's statement builder costs more than the insert itself, so write the
    // VALUES list directly. Every row of a table has the same keys (the generators build them so).
    const keys = Object.keys(rows[0] as object).filter((k) => k in columns);
    const head = `insert into "${name}" (${keys.map((k) => `"${columns[k].name}"`).join(', ')}) values `;
    for (let i = 0; i < rows.length; i += RAW_ROWS) {
      const parts: string[] = [];
      for (const row of rows.slice(i, i + RAW_ROWS) as Record<string, unknown>[]) {
        parts.push(`(${keys.map((k) => literal(row[k])).join(',')})`);
      }
      await this.tx.execute(sql.raw(head + parts.join(',\n')));
    }
  }

  /** Rows were inserted with explicit ids: let the app's own inserts continue after them. */
  async resetSequences(): Promise<void> {
    for (const table of this.tables) {
      const cols = getTableColumns(table) as Record<string, { name: string; primary?: boolean }>;
      if (!cols.id || !(cols.id as { generatedIdentity?: unknown }).generatedIdentity) continue;
      const name = getTableName(table);
      await this.tx.execute(
        sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), max(id)) from ${table} having max(id) is not null`,
      );
    }
  }
}
