import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function SalesReportsScreen() {
  return <PendingScreen name="SalesReports" />;
}
