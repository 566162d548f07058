import type { GroupPill } from '../../../domain/groupState';
import { formatStockholm } from '../../../domain/dates';
import { GROUP_CHECKIN_LABELS, GROUP_CHECKOUT_LABELS } from '../../../domain/bookingLabels';
import type { GridColumn } from './gridColumns';
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

const TONE: Record<GroupPill, keyof typeof s.chip> = {
  delayed: 'warning',
  all: 'success',
  some: 'neutral',
  none: 'neutral',
};
const day = (iso: string | null) => iso ?? '–';

/** Column ids are the server's sort columns where the column sorts. */
export const groupColumns: GridColumn<ListBookingGroup>[] = [
  { id: 'booking_number', header: 'Gruppnummer', sortable: true, cell: (g) => g.booking_number },
  { id: 'name', header: 'Namn', sortable: true, cell: (g) => g.name ?? '' },
  { id: 'customer', header: 'Kund', sortable: true, cell: (g) => g.customer_name ?? '' },
  { id: 'bookings_count', header: 'Bokningar', sortable: true, cell: (g) => g.bookings_count },
  { id: 'first_checkin_date', header: 'Första incheckning', sortable: true, cell: (g) => day(g.first_checkin_date) },
  { id: 'last_checkout_date', header: 'Sista utcheckning', sortable: true, cell: (g) => day(g.last_checkout_date) },
  {
    id: 'created_at',
    header: 'Skapad',
    sortable: true,
    cell: (g) => formatStockholm(new Date(g.created_at), 'yyyy-MM-dd'),
  },
  { id: 'state', header: 'Status', cell: (g) => <GroupPills group={g} /> },
];

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
