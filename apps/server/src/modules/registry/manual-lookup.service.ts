import type { manualReptileSchema } from '@certdesk/contract';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { assertCanActOn } from '../orders/order-access.js';
import { actorOf, OrderLogEvent, writeOrderLog } from '../orders/order-log.repo.js';
import { setOrderQueryStatus } from '../orders/orders.repo.js';
import { enqueueLookup } from './registry.service.js';

/**
 * POST /api/manualReptile: re-check the registry for an order (origin 20) with the name and
 * type the certifier typed. The order shows 查档中 (queryStatus 10) until the job finishes.
 */
export async function manualLookup(ctx: AppContext, user: AuthUser, input: z.infer<typeof manualReptileSchema>) {
  const order = await assertCanActOn(ctx, user, input.orderId);
  if (order.orderStatus === 100) throw badRequest('订单已结束，不能重新查档');
  return ctx.db.transaction(async (tx) => {
    const id = await enqueueLookup(ctx, tx, {
      orderId: order.id,
      companyName: input.companyName,
      socialCredit: input.socialCredit,
      licenseNo: input.licenseNo,
      orgType: input.orgType,
      province: input.province,
      city: input.city,
      origin: 20,
      requestUid: user.id,
    });
    await setOrderQueryStatus(tx, order.id, 10);
    await writeOrderLog(tx, {
      orderId: order.id,
      actor: actorOf(user),
      operateType: '重新查档',
      logEventType: OrderLogEvent.MANUAL_LOOKUP,
      doc: `重新查档：${input.companyName}`,
    });
    return { id };
  });
}
