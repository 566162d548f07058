import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function AccountingScreen() {
  return <PendingScreen name="Accounting" />;
}
