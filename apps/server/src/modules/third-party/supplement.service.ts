import { InterfaceType, SUPPLEMENT_TEMPLATE_REQUIRED, type SupplementTemplate } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { dicEntriesOfType } from '../config/data-dic.repo.js';
import { editableOrder, readableOrder } from '../detail/detail-access.js';
import { actorOf, OrderLogEvent, writeOrderLog } from '../orders/order-log.repo.js';
import { enqueuePartnerEvent, onOutboxSettled } from '../partner/outbox.service.js';
import { insertThirdPartyNotice, setNoticeOutcome } from './third-party.repo.js';

/** Data dictionary type of the supplementary-material templates (value = what is asked for). */
export const SUPPLEMENT_DIC_TYPE = 'SupplementTypeDic';

/** Used while the data dictionary holds no entry of that type; orderTypes empty = every type. */
const DEFAULTS: (SupplementTemplate & { orderTypes: number[] })[] = [
  { key: 'SUP_LICENSE', name: '营业执照', content: '请补充加盖公章的营业执照副本彩色扫描件', orderTypes: [1, 2, 3] },
  { key: 'SUP_AUTH_LETTER', name: '授权书', content: '请补充法定代表人签字并加盖公章的认证授权书', orderTypes: [1, 2, 3] },
  { key: 'SUP_LEGAL_ID', name: '法人身份证', content: '请补充法定代表人身份证正反面照片', orderTypes: [1, 2] },
  { key: 'SUP_BANK', name: '对公账户', content: '请补充对公账户开户许可证或银行回单', orderTypes: [1, 2] },
  { key: 'SUP_ON_JOB', name: '在职证明', content: '请补充申请人在职证明（加盖公章）', orderTypes: [3] },
  { key: 'SUP_DEGREE', name: '学历证书', content: '请补充学历证书原件照片及学信网在线验证报告', orderTypes: [4] },
  { key: 'SUP_CERT', name: '证书原件', content: '请补充证书原件照片（含编号页）', orderTypes: [5, 6, 7, 8] },
  { key: 'SUP_PHONE', name: '联系电话', content: '请提供可联系到法人或申请人的有效电话', orderTypes: [] },
];

/** The templates that apply to an order's type. */
async function templatesFor(ctx: AppContext, orderType: number): Promise<SupplementTemplate[]> {
  const rows = await dicEntriesOfType(ctx.db, 'dic', SUPPLEMENT_DIC_TYPE);
  const all = rows.length > 0 ? rows.map((r) => ({ key: r.id, name: r.name, content: r.value, orderTypes: r.orderTypes })) : DEFAULTS;
  return all
    .filter((t) => t.orderTypes.length === 0 || t.orderTypes.includes(orderType))
    .map(({ key, name, content }) => ({ key, name, content }));
}

/** GET /api/thirdParty/supplement/templates?orderId=. */
export async function supplementTemplates(ctx: AppContext, user: AuthUser, orderId: number) {
  const order = await readableOrder(ctx, user, orderId);
  return templatesFor(ctx, order.orderType);
}

/**
 * Asks the partner for supplementary material (01 §2, D11 type 70): the chosen templates'
 * contents joined by semicolons, a log row, and the outbox event, in one transaction.
 */
export async function sendSupplement(ctx: AppContext, user: AuthUser, input: { orderId: number; keys: string[] }) {
  const order = await editableOrder(ctx, user, input.orderId);
  const templates = await templatesFor(ctx, order.orderType);
  const chosen = input.keys.map((k) => templates.find((t) => t.key === k));
  if (chosen.length === 0 || chosen.some((t) => !t)) throw badRequest(SUPPLEMENT_TEMPLATE_REQUIRED);
  const content = chosen.map((t) => t!.content).join(';');
  const id = await ctx.db.transaction(async (tx) => {
    const noticeId = await insertThirdPartyNotice(tx, {
      orderId: order.id,
      channel: 'partner',
      companyName: order.companyName,
      operatorUid: user.id,
      operatorUName: user.nickName,
      content,
    });
    await enqueuePartnerEvent(tx, {
      partnerId: order.partnerId,
      orderId: order.id,
      interfaceType: InterfaceType.SUPPLEMENT,
      refId: noticeId,
      payload: { openOrderId: order.openOrderId, orderId: order.id, content, items: chosen.map((t) => t!.name), sendTime: Date.now() },
    });
    await writeOrderLog(tx, {
      orderId: order.id,
      actor: actorOf(user),
      operateType: '补充资料',
      logEventType: OrderLogEvent.SUPPLEMENT,
      doc: content,
    });
    return noticeId;
  });
  ctx.outbox.kick();
  return { id };
}

/** The log row follows its outbox event: sent with the partner's answer, or failed. */
export function installSupplementHandlers(): void {
  onOutboxSettled(InterfaceType.SUPPLEMENT, 'supplement-log', {
    delivered: async (tx, row, ack) => {
      if (row.refId) await setNoticeOutcome(tx, row.refId, 'sent', JSON.stringify(ack));
    },
    exhausted: async (tx, row, error) => {
      if (row.refId) await setNoticeOutcome(tx, row.refId, 'failed', error);
    },
  });
}
