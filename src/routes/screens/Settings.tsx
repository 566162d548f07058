import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function SettingsScreen() {
  return <PendingScreen name="Settings" />;
}
