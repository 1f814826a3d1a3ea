import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { Db } from '../../platform/db/client.js';
import { visibleOrdersWhere } from '../orders/order-access.js';
import { orders } from '../orders/orders.schema.js';

/** What the call features read of an order. */
export const callOrderColumns = {
  id: orders.id,
  orderType: orders.orderType,
  orderStatus: orders.orderStatus,
  companyName: orders.companyName,
  applyUser: orders.applyUser,
  applyMobile: orders.applyMobile,
  mobileBook: orders.mobileBook,
  expiredDate: orders.expiredDate,
  certificationUid: orders.certificationUid,
};

/** An order as the call features read it. */
export type CallOrder = { [K in keyof typeof callOrderColumns]: (typeof orders.$inferSelect)[K] };

/** The order when it exists and the user may see it (D4); null otherwise (one answer for both). */
export async function findVisibleOrder(db: Db, user: AuthUser, orderId: number): Promise<CallOrder | null> {
  const [row] = await db
    .select(callOrderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), visibleOrdersWhere(user)))
    .limit(1);
  return row ?? null;
}

/**
 * Visible orders whose work-order id or partner order number (openOrderId) is `orderNo`: users
 * see both numbers, and a caller quotes the partner's. openOrderId is unique per partner only, so
 * more than one order may answer.
 */
export async function findVisibleOrdersByNumber(db: Db, user: AuthUser, orderNo: string): Promise<(CallOrder & { openOrderId: string })[]> {
  // Ids are int4: a longer string of digits can only be a partner number.
  const id = /^\d{1,9}$/.test(orderNo) ? Number(orderNo) : null;
  return db
    .select({ ...callOrderColumns, openOrderId: orders.openOrderId })
    .from(orders)
    .where(
      and(visibleOrdersWhere(user), id !== null ? or(eq(orders.id, id), eq(orders.openOrderId, orderNo)) : eq(orders.openOrderId, orderNo)),
    )
    .orderBy(asc(orders.id))
    .limit(5);
}

const digits = (column: SQL | typeof orders.applyMobile) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/**
 * Visible orders whose applicant mobile or phone book ends with the digits of `key` (a cheap
 * pre-filter; the caller confirms each with the contract's phone rule). Open orders first,
 * then the newest.
 */
export async function findOrdersByNumberSuffix(db: Db, user: AuthUser, key: string): Promise<CallOrder[]> {
  const pattern = `%${key}`;
  const book = sql`exists (select 1 from jsonb_array_elements_text(${orders.mobileBook}) as m(v) where ${digits(sql`m.v`)} like ${pattern})`;
  return db
    .select(callOrderColumns)
    .from(orders)
    .where(and(visibleOrdersWhere(user), sql`(${digits(orders.applyMobile)} like ${pattern} or ${book})`))
    .orderBy(asc(sql`(${orders.orderStatus} = 100)`), desc(orders.incomingDate))
    .limit(50);
}
