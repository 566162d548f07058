import { columns, NUMERIC, type ListBooking } from './columns';
import type { PageLoader } from './pageLoader';
import type { SortColumn } from './listParams';
import { VirtualGrid } from './VirtualGrid';
import * as s from './bookingTable.css';

export interface BookingTableProps {
  loader: PageLoader<ListBooking>;
  sort: SortColumn;
  desc: boolean;
  today: string;
  /** The focused row's index (the grid's one active row). */
  active: number;
  onActiveChange: (index: number) => void;
  onSortChange: (column: SortColumn, desc: boolean) => void;
  onOpen: (booking: ListBooking) => void;
  gridRef: React.RefObject<HTMLDivElement | null>;
}

/** The virtualised booking grid (GET bookings). */
export function BookingTable(props: BookingTableProps) {
  return (
    <VirtualGrid
      {...props}
      columns={columns}
      numeric={NUMERIC}
      layout={s.columnsLayout.bookings}
      label="Bokningar"
      rowIdPrefix="booking-row"
      emptyText="Inga bokningar matchar"
    />
  );
}
