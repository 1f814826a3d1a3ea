import {
  type CertSubmitRequest,
  checkCertSubmit,
  compareRegistry,
  type DecisionAnswer,
  sendsSuccessCode,
  usesSingleForm,
} from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { companyCardOf } from '../detail/company.service.js';
import { submitCertification } from '../orders/lifecycle.service.js';
import { type DecisionOrder, decidableOrder } from './decision-access.js';
import { recordDecision } from './decisions.repo.js';
import { reasonPath, reasonTree, typeNamesOf } from './reason.service.js';

/** The registry comparison errors of a company or organisation order (02 §5). */
async function registryErrors(ctx: AppContext, order: DecisionOrder) {
  const card = await companyCardOf(ctx.db, order);
  const registry = {
    companyName: card?.companyName ?? null,
    socialCredit: card?.socialCredit ?? null,
    province: card?.province ?? null,
    city: card?.city ?? null,
    licenseEnd: card?.licenseEnd ?? null,
    operatingName: card?.operatingName ?? null,
    simpleLogout: card?.simpleLogout ?? null,
  };
  return compareRegistry(registry, { companyName: order.companyName, socialCredit: order.socialCredit }, order.expiredDate).errors;
}

/**
 * POST /api/certification/submit (D23): the assigned certifier's result. The rules of 02 §5 are
 * checked again here (the form checks them first); the order moves 20 → 30, or 40 after a review
 * failure, through the lifecycle (which dispatches the auditor), with the record in the same
 * transaction.
 */
export async function submitCertDecision(ctx: AppContext, user: AuthUser, input: CertSubmitRequest): Promise<DecisionAnswer> {
  const order = await decidableOrder(ctx, user, input.orderId, 'cert');
  const success = input.result === 10;
  const errors = success && usesSingleForm(order.orderType) ? await registryErrors(ctx, order) : [];
  const verdict = checkCertSubmit({
    orderType: order.orderType,
    result: input.result,
    code: input.rejectCode,
    text: input.reason,
    registryErrors: errors,
  });
  if (!verdict.ok) throw badRequest(verdict.message);
  // Types 3 and 4 send no success code (02 §5); a stray one is ignored rather than trusted.
  const code = success && !sendsSuccessCode(order.orderType) ? '' : input.rejectCode;
  const names = code
    ? typeNamesOf(reasonPath(await reasonTree(ctx.db, success ? 'authSuccess' : 'authReject'), code, order.orderType))
    : { typeName: '认证成功', childTypeName: '' };
  const reason = input.reason || '认证成功';
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await submitCertification(tx, user, order.id, { result: input.result, reason });
    await recordDecision(
      tx,
      { orderId: order.id, kind: 'cert', result: input.result, reasonCode: code, reason, ...names, uid: user.id, uname: user.nickName },
      true,
    );
    return row;
  });
  return { orderId: order.id, orderStatus: moved.orderStatus, warning: verdict.warning };
}
