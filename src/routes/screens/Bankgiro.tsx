import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function BankgiroScreen() {
  return <PendingScreen name="Bankgiro" />;
}
