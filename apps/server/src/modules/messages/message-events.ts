import { MessageEvent } from '@certdesk/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { type OrderRecord, onTransition, type TransitionInfo } from '../orders/lifecycle.service.js';
import { orders } from '../orders/orders.schema.js';
import { createMessage } from './message-create.service.js';

/**
 * Messages that order transitions create (D1): the worker an order was just offered to hears
 * 订单分配; the certifier an order is returned to after a review failure hears 审核退回.
 */
export async function messagesOnTransition(tx: Db, order: OrderRecord, t: TransitionInfo): Promise<void> {
  // Orders of the person types (3-8) may have no company: the applicant names them then.
  const vars = { companyName: order.companyName || order.applyUser, reason: order.rejectMsg || t.doc };
  if (t.name === 'reviewFailed' && order.certificationUid) {
    await createMessage(tx, { uid: order.certificationUid, eventName: MessageEvent.AUDIT_REJECTED, orderId: order.id, vars });
    return;
  }
  const assignee = t.to === 20 ? order.certificationUid : t.to === 30 || t.to === 40 ? order.auditUid : null;
  if (assignee && t.name !== 'reviewFailed') {
    await createMessage(tx, { uid: assignee, eventName: MessageEvent.ORDER_ASSIGNED, orderId: order.id, vars });
  }
}

/**
 * For manual assignment (/api/order/dispatch), which is not a status transition: call after the
 * assignment in the same transaction; each order's new worker hears 订单分配.
 */
export async function notifyOrdersAssigned(tx: Db, orderIds: number[], uid: number): Promise<void> {
  if (orderIds.length === 0) return;
  const rows = await tx
    .select({ id: orders.id, companyName: orders.companyName, applyUser: orders.applyUser })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  for (const o of rows) {
    await createMessage(tx, {
      uid,
      eventName: MessageEvent.ORDER_ASSIGNED,
      orderId: o.id,
      vars: { companyName: o.companyName || o.applyUser },
    });
  }
}

let installed = false;

/** Registers the transition listener once per process (every app instance shares the lifecycle module). */
export function installMessageListeners(): void {
  if (installed) return;
  installed = true;
  onTransition(messagesOnTransition);
}
