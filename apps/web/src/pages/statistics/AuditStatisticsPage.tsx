import { OrderListScreen } from '../../features/orders';

/** Review result statistics (/statistics/audit, 01 §2). */
export default function AuditStatisticsPage() {
  return <OrderListScreen kind="auditStats" />;
}
