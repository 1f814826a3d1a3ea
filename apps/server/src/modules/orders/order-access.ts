import { Msg } from '@certdesk/contract';
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { orders } from './orders.schema.js';

/**
 * Order visibility (D4), enforced in SQL by every list, detail, export and action:
 * - roles 0 and 100 see and act on every order;
 * - certifiers (200) and auditors (300) see the orders they were ever assigned (handler_uids,
 *   which dispatch appends to), and act on those;
 * - custom roles (900) see every order read-only when granted the order screens (11000 all
 *   orders, 14000 order detail), else none.
 * The union of the roles held counts (D5).
 */

/** Route ids that let a custom role read orders. */
export const ORDER_READ_ROUTES = [11000, 14000] as const;

type Access = 'all' | 'handled' | 'read-all' | 'none';

function accessOf(user: AuthUser): { read: Access; write: boolean } {
  const held = user.roleTypes;
  if (held.includes(0) || held.includes(100)) return { read: 'all', write: true };
  const customReads = held.includes(900) && ORDER_READ_ROUTES.some((id) => user.routeIds.includes(id));
  if (customReads) return { read: 'read-all', write: held.includes(200) || held.includes(300) };
  if (held.includes(200) || held.includes(300)) return { read: 'handled', write: true };
  return { read: 'none', write: false };
}

/** Which orders a user reads: the shape of visibleOrdersWhere (a cached list query keys on it). */
export function orderReadScope(user: AuthUser): 'all' | 'handled' | 'none' {
  const { read } = accessOf(user);
  return read === 'read-all' ? 'all' : read;
}

/**
 * The WHERE condition of the orders a user may see. `uid` stands for the user's id in the SQL:
 * the id itself, or a placeholder when the query is prepared once and reused (order lists).
 */
export function visibleOrdersWhere(user: AuthUser, uid: Placeholder | number = user.id): SQL {
  const read = orderReadScope(user);
  if (read === 'all') return sql`true`;
  if (read === 'handled') return sql`${orders.handlerUids} @> ARRAY[${uid}]::integer[]`;
  return sql`false`;
}

/** True when the user holds a role that may change orders (custom roles read only). */
export function mayWriteOrders(user: AuthUser): boolean {
  return accessOf(user).write;
}

/** The order, when the user may see it; an invisible order answers as if it did not exist. */
export async function assertOrderVisible(ctx: AppContext | { db: Db }, user: AuthUser, orderId: number) {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(sql`${eq(orders.id, orderId)} and ${visibleOrdersWhere(user)}`)
    .limit(1);
  if (!order) throw notFound(Msg.orderNotFound);
  return order;
}

/**
 * The order, when the user may change it: visible, and not a read-only role. For a certifier or
 * auditor who also holds a custom role, writing is limited to the orders they handle.
 */
export async function assertCanActOn(ctx: AppContext | { db: Db }, user: AuthUser, orderId: number) {
  const order = await assertOrderVisible(ctx, user, orderId);
  const { read, write } = accessOf(user);
  if (!write) throw forbidden('当前角色只能查看订单，不能修改');
  if (read === 'read-all' && !order.handlerUids.includes(user.id)) throw forbidden('当前角色只能查看订单，不能修改');
  return order;
}
