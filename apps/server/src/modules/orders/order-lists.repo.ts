import { LIST_COUNT_CAP } from '@certdesk/contract';
import { and, eq, getTableColumns, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { users } from '../users/users.schema.js';
import { orders } from './orders.schema.js';

const certifier = alias(users, 'certifier');
const auditor = alias(users, 'auditor');
const operator = alias(users, 'operator');

const rowSelection = {
  ...getTableColumns(orders),
  certificationUName: certifier.nickName,
  auditUName: auditor.nickName,
  operatorUName: operator.nickName,
};

/** An order as the lists read it: the table's columns and the handlers' names. */
export type OrderListRecord = typeof orders.$inferSelect & {
  certificationUName: string | null;
  auditUName: string | null;
  operatorUName: string | null;
};

function selectRows(db: Db) {
  return db
    .select(rowSelection)
    .from(orders)
    .leftJoin(certifier, eq(certifier.id, orders.certificationUid))
    .leftJoin(auditor, eq(auditor.id, orders.auditUid))
    .leftJoin(operator, eq(operator.id, orders.operatorUid));
}

/** The query of one page of a list (the benchmark prints and times its bare SQL). */
export function orderPageQuery(db: Db, where: SQL | undefined, orderBy: SQL[], page: { pageNum: number; pageSize: number }) {
  return selectRows(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
}

/** One page of a list. */
export async function findOrderPage(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { pageNum: number; pageSize: number },
): Promise<OrderListRecord[]> {
  return orderPageQuery(db, where, orderBy, page);
}

/**
 * The total of a list, counted at most to LIST_COUNT_CAP + 1 rows: an exact count of hundreds
 * of thousands of rows would cost more than the page itself, so past the cap the list shows
 * "10000+" (totalCapped) — the honest lower bound.
 */
export function countQuery(db: Db, where: SQL | undefined) {
  const limited = db
    .select({ one: sql`1` })
    .from(orders)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as('limited');
  return db.select({ n: sql<number>`count(*)::int` }).from(limited);
}

/** The capped total of a list (see countQuery). */
export async function countOrders(db: Db, where: SQL | undefined): Promise<{ total: number; capped: boolean }> {
  const [row] = await countQuery(db, where);
  const n = Number(row?.n ?? 0);
  return n > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, capped: true } : { total: n, capped: false };
}

/**
 * A keyset batch for exports: the next `limit` rows after the cursor in work-order-number order
 * (descending), so a million-row export never uses OFFSET and every batch is an index range.
 */
export async function findOrdersAfter(
  db: Db,
  where: SQL | undefined,
  afterId: number | undefined,
  limit: number,
): Promise<OrderListRecord[]> {
  return selectRows(db)
    .where(afterId === undefined ? where : and(where, lt(orders.id, afterId)))
    .orderBy(sql`${orders.id} desc`)
    .limit(limit);
}
