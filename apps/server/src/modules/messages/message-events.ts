import { MessageEvent } from '@certdesk/contract';
import type { Db } from '../../platform/db/client.js';
import type { OrderRecord, TransitionInfo } from '../orders/lifecycle.service.js';
import { createMessage } from './message-create.service.js';

/**
 * Messages that order transitions create (D1): the worker an order was just offered to hears
 * 订单分配; the certifier an order is returned to after a review failure hears 审核退回.
 * Registered as a transition listener in listeners.ts (type-only import of the lifecycle, so
 * lifecycle → dispatch → messages does not loop back).
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
