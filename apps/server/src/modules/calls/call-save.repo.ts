import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orders } from '../orders/orders.schema.js';
import { callRecordingUploads, callRecords } from './calls.schema.js';

/** A call record ready to store. */
export type NewCallRecord = typeof callRecords.$inferInsert & { sessionId: string };

/**
 * Stores a call record, idempotent on the exchange's session id (a replayed detail record
 * updates the row it made), drops the browser recording it used, and moves the order's
 * last contact date forward. The caller runs it in a transaction.
 */
export async function upsertCallRecord(tx: Db, call: NewCallRecord): Promise<number> {
  const { sessionId: _s, createdAt: _c, id: _i, ...changes } = call;
  const [row] = await tx
    .insert(callRecords)
    .values(call)
    .onConflictDoUpdate({
      target: callRecords.sessionId,
      // A replayed record must not lose what the first one gained: a recording, a bound order.
      set: {
        ...changes,
        recordKey: sql`coalesce(nullif(excluded.record_key, ''), ${callRecords.recordKey})`,
        orderId: sql`coalesce(excluded.order_id, ${callRecords.orderId})`,
        // A different recording drops the old one's digest (fillRecordingDigest computes the new one).
        recordSha256: sql`case when coalesce(nullif(excluded.record_key, ''), ${callRecords.recordKey}) = ${callRecords.recordKey} then ${callRecords.recordSha256} end`,
      },
    })
    .returning({ id: callRecords.id });
  await tx.delete(callRecordingUploads).where(sql`${callRecordingUploads.sessionId} = ${call.sessionId}`);
  if (call.orderId) await touchLastContact(tx, call.orderId, call.endDate);
  if (!row) throw new Error('call record upsert returned no row');
  return row.id;
}

/** Moves an order's last contact date forward to `at` (never back). */
export async function touchLastContact(tx: Db, orderId: number, at: Date) {
  await tx
    .update(orders)
    .set({ lastContactDate: sql`greatest(coalesce(${orders.lastContactDate}, ${at}), ${at})` })
    .where(sql`${orders.id} = ${orderId}`);
}
