import { formatStockholm } from '../../domain/dates';
import { formatKr } from '../../domain/money';

/** '2026-07-15 10:04' in Stockholm time; '–' when missing or unreadable. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '–' : formatStockholm(d, 'yyyy-MM-dd HH:mm');
}

export const day = (d: string | null | undefined) => (d ? d.slice(0, 10) : '–');

export const kr = (ore: unknown) => (typeof ore === 'number' && Number.isInteger(ore) ? formatKr(ore) : '–');

const INVOICE_STATUS: Record<string, string> = { open: 'Obetald', partial: 'Delbetald', closed: 'Betald' };
export const invoiceStatusLabel = (s: string | null | undefined) => (s ? INVOICE_STATUS[s] ?? s : '–');
