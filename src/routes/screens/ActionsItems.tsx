import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function ActionsItemsScreen() {
  return <PendingScreen name="ActionsItems" />;
}
