import { BookingListPane } from '../../panes/bookingTable/BookingListPane';

/** /bookings/{tab?}: the booking list (bookings.md 2). */
export default function BookingsScreen() {
  return <BookingListPane />;
}
