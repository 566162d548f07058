import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { router } from '../../routes/router';
import { api } from '../../data/api';
import { onRealtimeEvent } from '../../data/events';
import { clearSelection, selectEntity } from '../../data/selection';
import { registerCommands, executeCommand } from '../../commands/registry';
import { todayInStockholm } from '../../domain/dates';
import { BookingTable } from './BookingTable';
import { Toolbar } from './Toolbar';
import { PageLoader, type PageAnswer } from './pageLoader';
import { DEFAULT_PARAMS, listQuery, paramsFromSearch, paramsKey, searchWithParams, type ListParams } from './listParams';
import { bookingTableCommands, installBookingListHandle } from './bookingTable.commands';
import type { ListBooking } from './columns';
import * as s from './bookingTable.css';

// Many saves in a row (a group checked in) refresh the list once.
const REFRESH_DELAY_MS = 400;
const fmt = new Intl.NumberFormat('sv-SE');

const fetchPage = (query: Record<string, string>, signal: AbortSignal) => api<PageAnswer<ListBooking>>('GET', 'bookings', { query, signal });

/** Focus after the palette (or a dialog) has closed and handed focus back. */
function focusSoon(el: HTMLElement | null | undefined) {
  if (!el) return;
  el.focus();
  requestAnimationFrame(() => requestAnimationFrame(() => el.focus()));
  setTimeout(() => { if (document.activeElement !== el && !el.contains(document.activeElement)) el.focus(); }, 150);
}

/** /bookings: the searchable, sortable, virtualised list of every booking. */
export function BookingListPane() {
  const search = useRouterState({ select: (st) => st.location.search as unknown as Record<string, unknown> });
  const params = useMemo(() => paramsFromSearch(search), [search]);
  const key = paramsKey(params);
  const [loader] = useState(() => { const l = new PageLoader<ListBooking>(fetchPage); l.setQuery(listQuery(params)); return l; });
  useSyncExternalStore((l) => loader.subscribe(l), () => loader.version);
  const [active, setActive] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const today = todayInStockholm();

  const setParams = useCallback((patch: Partial<ListParams>) => {
    const current = router.state.location.search as Record<string, unknown>;
    const next = searchWithParams(current, { ...paramsFromSearch(current), ...patch });
    void router.navigate({ to: router.state.location.pathname, search: next, replace: true } as never);
  }, []);

  // A new question: read it from the top.
  const asked = useRef(key);
  useEffect(() => {
    if (asked.current === key) return;
    asked.current = key;
    loader.setQuery(listQuery(params));
    setActive(0);
    if (gridRef.current) gridRef.current.scrollTop = 0;
  }, [key, loader, params]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => { clearTimeout(timer); timer = setTimeout(() => loader.refresh(), REFRESH_DELAY_MS); };
    const offs = ['BookingSaved', 'BookingRemoved'].map((e) => onRealtimeEvent(e, later));
    return () => { clearTimeout(timer); offs.forEach((off) => off()); };
  }, [loader]);

  // The list shrank under the focused row (a refresh): keep it on the last one.
  const total = loader.total;
  useEffect(() => { if (total != null && active > 0 && active >= total) setActive(Math.max(0, total - 1)); }, [active, total]);

  // The focused row is the list selection: alt+i / alt+o act on it.
  const activeId = loader.row(active)?.id;
  useEffect(() => {
    if (activeId == null) return;
    selectEntity('booking', activeId);
    return () => clearSelection('booking', activeId);
  }, [activeId]);

  useEffect(() => {
    const offHandle = installBookingListHandle({
      focusSearch: () => { focusSoon(searchRef.current); searchRef.current?.select(); },
      focusTable: () => focusSoon(gridRef.current),
      clearFilters: () => setParams({ filter: DEFAULT_PARAMS.filter, search: '', from: '', to: '' }),
      showState: (filter) => setParams({ filter }),
    });
    const offCommands = registerCommands(bookingTableCommands);
    return () => { offCommands(); offHandle(); };
  }, [setParams]);

  const onSortChange = useCallback((sort: ListParams['sort'], desc: boolean) => setParams({ sort, desc }), [setParams]);
  const onOpen = useCallback((b: ListBooking) => { void executeCommand('booking.open', { id: b.id }, 'button'); }, []);

  return (
    <section className={s.screen} aria-labelledby="bookings-title">
      <div className={s.heading}>
        <h1 id="bookings-title" className={s.title}>Bokningar</h1>
        <span className={s.count} role="status" aria-live="polite">
          {total == null ? 'Laddar…' : `${fmt.format(total)} ${total === 1 ? 'bokning' : 'bokningar'}`}
        </span>
      </div>
      <Toolbar params={params} onChange={setParams} searchRef={searchRef} onLeaveSearch={() => focusSoon(gridRef.current)} />
      {loader.error && <div className={s.error} role="alert">Kunde inte hämta bokningar: {loader.error}</div>}
      <BookingTable
        loader={loader} sort={params.sort} desc={params.desc} today={today} active={active}
        onActiveChange={setActive} onSortChange={onSortChange} onOpen={onOpen} gridRef={gridRef}
      />
    </section>
  );
}
