import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function AccountingScreen() {
  return <PendingScreen name="Accounting" />;
}
