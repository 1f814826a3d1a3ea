import { OrderListScreen } from '../../features/orders';

/** All orders (/neworder/list, 01 §2). */
export default function AllOrdersPage() {
  return <OrderListScreen kind="all" />;
}
