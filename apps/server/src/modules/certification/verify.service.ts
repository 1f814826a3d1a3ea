import { FRONT_EMPTY_MESSAGE, type FrontInfo, idCardError, isBlankInfo, SIDE_EMPTY_MESSAGE, type SideInfo } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { companyCardOf } from '../detail/company.service.js';
import { editableOrder, readableOrder } from '../detail/detail-access.js';
import { actorOf, writeOrderLog } from '../orders/order-log.repo.js';
import { insertLegalCheck, legalChecksOf, upsertVerification, verificationOf } from './verify.repo.js';

/** GET /api/certification/verify/{id}: the saved verification; the active tab comes from here. */
export async function loadVerification(ctx: AppContext, user: AuthUser, orderId: number) {
  await readableOrder(ctx, user, orderId);
  const row = await verificationOf(ctx.db, orderId);
  return { orderId, verifyType: row?.verifyType ?? 10, sideInfo: row?.sideInfo ?? null, frontInfo: row?.frontInfo ?? null };
}

/** POST /api/certification/verify/save: the active tab's information must not be empty. */
export async function saveVerification(
  ctx: AppContext,
  user: AuthUser,
  input: { orderId: number; verifyType: number; sideInfo: SideInfo | null; frontInfo: FrontInfo | null },
) {
  const order = await editableOrder(ctx, user, input.orderId);
  if (order.orderType !== 1 && order.orderType !== 2) throw badRequest('该订单类型没有认证流程');
  if (input.verifyType === 10 && isBlankInfo(input.sideInfo)) throw badRequest(SIDE_EMPTY_MESSAGE);
  if (input.verifyType === 20 && isBlankInfo(input.frontInfo)) throw badRequest(FRONT_EMPTY_MESSAGE);
  // A non-legal-person company (companyType 20) has no public account: stored empty (02 §4).
  const frontInfo = input.frontInfo && input.frontInfo.companyType === 20 ? { ...input.frontInfo, publicAccount: null } : input.frontInfo;
  const set = { verifyType: input.verifyType, sideInfo: input.sideInfo, frontInfo, uid: user.id, updatedAt: new Date() };
  await ctx.db.transaction(async (tx) => {
    await upsertVerification(tx, order.id, set);
    await writeOrderLog(tx, {
      orderId: order.id,
      actor: actorOf(user),
      operateType: input.verifyType === 10 ? '保存侧面核实' : '保存正面核实',
      logEventType: 40 + input.verifyType,
      doc: (input.verifyType === 10 ? input.sideInfo?.verifyResult : frontInfo?.verifyResult) ?? '',
    });
  });
}

/** GET /api/certification/verify/user/{id}: the legal person checks run for the order. */
export async function legalChecks(ctx: AppContext, user: AuthUser, orderId: number) {
  await readableOrder(ctx, user, orderId);
  const rows = await legalChecksOf(ctx.db, orderId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    idCardNo: r.idCardNo,
    verifyResult: r.verifyResult,
    verifyMsg: r.verifyMsg,
    createAt: formatShanghai(r.createdAt),
  }));
}

/**
 * POST /api/certification/verify/user: checks a legal person's name and ID card. The ID must be a
 * valid resident ID (GB 11643); the name is compared with the registry's legal person, else the
 * incoming order's. Result 10 consistent, 20 inconsistent.
 */
export async function checkLegalPerson(ctx: AppContext, user: AuthUser, input: { orderId: number; name: string; idCardNo: string }) {
  const order = await editableOrder(ctx, user, input.orderId);
  const idError = idCardError(input.idCardNo);
  if (idError) throw badRequest(idError);
  const card = await companyCardOf(ctx.db, order);
  const expected = (card?.legalUse || order.ceoName).replace(/\s/g, '');
  const same = expected !== '' && expected === input.name.replace(/\s/g, '');
  const verifyMsg = same
    ? '法人姓名与档案一致，身份证号码格式校验通过'
    : expected
      ? `法人姓名与档案不一致（档案：${expected}）`
      : '档案中没有法人信息，无法比对';
  const verifyResult = same ? 10 : 20;
  await insertLegalCheck(ctx.db, {
    orderId: order.id,
    name: input.name,
    idCardNo: input.idCardNo.toUpperCase(),
    verifyResult,
    verifyMsg,
    uid: user.id,
  });
  return { name: input.name, idCardNo: input.idCardNo.toUpperCase(), verifyResult, verifyMsg };
}
