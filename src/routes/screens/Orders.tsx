import { OrdersScreen } from '../../panes/orders/OrdersScreen';

export default function OrdersRoute() {
  return <OrdersScreen />;
}
