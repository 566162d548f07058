import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function ScbScreen() {
  return <PendingScreen name="Scb" />;
}
