import { type DelayRequest, type DispatchRequest, type EndOrderRequest, Msg, type UpdateMarkRequest } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { assignManually } from './dispatch.service.js';
import { endOrder } from './lifecycle.service.js';
import { assertOrderVisible, visibleOrdersWhere } from './order-access.js';
import { lockOrders, writeOrderLogs } from './order-actions.repo.js';
import { actorOf } from './order-log.repo.js';
import { workCalendarFor } from './order-timing.js';
import { extendOrderDeadline, grantFourValidateOf, setOrderMark } from './orders.repo.js';

/**
 * Locks the selected orders the user may see; any id that is missing or invisible refuses the
 * whole batch (nothing changes), naming the ids.
 */
async function lockSelected(tx: Db, user: AuthUser, ids: number[]) {
  const rows = await lockOrders(tx, ids, visibleOrdersWhere(user));
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.id));
    throw notFound(`${Msg.orderNotFound}：${ids.filter((id) => !found.has(id)).join(',')}`);
  }
  return rows;
}

/** POST /api/order/updateMark: only the order's assigned certifier edits its remark. */
export async function updateMark(ctx: AppContext, user: AuthUser, req: UpdateMarkRequest) {
  if (!user.roleTypes.includes(200)) throw forbidden('只有认证专员可以修改备注');
  const order = await assertOrderVisible(ctx, user, req.orderId);
  if (order.certificationUid !== user.id) throw forbidden('只能修改自己负责的订单备注');
  await ctx.db.transaction(async (tx) => {
    await setOrderMark(tx, order.id, req.mark);
    await writeOrderLogs(tx, [
      {
        orderId: order.id,
        uid: user.id,
        uname: user.nickName,
        operateType: '修改备注',
        doc: req.mark,
        field: 'mark',
        beforeValue: order.mark,
      },
    ]);
  });
}

/** POST /api/order/delay: adds working days (D3) to expiredDate of every selected open order. */
export async function delayOrders(ctx: AppContext, user: AuthUser, req: DelayRequest) {
  const calendar = await workCalendarFor(ctx);
  await ctx.db.transaction(async (tx) => {
    const rows = await lockSelected(tx, user, req.orderId);
    const ended = rows.filter((r) => r.orderStatus === 100).map((r) => r.id);
    if (ended.length > 0) throw badRequest(`订单已结束，不能延期：${ended.join(',')}`);
    for (const r of rows) {
      const next = calendar.addWorkDays(r.expiredDate, req.workDay);
      await extendOrderDeadline(tx, r.id, next, req.workDay);
      await writeOrderLogs(tx, [
        {
          orderId: r.id,
          uid: user.id,
          uname: user.nickName,
          operateType: '延期',
          doc: `延期${req.workDay}个工作日，截止时间由${formatShanghai(r.expiredDate)}改为${formatShanghai(next)}`,
          field: 'expiredDate',
          beforeValue: r.expiredDate.toISOString(),
        },
      ]);
    }
  });
}

/** POST /api/order/dispatch: manual assignment (D2) through the dispatch module. */
export async function dispatchOrders(ctx: AppContext, user: AuthUser, req: DispatchRequest) {
  await ctx.db.transaction(async (tx) => {
    await lockSelected(tx, user, req.orderId);
    await assignManually(tx, req.orderId, req.uid, req.dispatchType, actorOf(user));
  });
}

/** POST /api/enterprise/grantFourValidate: authorises the four-element check (D12). */
export async function grantFourValidate(ctx: AppContext, user: AuthUser, ids: number[]) {
  await ctx.db.transaction(async (tx) => {
    const rows = await lockSelected(tx, user, ids);
    await grantFourValidateOf(tx, ids);
    await writeOrderLogs(
      tx,
      rows.map((r) => ({ orderId: r.id, uid: user.id, uname: user.nickName, operateType: '授权四要素查询', doc: '授权四要素查询' })),
    );
  });
}

/** POST /api/order/end (D25): role 0 only, through the lifecycle (which logs the reason). */
export async function endSelected(ctx: AppContext, user: AuthUser, req: EndOrderRequest) {
  if (!user.roleTypes.includes(0)) throw forbidden('只有超级管理员可以结束订单');
  // One transaction: either every selected order ends, or none does (a lost race refuses all).
  await ctx.db.transaction(async (tx) => {
    await lockSelected(tx, user, req.orderId);
    for (const id of req.orderId) await endOrder(tx, user, id, req.reason ?? '');
  });
}
