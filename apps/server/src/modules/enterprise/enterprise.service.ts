import { type FourElements, fourElementMismatch, InterfaceType } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import { insertFourValidation } from '../certification/verify.repo.js';
import { companyCardOf } from '../detail/company.service.js';
import { editableOrder } from '../detail/detail-access.js';
import { actorOf, writeOrderLog } from '../orders/order-log.repo.js';
import { enqueuePartnerEvent } from '../partner/outbox.service.js';
import { simulatedFourValidate } from './four-validate.provider.js';

/**
 * POST /api/enterprise/fourValidate (D12): only for orders authorised by grantFourValidate; runs
 * the provider and marks each mismatching field 不一致. The result is stored, logged, and pushed
 * to the partner (interface type 60) through the outbox in the same transaction, so a check that
 * committed is always delivered, whatever happens to this process or the partner.
 */
export async function fourValidate(ctx: AppContext, user: AuthUser, input: FourElements & { orderId: number }) {
  const order = await editableOrder(ctx, user, input.orderId);
  if (!order.fourValidateGranted) throw forbidden('该订单未授权四要素核验');
  const { orderId: _id, ...request } = input;
  const provider = simulatedFourValidate(async () => {
    const card = await companyCardOf(ctx.db, order);
    return { enterpriseName: card?.companyName ?? '', enterpriseNo: card?.socialCredit ?? '', legalName: card?.legalUse ?? '' };
  });
  const response = await provider.lookup(request);
  const marks = fourElementMismatch(request, response);
  await ctx.db.transaction(async (tx) => {
    await insertFourValidation(tx, {
      orderId: order.id,
      request: request as unknown as Record<string, string>,
      response: response as unknown as Record<string, string>,
      uid: user.id,
    });
    const bad = Object.keys(marks);
    await writeOrderLog(tx, {
      orderId: order.id,
      actor: actorOf(user),
      operateType: '四要素核验',
      logEventType: 60,
      doc: bad.length ? `不一致：${bad.join('、')}` : '四要素一致',
    });
    await enqueuePartnerEvent(tx, {
      partnerId: order.partnerId,
      orderId: order.id,
      interfaceType: InterfaceType.FOUR_ELEMENTS,
      payload: {
        openOrderId: order.openOrderId,
        orderId: order.id,
        checkTime: Date.now(),
        consistent: bad.length === 0,
        mismatchFields: bad,
        request,
        response,
      },
    });
  });
  ctx.outbox.kick();
  return { ...response, result: marks };
}
