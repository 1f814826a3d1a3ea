import { and, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderLogs, orders } from './orders.schema.js';

/** The orders of the ids that the condition lets through, locked for the rest of the transaction. */
export async function lockOrders(tx: Db, ids: number[], visibility: SQL | undefined) {
  return tx
    .select({ id: orders.id, orderStatus: orders.orderStatus, expiredDate: orders.expiredDate, extendedDays: orders.extendedDays })
    .from(orders)
    .where(and(inArray(orders.id, ids), visibility))
    .orderBy(orders.id)
    .for('update');
}

/** One operation-log row of an order. */
export interface OrderLogEntry {
  orderId: number;
  uid: number;
  uname: string;
  operateType: string;
  doc: string;
  field?: string;
  beforeValue?: string;
}

/** Writes operation-log rows (in the caller's transaction). */
export async function writeOrderLogs(tx: Db, entries: OrderLogEntry[]) {
  if (entries.length > 0) await tx.insert(orderLogs).values(entries);
}
