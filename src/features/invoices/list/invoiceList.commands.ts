// The invoice list's verbs, registered by the list while it is mounted (the palette shows them on /invoices).
import { contributeContext } from '../../../commands/contextKeys';
import { guard } from '../../../commands/guards';
import { defineCommand } from '../../../commands/registry';
import type { CommandContext, CommandDescriptor } from '../../../commands/types';
import type { InvoiceListFilter } from '../../../contracts/invoices';
import { INVOICE_TEXTS as T } from '../../../domain/invoiceTexts';
import { INVOICES_PATH, mayInvoice } from './invoiceAlert.commands';

declare module '../../../commands/contextKeys' {
  interface ContextKeys {
    /** The invoice list is mounted (its verbs have a list to act on). */
    invoiceList: boolean;
  }
}

export const INVOICE_SEARCH_HOTKEY = 'alt+s';
export const INVOICE_FILTER_HOTKEY = 'alt+l';
export const INVOICE_GROUP_HOTKEY = 'alt+g';
export const INVOICE_COLUMNS_HOTKEY = 'alt+v';

/** What the mounted invoice list lets its commands do. */
export interface InvoiceListHandle {
  focusSearch(): void;
  focusFilter(): void;
  toggleGrouped(): void;
  toggleColumns(): void;
  setFilter(filter: InvoiceListFilter): void;
}

let handle: InvoiceListHandle | null = null;
/** The list installs itself while mounted (and contributes `invoiceList`); returns the uninstall. */
export function installInvoiceListHandle(h: InvoiceListHandle): () => void {
  handle = h;
  const removeKey = contributeContext('invoiceList', () => true);
  return () => {
    removeKey();
    if (handle === h) handle = null;
  };
}

const onList = guard(mayInvoice, (ctx: CommandContext) => ctx.invoiceList === true || T.onlyOnInvoices);
const common = { group: 'Fakturor', screen: INVOICES_PATH, when: onList } as const;

const filterCommand = (filter: InvoiceListFilter, label: string) =>
  defineCommand({
    ...common,
    id: `invoices.filter.${filter}`,
    title: `Filtrera fakturor: ${label}`,
    keywords: ['filter', 'fakturor', label.toLowerCase()],
    run: () => handle?.setFilter(filter),
  });

/** Registered by the list while it is mounted, so the palette shows them only on /invoices. */
export const invoiceListCommands: CommandDescriptor[] = [
  defineCommand({
    ...common,
    id: 'invoices.focusSearch',
    title: T.searchLabel,
    hotkey: INVOICE_SEARCH_HOTKEY,
    keywords: ['sök', 'ocr', 'fakturanummer', 'kund'],
    run: () => handle?.focusSearch(),
  }),
  defineCommand({
    ...common,
    id: 'invoices.chooseFilter',
    title: 'Välj filter',
    hotkey: INVOICE_FILTER_HOTKEY,
    keywords: ['filter', 'obetalda', 'förfallna', 'betalda', 'kreditfakturor'],
    run: () => handle?.focusFilter(),
  }),
  defineCommand({
    ...common,
    id: 'invoices.toggleGrouped',
    title: T.groupByBooking,
    hotkey: INVOICE_GROUP_HOTKEY,
    keywords: ['gruppera', 'bokning'],
    run: () => handle?.toggleGrouped(),
  }),
  defineCommand({
    ...common,
    id: 'invoices.chooseColumns',
    title: 'Välj kolumner',
    hotkey: INVOICE_COLUMNS_HOTKEY,
    keywords: ['kolumner', 'visa', 'dölj'],
    run: () => handle?.toggleColumns(),
  }),
  filterCommand('all', T.filterAll),
  filterCommand('unpaid', T.filterUnpaid),
  filterCommand('overdue', T.filterOverdue),
  filterCommand('paid', T.filterPaid),
  filterCommand('credit', T.filterCredit),
];
