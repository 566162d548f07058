import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function StatisticsScreen() {
  return <PendingScreen name="Statistics" />;
}
