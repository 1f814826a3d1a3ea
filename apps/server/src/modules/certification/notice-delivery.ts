import { InterfaceType, MessageEvent } from '@certdesk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { createMessage } from '../messages/message-create.service.js';
import { orders } from '../orders/orders.schema.js';
import { type Ack, type OutboxRow, onOutboxSettled } from '../partner/outbox.service.js';
import { orderNotices } from './certification.schema.js';

/** The partner's reply to a notice, when its acknowledgement carries one. */
function replyOf(ack: Ack): string {
  return typeof ack.reply === 'string' ? ack.reply.trim() : '';
}

/** Settles the notice an outbox row carries (refId = notice id); only a notice still open changes. */
async function settleNotice(tx: Db, row: OutboxRow, status: 'sent' | 'failed', recContent: string) {
  if (!row.refId) return null;
  const [notice] = await tx
    .update(orderNotices)
    .set({ status, recDate: new Date(), recContent })
    .where(and(eq(orderNotices.id, row.refId), inArray(orderNotices.status, ['pending', 'sending'])))
    .returning();
  return notice ?? null;
}

/**
 * Progress (40) and warning (50) delivery (02 §4, D11): the partner's acknowledgement marks the
 * notice 已发送 with its receipt time and text; a spent retry budget marks it 失败. A warning the
 * partner answered with a reply tells the order's certifier (warningReceived).
 */
export function installNoticeDeliveryHandlers(): void {
  for (const kind of [InterfaceType.PROGRESS, InterfaceType.WARNING]) {
    onOutboxSettled(kind, 'order-notice', {
      delivered: async (tx, row, ack) => {
        const reply = replyOf(ack);
        const notice = await settleNotice(tx, row, 'sent', reply || '已接收');
        if (!notice || kind !== InterfaceType.WARNING || !reply) return;
        const [o] = await tx.select({ uid: orders.certificationUid }).from(orders).where(eq(orders.id, notice.orderId));
        if (!o?.uid) return;
        await createMessage(tx, {
          uid: o.uid,
          eventName: MessageEvent.WARNING_RECEIVED,
          orderId: notice.orderId,
          vars: { content: reply },
        });
      },
      exhausted: async (tx, row, lastError) => {
        await settleNotice(tx, row, 'failed', lastError);
      },
    });
  }
}
