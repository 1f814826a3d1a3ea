import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { dicEntriesOfType } from '../config/data-dic.repo.js';
import { decidableOrder } from '../decisions/decision-access.js';
import { type DetailOrder, editableOrder, readableOrder } from '../detail/detail-access.js';
import { actorOf, writeOrderLog } from '../orders/order-log.repo.js';
import { insertOutboxRow } from '../partner/outbox.repo.js';
import { insertNotice, noticesOf } from './notices.repo.js';

/** Progress (interface type 40) or warning (50). */
export type NoticeKind = 40 | 50;
/** Warnings are not sent for degree orders; position orders send warnings only (02 §2.1). */
export function noticeAllowed(orderType: number, kind: NoticeKind): boolean {
  return orderType !== 4 && !(kind === 40 && orderType === 3);
}

/** Data dictionary type of each kind's options. */
export const NOTICE_DIC_TYPE: Record<NoticeKind, string> = { 40: 'progress', 50: 'warn' };
const NAME: Record<NoticeKind, string> = { 40: '进度', 50: '预警' };

/** The options of an order: dictionary entries of the kind, for the order's type (or every type). */
export async function noticeOptions(ctx: AppContext, user: AuthUser, orderId: number, kind: NoticeKind) {
  const order = await readableOrder(ctx, user, orderId);
  return noticeOptionsFor(ctx, order, kind);
}

/** The options of an order already loaded (and checked readable) by the caller. */
export async function noticeOptionsFor(ctx: AppContext, order: Pick<DetailOrder, 'orderType'>, kind: NoticeKind) {
  const rows = await dicEntriesOfType(ctx.db, 'dic', NOTICE_DIC_TYPE[kind]);
  return rows
    .filter((r) => r.orderTypes.length === 0 || r.orderTypes.includes(order.orderType))
    .map((r) => ({ key: r.id, name: r.name, value: r.value }));
}

/** The sent progress or warning messages of an order. */
export async function listNotices(ctx: AppContext, user: AuthUser, orderId: number, kind: NoticeKind) {
  await readableOrder(ctx, user, orderId);
  const rows = await noticesOf(ctx.db, orderId, kind);
  return rows.map((r) => ({
    id: r.id,
    createAt: formatShanghai(r.createdAt),
    operateUName: r.operateUName,
    code: r.code,
    codeMsg: r.codeMsg,
    status: r.status,
    recDate: r.recDate ? formatShanghai(r.recDate) : '',
    recContent: r.recContent,
  }));
}

/**
 * Sends a progress or warning message to the partner: the notice row, its outbox event (D11:
 * delivered after commit by the partner outbox worker, which writes the interface log, type 40
 * or 50) and the operation log, in one transaction.
 */
export async function sendNotice(
  ctx: AppContext,
  user: AuthUser,
  input: { orderId: number; key: string; content?: string },
  kind: NoticeKind,
) {
  return sendNoticeFor(ctx, user, await editableOrder(ctx, user, input.orderId), input, kind);
}

/**
 * POST /api/audit/progress: the assigned auditor tells the partner how the review goes, with
 * the same progress options as the certifier, while the order is under review (30/40).
 */
export async function sendAuditProgress(ctx: AppContext, user: AuthUser, input: { orderId: number; key: string; content?: string }) {
  return sendNoticeFor(ctx, user, await decidableOrder(ctx, user, input.orderId, 'audit'), input, 40);
}

async function sendNoticeFor(
  ctx: AppContext,
  user: AuthUser,
  order: DetailOrder,
  input: { orderId: number; key: string; content?: string },
  kind: NoticeKind,
) {
  if (!noticeAllowed(order.orderType, kind)) throw badRequest(`该订单类型不能发送${NAME[kind]}`);
  const option = (await noticeOptionsFor(ctx, order, kind)).find((o) => o.key === input.key);
  if (!option) throw badRequest('必须选择一个选项!');
  const codeMsg = input.content?.trim() || option.value || option.name;
  return ctx.db.transaction(async (tx) => {
    const id = await insertNotice(tx, {
      orderId: order.id,
      kind,
      code: option.key,
      codeMsg,
      operateUid: user.id,
      operateUName: user.nickName,
    });
    await insertOutboxRow(tx, {
      eventId: randomUUID(),
      partnerId: order.partnerId,
      orderId: order.id,
      interfaceType: kind,
      refId: id,
      payload: {
        openOrderId: order.openOrderId,
        orderId: order.id,
        code: option.key,
        name: option.name,
        content: codeMsg,
        sendTime: Date.now(),
      },
    });
    await writeOrderLog(tx, {
      orderId: order.id,
      actor: actorOf(user),
      operateType: `发送${NAME[kind]}`,
      logEventType: kind,
      doc: `${option.name}：${codeMsg}`,
    });
    return { id };
  });
}
