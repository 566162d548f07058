import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function CalendarScreen() {
  return <PendingScreen name="Calendar" />;
}
