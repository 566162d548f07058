import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function SalesReportsScreen() {
  return <PendingScreen name="SalesReports" />;
}
