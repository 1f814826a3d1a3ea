import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { partnerOutbox } from './outbox.schema.js';

/** Writes an outbox row (in the caller's transaction); answers it. */
export async function insertOutboxRow(tx: Db, values: typeof partnerOutbox.$inferInsert) {
  const [row] = await tx.insert(partnerOutbox).values(values).returning();
  return row!;
}

/** The newest failed event of an order and interface, locked for the caller's transaction. */
export async function latestFailedForUpdate(tx: Db, orderId: number, interfaceType: number) {
  const [failed] = await tx
    .select()
    .from(partnerOutbox)
    .where(and(eq(partnerOutbox.orderId, orderId), eq(partnerOutbox.interfaceType, interfaceType), eq(partnerOutbox.status, 'failed')))
    .orderBy(desc(partnerOutbox.id))
    .limit(1)
    .for('update');
  return failed;
}

/** Puts an event back in the queue with a fresh retry budget, due now. */
export async function resetToPending(tx: Db, id: number) {
  const [row] = await tx
    .update(partnerOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, lastError: '' })
    .where(eq(partnerOutbox.id, id))
    .returning();
  return row;
}
