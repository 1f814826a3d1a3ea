import type { Db } from '../../platform/db/client.js';
import { orderLogs } from './orders.schema.js';

/** Who did something to an order: a user, or the system (jobs, the partner API). */
export interface Actor {
  uid: number | null;
  uname: string;
}

/** The system as an actor (jobs and the partner API). */
export const SYSTEM_ACTOR: Actor = { uid: null, uname: '系统' };

/** Actor of a signed-in user. */
export function actorOf(user: { id: number; nickName: string }): Actor {
  return { uid: user.id, uname: user.nickName };
}

/**
 * logEventType codes of the operation log written by the orders core. 10 and 80 are the field
 * edits of the detail screen (02 §3); the lifecycle uses 100 and above.
 */
export const OrderLogEvent = {
  INTAKE: 100,
  MODIFY: 101,
  SUPPLEMENT: 102,
  LOOKUP_FINISHED: 110,
  MANUAL_LOOKUP: 111,
  DISPATCH: 120,
  CERT_SUBMITTED: 130,
  REVIEW_FAILED: 140,
  REVIEW_PASSED: 150,
  PUSH_ACKNOWLEDGED: 160,
  ENDED: 190,
} as const;

/** Appends one row to an order's operation log (inside the caller's transaction). */
export async function writeOrderLog(
  tx: Db,
  row: { orderId: number; actor: Actor; operateType: string; logEventType: number; doc?: string },
): Promise<void> {
  await tx.insert(orderLogs).values({
    orderId: row.orderId,
    uid: row.actor.uid,
    uname: row.actor.uname,
    operateType: row.operateType,
    logEventType: row.logEventType,
    doc: row.doc ?? '',
  });
}

/** Appends rows as given (field edits carry the field and its value before). */
export async function insertOrderLogs(tx: Db, rows: (typeof orderLogs.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orderLogs).values(rows);
}
