import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { registerCommands } from '../../../commands/registry';
import type { InvoiceRow } from '../../../contracts/invoices';
import { todayInStockholm } from '../../../domain/dates';
import { INVOICE_TEXTS as T } from '../../../domain/invoiceTexts';
import { openInvoice } from '../../../shell/panes/open';
import { CommandButton, CommandKbd } from '../../../ui/CommandButton';
import { focusSoon } from '../../../ui/focusSoon';
import { InvoiceGrid } from './InvoiceGrid';
import {
  INVOICE_COLUMNS,
  loadShownColumns,
  saveShownColumns,
  shownColumns,
  toggleColumn,
  type InvoiceColumnId,
} from './invoiceColumns';
import { installInvoiceListHandle, invoiceListCommands } from './invoiceList.commands';
import { INVOICE_FILTERS, isUnfiltered } from './invoiceListParams';
import { useInvoiceList } from './useInvoiceList';
import * as s from './invoiceList.css';

export const SEARCH_DEBOUNCE_MS = 250;
const fmt = new Intl.NumberFormat('sv-SE');

/** /invoices 'Fakturor' (money.md 2 "Invoice list"): search, filter, group by booking, columns, the grid. */
export function InvoiceList() {
  const list = useInvoiceList();
  const { params, setParams, loader, total, active, setActive, gridRef, flashing } = list;
  const id = useId();
  const today = todayInStockholm();
  const searchRef = useRef<HTMLInputElement>(null);
  const filterRef = useRef<HTMLFieldSetElement>(null);
  const [columnIds, setColumnIds] = useState<InvoiceColumnId[]>(loadShownColumns);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const columnsRef = useRef<HTMLFieldSetElement>(null);

  // The search field types freely; the URL (and the question to the server) follows after a pause.
  const [text, setText] = useState(params.q);
  const sent = useRef(params.q);
  useEffect(() => {
    if (params.q !== sent.current) {
      sent.current = params.q;
      setText(params.q);
    }
  }, [params.q]);
  useEffect(() => {
    if (text === sent.current) return;
    const t = setTimeout(() => {
      sent.current = text;
      setParams({ q: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, setParams]);

  const setColumns = useCallback((ids: InvoiceColumnId[]) => {
    setColumnIds(ids);
    saveShownColumns(ids);
  }, []);

  useEffect(() => registerCommands(invoiceListCommands), []);
  const grouped = params.grouped;
  useEffect(
    () =>
      installInvoiceListHandle({
        focusSearch: () => focusSoon(searchRef.current, (el) => (el as HTMLInputElement).select()),
        focusFilter: () => focusSoon(filterRef.current?.querySelector<HTMLInputElement>('input:checked')),
        toggleGrouped: () => setParams({ grouped: !grouped }),
        toggleColumns: () => {
          setColumnsOpen((open) => !open);
          setTimeout(() => columnsRef.current?.querySelector<HTMLInputElement>('input')?.focus(), 0);
        },
        setFilter: (filter) => {
          setParams({ filter });
          focusSoon(gridRef.current);
        },
      }),
    [setParams, grouped, gridRef],
  );

  const onOpen = useCallback((r: InvoiceRow) => openInvoice(r.id), []);
  const columns = shownColumns(columnIds);
  return (
    <section className={s.screen} aria-labelledby={`${id}-title`}>
      <div className={s.heading}>
        <h1 id={`${id}-title`} className={s.title}>
          {T.listTitle}
        </h1>
        <span className={s.count} role="status" aria-live="polite">
          {total == null ? 'Laddar…' : `${fmt.format(total)} ${total === 1 ? 'faktura' : 'fakturor'}`}
        </span>
        <span className={s.spacer} />
        <CommandButton command="invoices.showUnpaid" variant="ghost" />
      </div>
      <div className={s.toolbar} role="search" aria-label="Filtrera fakturor">
        <div className={s.control}>
          <label htmlFor={`${id}-q`} className={s.controlLabel}>
            {T.searchLabel} <CommandKbd command="invoices.focusSearch" />
          </label>
          <input
            id={`${id}-q`}
            ref={searchRef}
            type="search"
            className={s.search}
            value={text}
            maxLength={100}
            placeholder={T.searchPlaceholder}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                sent.current = text;
                setParams({ q: text });
              }
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                focusSoon(gridRef.current);
              }
            }}
          />
        </div>
        <div className={s.control}>
          <span className={s.controlLabel} id={`${id}-filter`}>
            Visa <CommandKbd command="invoices.chooseFilter" />
          </span>
          <fieldset ref={filterRef} className={s.filters} aria-labelledby={`${id}-filter`}>
            {INVOICE_FILTERS.map(([value, label]) => (
              <label key={value} className={s.filterOption}>
                <input
                  type="radio"
                  name={`${id}-filter`}
                  className={s.filterRadio}
                  value={value}
                  checked={params.filter === value}
                  onChange={() => setParams({ filter: value })}
                />
                {label}
              </label>
            ))}
          </fieldset>
        </div>
        <label className={s.check}>
          <input type="checkbox" checked={grouped} onChange={(e) => setParams({ grouped: e.target.checked })} />
          {T.groupByBooking} <CommandKbd command="invoices.toggleGrouped" />
        </label>
        <CommandButton command="invoices.chooseColumns" variant="ghost" aria-expanded={columnsOpen} />
      </div>
      {columnsOpen && (
        <fieldset ref={columnsRef} className={s.columnsPanel} aria-label={T.columnsLabel}>
          {INVOICE_COLUMNS.map((c) => (
            <label key={c.id} className={s.check}>
              <input
                type="checkbox"
                checked={columnIds.includes(c.id)}
                disabled={columnIds.length === 1 && columnIds.includes(c.id)}
                onChange={() => setColumns(toggleColumn(columnIds, c.id))}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') {
                    e.stopPropagation();
                    setColumnsOpen(false);
                    focusSoon(gridRef.current);
                  }
                }}
              />
              {c.header}
            </label>
          ))}
        </fieldset>
      )}
      {loader.error && (
        <div className={s.error} role="alert">
          Kunde inte hämta fakturor: {loader.error}
        </div>
      )}
      <InvoiceGrid
        loader={loader}
        columns={columns}
        today={today}
        grouped={grouped}
        flashing={flashing}
        emptyText={isUnfiltered(params) ? T.emptyList : T.emptyFiltered}
        active={active}
        onActiveChange={setActive}
        onOpen={onOpen}
        gridRef={gridRef}
      />
    </section>
  );
}
