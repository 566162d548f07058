import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function OrdersScreen() {
  return <PendingScreen name="Orders" />;
}
