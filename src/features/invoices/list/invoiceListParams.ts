// What /invoices shows, kept in the URL (filter, search, grouping) so a reload or a link keeps it.
// Types only: a value of the contract would bring zod (and its eval probe, refused by the CSP) into the console.
import type { InvoiceListFilter } from '../../../contracts/invoices';
import { INVOICE_TEXTS as T } from '../../../domain/invoiceTexts';

export interface InvoiceListParams {
  filter: InvoiceListFilter;
  q: string;
  grouped: boolean;
}

export const DEFAULT_INVOICE_PARAMS: InvoiceListParams = { filter: 'all', q: '', grouped: false };

/** The filter choices in the contract's order, with the spec's labels. */
export const INVOICE_FILTERS: readonly (readonly [InvoiceListFilter, string])[] = [
  ['all', T.filterAll],
  ['unpaid', T.filterUnpaid],
  ['overdue', T.filterOverdue],
  ['paid', T.filterPaid],
  ['credit', T.filterCredit],
];

// The search params the list owns (the panes own invoice, booking, customer, ...).
const KEYS = { filter: 'filter', q: 'q', grouped: 'grupp' } as const;
const Q_MAX = 100;

/** The params from the URL's search object; anything unknown or malformed falls back to the default. */
export function invoiceParamsFromSearch(search: Record<string, unknown>): InvoiceListParams {
  const filter = String(search[KEYS.filter] ?? '');
  const grouped = search[KEYS.grouped];
  return {
    filter: INVOICE_FILTERS.find(([f]) => f === filter)?.[0] ?? DEFAULT_INVOICE_PARAMS.filter,
    q: search[KEYS.q] == null ? '' : String(search[KEYS.q]).slice(0, Q_MAX),
    grouped: grouped === true || grouped === 1 || grouped === '1' || grouped === 'true',
  };
}

/** The URL's search object with the params set (defaults left out) and every other param kept. */
export function searchWithInvoiceParams(
  search: Record<string, unknown>,
  p: InvoiceListParams,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...search };
  for (const k of Object.values(KEYS)) delete out[k];
  if (p.filter !== DEFAULT_INVOICE_PARAMS.filter) out[KEYS.filter] = p.filter;
  if (p.q) out[KEYS.q] = p.q;
  if (p.grouped) out[KEYS.grouped] = 1;
  return out;
}

/** GET invoices' query for the params (paging added by the loader). */
export function invoiceListQuery(p: InvoiceListParams): Record<string, string> {
  const q: Record<string, string> = {};
  if (p.filter !== 'all') q.filter = p.filter;
  const text = p.q.trim();
  if (text) q.q = text;
  // Grouped, the server orders by booking so that a booking's invoices come together.
  if (p.grouped) q.sort = 'booking';
  return q;
}

/** Two params with the same key ask the server the same question. */
export const invoiceParamsKey = (p: InvoiceListParams) => JSON.stringify(invoiceListQuery(p));

/** Nothing narrows the list: an empty answer means there are no invoices at all. */
export const isUnfiltered = (p: InvoiceListParams) => p.filter === 'all' && p.q.trim() === '';
