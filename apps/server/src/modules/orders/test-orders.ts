import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users } from '../users/users.schema.js';
import { orders } from './orders.schema.js';

let counter = 0;

/** Test helper: inserts an order with sensible defaults and returns it. */
export async function insertOrder(db: Db, values: Partial<typeof orders.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(orders)
    .values({
      openOrderId: `T${Date.now()}${counter}`,
      orderType: 1,
      companyName: `测试企业${counter}有限公司`,
      expiredDate: new Date(Date.now() + 7 * 86_400_000),
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** Test helper: the id of a demo account. */
export async function userId(db: Db, account: string): Promise<number> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!u) throw new Error(`no user ${account}`);
  return u.id;
}
