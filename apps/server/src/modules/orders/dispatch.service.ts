import { Msg } from '@certdesk/contract';
import type { Db } from '../../platform/db/client.js';
import { badRequest, staleState } from '../../platform/errors.js';
import { notifyOrdersAssigned } from '../messages/order-assigned.js';
import { assignOrders, firstOrderOutOfStage, isActiveWorker, markDispatched, pickCandidate, STAGE, type Stage } from './dispatch.repo.js';
import { type Actor, OrderLogEvent, SYSTEM_ACTOR, writeOrderLog } from './order-log.repo.js';

export { pickCandidate, type Stage } from './dispatch.repo.js';

/**
 * Assignment (D2). When an order enters 20 it goes to a certifier, when it enters 30 or 40 to an
 * auditor: candidates are members of a business group for the order's type and of the stage's
 * role type, held by the user (primary or further role), not disabled, not deleted, not paused
 * (disabledDispatch). The fewest open orders in that stage wins; ties go to the longest since
 * the last dispatch (never dispatched first), then the lowest id. No candidate: unassigned.
 */

/** The stage an order status needs a worker for, if any. */
export function stageOf(orderStatus: number): Stage | null {
  if (orderStatus === 20) return 'cert';
  if (orderStatus === 30 || orderStatus === 40) return 'audit';
  return null;
}

/** Writes the assignment of orders to a worker: uid, dispatch date, handlers, last dispatch, log. */
async function assign(tx: Db, orderIds: number[], uid: number, stage: Stage, actor: Actor, how: string) {
  const s = STAGE[stage];
  const ids = await assignOrders(tx, orderIds, uid, stage);
  if (ids.length !== orderIds.length) throw staleState();
  const name = (await markDispatched(tx, uid)) ?? String(uid);
  for (const orderId of ids) {
    await writeOrderLog(tx, { orderId, actor, operateType: s.label, logEventType: OrderLogEvent.DISPATCH, doc: `${how}给${name}` });
  }
}

/**
 * Offers an order that just entered a stage to a worker, unless it already has one (a review
 * failure returns the order to the same certifier, D1). Returns the uid, or null when unassigned.
 */
export async function autoDispatch(
  tx: Db,
  order: { id: number; orderType: number; orderStatus: number; certificationUid: number | null; auditUid: number | null },
): Promise<number | null> {
  const stage = stageOf(order.orderStatus);
  if (!stage) return null;
  const current = stage === 'cert' ? order.certificationUid : order.auditUid;
  if (current !== null) return current;
  const uid = await pickCandidate(tx, order.orderType, stage);
  if (uid === null) return null;
  await assign(tx, [order.id], uid, stage, SYSTEM_ACTOR, '自动分配');
  return uid;
}

/**
 * Manual assignment (`/api/order/dispatch`): dispatchType 10 to a certifier (orders in 20),
 * 20 to an auditor (orders in 30 or 40). The caller checks that the orders are visible; this
 * checks the worker and the stage, and changes nothing unless every order can be assigned.
 */
export async function assignManually(tx: Db, orderIds: number[], uid: number, dispatchType: number, actor: Actor = SYSTEM_ACTOR) {
  if (orderIds.length === 0) throw badRequest(Msg.selectAtLeastOne);
  if (dispatchType !== 10 && dispatchType !== 20) throw badRequest('分配类型只能是10（认证）或20（审核）');
  const stage: Stage = dispatchType === 10 ? 'cert' : 'audit';
  if (!(await isActiveWorker(tx, uid, stage))) {
    throw badRequest(stage === 'cert' ? '请选择有效的认证专员' : '请选择有效的审核专员');
  }
  const unique = [...new Set(orderIds)];
  const bad = await firstOrderOutOfStage(tx, unique, stage);
  if (bad !== undefined) throw badRequest(`订单${bad}不是${stage === 'cert' ? '待认证' : '待审核'}状态，不能分配`);
  await assign(tx, unique, uid, stage, actor, '手动分配');
  // Not a status transition, so onTransition never hears of it: the new worker is told here, once.
  await notifyOrdersAssigned(tx, unique, uid);
}
