import { useEffect, useMemo, useState } from 'react';
import { useValue } from '@legendapp/state/react';
import { bookings$, catalog$, type Booking } from '../../../data/stores';
import {
  checkInsFor,
  checkOutsFor,
  matchesFilter,
  positionCollisions,
  recentBookings,
  recentCheckIns,
  recentCheckOuts,
  type ActionBooking,
  type ActionView,
  type Collisions,
} from '../../../domain/actionLists';
import { addDays, stockholmDateTime, todayInStockholm } from '../../../domain/dates';

/** Today in Stockholm, moving on at midnight (and on waking from sleep). */
export function useStockholmToday(): string {
  const [today, setToday] = useState(() => todayInStockholm());
  useEffect(() => {
    const refresh = () => setToday(todayInStockholm());
    const ms = stockholmDateTime(addDays(today, 1), '00:00').getTime() - Date.now();
    const t = setTimeout(refresh, Math.max(1_000, ms + 500));
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearTimeout(t);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [today]);
  return today;
}

/** A working-set booking as the lists read it. */
export type ListBooking = Booking & ActionBooking;

export interface PositionInfo {
  name: string;
  deleted: boolean;
}

export type ListId =
  | 'checkInsToday'
  | 'checkInsTomorrow'
  | 'checkOutsToday'
  | 'checkOutsTomorrow'
  | 'recentCheckIns'
  | 'recentCheckOuts'
  | 'recentBookings';

export interface ActionListModel {
  id: ListId;
  section: 'checkIns' | 'checkOuts' | 'recent';
  title: string;
  view: ActionView;
  rows: ListBooking[];
}

export interface ActionLists {
  today: string;
  lists: ActionListModel[];
  collisions: Collisions;
  positions: Map<number, PositionInfo>;
}

/** Every /actions list from the local working set: no fetch, live with realtime. */
export function useActionLists(filter: string): ActionLists {
  const today = useStockholmToday();
  const all = useValue(() => Object.values(bookings$.get() ?? {}) as ListBooking[]);
  const positionRows = useValue(catalog$.positions);
  const positions = useMemo(
    () =>
      new Map(
        (positionRows ?? []).map((p) => [
          p.id as number,
          { name: String(p.full_name ?? p.name ?? ''), deleted: p.deleted_at != null },
        ]),
      ),
    [positionRows],
  );

  const base = useMemo(() => {
    const nameOf = (id: number | null | undefined) => (id != null ? (positions.get(id)?.name ?? '') : '');
    const tomorrow = addDays(today, 1);
    const lists: ActionListModel[] = [
      {
        id: 'checkInsToday',
        section: 'checkIns',
        title: 'Idag',
        view: 'checkIns',
        rows: checkInsFor(all, today, today, nameOf),
      },
      {
        id: 'checkInsTomorrow',
        section: 'checkIns',
        title: 'Imorgon',
        view: 'checkIns',
        rows: checkInsFor(all, tomorrow, today, nameOf),
      },
      {
        id: 'checkOutsToday',
        section: 'checkOuts',
        title: 'Idag',
        view: 'checkOuts',
        rows: checkOutsFor(all, today, today, nameOf),
      },
      {
        id: 'checkOutsTomorrow',
        section: 'checkOuts',
        title: 'Imorgon',
        view: 'checkOuts',
        rows: checkOutsFor(all, tomorrow, today, nameOf),
      },
      {
        id: 'recentCheckIns',
        section: 'recent',
        title: 'Incheckade',
        view: 'recent',
        rows: recentCheckIns(all, today),
      },
      {
        id: 'recentCheckOuts',
        section: 'recent',
        title: 'Utcheckade',
        view: 'recent',
        rows: recentCheckOuts(all, today),
      },
      {
        id: 'recentBookings',
        section: 'recent',
        title: 'Nya bokningar',
        view: 'recent',
        rows: recentBookings(all, today),
      },
    ];
    return { lists, collisions: positionCollisions(all, today), nameOf };
  }, [all, today, positions]);

  const lists = useMemo(
    () =>
      filter.trim()
        ? base.lists.map((l) => ({ ...l, rows: l.rows.filter((b) => matchesFilter(b, filter, base.nameOf)) }))
        : base.lists,
    [base, filter],
  );

  return { today, lists, collisions: base.collisions, positions };
}
