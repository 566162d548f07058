import { bookingLabel, bookingState, isDelayed, type BookingTimes } from '../../../domain/bookingState';
import { daysBetween } from '../../../domain/dates';
import { formatKr } from '../../../domain/money';
import type { GridColumn } from './gridColumns';
import * as s from './bookingTable.css';

/** A row of GET bookings: the working-set list fields plus the position's name. */
export interface ListBooking extends BookingTimes {
  id: number;
  booking_number: string;
  customer_name: string | null;
  position_name: string | null;
  adults: number;
  children: number;
  total_accommodation_amount: number;
  remaining_accommodation_amount: number;
  created_at: string;
}

interface Status {
  text: string;
  tone: keyof typeof s.chip;
}
// A row's status by its data object: a row scrolled back into view (and its cell and tone) asks once.
const statuses = new WeakMap<ListBooking, { today: string; status: Status }>();

/** The status text: the spec's label, or where it has none the plain state. */
export function statusOf(b: ListBooking, today: string): Status {
  const known = statuses.get(b);
  if (known?.today === today) return known.status;
  const status = computeStatus(b, today);
  statuses.set(b, { today, status });
  return status;
}

function computeStatus(b: ListBooking, today: string): Status {
  const label = bookingLabel(b, today);
  const state = bookingState(b);
  if (state === 'cancelled') return { text: label ?? 'Avbokad', tone: 'error' };
  if (isDelayed(b, today)) return { text: label ?? 'Försenad', tone: 'warning' };
  if (state === 'checked_in') return { text: label ?? 'Incheckad', tone: 'success' };
  if (state === 'checked_out') return { text: label ?? 'Utcheckad', tone: 'neutral' };
  if (state === 'draft') return { text: 'Utkast', tone: 'neutral' };
  return { text: 'Ej incheckad', tone: 'neutral' };
}

const money = (ore: number | null | undefined) => (ore == null ? '' : formatKr(ore));

/** Column ids are the server's sort columns where the column sorts. */
export const columns: GridColumn<ListBooking>[] = [
  { id: 'booking_number', header: 'Bokningsnummer', sortable: true, cell: (b) => b.booking_number },
  { id: 'customer', header: 'Gäst', sortable: true, cell: (b) => b.customer_name ?? '' },
  { id: 'position', header: 'Plats', sortable: true, cell: (b) => b.position_name ?? '' },
  { id: 'check_in', header: 'Incheckning', sortable: true, cell: (b) => b.check_in },
  { id: 'check_out', header: 'Utcheckning', sortable: true, cell: (b) => b.check_out },
  { id: 'nights', header: 'Nätter', cell: (b) => daysBetween(b.check_in, b.check_out) },
  { id: 'guests', header: 'Gäster', cell: (b) => b.adults + b.children },
  {
    id: 'state',
    header: 'Status',
    sortable: true,
    cell: (b, today) => statusOf(b, today).text,
    tone: (b, today) => s.chip[statusOf(b, today).tone],
  },
  { id: 'total', header: 'Totalt', sortable: true, cell: (b) => money(b.total_accommodation_amount) },
  { id: 'remaining', header: 'Kvar', sortable: true, cell: (b) => money(b.remaining_accommodation_amount) },
];

/** Columns whose numbers align right. */
export const NUMERIC = new Set(['nights', 'guests', 'total', 'remaining']);
