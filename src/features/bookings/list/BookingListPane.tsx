import { useCallback, useEffect } from 'react';
import { api } from '../../../data/api';
import { registerCommands, executeCommand } from '../../../commands/registry';
import { todayInStockholm } from '../../../domain/dates';
import { BookingTable } from './BookingTable';
import { Toolbar } from './Toolbar';
import type { PageAnswer } from './pageLoader';
import { bookingListParams, type ListParams } from './listParams';
import { bookingTableCommands } from './bookingTable.commands';
import { takeGridFocusRequest } from './bookingTabs';
import { useServerList } from './useServerList';
import { focusSoon } from '../../../ui/focusSoon';
import type { ListBooking } from './columns';
import * as s from './bookingTable.css';

const fmt = new Intl.NumberFormat('sv-SE');
const REFRESH_ON = ['BookingSaved', 'BookingRemoved'] as const;

const fetchPage = (query: Record<string, string>, signal: AbortSignal) =>
  api<PageAnswer<ListBooking>>('GET', 'bookings', { query, signal });

/** /bookings: the searchable, sortable, virtualised list of every booking. */
export function BookingListPane() {
  const list = useServerList({
    params: bookingListParams,
    fetchPage,
    refreshOn: REFRESH_ON,
    entity: 'booking',
    bookingOf: (b) => b,
  });
  const { params, loader, total, active, setActive, gridRef, searchRef, setParams } = list;
  const today = todayInStockholm();

  useEffect(() => registerCommands(bookingTableCommands), []);
  useEffect(() => {
    if (takeGridFocusRequest()) focusSoon(gridRef.current);
  }, [gridRef]);

  const onSortChange = useCallback((sort: ListParams['sort'], desc: boolean) => setParams({ sort, desc }), [setParams]);
  const onOpen = useCallback((b: ListBooking) => {
    void executeCommand('booking.open', { id: b.id }, 'button');
  }, []);

  return (
    <section className={s.screen} aria-labelledby="bookings-title">
      <div className={s.heading}>
        <h1 id="bookings-title" className={s.title}>
          Bokningar
        </h1>
        <span className={s.count} role="status" aria-live="polite">
          {total == null ? 'Laddar…' : `${fmt.format(total)} ${total === 1 ? 'bokning' : 'bokningar'}`}
        </span>
      </div>
      <Toolbar
        params={params}
        onChange={setParams}
        searchRef={searchRef}
        onLeaveSearch={() => focusSoon(gridRef.current)}
      />
      {loader.error && (
        <div className={s.error} role="alert">
          Kunde inte hämta bokningar: {loader.error}
        </div>
      )}
      <BookingTable
        loader={loader}
        sort={params.sort}
        desc={params.desc}
        today={today}
        active={active}
        onActiveChange={setActive}
        onSortChange={onSortChange}
        onOpen={onOpen}
        gridRef={gridRef}
      />
    </section>
  );
}
