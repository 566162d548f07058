import { memo, useEffect, useMemo, useRef, useSyncExternalStore, type KeyboardEvent, type ReactElement } from 'react';
import { flexRender, useTable, type ColumnDef, type Row, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { features } from './columns';
import type { PageLoader } from './pageLoader';
import * as s from './bookingTable.css';

const HEADER_HEIGHT = 34;
// Rows fetched beyond the visible window, so a short scroll finds them loaded.
const PREFETCH_ROWS = 40;
// Placeholder rows before the first answer says how many there are.
const INITIAL_ROWS = 20;
const EMPTY: never[] = [];
const ENSURE_EVERY_MS = 80;
// Rows are keyed by index modulo the most rows ever rendered at once: a scroll of any length reuses
// every row's DOM nodes and only changes their text (a larger modulus made a long jump new nodes).

export type GridColumns<R extends RowData> = ColumnDef<typeof features, R, any>[];

export interface VirtualGridProps<R extends RowData & { id: number }, S extends string> {
  loader: PageLoader<R, any>;
  columns: GridColumns<R>;
  /** Column ids whose numbers align right. */
  numeric: ReadonlySet<string>;
  /** s.columnsLayout.x: the column widths. */
  layout: string;
  /** The grid's accessible name, and the prefix of its row ids (aria-activedescendant). */
  label: string;
  rowIdPrefix: string;
  emptyText: string;
  sort: S;
  desc: boolean;
  today: string;
  /** The focused row's index (the grid's one active row). */
  active: number;
  onActiveChange: (index: number) => void;
  onSortChange: (column: S, desc: boolean) => void;
  onOpen: (row: R) => void;
  gridRef: React.RefObject<HTMLDivElement | null>;
}

/** A virtualised server-paged grid: one focused row, keyboard moves, pages loaded on demand. */
export function VirtualGrid<R extends RowData & { id: number }, S extends string>(props: VirtualGridProps<R, S>): ReactElement {
  const { loader, columns, numeric, layout, label, rowIdPrefix, emptyText, sort, desc, today, active, onActiveChange, onSortChange, onOpen, gridRef } = props;
  const rowDomId = (index: number) => `${rowIdPrefix}-${index}`;
  const version = useSyncExternalStore((l) => loader.subscribe(l), () => loader.version);
  const total = loader.total;
  const count = total ?? INITIAL_ROWS;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => gridRef.current,
    estimateSize: () => s.ROW_HEIGHT,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  // Only grows (a taller window): keys stay unique within any run of contiguous indices this long.
  const slots = useRef(1);
  slots.current = Math.max(slots.current, items.length);
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;

  // At most one page request round per ENSURE_EVERY_MS, the last window always asked for:
  // a fast fling does not fire (and cancel) a request for every page it flies past.
  const ensureAt = useRef({ last: 0, timer: undefined as ReturnType<typeof setTimeout> | undefined });
  useEffect(() => {
    const run = () => {
      ensureAt.current.last = performance.now();
      if (total == null) loader.ensure(0, INITIAL_ROWS);
      else loader.ensure(first - PREFETCH_ROWS, last + PREFETCH_ROWS);
    };
    const t = ensureAt.current;
    clearTimeout(t.timer);
    const wait = ENSURE_EVERY_MS - (performance.now() - t.last);
    if (wait <= 0) run();
    else t.timer = setTimeout(run, wait);
  }, [loader, first, last, total]);
  useEffect(() => () => clearTimeout(ensureAt.current.timer), []);

  // Table rows for the loaded rows of the window only: building 100,000 would defeat paging.
  const windowRows = useMemo(() => {
    const data: R[] = [];
    const at = new Map<number, number>();
    for (let i = first; i <= last; i++) {
      const b = loader.row(i);
      if (b) { at.set(i, data.length); data.push(b); }
    }
    return { data: data.length ? data : EMPTY, at };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader, first, last, version]);

  const sorting = useMemo<SortingState>(() => [{ id: sort, desc }], [sort, desc]);
  const meta = useMemo(() => ({ today }), [today]);
  const table = useTable({
    features, columns, data: windowRows.data, meta,
    state: { sorting },
    onSortingChange: (u: Updater<SortingState>) => {
      const next = typeof u === 'function' ? u(sorting) : u;
      if (next[0]) onSortChange(next[0].id as S, next[0].desc);
    },
    manualSorting: true, enableSortingRemoval: false, sortDescFirst: false,
  });
  const tableRows = table.getRowModel().rows;

  const move = (to: number) => {
    const i = Math.max(0, Math.min(count - 1, to));
    onActiveChange(i);
    virtualizer.scrollToIndex(i, { align: 'auto' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    const pageRows = Math.max(1, Math.floor((gridRef.current!.clientHeight - HEADER_HEIGHT) / s.ROW_HEIGHT) - 1);
    const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: pageRows, PageUp: -pageRows };
    if (e.key in step) move(active + step[e.key]);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(count - 1);
    else if (e.key === 'Enter') { const b = loader.row(active); if (b) onOpen(b); }
    else return;
    e.preventDefault();
  };

  const header = table.getHeaderGroups()[0];
  const activeRendered = items.some((it) => it.index === active);
  return (
    <div
      ref={gridRef} role="grid" aria-label={label} aria-rowcount={total == null ? -1 : total + 1} aria-colcount={columns.length}
      aria-busy={total == null} tabIndex={0} className={s.grid} onKeyDown={onKeyDown}
      aria-activedescendant={activeRendered && total ? rowDomId(active) : undefined}
    >
      <div role="rowgroup" className={s.headerGroup}>
        <div role="row" aria-rowindex={1} className={`${s.headerRow} ${layout}`}>
          {header.headers.map((h) => {
            const sorted = h.column.getIsSorted();
            const label = flexRender(h.column.columnDef.header, h.getContext());
            return (
              <div key={h.id} role="columnheader" className={`${s.headerCell} ${numeric.has(h.id) ? s.number : ''}`}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                {h.column.getCanSort() ? (
                  <button type="button" className={`${s.sortButton} ${sorted ? s.sortActive : ''}`} onClick={h.column.getToggleSortingHandler()}>
                    {label}<span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}</span>
                  </button>
                ) : label}
              </div>
            );
          })}
        </div>
      </div>
      <div role="rowgroup" className={s.body} style={{ height: virtualizer.getTotalSize() - HEADER_HEIGHT }}>
        {total === 0 ? <div role="row" aria-rowindex={2}><div role="gridcell" className={s.empty}>{emptyText}</div></div> : items.map((it) => {
          const at = windowRows.at.get(it.index);
          return (
            <GridRow key={it.index % slots.current} id={rowDomId(it.index)} index={it.index} top={it.start - HEADER_HEIGHT} focused={it.index === active}
              row={at == null ? undefined : tableRows[at]} item={at == null ? undefined : windowRows.data[at]} today={today}
              columns={columns as AnyColumns} numeric={numeric} layout={layout}
              onPick={(i) => { onActiveChange(i); gridRef.current?.focus({ preventScroll: true }); }}
              onOpen={onOpen as (item: unknown) => void} />
          );
        })}
      </div>
    </div>
  );
}

type AnyColumns = GridColumns<any>;

interface RowProps {
  id: string; index: number; top: number; focused: boolean; today: string; layout: string;
  columns: AnyColumns; numeric: ReadonlySet<string>;
  row: Row<typeof features, any> | undefined; item: unknown;
  onPick: (index: number) => void; onOpen: (item: unknown) => void;
}

// Re-rendered only when what it shows changes, not on every scroll frame (the table's row
// objects are rebuilt as the window moves; the row's data object is the same).
const GridRow = memo(function GridRow({ id, index, top, focused, row, item, columns, numeric, layout, onPick, onOpen }: RowProps) {
  return (
    <div id={id} role="row" aria-rowindex={index + 2} aria-selected={focused} aria-busy={row ? undefined : true}
      className={`${s.row} ${layout} ${focused ? s.rowFocused : ''}`} style={{ transform: `translateY(${top}px)` }}
      onMouseDown={(e) => { e.preventDefault(); onPick(index); }} onDoubleClick={() => item && onOpen(item)}>
      {row ? row.getAllCells().map((c) => (
        <div key={c.column.id} role="gridcell" className={numeric.has(c.column.id) ? s.numberCell : s.cell}>
          {flexRender(c.column.columnDef.cell, c.getContext())}
        </div>
      )) : columns.map((c) => (
        // Same cells as a loaded row (keys by column), so a row that loads only gets its text.
        <div key={c.id} role="gridcell" className={s.loadingCell} />
      ))}
    </div>
  );
}, (a, b) => a.item === b.item && a.index === b.index && a.top === b.top && a.focused === b.focused && a.today === b.today);
