import { type AuditFinishRequest, checkAuditSubmit, type DecisionAnswer, InterfaceType } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { reviewFailed, reviewPassed } from '../orders/lifecycle.service.js';
import { enqueuePartnerEvent } from '../partner/outbox.service.js';
import { decidableOrder } from './decision-access.js';
import { recordDecision } from './decisions.repo.js';
import { buildPush } from './preview.service.js';
import { reasonPath, reasonTree, typeNamesOf } from './reason.service.js';

/**
 * POST /api/audit/finish (D23): the assigned auditor's review. A failure returns the order to
 * its certifier (30/40 → 20, rejectMsg kept; the messages module tells the certifier). A success
 * moves it to 50 and writes the result push to the partner outbox in the same transaction
 * (D11); the worker sends it after commit.
 */
export async function finishAudit(ctx: AppContext, user: AuthUser, input: AuditFinishRequest): Promise<DecisionAnswer> {
  const order = await decidableOrder(ctx, user, input.orderId, 'audit');
  const verdict = checkAuditSubmit({ result: input.result, code: input.code, text: input.reason });
  if (!verdict.ok) throw badRequest(verdict.message);
  const base = { orderId: order.id, kind: 'audit' as const, uid: user.id, uname: user.nickName };
  if (input.result === 20) {
    const names = typeNamesOf(reasonPath(await reasonTree(ctx.db, 'auditReject'), input.code, order.orderType));
    const moved = await ctx.db.transaction(async (tx) => {
      const row = await reviewFailed(tx, user, order.id, { rejectMsg: input.reason });
      await recordDecision(tx, { ...base, result: 20, reasonCode: input.code, reason: input.reason, ...names }, true);
      return row;
    });
    return { orderId: order.id, orderStatus: moved.orderStatus, warning: null };
  }
  const reason = input.reason || '审核通过';
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await reviewPassed(tx, user, order.id, { reason });
    // The statistics keep showing the certification's reason: the review only confirmed it.
    await recordDecision(tx, { ...base, result: 10, reasonCode: input.code, reason, typeName: '', childTypeName: '' }, false);
    const push = await buildPush(tx, row, (url) => url);
    await enqueuePartnerEvent(tx, {
      partnerId: row.partnerId,
      orderId: row.id,
      interfaceType: InterfaceType.PUSH,
      payload: { openOrderId: row.openOrderId, pushTime: Date.now(), ...push },
    });
    return row;
  });
  ctx.outbox.kick();
  return { orderId: order.id, orderStatus: moved.orderStatus, warning: null };
}
