import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function DashboardScreen() {
  return <PendingScreen name="Dashboard" />;
}
