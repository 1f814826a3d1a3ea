import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orders } from './orders.schema.js';

// Writes of single order columns that other modules make (the lists have their own repo).

/** Sets an order's registry lookup state (10: lookup running). */
export async function setOrderQueryStatus(db: Db, orderId: number, queryStatus: number) {
  await db.update(orders).set({ queryStatus, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** An order by id, every column. */
export async function orderById(db: Db, id: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}
