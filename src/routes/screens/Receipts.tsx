import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function ReceiptsScreen() {
  return <PendingScreen name="Receipts" />;
}
