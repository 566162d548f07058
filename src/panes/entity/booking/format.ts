import { formatStockholm } from '../../../domain/dates';
import { formatKr } from '../../../domain/money';

/** 'YYYY-MM-DD HH:mm' in Stockholm time, '–' when missing. */
export const dateTime = (at: string | null | undefined) => (at ? formatStockholm(new Date(at), 'yyyy-MM-dd HH:mm') : '–');
/** Amounts in öre as kronor; '–' when not a whole number of öre. */
export const kr = (ore: unknown) => (typeof ore === 'number' && Number.isInteger(ore) ? formatKr(ore) : '–');

/** Invoice states of the money document, as the lists show them. */
export const INVOICE_STATUS_LABELS: Record<string, string> = { open: 'Obetald', partial: 'Delvis betald', closed: 'Betald' };
export const invoiceStatusLabel = (s: string | null | undefined) => (s ? INVOICE_STATUS_LABELS[s] ?? s : '–');
