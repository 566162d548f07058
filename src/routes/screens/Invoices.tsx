import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function InvoicesScreen() {
  return <PendingScreen name="Invoices" />;
}
