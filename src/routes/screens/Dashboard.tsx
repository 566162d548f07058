import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function DashboardScreen() {
  return <PendingScreen name="Dashboard" />;
}
