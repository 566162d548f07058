/** A columnar table as the server sends large lists: column names once, then rows of values. */
export interface ColumnarTable {
  columns: string[];
  rows: unknown[][];
}

/** Turns a columnar table into objects keyed by column name. */
export function fromColumnar<T = Record<string, unknown>>(table: ColumnarTable): T[] {
  const { columns, rows } = table;
  const out = new Array<T>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const obj: Record<string, unknown> = {};
    for (let j = 0; j < columns.length; j++) obj[columns[j]] = row[j];
    out[i] = obj as T;
  }
  return out;
}
