import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useValue } from '@legendapp/state/react';
import { call } from '../../../data/call';
import { onRealtimeEvent } from '../../../data/events';
import type { InvoiceRow } from '../../../contracts/invoices';
import { currentLocation, navigate } from '../../../navigation/navigation';
import { useTakeFocusOnOpen } from '../../../ui/useTakeFocusOnOpen';
import { PageLoader, type FetchPage } from '../../bookings/list/pageLoader';
import { unpaidAlert$ } from './invoiceAlert.commands';
import {
  invoiceListQuery,
  invoiceParamsFromSearch,
  invoiceParamsKey,
  searchWithInvoiceParams,
  type InvoiceListParams,
} from './invoiceListParams';

export const INVOICE_PAGE_SIZE = 100;
/** How long the unpaid rows flash (money.md 2 "Invoice list"). */
export const FLASH_MS = 2000;
// Many payments in a row (a bank file) refresh the list once.
const REFRESH_DELAY_MS = 400;

// Alerts already shown: the alert is a count, and a list mounted later still shows the ones it missed.
let handledAlerts = 0;

/**
 * GET invoices as the page loader wants its pages: request_id echoed, total_count as total. Every row that
 * arrives is shown to `seen`, which tells when an invoice has turned overdue since it was last read.
 */
function invoicePages(seen: (rows: InvoiceRow[]) => void): FetchPage<InvoiceRow, 'invoices'> {
  return async (query, signal) => {
    const { request_id, ...rest } = query;
    const d = await call('GET invoices', { query: rest, signal, silent: true });
    seen(d.invoices);
    return { request_id: request_id ?? null, total: d.total_count, offset: d.offset, invoices: d.invoices };
  };
}

/**
 * The state of /invoices: params in the URL, the paged rows, the focused row, live refreshes, and the
 * unpaid-invoice alert (a 'Visa obetalda fakturor' request, or a row read again that has turned overdue),
 * which flashes the rows with something left to pay for FLASH_MS.
 */
export function useInvoiceList() {
  const search = useRouterState({ select: (st) => st.location.search as unknown as Record<string, unknown> });
  const params = useMemo(() => invoiceParamsFromSearch(search), [search]);
  const key = invoiceParamsKey(params);

  const [flashing, setFlashing] = useState(false);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flash = useCallback(() => {
    clearTimeout(flashTimer.current);
    setFlashing(true);
    flashTimer.current = setTimeout(() => setFlashing(false), FLASH_MS);
  }, []);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  // Whether each invoice read so far was overdue: one read as not overdue and now overdue raises the alert.
  const overdue = useRef(new Map<number, boolean>());
  const flashRef = useRef(flash);
  flashRef.current = flash;
  const [loader] = useState(() => {
    const seen = (rows: InvoiceRow[]) => {
      let turned = false;
      for (const r of rows) {
        if (overdue.current.get(r.id) === false && r.isOverdue) turned = true;
        overdue.current.set(r.id, r.isOverdue);
      }
      if (turned) flashRef.current();
    };
    const l = new PageLoader<InvoiceRow, 'invoices'>(invoicePages(seen), INVOICE_PAGE_SIZE, {
      size: 'limit',
      rows: 'invoices',
    });
    l.setQuery(invoiceListQuery(params));
    return l;
  });
  useSyncExternalStore(
    (l) => loader.subscribe(l),
    () => loader.version,
  );

  const [active, setActive] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);

  const setParams = useCallback((patch: Partial<InvoiceListParams>) => {
    const current = currentLocation().search;
    const next = searchWithInvoiceParams(current, { ...invoiceParamsFromSearch(current), ...patch });
    navigate({ search: next, replace: true });
  }, []);

  // A new question is read from the top.
  const asked = useRef(key);
  useEffect(() => {
    if (asked.current === key) return;
    asked.current = key;
    loader.setQuery(invoiceListQuery(params));
    setActive(0);
    if (gridRef.current) gridRef.current.scrollTop = 0;
  }, [key, loader, params]);

  // An invoice changed anywhere: the pages on screen are read again, the old rows shown meanwhile (no jump).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onRealtimeEvent('InvoiceUpdated', () => {
      clearTimeout(timer);
      timer = setTimeout(() => loader.refresh(), REFRESH_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [loader]);

  const alerts = useValue(unpaidAlert$);
  useEffect(() => {
    if (alerts > handledAlerts) {
      handledAlerts = alerts;
      flash();
    }
  }, [alerts, flash]);

  // The list shrank under the focused row: keep it on the last one.
  const total = loader.total;
  useEffect(() => {
    if (total != null && active > 0 && active >= total) setActive(Math.max(0, total - 1));
  }, [active, total]);

  // The list takes the keyboard when the screen opens: arrows work at once.
  useTakeFocusOnOpen(() => gridRef.current, total != null);

  return { params, setParams, loader, total, active, setActive, gridRef, flashing, flash };
}
