import { OrderListScreen } from '../../features/orders';

/** Orders pending review (/neworder/check, 01 §2); reloads on ?type=new. */
export default function PendingReviewPage() {
  return <OrderListScreen kind="pendingReview" />;
}
