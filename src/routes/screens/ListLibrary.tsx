import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function ListLibraryScreen() {
  return <PendingScreen name="ListLibrary" />;
}
