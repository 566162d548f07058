import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { currentLocation, navigate } from '../../../navigation/navigation';
import { onRealtimeEvent, type RealtimeEvent } from '../../../data/events';
import { clearSelection, selectEntity } from '../../../data/selection';
import type { EntityType } from '../../../commands/types';
import type { BookingTimes } from '../../../domain/bookingState';
import { installBookingListHandle } from './bookingTable.commands';
import { PageLoader, type FetchPage, type PageNames } from './pageLoader';
import type { ListParams, ListParamsApi } from './listParams';
import { useTakeFocusOnOpen } from '../../../ui/useTakeFocusOnOpen';
import { focusSoon } from '../../../ui/focusSoon';

// Many saves in a row (a group checked in) refresh the list once.
const REFRESH_DELAY_MS = 400;

export interface ServerListOptions<R, K extends string, S extends string, F extends string> {
  params: ListParamsApi<S, F>;
  fetchPage: FetchPage<R, K>;
  names?: PageNames<K>;
  /** Realtime events after which the list is read again. */
  refreshOn: readonly RealtimeEvent[];
  /** The focused row is the list selection of this entity type (commands act on it). */
  entity: EntityType;
  /** A booking row's state fields: the verbs judge the selected row as the list shows it. */
  bookingOf?: (row: R) => BookingTimes;
}

/**
 * The state of a server-paged list screen: params in the URL, the page loader, the focused row
 * (the selection), realtime refreshes and the handle the list commands ('/' etc.) call.
 */
export function useServerList<R extends { id: number }, K extends string, S extends string, F extends string>(
  o: ServerListOptions<R, K, S, F>,
) {
  const api = o.params;
  const search = useRouterState({ select: (st) => st.location.search as unknown as Record<string, unknown> });
  const params = useMemo(() => api.paramsFromSearch(search), [api, search]);
  const key = api.paramsKey(params);
  const [loader] = useState(() => {
    const l = new PageLoader<R, K>(o.fetchPage, undefined, o.names);
    l.setQuery(api.listQuery(params));
    return l;
  });
  useSyncExternalStore(
    (l) => loader.subscribe(l),
    () => loader.version,
  );
  const [active, setActive] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const setParams = useCallback(
    (patch: Partial<ListParams<S, F>>) => {
      const current = currentLocation().search;
      const next = api.searchWithParams(current, { ...api.paramsFromSearch(current), ...patch });
      navigate({ search: next, replace: true });
    },
    [api],
  );

  // A new question: read it from the top.
  const asked = useRef(key);
  useEffect(() => {
    if (asked.current === key) return;
    asked.current = key;
    loader.setQuery(api.listQuery(params));
    setActive(0);
    if (gridRef.current) gridRef.current.scrollTop = 0;
  }, [key, loader, params, api]);

  // Subscribed again only when the names change, not when the caller passes a new array of the same names.
  const refreshOn = useRef(o.refreshOn);
  refreshOn.current = o.refreshOn;
  const events = o.refreshOn.join(',');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => loader.refresh(), REFRESH_DELAY_MS);
    };
    const offs = refreshOn.current.map((e) => onRealtimeEvent(e, later));
    return () => {
      clearTimeout(timer);
      offs.forEach((off) => off());
    };
  }, [loader, events]);

  // The list shrank under the focused row (a refresh): keep it on the last one.
  const total = loader.total;
  useEffect(() => {
    if (total != null && active > 0 && active >= total) setActive(Math.max(0, total - 1));
  }, [active, total]);

  // The focused row is the list selection: commands (alt+i, the palette's verbs) act on it.
  const activeRow = loader.row(active);
  const activeId = activeRow?.id;
  const entity = o.entity;
  const activeBooking = activeRow && o.bookingOf ? o.bookingOf(activeRow) : undefined;
  useEffect(() => {
    if (activeId == null) return;
    selectEntity(entity, activeId, activeBooking);
    return () => clearSelection(entity, activeId);
  }, [activeId, entity, activeBooking]);

  useEffect(
    () =>
      installBookingListHandle({
        focusSearch: () => {
          focusSoon(searchRef.current, (el) => (el as HTMLInputElement).select());
        },
        focusTable: () => focusSoon(gridRef.current),
        clearFilters: () =>
          setParams({ filter: api.defaults.filter, search: '', from: '', to: '' } as Partial<ListParams<S, F>>),
        showState: (filter) => {
          if (api.filters.some(([f]) => f === filter)) setParams({ filter } as Partial<ListParams<S, F>>);
        },
      }),
    [setParams, api],
  );

  // The list takes the keyboard when its screen opens: arrows work at once.
  useTakeFocusOnOpen(() => gridRef.current, total != null);

  return { params, loader, total, active, setActive, gridRef, searchRef, setParams };
}
