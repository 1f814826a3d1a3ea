import { isExpired, OrderStatus } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, forbidden, staleState } from '../../platform/errors.js';
import { assertOrderVisible } from '../orders/order-access.js';

/** An order as the decision services read it. */
export type DecisionOrder = Awaited<ReturnType<typeof assertOrderVisible>>;

/**
 * The order when the caller may submit this decision now (02 §2.2, §2.3; D1, D3): visible,
 * assigned to the caller, in the stage's status (else the lifecycle's race message), not expired.
 */
export async function decidableOrder(ctx: AppContext, user: AuthUser, orderId: number, stage: 'cert' | 'audit'): Promise<DecisionOrder> {
  const order = await assertOrderVisible(ctx, user, orderId);
  if (stage === 'cert') {
    if (order.certificationUid !== user.id) throw forbidden('该订单未分配给您，不能提交认证');
    if (order.orderStatus !== OrderStatus.PENDING_CERT) throw staleState();
  } else {
    if (order.auditUid !== user.id) throw forbidden('该订单未分配给您，不能提交审核');
    if (order.orderStatus !== OrderStatus.PENDING_REVIEW && order.orderStatus !== OrderStatus.RESUBMITTED) throw staleState();
  }
  if (isExpired(order.expiredDate, new Date(), false)) throw badRequest('订单已超期，不可提交');
  return order;
}
