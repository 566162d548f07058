// The customer pane formats as the booking pane does.
export { dateTime, kr } from '../entity/booking/format';
export { isoDay as day } from '../entity/bookingLabels';
