import { isAdmin, type MessageListRequest, type MessageRow, Msg, toPage } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { inBatches } from '../../platform/export/xlsx.js';
import { assertOrderVisible } from '../orders/order-access.js';
import { markAllRead, markRead, messageFilter, messagesBefore, pageMessages, unreadCount, unreadGroups } from './messages.repo.js';

/**
 * Whose messages a caller may list: roles 0 and 100 everyone's (narrowed by uid), others only
 * their own whatever uid they send (01 §6: the user filter is for 0 and 100).
 */
export function messageWhere(user: AuthUser, q: { orderId?: number; uid?: number }) {
  const uid = isAdmin(user.roleTypes) ? q.uid : user.id;
  return messageFilter({ uid, orderId: q.orderId });
}

/** POST /api/message/list. */
export async function listMessages(ctx: AppContext, user: AuthUser, q: MessageListRequest) {
  const { rows, total } = await pageMessages(ctx.db, messageWhere(user, q), q.pageNum, q.pageSize);
  return toPage(rows, total, q.pageSize);
}

/** POST /api/message/readMsg: one of the caller's messages, or all of them with -1. Returns the unread count left. */
export async function readMessages(ctx: AppContext, user: AuthUser, msgId: number): Promise<number> {
  if (msgId === -1) {
    await markAllRead(ctx.db, user.id);
  } else {
    // Someone else's message answers as missing: ids do not reveal other users' messages.
    if (!(await markRead(ctx.db, msgId, user.id))) throw notFound('消息不存在');
  }
  return unreadCount(ctx.db, user.id);
}

/** POST /api/message/unReadMsgList: the caller's unread messages of one group. */
export async function unreadOfGroup(ctx: AppContext, user: AuthUser, q: { msgTitle: string; pageNum: number; pageSize: number }) {
  const where = messageFilter({ uid: user.id, unreadOfGroup: q.msgTitle });
  const { rows, total } = await pageMessages(ctx.db, where, q.pageNum, q.pageSize);
  return toPage(rows, total, q.pageSize);
}

/**
 * GET /api/message/order/{orderId}: where a link in a message leads. The order's type (the detail
 * route needs it), or 未找到订单 when it does not exist or the caller may not see it (D4).
 */
export async function orderOfLink(ctx: AppContext, user: AuthUser, orderId: number) {
  const order = await assertOrderVisible(ctx, user, orderId).catch(() => {
    throw notFound(Msg.orderNotFound);
  });
  return { orderId: order.id, orderType: order.orderType };
}

/** The messages of the export, in keyset batches, within what the caller may list. */
export function exportMessages(ctx: AppContext, user: AuthUser, q: { orderId?: number; uid?: number }) {
  const where = messageWhere(user, q);
  return inBatches<MessageRow>((last, limit) => messagesBefore(ctx.db, where, last?.id, limit));
}

/** The caller's unread count (the bell). */
export const myUnreadCount = (ctx: AppContext, user: AuthUser) => unreadCount(ctx.db, user.id);

/** The caller's unread messages by group (the popover). */
export const myUnreadGroups = (ctx: AppContext, user: AuthUser) => unreadGroups(ctx.db, user.id);
