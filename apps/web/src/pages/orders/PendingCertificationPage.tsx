import { OrderListScreen } from '../../features/orders';

/** Orders pending certification (/neworder/auth, 01 §2); reloads on ?type=new. */
export default function PendingCertificationPage() {
  return <OrderListScreen kind="pendingCert" />;
}
