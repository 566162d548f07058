import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function ScbScreen() {
  return <PendingScreen name="Scb" />;
}
