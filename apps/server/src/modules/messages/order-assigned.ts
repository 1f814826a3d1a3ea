import { MessageEvent } from '@certdesk/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orders } from '../orders/orders.schema.js';
import { createMessage } from './message-create.service.js';

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
