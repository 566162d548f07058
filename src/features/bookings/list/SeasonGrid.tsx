import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import type { SeasonBookingRow } from '../../../contracts/seasons';
import { formatKr } from '../../../domain/money';
import { nextSeasonText, SEASON_STATUS_LABELS } from './seasonList';
import * as s from './bookingTable.css';
import * as own from './seasonList.css';

const TONE = { draft: s.chip.warning, confirmed: s.chip.success, cancelled: s.chip.error } as const;
const kr = (ore: number) => (Number.isInteger(ore) ? formatKr(ore) : '–');

interface Column {
  id: string;
  header: string;
  numeric?: boolean;
  cell: (r: SeasonBookingRow) => string;
  tone?: (r: SeasonBookingRow) => string;
}

export const SEASON_COLUMNS: Column[] = [
  { id: 'booking_number', header: 'Bokningsnummer', cell: (r) => r.booking_number },
  { id: 'customer', header: 'Kund', cell: (r) => r.customer_name },
  { id: 'position', header: 'Plats', cell: (r) => r.position_name ?? 'Ospecificerad plats' },
  { id: 'status', header: 'Status', cell: (r) => SEASON_STATUS_LABELS[r.status], tone: (r) => TONE[r.status] },
  { id: 'price', header: 'Pris', numeric: true, cell: (r) => kr(r.total_accommodation_amount) },
  { id: 'paid', header: 'Betalt eller fakturerat', numeric: true, cell: (r) => kr(r.paid_accommodation_amount) },
  { id: 'remaining', header: 'Kvar', numeric: true, cell: (r) => kr(r.remaining_accommodation_amount) },
  { id: 'next', header: 'Nästa säsong', cell: (r) => nextSeasonText(r.next_season) },
];

export interface SeasonGridProps {
  rows: readonly SeasonBookingRow[] | null;
  active: number;
  onActiveChange: (index: number) => void;
  onOpen: (row: SeasonBookingRow) => void;
  gridRef: RefObject<HTMLDivElement | null>;
  emptyText: string;
}

const rowId = (i: number) => `season-booking-row-${i}`;

/**
 * One season's bookings as a keyboard grid: one focused row (↑/↓, Page, Home/End), Enter opens it.
 * Every row is rendered: a season holds hundreds of bookings, not the list's hundred thousand.
 */
export function SeasonGrid({ rows, active, onActiveChange, onOpen, gridRef, emptyText }: SeasonGridProps) {
  const count = rows?.length ?? 0;
  useEffect(() => {
    if (count) document.getElementById(rowId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, count]);

  const move = (to: number) => onActiveChange(Math.max(0, Math.min(count - 1, to)));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey || !rows || !count) return;
    const page = Math.max(1, Math.floor((gridRef.current?.clientHeight ?? 0) / s.ROW_HEIGHT) - 2);
    const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: page, PageUp: -page };
    if (e.key in step) move(active + step[e.key]);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(count - 1);
    else if (e.key === 'Enter' && rows[active]) onOpen(rows[active]);
    else return;
    e.preventDefault();
  };

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label="Säsongsbokningar"
      aria-rowcount={rows ? count + 1 : -1}
      aria-colcount={SEASON_COLUMNS.length}
      aria-busy={rows == null}
      aria-activedescendant={count ? rowId(active) : undefined}
      tabIndex={0}
      className={s.grid}
      onKeyDown={onKeyDown}
    >
      <div role="rowgroup" className={s.headerGroup}>
        <div role="row" aria-rowindex={1} className={`${s.headerRow} ${own.columns}`}>
          {SEASON_COLUMNS.map((c) => (
            <div key={c.id} role="columnheader" className={`${s.headerCell} ${c.numeric ? s.number : ''}`}>
              {c.header}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup">
        {rows && count === 0 && (
          <div role="row" aria-rowindex={2}>
            <div role="gridcell" className={s.empty}>
              {emptyText}
            </div>
          </div>
        )}
        {rows?.map((r, i) => (
          <div
            key={r.id}
            id={rowId(i)}
            role="row"
            aria-rowindex={i + 2}
            aria-selected={i === active}
            className={`${own.row} ${own.columns} ${i === active ? s.rowFocused : ''}`}
            onMouseDown={(e) => {
              e.preventDefault();
              onActiveChange(i);
              gridRef.current?.focus({ preventScroll: true });
            }}
            onDoubleClick={() => onOpen(r)}
          >
            {SEASON_COLUMNS.map((c) => (
              <div
                key={c.id}
                role="gridcell"
                className={`${c.numeric ? s.numberCell : s.cell}${c.tone ? ` ${c.tone(r)}` : ''}`}
              >
                {c.cell(r)}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
