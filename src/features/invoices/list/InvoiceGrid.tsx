import { useEffect, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { InvoiceRow } from '../../../contracts/invoices';
import type { PageLoader } from '../../bookings/list/pageLoader';
import { columnTracks, groupHeader, groupKey, type InvoiceColumn } from './invoiceColumns';
import * as s from './invoiceList.css';

// Rows fetched beyond the visible window, so a short scroll finds them loaded.
const PREFETCH_ROWS = 40;
// Placeholder rows before the first answer says how many there are.
const INITIAL_ROWS = 20;
// A group header names the customers of at most this many rows after it.
const GROUP_SCAN = 200;

export interface InvoiceGridProps {
  loader: PageLoader<InvoiceRow, 'invoices'>;
  columns: readonly InvoiceColumn[];
  today: string;
  grouped: boolean;
  /** The unpaid-invoice alert shows: rows with something left to pay flash. */
  flashing: boolean;
  emptyText: string;
  active: number;
  onActiveChange: (index: number) => void;
  onOpen: (row: InvoiceRow) => void;
  gridRef: RefObject<HTMLDivElement | null>;
}

export const invoiceRowId = (index: number) => `invoice-row-${index}`;

/**
 * The virtualised invoice grid: one focused row (↑ ↓ PgUp PgDn Home End), Enter or a click opens it, pages
 * loaded for the window on screen; grouped, a header goes over the first row of each booking's run.
 */
export function InvoiceGrid(props: InvoiceGridProps) {
  const { loader, columns, today, grouped, flashing, emptyText, active, onActiveChange, onOpen, gridRef } = props;
  const version = useSyncExternalStore(
    (l) => loader.subscribe(l),
    () => loader.version,
  );
  const total = loader.total;
  const count = total ?? INITIAL_ROWS;

  // A row starts a group when the row before it is of another booking; an unread neighbour decides later.
  const startsGroup = (i: number) => {
    if (!grouped) return false;
    const r = loader.row(i);
    if (!r) return false;
    if (i === 0) return true;
    const before = loader.row(i - 1);
    return before != null && groupKey(before) !== groupKey(r);
  };
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => gridRef.current,
    estimateSize: (i) => s.ROW_HEIGHT + (startsGroup(i) ? s.GROUP_HEADER_HEIGHT : 0),
    overscan: 6,
    scrollMargin: s.HEADER_HEIGHT,
    scrollPaddingStart: s.HEADER_HEIGHT,
  });
  // Grouped, the heights follow the rows read so far; ungrouped every row is 48.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the loader's change count
  useEffect(() => {
    virtualizer.measure();
  }, [grouped, grouped ? version : 0, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (total == null) loader.ensure(0, INITIAL_ROWS);
    else loader.ensure(first - PREFETCH_ROWS, last + PREFETCH_ROWS);
  }, [loader, first, last, total]);

  const move = (to: number) => {
    const i = Math.max(0, Math.min(count - 1, to));
    onActiveChange(i);
    virtualizer.scrollToIndex(i, { align: 'auto' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    const height = gridRef.current?.clientHeight ?? 0;
    const pageRows = Math.max(1, Math.floor((height - s.HEADER_HEIGHT) / s.ROW_HEIGHT) - 1);
    const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: pageRows, PageUp: -pageRows };
    if (e.key in step) move(active + step[e.key]);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(count - 1);
    else if (e.key === 'Enter') {
      const r = loader.row(active);
      if (r) onOpen(r);
    } else return;
    e.preventDefault();
  };

  const headerOf = (i: number) => {
    const key = groupKey(loader.row(i)!);
    const rows: InvoiceRow[] = [];
    for (let j = i; j < i + GROUP_SCAN; j++) {
      const r = loader.row(j);
      if (!r || groupKey(r) !== key) break;
      rows.push(r);
    }
    return groupHeader(rows);
  };

  const tracks = { gridTemplateColumns: columnTracks(columns) };
  const activeShown = total != null && total > 0 && items.some((it) => it.index === active);
  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label="Fakturor"
      aria-rowcount={total == null ? -1 : total + 1}
      aria-colcount={columns.length}
      aria-busy={total == null}
      tabIndex={0}
      className={s.grid}
      onKeyDown={onKeyDown}
      aria-activedescendant={activeShown ? invoiceRowId(active) : undefined}
    >
      <div role="rowgroup" className={s.headerGroup}>
        <div role="row" aria-rowindex={1} className={s.headerRow} style={tracks}>
          {columns.map((c) => (
            <div key={c.id} role="columnheader" className={`${s.headerCell} ${c.numeric ? s.number : ''}`}>
              {c.header}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className={s.body} style={{ height: virtualizer.getTotalSize() - s.HEADER_HEIGHT }}>
        {total === 0 ? (
          <div role="row" aria-rowindex={2}>
            <div role="gridcell" className={s.empty}>
              {emptyText}
            </div>
          </div>
        ) : (
          items.map((it) => {
            const r = loader.row(it.index);
            const focused = it.index === active;
            const flash = flashing && r != null && r.remaining_amount > 0;
            return (
              <div
                key={it.index}
                role="presentation"
                className={s.item}
                style={{ transform: `translateY(${it.start - s.HEADER_HEIGHT}px)` }}
              >
                {startsGroup(it.index) && (
                  <div role="row" className={s.groupHeader} data-group-header="">
                    <div role="rowheader" aria-colspan={columns.length}>
                      {headerOf(it.index)}
                    </div>
                  </div>
                )}
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the grid's (aria-activedescendant), Enter opens */}
                <div
                  id={invoiceRowId(it.index)}
                  role="row"
                  aria-rowindex={it.index + 2}
                  aria-selected={focused}
                  aria-busy={r ? undefined : true}
                  data-flash={flash || undefined}
                  className={[s.row, focused ? s.rowFocused : '', flash ? s.rowFlash : ''].join(' ')}
                  style={tracks}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    onActiveChange(it.index);
                    gridRef.current?.focus({ preventScroll: true });
                  }}
                  onClick={() => r && onOpen(r)}
                >
                  {columns.map((c) =>
                    r ? (
                      <div key={c.id} role="gridcell" className={c.numeric ? s.numberCell : s.cell}>
                        {c.chip ? (
                          <span className={s.chip[c.chip(r, today).tone]}>{c.cell(r, today)}</span>
                        ) : (
                          c.cell(r, today)
                        )}
                      </div>
                    ) : (
                      <div key={c.id} role="gridcell" className={s.loadingCell} />
                    ),
                  )}
                </div>
              </div>
            );
          })
        )}
      </div>
    </div>
  );
}
