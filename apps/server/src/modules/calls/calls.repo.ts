import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { type PageRequest, readPage, totalColumn } from '../../platform/db/paging.js';
import { orders } from '../orders/orders.schema.js';
import { callRecords } from './calls.schema.js';

/** The columns a call row is built from: the record and its bound order. */
const rowColumns = {
  record: callRecords,
  orderType: orders.orderType,
  companyName: orders.companyName,
  applyUser: orders.applyUser,
};

/** One call record with its order's fields. */
export type CallListRecord = {
  record: typeof callRecords.$inferSelect;
  orderType: number | null;
  companyName: string | null;
  applyUser: string | null;
};

const base = (db: Db) => db.select(rowColumns).from(callRecords).leftJoin(orders, eq(orders.id, callRecords.orderId));

/** One page of calls, newest first, and how many match. */
export function findCallPage(db: Db, where: SQL | undefined, page: PageRequest): Promise<{ rows: CallListRecord[]; total: number }> {
  return readPage(page, (limit, offset) =>
    db
      .select({ ...rowColumns, pageTotal: totalColumn() })
      .from(callRecords)
      .leftJoin(orders, eq(orders.id, callRecords.orderId))
      .where(where)
      .orderBy(desc(callRecords.startDate), desc(callRecords.id))
      .limit(limit)
      .offset(offset),
  );
}

/** Keyset batch for exports: after the cursor in (startDate desc, id desc) order. */
export async function findCallsAfter(db: Db, where: SQL | undefined, cursor: CallListRecord | undefined, limit: number) {
  const after = cursor
    ? or(
        lt(callRecords.startDate, cursor.record.startDate),
        and(eq(callRecords.startDate, cursor.record.startDate), lt(callRecords.id, cursor.record.id)),
      )
    : undefined;
  return base(db).where(and(where, after)).orderBy(desc(callRecords.startDate), desc(callRecords.id)).limit(limit);
}

/** One call with its order's fields, when `where` lets it through. */
export async function findCall(db: Db, id: number, where: SQL | undefined): Promise<CallListRecord | null> {
  const [row] = await base(db)
    .where(and(eq(callRecords.id, id), where))
    .limit(1);
  return row ?? null;
}
