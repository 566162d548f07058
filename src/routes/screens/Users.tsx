import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function UsersScreen() {
  return <PendingScreen name="Users" />;
}
