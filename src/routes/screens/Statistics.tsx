import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function StatisticsScreen() {
  return <PendingScreen name="Statistics" />;
}
