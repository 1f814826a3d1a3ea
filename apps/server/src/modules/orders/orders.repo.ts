import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { orderIncoming, orders } from './orders.schema.js';

// Reads and writes of single orders: the lifecycle's transitions and the list actions' edits
// (the lists' own queries live in order-lists.repo).

/** An order row as stored. */
export type OrderRecord = typeof orders.$inferSelect;
/** Who an order must be assigned to for a transition to apply. */
export type Assignee = { certificationUid: number } | { auditUid: number };

/** An order by id, every column. */
export async function orderById(db: Db, id: number): Promise<OrderRecord | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}

/** An order by id, locked for the caller's transaction (a concurrent transition waits). */
export async function lockOrder(tx: Db, id: number): Promise<OrderRecord | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order;
}

/**
 * Moves an order to a status, only from one of `from` and, when given, only while assigned to
 * `assignee`; answers the row, or undefined when it did not apply.
 */
export async function moveOrderStatus(
  tx: Db,
  id: number,
  move: { from: readonly number[]; to: number; assignee?: Assignee; set?: Partial<typeof orders.$inferInsert> },
): Promise<OrderRecord | undefined> {
  const assigned = move.assignee
    ? 'certificationUid' in move.assignee
      ? eq(orders.certificationUid, move.assignee.certificationUid)
      : eq(orders.auditUid, move.assignee.auditUid)
    : undefined;
  const [row] = await tx
    .update(orders)
    .set({ ...move.set, orderStatus: move.to, updatedAt: new Date() })
    .where(and(eq(orders.id, id), inArray(orders.orderStatus, [...move.from]), assigned))
    .returning();
  return row;
}

/** Sets an order's registry lookup state (10: lookup running). */
export async function setOrderQueryStatus(db: Db, orderId: number, queryStatus: number) {
  await db.update(orders).set({ queryStatus, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** Sets an order's remark. */
export async function setOrderMark(db: Db, orderId: number, mark: string) {
  await db.update(orders).set({ mark, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** Moves an order's deadline and counts the working days added. */
export async function extendOrderDeadline(db: Db, orderId: number, expiredDate: Date, workDays: number) {
  await db
    .update(orders)
    .set({ expiredDate, extendedDays: sql`${orders.extendedDays} + ${workDays}`, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Authorises the four-element check of orders (D12). */
export async function grantFourValidateOf(db: Db, orderIds: number[]) {
  await db.update(orders).set({ fourValidateGranted: true, updatedAt: new Date() }).where(inArray(orders.id, orderIds));
}

/** A partner's order by its number, locked for the caller's transaction. */
export async function lockPartnerOrder(tx: Db, partnerId: string, openOrderId: string): Promise<OrderRecord | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), eq(orders.openOrderId, openOrderId)))
    .for('update');
  return order;
}

/** Adds an order; answers the row. */
export async function insertOrder(tx: Db, values: typeof orders.$inferInsert): Promise<OrderRecord | undefined> {
  const [order] = await tx.insert(orders).values(values).returning();
  return order;
}

/** Changes columns of an order and stamps the edit; answers the row, or undefined when missing. */
export async function updateOrder(tx: Db, id: number, set: Partial<typeof orders.$inferInsert>): Promise<OrderRecord | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

/** Keeps what the partner sent for an order (create, modify, supplement). */
export async function insertIncoming(tx: Db, orderId: number, kind: number, payload: Record<string, unknown>) {
  await tx.insert(orderIncoming).values({ orderId, kind, payload });
}

/**
 * Flags the open orders of a company and of an applicant ID as duplicates (empty values match
 * nothing); answers whether each had any.
 */
export async function flagOpenDuplicates(tx: Db, companyName: string, applyIDCard: string) {
  const flag = async (value: string, column: AnyPgColumn, set: Partial<typeof orders.$inferInsert>) =>
    value
      ? (
          await tx
            .update(orders)
            .set(set)
            .where(and(eq(column, value), ne(orders.orderStatus, 100)))
            .returning({ id: orders.id })
        ).length > 0
      : false;
  const duplicateName = await flag(companyName, orders.companyName, { duplicateName: true });
  const duplicateApplyUser = await flag(applyIDCard, orders.applyIDCard, { duplicateApplyUser: true });
  return { duplicateName, duplicateApplyUser };
}
