import { InterfaceType, MessageEvent, OrderStatus } from '@certdesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { createMessageForAdmins } from '../messages/message-create.service.js';
import { pushAcknowledged } from '../orders/lifecycle.service.js';
import { orders } from '../orders/orders.schema.js';
import { type OutboxRow, onOutboxSettled } from '../partner/outbox.service.js';

/** An order still waiting for its push to be acknowledged (an admin may have ended it meanwhile). */
async function stillPushing(tx: Db, row: OutboxRow): Promise<boolean> {
  if (!row.orderId) return false;
  const [o] = await tx.select({ s: orders.orderStatus }).from(orders).where(eq(orders.id, row.orderId));
  return o?.s === OrderStatus.PUSHING;
}

/**
 * Settling a result push (D1, D11): acknowledged → 50 → 100 with pushStatus 1; retry budget
 * spent → pushStatus 0, the order stays 50, and every administrator is told (they re-push from
 * the interface log).
 */
export function installPushResultHandlers(): void {
  onOutboxSettled(InterfaceType.PUSH, 'result-push', {
    delivered: async (tx, row) => {
      if (await stillPushing(tx, row)) await pushAcknowledged(tx, row.orderId!);
    },
    exhausted: async (tx, row, lastError) => {
      if (!(await stillPushing(tx, row))) return;
      await tx.update(orders).set({ pushStatus: 0, updatedAt: new Date() }).where(eq(orders.id, row.orderId!));
      await createMessageForAdmins(tx, { eventName: MessageEvent.PUSH_FAILED, orderId: row.orderId, vars: { reason: lastError } });
    },
  });
}
