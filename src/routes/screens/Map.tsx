import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function MapScreen() {
  return <PendingScreen name="Map" />;
}
