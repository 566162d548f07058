import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function ReservationsScreen() {
  return <PendingScreen name="Reservations" />;
}
