import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';
import { callRecordingUploads, callRecords, callSessionLinks } from './calls.schema.js';

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

/** The live seat user of an exchange agent id, or null. */
export async function seatUserByAgentId(db: Db, agentId: string) {
  const [row] = await db
    .select({ id: users.id, nickName: users.nickName })
    .from(users)
    .where(and(sql`${users.seatConfig}->>'agentId' = ${agentId}`, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The order the browser bound to an exchange session, if any. */
export async function sessionLinkOf(db: Db, sessionId: string) {
  const [link] = await db.select().from(callSessionLinks).where(eq(callSessionLinks.sessionId, sessionId));
  return link;
}

/** Whether an order of this id exists. */
export async function orderExists(db: Db, orderId: number) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return order !== undefined;
}

/** The browser's recording of a session kept until its record arrives, if any. */
export async function recordingUploadOf(db: Db, sessionId: string) {
  const [upload] = await db.select().from(callRecordingUploads).where(eq(callRecordingUploads.sessionId, sessionId));
  return upload;
}

/** Binds an exchange session to an order (the last binding wins). */
export async function upsertSessionLink(db: Db, link: typeof callSessionLinks.$inferInsert & { uid: number }) {
  await db
    .insert(callSessionLinks)
    .values(link)
    .onConflictDoUpdate({ target: callSessionLinks.sessionId, set: { orderId: link.orderId, uid: link.uid } });
}

/** Binds the unbound record of the seat's session to an order, if it is in already. */
export async function bindSessionRecord(db: Db, sessionId: string, orderId: number, uid: number) {
  await db
    .update(callRecords)
    .set({ orderId })
    .where(sql`${callRecords.sessionId} = ${sessionId} and ${callRecords.orderId} is null and ${callRecords.callUid} = ${uid}`);
}

/** The call record of an exchange session, if in. */
export async function callBySessionId(db: Db, sessionId: string) {
  const [call] = await db.select().from(callRecords).where(eq(callRecords.sessionId, sessionId));
  return call;
}

/** Gives a call its recording (the digest is computed afterwards). */
export async function setCallRecording(db: Db, id: number, recordKey: string) {
  await db.update(callRecords).set({ recordKey, recordSha256: null }).where(eq(callRecords.id, id));
}

/** Keeps the browser's recording of a session until its record arrives. */
export async function upsertRecordingUpload(db: Db, sessionId: string, recordKey: string, uid: number) {
  await db
    .insert(callRecordingUploads)
    .values({ sessionId, recordKey, uid })
    .onConflictDoUpdate({ target: callRecordingUploads.sessionId, set: { recordKey, uid } });
}

/** Binds a call to an order, or unbinds it (null). */
export async function setCallOrder(db: Db, id: number, orderId: number | null) {
  await db.update(callRecords).set({ orderId }).where(eq(callRecords.id, id));
}

/** Deletes a call record. */
export async function deleteCallRow(db: Db, id: number) {
  await db.delete(callRecords).where(eq(callRecords.id, id));
}
