import { isExpired } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { assertOrderVisible } from '../orders/order-access.js';

/** An order row as the detail reads it. */
export type DetailOrder = Awaited<ReturnType<typeof assertOrderVisible>>;

/** Why the caller may not change the order's detail now, or null when they may. */
export function editRefusal(user: AuthUser, order: DetailOrder, now = new Date()): string | null {
  // Only the assigned certifier edits (02 §6); administrators and auditors view.
  if (!user.roleTypes.includes(200) || order.certificationUid !== user.id) return '只有负责该订单的认证员可以修改';
  if (order.orderStatus !== 20) return '订单当前状态不可修改';
  if (isExpired(order.expiredDate, now, false)) return '订单已超期，不可修改';
  return null;
}

/** The order when visible to the caller (else 未找到订单, as if it did not exist). */
export function readableOrder(ctx: AppContext, user: AuthUser, orderId: number): Promise<DetailOrder> {
  return assertOrderVisible(ctx, user, orderId);
}

/** The order when the caller may change its detail: visible, assigned certifier, status 20, not expired. */
export async function editableOrder(ctx: AppContext, user: AuthUser, orderId: number): Promise<DetailOrder> {
  const order = await assertOrderVisible(ctx, user, orderId);
  const refusal = editRefusal(user, order);
  if (refusal === '只有负责该订单的认证员可以修改') throw forbidden(refusal);
  if (refusal) throw badRequest(refusal);
  return order;
}
