import { createColumnHelper, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import { bookingLabel, bookingState, isDelayed, type BookingTimes } from '../../domain/bookingState';
import { daysBetween } from '../../domain/dates';
import { formatKr } from '../../domain/money';
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

export const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, ListBooking>();

/** The status text: the spec's label, or where it has none the plain state. */
export function statusOf(b: ListBooking, today: string): { text: string; tone: keyof typeof s.chip } {
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
export const columns = helper.columns([
  helper.accessor('booking_number', { id: 'booking_number', header: 'Bokningsnummer' }),
  helper.accessor((b) => b.customer_name ?? '', { id: 'customer', header: 'Gäst' }),
  helper.accessor((b) => b.position_name ?? '', { id: 'position', header: 'Plats' }),
  helper.accessor('check_in', { id: 'check_in', header: 'Incheckning' }),
  helper.accessor('check_out', { id: 'check_out', header: 'Utcheckning' }),
  helper.accessor((b) => daysBetween(b.check_in, b.check_out), { id: 'nights', header: 'Nätter', enableSorting: false }),
  helper.accessor((b) => b.adults + b.children, { id: 'guests', header: 'Gäster', enableSorting: false }),
  helper.accessor((b) => b, { id: 'state', header: 'Status', cell: (c) => <StatusText booking={c.getValue()} today={(c.table.options.meta as TableMeta).today} /> }),
  helper.accessor('total_accommodation_amount', { id: 'total', header: 'Totalt', cell: (c) => money(c.getValue()) }),
  helper.accessor('remaining_accommodation_amount', { id: 'remaining', header: 'Kvar', cell: (c) => money(c.getValue()) }),
]);

/** Columns whose numbers align right. */
export const NUMERIC = new Set(['nights', 'guests', 'total', 'remaining']);

/** What the table passes its cells (useTable's meta). */
export interface TableMeta { today: string }

function StatusText({ booking, today }: { booking: ListBooking; today: string }) {
  const { text, tone } = statusOf(booking, today);
  return <span className={s.chip[tone]}>{text}</span>;
}
