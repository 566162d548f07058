import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function UsersScreen() {
  return <PendingScreen name="Users" />;
}
