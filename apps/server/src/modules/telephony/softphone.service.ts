import { dialableNumber, isAdmin, isExpired, Msg } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { findVisibleOrder } from '../calls/call-orders.repo.js';
import { seatConfigOf } from '../users/users.repo.js';
import type { SeatHolder, SimExchange } from './sim-exchange.js';

/** The simulated exchange, or a clear refusal when the browser talks to a SIP exchange itself. */
export function simExchange(ctx: AppContext): SimExchange {
  const exchange = ctx.telephony.exchange;
  if (!exchange) throw badRequest('当前为SIP话机模式，请使用浏览器软电话');
  return exchange;
}

/** The seat of a user (a seat configuration is required), held from this browser session. */
export async function seatHolderOf(ctx: AppContext, userId: number, authSessionId: number): Promise<SeatHolder> {
  const seat = await seatConfigOf(ctx.db, userId);
  if (!seat?.agentId) throw badRequest('当前用户未配置坐席');
  return { userId, authSessionId, agentId: seat.agentId, seatNumber: seat.seatNumber };
}

/** The seat of the signed-in user. */
export const mySeat = (ctx: AppContext, user: AuthUser) => seatHolderOf(ctx, user.id, user.sessionId);

/**
 * Dialling (01 §5, 02 §6): the number must be a phone number; from an order, the order must be
 * visible, not expired, and editable by this user (pending certification and theirs); the
 * seat must be logged in. The browser checks the same before asking; this is the enforcement.
 */
export async function dial(ctx: AppContext, user: AuthUser, number: string, orderId: number | undefined) {
  const exchange = simExchange(ctx);
  const target = dialableNumber(number);
  if (!target) throw badRequest('号码格式错误，请选择正确的电话号码');
  if (orderId !== undefined) {
    const order = await findVisibleOrder(ctx.db, user, orderId);
    if (!order) throw notFound(Msg.orderNotFound);
    if (isExpired(order.expiredDate, new Date(), order.orderStatus === 100)) throw badRequest('当前订单已超期,禁止外呼');
    if ([30, 40, 50].includes(order.orderStatus)) throw badRequest('当前订单待审核,禁止外呼');
    if (order.orderStatus !== 20) throw badRequest('当前订单不在待认证状态,禁止外呼');
    if (order.certificationUid !== user.id && !isAdmin(user.roleTypes)) throw badRequest('当前订单不是您的待认证订单,禁止外呼');
  }
  const holder = await mySeat(ctx, user);
  if (!exchange.isLoggedIn(holder)) throw badRequest('当前坐席未登录');
  return { sessionId: exchange.dial(holder, target, orderId ?? null), number: target };
}

/** The administrator's simulated incoming call to a user's seat. */
export async function placeSimIncoming(ctx: AppContext, uid: number, fromMobile: string) {
  const exchange = simExchange(ctx);
  const seat = await seatConfigOf(ctx.db, uid);
  if (!seat?.agentId) throw badRequest('该用户未配置坐席');
  return { sessionId: exchange.placeIncoming(seat.agentId, dialableNumber(fromMobile) ?? fromMobile) };
}
