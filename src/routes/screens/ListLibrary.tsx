import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function ListLibraryScreen() {
  return <PendingScreen name="ListLibrary" />;
}
