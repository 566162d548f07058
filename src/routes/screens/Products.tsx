import { PendingScreen } from '../../panes/pending/PendingScreen';

export default function ProductsScreen() {
  return <PendingScreen name="Products" />;
}
