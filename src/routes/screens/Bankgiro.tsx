import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function BankgiroScreen() {
  return <PendingScreen name="Bankgiro" />;
}
