import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useValue } from '@legendapp/state/react';
import { useRouterState } from '@tanstack/react-router';
import { api } from '../../../data/api';
import { showSnackbar } from '../../../data/snackbars';
import { catalog$ } from '../../../data/stores';
import { formatWhen, OrderDetail } from './OrderDetail';
import { isNotFound, ORDER_TEXTS, orderTotalOre, upsertOrders, krText, type ParkedOrder } from './ordersData';
import { installOrderKey } from './orders.commands';
import { onOrderFocusRequest, selectedOrderId$ } from './ordersUi';
import * as s from './orders.css';

const ROW = '[data-order-row]';
const PAGE_ROWS = 10;
const lineCount = (n: number) => (n === 1 ? '1 vara' : `${n} varor`);

/**
 * /orders 'Parkerade notor': the parked orders as one keyboard grid (↑/↓, Home/End, Enter into
 * the order) beside the selected order's charges and verbs. ?order=id opens one by address.
 */
export function OrdersScreen() {
  const orders = useValue(() => catalog$.parkedOrders.get() as ParkedOrder[]);
  const selectedId = useValue(selectedOrderId$);
  const linked = useRouterState({ select: (st) => (st.location.search as Record<string, unknown>).order });
  const listRef = useRef<HTMLDivElement>(null);
  const detailRef = useRef<HTMLElement>(null);
  const lastIndex = useRef(0);

  const selected = orders.find((o) => o.id === selectedId) ?? null;
  const rowEl = (id: number | null | undefined) =>
    listRef.current?.querySelector<HTMLElement>(`[data-order-row="${id}"]`) ?? undefined;
  const focusRow = (el: HTMLElement | undefined) => {
    if (el) {
      el.focus({ preventScroll: true });
      el.scrollIntoView?.({ block: 'nearest' });
    }
  };

  // The selection is this screen's: gone with it.
  useEffect(() => () => selectedOrderId$.set(null), []);
  useEffect(() => installOrderKey(), []);

  // ?order=id: select it; an order not in the list is asked for, and a missing one is said so.
  useEffect(() => {
    const id = Number(linked);
    if (!Number.isInteger(id) || id <= 0) return;
    if (catalog$.parkedOrders.peek().some((o) => o.id === id)) {
      selectedOrderId$.set(id);
      return;
    }
    const ctrl = new AbortController();
    api<{ parked_order: ParkedOrder }>('GET', 'parked-orders/get-parked-order', {
      query: { id },
      silent: true,
      signal: ctrl.signal,
    })
      .then((d) => {
        upsertOrders([d.parked_order]);
        selectedOrderId$.set(id);
      })
      .catch((e) => {
        if (!ctrl.signal.aborted && isNotFound(e)) showSnackbar('error', ORDER_TEXTS.notFound);
      });
    return () => ctrl.abort();
  }, [linked]);

  // A selected order that went away (deleted, merged, parked elsewhere) hands over to its neighbour.
  useEffect(() => {
    // Read live: the ?order effect above may have just chosen one.
    const i = orders.findIndex((o) => o.id === selectedOrderId$.peek());
    if (i >= 0) {
      lastIndex.current = i;
      return;
    }
    const next = orders[Math.min(lastIndex.current, orders.length - 1)] ?? null;
    selectedOrderId$.set(next?.id ?? null);
    // The row that had the keyboard is gone: the neighbour takes it, unless the keyboard went
    // somewhere by the next frame (a deferred focus must never pull it back: a lost keystroke).
    const homeless = () => {
      const a = document.activeElement;
      return !a || a === document.body || !a.isConnected;
    };
    if (next && homeless())
      requestAnimationFrame(() => {
        if (homeless()) focusRow(rowEl(selectedOrderId$.peek()));
      });
  }, [orders, selectedId]);

  useEffect(
    () =>
      onOrderFocusRequest((id) => {
        requestAnimationFrame(() => focusRow(rowEl(id ?? selectedOrderId$.peek())));
      }),
    [],
  );

  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>(ROW);
    if (row) selectedOrderId$.set(Number(row.dataset.orderRow));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    const row = (e.target as HTMLElement).closest<HTMLElement>(ROW);
    if (!row) return;
    const rows = [...(listRef.current?.querySelectorAll<HTMLElement>(ROW) ?? [])];
    const i = rows.indexOf(row);
    const go = (n: number) => {
      e.preventDefault();
      focusRow(rows[Math.max(0, Math.min(rows.length - 1, n))]);
    };
    switch (e.key) {
      case 'ArrowDown':
        return go(i + 1);
      case 'ArrowUp':
        return go(i - 1);
      case 'Home':
        return go(0);
      case 'End':
        return go(rows.length - 1);
      case 'PageDown':
        return go(i + PAGE_ROWS);
      case 'PageUp':
        return go(i - PAGE_ROWS);
      case 'Enter': {
        e.preventDefault();
        selectedOrderId$.set(Number(row.dataset.orderRow));
        // Into the order: its first verb takes the keyboard.
        requestAnimationFrame(() => detailRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus());
        return;
      }
    }
  };

  const tabStop = selected?.id ?? orders[0]?.id;
  return (
    <div className={s.page}>
      <header className={s.header}>
        <h1 className={s.title}>{ORDER_TEXTS.title}</h1>
        <span className={s.count} aria-label={`${orders.length} notor`}>
          {orders.length}
        </span>
      </header>
      <div className={s.body}>
        {orders.length === 0 ? (
          <p className={s.empty}>{ORDER_TEXTS.empty}</p>
        ) : (
          <div
            ref={listRef}
            role="grid"
            aria-label={ORDER_TEXTS.title}
            className={s.list}
            onFocus={onFocus}
            onKeyDown={onKeyDown}
          >
            {orders.map((o) => (
              <div
                key={o.id}
                role="row"
                className={s.row}
                data-order-row={o.id}
                tabIndex={o.id === tabStop ? 0 : -1}
                aria-selected={o.id === selected?.id}
              >
                <span role="gridcell" className={s.name}>
                  {o.name}
                </span>
                <span role="gridcell" className={s.muted}>
                  {lineCount(o.charges.length)}
                </span>
                <span role="gridcell" className={s.amount}>
                  {krText(orderTotalOre(o))}
                </span>
                <span role="gridcell" className={s.muted}>
                  {formatWhen(o.updated_at)}
                </span>
              </div>
            ))}
          </div>
        )}
        {selected && <OrderDetail ref={detailRef} order={selected} onBack={() => focusRow(rowEl(selected.id))} />}
      </div>
    </div>
  );
}
