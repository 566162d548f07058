// The list's optional columns (money.md 2 "Invoice list"), which of them are shown (remembered per user on
// this machine), the status chip and the 'group by booking' headers.
import type { InvoiceRow } from '../../../contracts/invoices';
import { invoiceChip, type Chip } from '../../../domain/invoices';
import { INVOICE_TEXTS as T } from '../../../domain/invoiceTexts';
import { formatKr } from '../../../domain/money';
import { session$ } from '../../../data/session';
import { KEYS, readJson, writeJson } from '../../../data/storage';

/** The status chip of a list row (inDialog false) or of the pane's header (true: closed reads 'Stängd'). */
export function chipOf(r: InvoiceRow, today: string, inDialog: boolean): Chip {
  return invoiceChip(
    {
      total: r.total,
      paid: r.paid_amount,
      credited: r.credited_amount,
      dueDate: r.due_date,
      depositDueDate: r.deposit_due_date,
      depositAmount: r.deposit_amount,
      isCredit: r.is_credit_invoice,
    },
    today,
    inDialog,
  );
}

export interface InvoiceColumn {
  id: InvoiceColumnId;
  header: string;
  /** Text of the cell; the status column's is its chip's label. */
  cell: (r: InvoiceRow, today: string) => string;
  numeric?: boolean;
  /** CSS grid track of the column. */
  width: string;
  /** The cell is a chip with this tone. */
  chip?: (r: InvoiceRow, today: string) => Chip;
}

export const INVOICE_COLUMN_IDS = [
  'invoice_number',
  'ocr',
  'customer',
  'total',
  'remaining',
  'invoice_date',
  'due_date',
  'status',
] as const;
export type InvoiceColumnId = (typeof INVOICE_COLUMN_IDS)[number];

const number = (r: InvoiceRow) => (r.is_credit_invoice ? `${r.invoice_number} (kredit)` : String(r.invoice_number));

export const INVOICE_COLUMNS: readonly InvoiceColumn[] = [
  { id: 'invoice_number', header: 'Fakturanummer', cell: number, width: 'minmax(120px, 0.9fr)' },
  { id: 'ocr', header: 'OCR', cell: (r) => r.ocr, width: 'minmax(110px, 0.9fr)' },
  { id: 'customer', header: 'Kund', cell: (r) => r.customer_name, width: 'minmax(140px, 1.6fr)' },
  { id: 'total', header: 'Fakturabelopp', cell: (r) => formatKr(r.total), numeric: true, width: '120px' },
  {
    id: 'remaining',
    header: 'Återstående',
    cell: (r) => formatKr(r.remaining_amount),
    numeric: true,
    width: '120px',
  },
  { id: 'invoice_date', header: 'Fakturadatum', cell: (r) => r.invoice_date, width: '108px' },
  { id: 'due_date', header: 'Förfallodatum', cell: (r) => r.due_date ?? '–', width: '108px' },
  {
    id: 'status',
    header: 'Status',
    cell: (r, today) => chipOf(r, today, false).label,
    chip: (r, today) => chipOf(r, today, false),
    width: 'minmax(150px, 1fr)',
  },
];

/** The shown columns in the list's order; unknown ids are dropped, and none at all means every column. */
export function shownColumns(ids: readonly string[]): InvoiceColumn[] {
  const cols = INVOICE_COLUMNS.filter((c) => ids.includes(c.id));
  return cols.length ? cols : [...INVOICE_COLUMNS];
}

/** Shows or hides one column; the last shown column stays. */
export function toggleColumn(ids: readonly InvoiceColumnId[], id: InvoiceColumnId): InvoiceColumnId[] {
  if (ids.includes(id)) return ids.length > 1 ? ids.filter((c) => c !== id) : [...ids];
  return INVOICE_COLUMN_IDS.filter((c) => c === id || ids.includes(c));
}

/** The CSS grid tracks of the shown columns. */
export const columnTracks = (cols: readonly InvoiceColumn[]) => cols.map((c) => c.width).join(' ');

// Beside the other screens' local display settings, one object per user of a campsite.
const SETTING = 'invoices.columns';
const storageKey = () => {
  const u = session$.user.peek();
  return `${KEYS.displaySettings}.${u ? `${u.namespace}.${u.id}` : 'anonymous'}`;
};

/** The columns this user chose on this machine (every column until they choose). */
export function loadShownColumns(): InvoiceColumnId[] {
  const stored = readJson<Record<string, unknown>>(storageKey(), {})[SETTING];
  if (!Array.isArray(stored)) return [...INVOICE_COLUMN_IDS];
  return shownColumns(stored.map(String)).map((c) => c.id);
}

export function saveShownColumns(ids: readonly InvoiceColumnId[]) {
  const key = storageKey();
  writeJson(key, { ...readJson<Record<string, unknown>>(key, {}), [SETTING]: ids });
}

// ---------------------------------------------------------------------------------------------------------
// Group by booking (money.md 2 "Invoice list").

/** Invoices of one booking share a key; every invoice without a booking shares 'none'. */
export const groupKey = (r: InvoiceRow) => (r.booking_id == null ? 'none' : `b${r.booking_id}`);

/**
 * The header over a group: the booking number and pitch, plus the customers' names when the group's invoices
 * are for several customers; 'Bokning #{id}' when the booking's number is unknown; 'Fakturor' without a booking.
 */
export function groupHeader(rows: readonly InvoiceRow[]): string {
  const first = rows[0];
  if (!first || first.booking_id == null) return T.groupInvoices;
  const names = [...new Set(rows.map((r) => r.customer_name))];
  const booking = first.booking_number ? first.booking_number : T.groupFallback(first.booking_id);
  return [booking, first.position_name, names.length > 1 ? names.join(', ') : null].filter(Boolean).join(' · ');
}
