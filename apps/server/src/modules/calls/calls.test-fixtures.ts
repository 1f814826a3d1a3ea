import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';

/** The id of a seeded account. */
export async function uidOf(ctx: AppContext, account: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!row) throw new Error(`no account ${account}`);
  return row.id;
}

/** Inserts an order for call tests: pending certification, assigned to `certUid`, not expired. */
export async function insertOrder(ctx: AppContext, values: Partial<typeof orders.$inferInsert> & { certUid?: number }) {
  const { certUid, ...rest } = values;
  const [row] = await ctx.db
    .insert(orders)
    .values({
      openOrderId: `T${Math.random().toString(36).slice(2, 10)}`,
      orderType: 1,
      orderStatus: 20,
      companyName: '上海测试科技有限公司',
      applyUser: '王小明',
      applyMobile: '13800138000',
      expiredDate: new Date(Date.now() + 5 * 86_400_000),
      certificationUid: certUid ?? null,
      handlerUids: certUid ? [certUid] : [],
      ...rest,
    })
    .returning();
  if (!row) throw new Error('order not inserted');
  return row;
}
