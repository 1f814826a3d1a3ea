import { INTERFACE_TYPE_LABELS, type InterfaceLogRow, type OutboxHealth } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { actorOf, OrderLogEvent, writeOrderLog } from '../orders/order-log.repo.js';
import { requeueFailed } from '../partner/outbox.service.js';
import {
  type InterfaceLogFilter,
  type InterfaceLogSelected,
  interfaceLogById,
  interfaceLogPage,
  interfaceLogsBefore,
  outboxCounts,
} from './interface-log.repo.js';

export type { InterfaceLogFilter } from './interface-log.repo.js';

function toRow(r: InterfaceLogSelected): InterfaceLogRow {
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
export async function listInterfaceLogs(ctx: AppContext, q: InterfaceLogFilter & { pageNum: number; pageSize: number }) {
  const { rows, total } = await interfaceLogPage(ctx.db, q);
  return { rows: rows.map(toRow), total };
}

/** Keyset batches for the export (id descending). */
export function exportBatch(ctx: AppContext, q: InterfaceLogFilter) {
  return async (cursor: InterfaceLogRow | undefined, limit: number) => (await interfaceLogsBefore(ctx.db, q, cursor?.id, limit)).map(toRow);
}

/** One row for the detail dialog. */
export async function interfaceLogDetail(ctx: AppContext, id: number): Promise<InterfaceLogRow> {
  const row = await interfaceLogById(ctx.db, id);
  if (!row) throw notFound('接口日志不存在');
  return toRow(row);
}

/** An administrator sends a failed push again (D1, D11): a fresh retry budget, the same event id. */
export async function repush(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const log = await interfaceLogDetail(ctx, id);
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

/** Waiting and failed events and the age of the oldest waiting one (the dashboard reads it too). */
export async function outboxHealth(db: Db): Promise<OutboxHealth> {
  const r = await outboxCounts(db);
  return {
    pending: Number(r?.pending ?? 0),
    failed: Number(r?.failed ?? 0),
    oldestPendingSeconds: r?.oldest == null ? null : Number(r.oldest),
  };
}

/** The outbox health of the interface-log screen. */
export const readOutboxHealth = (ctx: AppContext) => outboxHealth(ctx.db);
