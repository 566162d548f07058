import { PendingScreen } from '../../shell/pending/PendingScreen';

export default function ProductsScreen() {
  return <PendingScreen name="Products" />;
}
