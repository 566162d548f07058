import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function CalendarScreen() {
  return <PendingScreen name="Calendar" />;
}
