import { createColumnHelper } from '@tanstack/react-table';
import type { GroupPill } from '../../domain/groupState';
import { formatStockholm } from '../../domain/dates';
import { GROUP_CHECKIN_LABELS, GROUP_CHECKOUT_LABELS } from '../entity/bookingLabels';
import { features } from './columns';
import * as s from './bookingTable.css';

/** A row of GET booking-groups. */
export interface ListBookingGroup {
  id: number;
  booking_number: string;
  name: string | null;
  customer_id: number;
  customer_name: string | null;
  bookings_count: number;
  first_checkin_date: string | null;
  last_checkout_date: string | null;
  created_at: string;
  deleted_at: string | null;
  /** Worked out by the server with src/domain/groupState.ts. */
  checkin_pill: GroupPill;
  checkout_pill: GroupPill;
}

const helper = createColumnHelper<typeof features, ListBookingGroup>();
const TONE: Record<GroupPill, keyof typeof s.chip> = { delayed: 'warning', all: 'success', some: 'neutral', none: 'neutral' };
const day = (iso: string | null) => iso ?? '–';

/** Column ids are the server's sort columns where the column sorts. */
export const groupColumns = helper.columns([
  helper.accessor('booking_number', { id: 'booking_number', header: 'Gruppnummer' }),
  helper.accessor((g) => g.name ?? '', { id: 'name', header: 'Namn' }),
  helper.accessor((g) => g.customer_name ?? '', { id: 'customer', header: 'Kund' }),
  helper.accessor('bookings_count', { id: 'bookings_count', header: 'Bokningar' }),
  helper.accessor((g) => day(g.first_checkin_date), { id: 'first_checkin_date', header: 'Första incheckning' }),
  helper.accessor((g) => day(g.last_checkout_date), { id: 'last_checkout_date', header: 'Sista utcheckning' }),
  helper.accessor((g) => formatStockholm(new Date(g.created_at), 'yyyy-MM-dd'), { id: 'created_at', header: 'Skapad' }),
  helper.accessor((g) => g, { id: 'state', header: 'Status', enableSorting: false, cell: (c) => <GroupPills group={c.getValue()} /> }),
]);

export const GROUP_NUMERIC = new Set(['bookings_count']);

function GroupPills({ group }: { group: ListBookingGroup }) {
  if (group.deleted_at) return <span className={s.chip.error}>Avbokad</span>;
  return (
    <span className={s.pills}>
      <span className={s.chip[TONE[group.checkin_pill]]}>{GROUP_CHECKIN_LABELS[group.checkin_pill]}</span>
      <span className={s.chip[TONE[group.checkout_pill]]}>{GROUP_CHECKOUT_LABELS[group.checkout_pill]}</span>
    </span>
  );
}
