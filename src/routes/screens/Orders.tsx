import { OrdersScreen } from '../../features/till/orders/OrdersScreen';

export default function OrdersRoute() {
  return <OrdersScreen />;
}
