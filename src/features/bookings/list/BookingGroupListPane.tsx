import { useCallback, useEffect } from 'react';
import { api } from '../../../data/api';
import { registerCommands, executeCommand } from '../../../commands/registry';
import { todayInStockholm } from '../../../domain/dates';
import { VirtualGrid } from './VirtualGrid';
import { Toolbar } from './Toolbar';
import type { PageAnswer, PageNames } from './pageLoader';
import type { ListParams } from './listParams';
import { GROUP_DATE_FIELDS, GROUP_FILTERS, groupListParams, type GroupFilter, type GroupSort } from './groupListParams';
import { bookingTableCommands } from './bookingTable.commands';
import { takeGridFocusRequest } from './bookingTabs';
import { useServerList } from './useServerList';
import { focusSoon } from '../../../ui/focusSoon';
import { GROUP_NUMERIC, groupColumns, type ListBookingGroup } from './groupColumns';
import * as s from './bookingTable.css';

const NAMES: PageNames<'booking_groups'> = { size: 'visible_booking_groups', rows: 'booking_groups' };
const REFRESH_ON = ['BookingSaved', 'BookingRemoved', 'BookingGroupSaved'] as const;
// The booking list's verbs that mean something for groups too.
const COMMANDS = bookingTableCommands.filter((c) => c.id !== 'bookings.showUnpaid');
const fmt = new Intl.NumberFormat('sv-SE');

const fetchPage = (query: Record<string, string>, signal: AbortSignal) =>
  api<PageAnswer<ListBookingGroup, 'booking_groups'>>('GET', 'booking-groups', { query, signal });

/** /bookings/grupper: the searchable, sortable, virtualised list of booking groups. */
export function BookingGroupListPane() {
  const list = useServerList({
    params: groupListParams,
    fetchPage,
    names: NAMES,
    refreshOn: REFRESH_ON,
    entity: 'booking_group',
  });
  const { params, loader, total, active, setActive, gridRef, searchRef, setParams } = list;
  const today = todayInStockholm();

  useEffect(() => registerCommands(COMMANDS), []);
  useEffect(() => {
    if (takeGridFocusRequest()) focusSoon(gridRef.current);
  }, [gridRef]);

  const onSortChange = useCallback(
    (sort: GroupSort, desc: boolean) => setParams({ sort, desc } as Partial<ListParams<GroupSort, GroupFilter>>),
    [setParams],
  );
  const onOpen = useCallback((g: ListBookingGroup) => {
    void executeCommand('bookingGroup.open', { id: g.id }, 'button');
  }, []);

  return (
    <section className={s.screen} aria-labelledby="booking-groups-title">
      <div className={s.heading}>
        <h1 id="booking-groups-title" className={s.title}>
          Gruppbokningar
        </h1>
        <span className={s.count} role="status" aria-live="polite">
          {total == null ? 'Laddar…' : `${fmt.format(total)} ${total === 1 ? 'gruppbokning' : 'gruppbokningar'}`}
        </span>
      </div>
      <Toolbar
        params={params}
        onChange={setParams}
        searchRef={searchRef}
        onLeaveSearch={() => focusSoon(gridRef.current)}
        filters={GROUP_FILTERS}
        noun="gruppbokning"
        placeholder="Gruppnummer, gruppens eller kundens namn"
        datesLabels={GROUP_DATE_FIELDS}
      />
      {loader.error && (
        <div className={s.error} role="alert">
          Kunde inte hämta gruppbokningar: {loader.error}
        </div>
      )}
      <VirtualGrid
        loader={loader}
        columns={groupColumns}
        numeric={GROUP_NUMERIC}
        layout={s.columnsLayout.groups}
        label="Gruppbokningar"
        rowIdPrefix="booking-group-row"
        emptyText="Inga gruppbokningar matchar"
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
