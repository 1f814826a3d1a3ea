import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderLogs } from '../orders/orders.schema.js';
import { orderNotices, orderSubtotals } from './certification.schema.js';

/** The progress (40) or warning (50) notices of an order, newest first. */
export function noticesOf(db: Db, orderId: number, kind: number) {
  return db
    .select()
    .from(orderNotices)
    .where(and(eq(orderNotices.orderId, orderId), eq(orderNotices.kind, kind)))
    .orderBy(desc(orderNotices.id));
}

/** Records a sent notice; answers its id (0 if none came back). */
export async function insertNotice(db: Db, row: typeof orderNotices.$inferInsert): Promise<number> {
  const [notice] = await db.insert(orderNotices).values(row).returning({ id: orderNotices.id });
  return notice?.id ?? 0;
}

/** The subtotals of an order, newest first. */
export function subtotalsOf(db: Db, orderId: number) {
  return db.select().from(orderSubtotals).where(eq(orderSubtotals.orderId, orderId)).orderBy(desc(orderSubtotals.id));
}

/** Records a subtotal; answers its id (0 if none came back). */
export async function insertSubtotal(db: Db, row: typeof orderSubtotals.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(orderSubtotals).values(row).returning({ id: orderSubtotals.id });
  return inserted?.id ?? 0;
}

/** The newest 1000 rows of an order's operation log. */
export function orderLogOf(db: Db, orderId: number) {
  return db.select().from(orderLogs).where(eq(orderLogs.orderId, orderId)).orderBy(desc(orderLogs.id)).limit(1000);
}

/** An order's operation log rows of these event types, newest first. */
export function orderLogEvents(db: Db, orderId: number, events: number[]) {
  return db
    .select()
    .from(orderLogs)
    .where(and(eq(orderLogs.orderId, orderId), inArray(orderLogs.logEventType, events)))
    .orderBy(desc(orderLogs.id));
}
