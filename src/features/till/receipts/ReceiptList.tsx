import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useValue } from '@legendapp/state/react';
import { catalog$ } from '../../../data/stores';
import { Button } from '../../../ui/Button';
import { dateTime, kr } from '../../bookings/pane/format';
import { openReceipt } from './ReceiptPane';
import { useReceiptList, type ReceiptListRow } from './useReceiptList';
import * as s from './receipts.css';

export const EMPTY_RECEIPTS_TEXT = 'Det finns inga kvitton';
export const EMPTY_FILTERED_RECEIPTS_TEXT = 'Det finns inga kvitton att visa';

const serialText = (r: ReceiptListRow) =>
  r.receipt_type === 'return' ? `${r.receipt_serial} (återköp)` : String(r.receipt_serial);

/** /receipts 'Kvitton': newest first, one focused row, ↑/↓ move, Enter opens the receipt pane. */
export function ReceiptList() {
  const registerId = useValue(() => (catalog$.register.get()?.id as number | undefined) ?? null);
  const [onlyHere, setOnlyHere] = useState(false);
  const list = useReceiptList(onlyHere ? registerId : null);
  const { rows, total } = list;
  const [active, setActive] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setActive(0);
  }, [onlyHere]);
  useEffect(() => {
    if (active >= rows.length && rows.length > 0) setActive(rows.length - 1);
  }, [active, rows.length]);
  useEffect(() => {
    document.getElementById(`receipt-row-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  // The screen opens with the list under the keyboard.
  useEffect(() => {
    gridRef.current?.focus();
  }, []);

  const move = (to: number) => {
    const last = rows.length - 1;
    if (to > last && list.hasMore) list.loadMore();
    setActive(Math.max(0, Math.min(last, to)));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };
    if (e.key in step) move(active + step[e.key]);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(rows.length - 1);
    else if (e.key === 'Enter') {
      const r = rows[active];
      if (r) openReceipt(r.id);
    } else return;
    e.preventDefault();
  };

  const emptyText = onlyHere ? EMPTY_FILTERED_RECEIPTS_TEXT : EMPTY_RECEIPTS_TEXT;
  return (
    <section className={s.screen} aria-labelledby="receipts-title">
      <div className={s.heading}>
        <h1 id="receipts-title" className={s.title}>
          Kvitton
        </h1>
        <span className={s.count} role="status" aria-live="polite">
          {total == null ? 'Laddar…' : `${total} ${total === 1 ? 'kvitto' : 'kvitton'}`}
        </span>
      </div>
      <div className={s.toolbar}>
        <label>
          <input
            type="checkbox"
            checked={onlyHere}
            disabled={registerId == null}
            onChange={(e) => setOnlyHere(e.target.checked)}
          />{' '}
          Bara den här kassan
        </label>
      </div>
      {list.error && (
        <div className={s.error} role="alert">
          Kunde inte hämta kvitton: {list.error}
        </div>
      )}
      <div
        ref={gridRef}
        role="grid"
        aria-label="Kvitton"
        aria-rowcount={total == null ? -1 : total + 1}
        tabIndex={0}
        className={s.grid}
        onKeyDown={onKeyDown}
        aria-busy={list.loading}
        aria-activedescendant={rows.length ? `receipt-row-${active}` : undefined}
      >
        <div role="row" aria-rowindex={1} className={s.headerRow}>
          <div role="columnheader">Kvittonummer</div>
          <div role="columnheader" className={s.cellNum}>
            Belopp
          </div>
          <div role="columnheader">Skapad</div>
        </div>
        {total === 0 && (
          <div role="row">
            <div role="gridcell" className={s.empty}>
              {emptyText}
            </div>
          </div>
        )}
        {rows.map((r, i) => (
          <div
            key={r.id}
            id={`receipt-row-${i}`}
            role="row"
            aria-rowindex={i + 2}
            aria-selected={i === active}
            className={[s.row, i === active ? s.rowActive : ''].join(' ')}
            onMouseDown={(e) => {
              e.preventDefault();
              setActive(i);
              gridRef.current?.focus();
            }}
            onClick={() => openReceipt(r.id)}
          >
            <div role="gridcell">{serialText(r)}</div>
            <div role="gridcell" className={s.cellNum}>
              {kr(r.total)}
            </div>
            <div role="gridcell">{dateTime(r.created_at)}</div>
          </div>
        ))}
      </div>
      {list.hasMore && (
        <Button onPress={list.loadMore} isDisabled={list.loading}>
          Visa fler
        </Button>
      )}
    </section>
  );
}
