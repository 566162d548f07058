import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function SettingsScreen() {
  return <PendingScreen name="Settings" />;
}
