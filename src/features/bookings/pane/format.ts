import { formatStockholm } from '../../../domain/dates';
import { formatKr } from '../../../domain/money';

/** 'YYYY-MM-DD HH:mm' in Stockholm time; '–' when missing or unreadable. */
export function dateTime(at: string | null | undefined): string {
  if (!at) return '–';
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '–' : formatStockholm(d, 'yyyy-MM-dd HH:mm');
}
/** Amounts in öre as kronor; '–' when not a whole number of öre. */
export const kr = (ore: unknown) => (typeof ore === 'number' && Number.isInteger(ore) ? formatKr(ore) : '–');

/** Invoice states as money.md's status chips name them. */
export const INVOICE_STATUS_LABELS: Record<string, string> = {
  open: 'Obetald',
  partial: 'Delbetald',
  closed: 'Betald',
};
export const invoiceStatusLabel = (s: string | null | undefined) => (s ? (INVOICE_STATUS_LABELS[s] ?? s) : '–');
