import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function ReservationsScreen() {
  return <PendingScreen name="Reservations" />;
}
