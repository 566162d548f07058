import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function InvoicesScreen() {
  return <PendingScreen name="Invoices" />;
}
