import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function UnitsScreen() {
  return <PendingScreen name="Units" />;
}
