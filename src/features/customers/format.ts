// The customer pane formats as the booking pane does.
export { dateTime, kr } from '../bookings/pane/format';
export { isoDay as day } from '../../domain/bookingLabels';
