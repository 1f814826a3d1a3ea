import { INTERFACE_TYPE_LABELS, type InterfaceLogRow, type interfaceLogFilterSchema, type OutboxHealth } from '@certdesk/contract';
import { and, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { readPage, totalColumn } from '../../platform/db/paging.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { actorOf, OrderLogEvent, writeOrderLog } from '../orders/order-log.repo.js';
import { partnerOutbox } from '../partner/outbox.schema.js';
import { requeueFailed } from '../partner/outbox.service.js';
import { interfaceLogs as t } from '../partner/partner.schema.js';

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
type Selected = { [K in keyof typeof columns]: unknown } & { id: number; createdAt: Date };

function toRow(r: Selected): InterfaceLogRow {
  const type = Number(r.interfaceType);
  return {
    id: r.id,
    orderId: (r.orderId as number | null) ?? null,
    openOrderId: String(r.openOrderId),
    companyName: String(r.companyName),
    interfaceType: type,
    interfaceTypeName: INTERFACE_TYPE_LABELS[type] ?? String(type),
    direction: String(r.direction),
    success: Boolean(r.success),
    dateTime: formatShanghai(r.createdAt),
    requestJson: String(r.requestJson),
    respValue: String(r.respValue),
    canRepush: Boolean(r.canRepush),
  };
}

/** One page, newest first. */
export async function listInterfaceLogs(db: Db, q: InterfaceLogFilter & { pageNum: number; pageSize: number }) {
  const where = conditions(q);
  const { rows, total } = await readPage(q, (limit, offset) =>
    db
      .select({ ...columns, pageTotal: totalColumn() })
      .from(t)
      .where(where)
      .orderBy(desc(t.id))
      .limit(limit)
      .offset(offset),
  );
  return { rows: rows.map(toRow), total };
}

/** Keyset batches for the export (id descending). */
export function exportBatch(db: Db, q: InterfaceLogFilter) {
  return async (cursor: InterfaceLogRow | undefined, limit: number) => {
    const rows = await db
      .select(columns)
      .from(t)
      .where(and(conditions(q), cursor ? lt(t.id, cursor.id) : undefined))
      .orderBy(desc(t.id))
      .limit(limit);
    return rows.map(toRow);
  };
}

/** One row for the detail dialog. */
export async function interfaceLogDetail(db: Db, id: number): Promise<InterfaceLogRow> {
  const [row] = await db.select(columns).from(t).where(eq(t.id, id));
  if (!row) throw notFound('接口日志不存在');
  return toRow(row);
}

/** An administrator sends a failed push again (D1, D11): a fresh retry budget, the same event id. */
export async function repush(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const log = await interfaceLogDetail(ctx.db, id);
  if (!log.canRepush || !log.orderId) throw badRequest('该记录没有待重新推送的失败事件');
  await ctx.db.transaction(async (tx) => {
    const row = await requeueFailed(tx, log.orderId!, log.interfaceType);
    if (!row) throw badRequest('该记录没有待重新推送的失败事件');
    await writeOrderLog(tx, {
      orderId: log.orderId!,
      actor: actorOf(user),
      operateType: '重新推送',
      logEventType: OrderLogEvent.PUSH_ACKNOWLEDGED,
      doc: `${log.interfaceTypeName}重新推送`,
    });
  });
  ctx.outbox.kick();
}

/** Waiting and failed events and the age of the oldest waiting one. */
export async function outboxHealth(db: Db): Promise<OutboxHealth> {
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
  return {
    pending: Number(r?.pending ?? 0),
    failed: Number(r?.failed ?? 0),
    oldestPendingSeconds: r?.oldest == null ? null : Number(r.oldest),
  };
}
