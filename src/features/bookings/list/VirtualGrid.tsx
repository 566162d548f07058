import { memo, useEffect, useRef, useSyncExternalStore, type KeyboardEvent, type ReactElement } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { GridColumn } from './gridColumns';
import type { PageLoader } from './pageLoader';
import * as s from './bookingTable.css';

const HEADER_HEIGHT = 34;
// Rows fetched beyond the visible window, so a short scroll finds them loaded.
const PREFETCH_ROWS = 40;
// Placeholder rows before the first answer says how many there are.
const INITIAL_ROWS = 20;
const ENSURE_EVERY_MS = 80;
// Rows are keyed by index modulo the most rows ever rendered at once: a scroll of any length reuses
// every row's DOM nodes and only changes their text (a larger modulus made a long jump new nodes).

export interface VirtualGridProps<R extends { id: number }, S extends string> {
  // biome-ignore lint/suspicious/noExplicitAny: the grid reads rows only; the loader's page names are the list's own
  loader: PageLoader<R, any>;
  columns: GridColumn<R>[];
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
export function VirtualGrid<R extends { id: number }, S extends string>(props: VirtualGridProps<R, S>): ReactElement {
  const {
    loader,
    columns,
    numeric,
    layout,
    label,
    rowIdPrefix,
    emptyText,
    sort,
    desc,
    today,
    active,
    onActiveChange,
    onSortChange,
    onOpen,
    gridRef,
  } = props;
  const rowDomId = (index: number) => `${rowIdPrefix}-${index}`;
  // Re-renders when a page arrives; the rows are read from the loader.
  useSyncExternalStore(
    (l) => loader.subscribe(l),
    () => loader.version,
  );
  const total = loader.total;
  const count = total ?? INITIAL_ROWS;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => gridRef.current,
    estimateSize: () => s.ROW_HEIGHT,
    // Rows render synchronously with the scroll: a few beyond the edges suffice, each costs every frame.
    overscan: 4,
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

  // A header click sorts by that column ascending, or flips the direction of the sorted one.
  const toggleSort = (id: string) => onSortChange(id as S, id === sort ? !desc : false);

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
    else if (e.key === 'Enter') {
      const b = loader.row(active);
      if (b) onOpen(b);
    } else return;
    e.preventDefault();
  };

  const activeRendered = items.some((it) => it.index === active);
  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={label}
      aria-rowcount={total == null ? -1 : total + 1}
      aria-colcount={columns.length}
      aria-busy={total == null}
      tabIndex={0}
      className={s.grid}
      onKeyDown={onKeyDown}
      aria-activedescendant={activeRendered && total ? rowDomId(active) : undefined}
    >
      <div role="rowgroup" className={s.headerGroup}>
        <div role="row" aria-rowindex={1} className={`${s.headerRow} ${layout}`}>
          {columns.map((c) => {
            const sorted = c.id === sort ? (desc ? 'desc' : 'asc') : false;
            return (
              <div
                key={c.id}
                role="columnheader"
                className={`${s.headerCell} ${numeric.has(c.id) ? s.number : ''}`}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              >
                {c.sortable ? (
                  <button
                    type="button"
                    className={`${s.sortButton} ${sorted ? s.sortActive : ''}`}
                    onClick={() => toggleSort(c.id)}
                  >
                    {c.header}
                    <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}</span>
                  </button>
                ) : (
                  c.header
                )}
              </div>
            );
          })}
        </div>
      </div>
      <div role="rowgroup" className={s.body} style={{ height: virtualizer.getTotalSize() - HEADER_HEIGHT }}>
        {total === 0 ? (
          <div role="row" aria-rowindex={2}>
            <div role="gridcell" className={s.empty}>
              {emptyText}
            </div>
          </div>
        ) : (
          items.map((it) => (
            <GridRow
              key={it.index % slots.current}
              id={rowDomId(it.index)}
              index={it.index}
              top={it.start - HEADER_HEIGHT}
              focused={it.index === active}
              item={loader.row(it.index)}
              today={today}
              columns={columns as AnyColumns}
              numeric={numeric}
              layout={layout}
              onPick={(i) => {
                onActiveChange(i);
                gridRef.current?.focus({ preventScroll: true });
              }}
              onOpen={onOpen as (item: unknown) => void}
            />
          ))
        )}
      </div>
    </div>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: memoised rows compare columns by identity whatever their row type
type AnyColumns = GridColumn<any>[];

interface RowProps {
  id: string;
  index: number;
  top: number;
  focused: boolean;
  today: string;
  layout: string;
  columns: AnyColumns;
  numeric: ReadonlySet<string>;
  item: unknown;
  onPick: (index: number) => void;
  onOpen: (item: unknown) => void;
}

// Re-rendered only when what it shows changes (its row's data object, place or focus), not on every frame.
const GridRow = memo(
  function GridRow({ id, index, top, focused, item, today, columns, numeric, layout, onPick, onOpen }: RowProps) {
    return (
      <div
        id={id}
        role="row"
        aria-rowindex={index + 2}
        aria-selected={focused}
        aria-busy={item ? undefined : true}
        className={`${s.row} ${layout} ${focused ? s.rowFocused : ''}`}
        style={{ transform: `translateY(${top}px)` }}
        onMouseDown={(e) => {
          e.preventDefault();
          onPick(index);
        }}
        onDoubleClick={() => item && onOpen(item)}
      >
        {columns.map((c) =>
          item ? (
            <div
              key={c.id}
              role="gridcell"
              className={`${numeric.has(c.id) ? s.numberCell : s.cell}${c.tone ? ` ${c.tone(item, today)}` : ''}`}
            >
              {c.cell(item, today)}
            </div>
          ) : (
            // Same cells as a loaded row (keys by column), so a row that loads only gets its text.
            <div key={c.id} role="gridcell" className={s.loadingCell} />
          ),
        )}
      </div>
    );
  },
  (a, b) =>
    a.item === b.item && a.index === b.index && a.top === b.top && a.focused === b.focused && a.today === b.today,
);
