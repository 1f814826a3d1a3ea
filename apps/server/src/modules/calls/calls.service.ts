import {
  type BindCallRequest,
  type CallFilters,
  type CallRecordRow,
  canDeleteCall,
  Msg,
  normalizePhone,
  type Page,
  type Paging,
  phonesMatch,
  toPage,
} from '@certdesk/contract';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { inBatches, sendXlsx } from '../../platform/export/xlsx.js';
import { findOrdersByNumberSuffix, findVisibleOrder, findVisibleOrdersByNumber } from './call-orders.repo.js';
import { CALL_EXPORT_COLUMNS, toCallRow } from './call-row-mapper.js';
import { deleteCallRow, setCallOrder, touchLastContact } from './call-save.repo.js';
import { type CallListRecord, findCall, findCallPage, findCallsAfter } from './calls.repo.js';
import { callListWhere, orderCallsWhere, visibleCallsWhere } from './calls-filters.js';

const CALL_NOT_FOUND = '通话记录不存在';

/** One page of the call records list, or of the missed calls list (01 §2). */
export async function listCalls(
  ctx: AppContext,
  user: AuthUser,
  req: CallFilters & Paging,
  missedOnly: boolean,
): Promise<Page<CallRecordRow>> {
  const where = callListWhere(user, req, missedOnly);
  const { rows: records, total } = await findCallPage(ctx.db, where, req);
  return toPage(
    records.map((r) => toCallRow(ctx, user, r)),
    total,
    req.pageSize,
  );
}

/** Streams every matching call as .xlsx (D19). */
export async function exportCalls(ctx: AppContext, user: AuthUser, filters: CallFilters, missedOnly: boolean, reply: FastifyReply) {
  const where = callListWhere(user, filters, missedOnly);
  const rows = inBatches<CallListRecord>((cursor, limit) => findCallsAfter(ctx.db, where, cursor, limit));
  return sendXlsx(reply, missedOnly ? '未接来电' : '通话记录', CALL_EXPORT_COLUMNS, rows);
}

/** The call records of one order (the Course section's call tab, 02 §3). */
export async function orderCalls(ctx: AppContext, user: AuthUser, orderId: number): Promise<CallRecordRow[]> {
  if (!(await findVisibleOrder(ctx.db, user, orderId))) throw notFound(Msg.orderNotFound);
  // Everyone who may see the order sees all its calls.
  const { rows } = await findCallPage(ctx.db, orderCallsWhere(orderId), { pageNum: 1, pageSize: 500 });
  return rows.map((r) => toCallRow(ctx, user, r));
}

/**
 * The bind dialog's check step: the order of a work-order id or a partner order number, with
 * its company and applicant, or 未找到订单. A number that names several visible orders (a
 * partner number reused by another partner, or equal to another order's id) is refused with
 * their work-order ids, so the user picks one instead of binding a guess.
 */
export async function checkCallOrder(ctx: AppContext, user: AuthUser, orderNo: string) {
  const found = await findVisibleOrdersByNumber(ctx.db, user, orderNo.trim());
  const order = found[0];
  if (!order) throw notFound(Msg.orderNotFound);
  if (found.length > 1)
    throw badRequest(`订单号${orderNo.trim()}对应多个订单（工单号 ${found.map((o) => o.id).join('、')}），请输入工单号`);
  return {
    orderId: order.id,
    openOrderId: order.openOrderId,
    orderType: order.orderType,
    companyName: order.companyName,
    applyUser: order.applyUser,
  };
}

/** Binds a call to an order, or unbinds it (01 §4). Both the call and the order must be visible. */
export async function bindCall(ctx: AppContext, user: AuthUser, req: BindCallRequest) {
  const call = await findCall(ctx.db, req.id, visibleCallsWhere(user));
  if (!call) throw notFound(CALL_NOT_FOUND);
  if (!req.bind) {
    await setCallOrder(ctx.db, req.id, null);
    return;
  }
  const order = req.orderId ? await findVisibleOrder(ctx.db, user, req.orderId) : null;
  if (!order) throw notFound(Msg.orderNotFound);
  await ctx.db.transaction(async (tx) => {
    await setCallOrder(tx, req.id, order.id);
    await touchLastContact(tx, order.id, call.record.endDate);
  });
}

/** Deletes a call record: roles 0, 100, 300 (D6), and only a call the user may see. */
export async function deleteCall(ctx: AppContext, user: AuthUser, id: number) {
  if (!canDeleteCall(user.roleTypes)) throw forbidden();
  const call = await findCall(ctx.db, id, visibleCallsWhere(user));
  if (!call) throw notFound(CALL_NOT_FOUND);
  await deleteCallRow(ctx.db, id);
}

/**
 * The order of a caller (01 §4, D8): the caller's number matched against the applicant's
 * mobile and the order's phone book, among the orders the user may see; open orders first.
 */
export async function searchByCall(ctx: AppContext, user: AuthUser, number: string) {
  const key = normalizePhone(number);
  if (!key) throw badRequest('号码格式错误');
  const candidates = await findOrdersByNumberSuffix(ctx.db, user, key);
  const match = candidates.find((o) => phonesMatch(o.applyMobile, number) || o.mobileBook.some((m) => phonesMatch(m, number)));
  return match ? { orderId: match.id, orderType: match.orderType } : null;
}
