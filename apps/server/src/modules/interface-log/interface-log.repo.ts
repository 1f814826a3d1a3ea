import type { interfaceLogFilterSchema } from '@certdesk/contract';
import { and, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { readPage, totalColumn } from '../../platform/db/paging.js';
import { orders } from '../orders/orders.schema.js';
import { writeInterfaceLog } from '../partner/interface-log.repo.js';
import { partnerOutbox } from '../partner/outbox.schema.js';
import { interfaceLogs as t } from '../partner/partner.schema.js';

/** One call to or from the partner, as the interface log keeps it. */
export interface InterfaceCall {
  orderId: number | null;
  partnerId: string;
  interfaceType: number;
  direction: 'in' | 'out';
  requestJson: string;
  respValue: string;
  success: boolean;
}

/** Writes an interface-log row, with the order's partner number and company name (D11). */
export async function logInterfaceCall(tx: Db, call: InterfaceCall): Promise<void> {
  const [order] = call.orderId
    ? await tx.select({ openOrderId: orders.openOrderId, companyName: orders.companyName }).from(orders).where(eq(orders.id, call.orderId))
    : [];
  await writeInterfaceLog(tx, { ...call, openOrderId: order?.openOrderId ?? '', companyName: order?.companyName ?? '' });
}

export type InterfaceLogFilter = z.infer<typeof interfaceLogFilterSchema>;

/** WHERE of the interface-log list and its export (02 §2.4). */
export function conditions(q: InterfaceLogFilter): SQL | undefined {
  const where: SQL[] = [];
  if (q.orderId) where.push(eq(t.orderId, q.orderId));
  if (q.openOrderId) where.push(eq(t.openOrderId, q.openOrderId));
  if (q.interfaceType) where.push(eq(t.interfaceType, q.interfaceType));
  if (q.dateTime?.start) where.push(gte(t.createdAt, q.dateTime.start));
  if (q.dateTime?.end) where.push(lte(t.createdAt, q.dateTime.end));
  return and(...where);
}

// A failed outgoing call whose event is failed in the outbox can be sent again.
const canRepush = sql<boolean>`(${t.direction} = 'out' and not ${t.success} and exists (
  select 1 from partner_outbox o where o.order_id = ${t.orderId} and o.interface_type = ${t.interfaceType} and o.status = 'failed'))`;

const columns = {
  id: t.id,
  orderId: t.orderId,
  openOrderId: t.openOrderId,
  companyName: t.companyName,
  interfaceType: t.interfaceType,
  direction: t.direction,
  success: t.success,
  createdAt: t.createdAt,
  requestJson: t.requestJson,
  respValue: t.respValue,
  canRepush,
};
/** A row as the list, export and detail select it. */
export type InterfaceLogSelected = { [K in keyof typeof columns]: unknown } & { id: number; createdAt: Date };

/** One page of rows, newest first, with the page total. */
export function interfaceLogPage(db: Db, q: InterfaceLogFilter & { pageNum: number; pageSize: number }) {
  const where = conditions(q);
  return readPage(q, (limit, offset) =>
    db
      .select({ ...columns, pageTotal: totalColumn() })
      .from(t)
      .where(where)
      .orderBy(desc(t.id))
      .limit(limit)
      .offset(offset),
  );
}

/** Rows older than the cursor, newest first (the export's keyset batches). */
export function interfaceLogsBefore(db: Db, q: InterfaceLogFilter, cursorId: number | undefined, limit: number) {
  return db
    .select(columns)
    .from(t)
    .where(and(conditions(q), cursorId !== undefined ? lt(t.id, cursorId) : undefined))
    .orderBy(desc(t.id))
    .limit(limit);
}

/** One row by id. */
export async function interfaceLogById(db: Db, id: number): Promise<InterfaceLogSelected | undefined> {
  const [row] = await db.select(columns).from(t).where(eq(t.id, id));
  return row;
}

/** Waiting and failed events of the outbox, and the age in seconds of the oldest waiting one. */
export async function outboxCounts(db: Db) {
  const [r] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${partnerOutbox.status} in ('pending', 'sending'))::int`,
      failed: sql<number>`count(*) filter (where ${partnerOutbox.status} = 'failed')::int`,
      oldest: sql<
        number | null
      >`extract(epoch from now() - min(${partnerOutbox.createdAt}) filter (where ${partnerOutbox.status} in ('pending', 'sending')))::int`,
    })
    .from(partnerOutbox)
    // Only the unsent rows, from partner_outbox_due_idx: the sent ones grow with every push ever made.
    .where(inArray(partnerOutbox.status, ['pending', 'sending', 'failed']));
  return r;
}
