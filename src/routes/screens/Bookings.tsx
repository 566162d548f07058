import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function BookingsScreen() {
  return <PendingScreen name="Bookings" />;
}
