import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function MapScreen() {
  return <PendingScreen name="Map" />;
}
