import { inArray } from 'drizzle-orm';
import { orders } from '../src/modules/orders/orders.schema.js';
import { users } from '../src/modules/users/users.schema.js';
import type { TestApp } from './test-app.js';

/** A partial order for list tests; anything not given gets a plain default. */
export type OrderSeed = Partial<typeof orders.$inferInsert>;

/** Shanghai wall-clock time as an instant: at('2026-03-02 10:00'). */
export function at(local: string): Date {
  return new Date(`${local.replace(' ', 'T')}:00+08:00`);
}

/** The ids of the demo accounts, by account name. */
export async function accountIds(t: TestApp): Promise<Record<string, number>> {
  const rows = await t.ctx.db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(inArray(users.account, ['admin', 'manager', 'cert01', 'cert02', 'audit01', 'viewer']));
  return Object.fromEntries(rows.map((r) => [r.account, r.id]));
}

let serial = 0;

/** Inserts orders directly (the lists read what the database holds) and returns their ids in order. */
export async function seedOrders(t: TestApp, seeds: OrderSeed[]): Promise<number[]> {
  const rows = seeds.map((s) => {
    serial += 1;
    const incomingDate = s.incomingDate ?? at('2026-03-02 10:00');
    return {
      openOrderId: `T${String(serial).padStart(6, '0')}`,
      orderType: 1,
      orderStatus: 20,
      companyName: `测试公司${serial}`,
      applyUser: `申请人${serial}`,
      ...s,
      incomingDate,
      expiredDate: s.expiredDate ?? new Date(incomingDate.getTime() + 9 * 86_400_000),
    };
  });
  const inserted = await t.ctx.db.insert(orders).values(rows).returning({ id: orders.id });
  return inserted.map((r) => r.id);
}
