import { Msg } from '@certdesk/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { badRequest, staleState } from '../../platform/errors.js';
import { notifyOrdersAssigned } from '../messages/order-assigned.js';
import { type Actor, OrderLogEvent, SYSTEM_ACTOR, writeOrderLog } from './order-log.repo.js';

/**
 * Assignment (D2). When an order enters 20 it goes to a certifier, when it enters 30 or 40 to an
 * auditor: candidates are members of a business group for the order's type and of the stage's
 * role type, held by the user (primary or further role), not disabled, not deleted, not paused
 * (disabledDispatch). The fewest open orders in that stage wins; ties go to the longest since
 * the last dispatch (never dispatched first), then the lowest id. No candidate: unassigned.
 */

/** Which worker a stage needs. */
export type Stage = 'cert' | 'audit';

const STAGE = {
  cert: { roleType: 200, uidColumn: 'certification_uid', dateColumn: 'dispatch_cer_date', statuses: [20], label: '分配认证' },
  audit: { roleType: 300, uidColumn: 'audit_uid', dateColumn: 'dispatch_audit_date', statuses: [30, 40], label: '分配审核' },
} as const;

/** The stage an order status needs a worker for, if any. */
export function stageOf(orderStatus: number): Stage | null {
  if (orderStatus === 20) return 'cert';
  if (orderStatus === 30 || orderStatus === 40) return 'audit';
  return null;
}

/** SQL: the user holds the role type, as primary role or as a further role (D5). */
const holdsRoleType = (roleType: number) => sql`(
  exists (select 1 from roles r where r.id = u.role_id and r.role_type = ${roleType})
  or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.role_type = ${roleType}))`;

/** The best candidate for an order of this type in this stage, or null. */
export async function pickCandidate(tx: Db, orderType: number, stage: Stage): Promise<number | null> {
  const s = STAGE[stage];
  const open =
    stage === 'cert'
      ? sql`(select count(*) from orders o where o.certification_uid = u.id and o.order_status = 20)`
      : sql`(select count(*) from orders o where o.audit_uid = u.id and o.order_status in (30, 40))`;
  const rows = await tx.execute(sql`
    select u.id, ${open}::int as open
    from users u
    where u.disabled = false and u.deleted_at is null and u.disabled_dispatch = false
      and ${holdsRoleType(s.roleType)}
      and exists (
        select 1 from business_group_members m join business_groups g on g.id = m.group_id
        where m.uid = u.id and g.role_type = ${s.roleType} and g.order_types @> ${JSON.stringify([orderType])}::jsonb)
    order by open asc, u.last_dispatch_at asc nulls first, u.id asc
    limit 1`);
  const row = (rows as unknown as { rows: { id: number }[] }).rows[0];
  return row ? Number(row.id) : null;
}

/** Writes the assignment of orders to a worker: uid, dispatch date, handlers, last dispatch, log. */
async function assign(tx: Db, orderIds: number[], uid: number, stage: Stage, actor: Actor, how: string) {
  const s = STAGE[stage];
  const updated = await tx.execute(sql`
    update orders set ${sql.raw(s.uidColumn)} = ${uid}, ${sql.raw(s.dateColumn)} = now(), updated_at = now(),
      handler_uids = case when ${uid} = any(handler_uids) then handler_uids else array_append(handler_uids, ${uid}) end
    where id in ${sql`(${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )})`} and order_status in ${sql`(${sql.join(
      s.statuses.map((st) => sql`${st}`),
      sql`, `,
    )})`}
    returning id`);
  const ids = (updated as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (ids.length !== orderIds.length) throw staleState();
  const who = await tx.execute(sql`update users set last_dispatch_at = now() where id = ${uid} returning nick_name`);
  const name = (who as unknown as { rows: { nick_name: string }[] }).rows[0]?.nick_name ?? String(uid);
  for (const orderId of ids) {
    await writeOrderLog(tx, { orderId, actor, operateType: s.label, logEventType: OrderLogEvent.DISPATCH, doc: `${how}给${name}` });
  }
}

/**
 * Offers an order that just entered a stage to a worker, unless it already has one (a review
 * failure returns the order to the same certifier, D1). Returns the uid, or null when unassigned.
 */
export async function autoDispatch(
  tx: Db,
  order: { id: number; orderType: number; orderStatus: number; certificationUid: number | null; auditUid: number | null },
): Promise<number | null> {
  const stage = stageOf(order.orderStatus);
  if (!stage) return null;
  const current = stage === 'cert' ? order.certificationUid : order.auditUid;
  if (current !== null) return current;
  const uid = await pickCandidate(tx, order.orderType, stage);
  if (uid === null) return null;
  await assign(tx, [order.id], uid, stage, SYSTEM_ACTOR, '自动分配');
  return uid;
}

/**
 * Manual assignment (`/api/order/dispatch`): dispatchType 10 to a certifier (orders in 20),
 * 20 to an auditor (orders in 30 or 40). The caller checks that the orders are visible; this
 * checks the worker and the stage, and changes nothing unless every order can be assigned.
 */
export async function assignManually(tx: Db, orderIds: number[], uid: number, dispatchType: number, actor: Actor = SYSTEM_ACTOR) {
  if (orderIds.length === 0) throw badRequest(Msg.selectAtLeastOne);
  if (dispatchType !== 10 && dispatchType !== 20) throw badRequest('分配类型只能是10（认证）或20（审核）');
  const stage: Stage = dispatchType === 10 ? 'cert' : 'audit';
  const s = STAGE[stage];
  const ok = await tx.execute(sql`
    select 1 from users u where u.id = ${uid} and u.disabled = false and u.deleted_at is null and ${holdsRoleType(s.roleType)}`);
  if ((ok as unknown as { rows: unknown[] }).rows.length === 0) {
    throw badRequest(stage === 'cert' ? '请选择有效的认证专员' : '请选择有效的审核专员');
  }
  const unique = [...new Set(orderIds)];
  const wrong = await tx.execute(sql`
    select id from orders where id in (${sql.join(
      unique.map((id) => sql`${id}`),
      sql`, `,
    )}) and order_status not in (${sql.join(
      s.statuses.map((st) => sql`${st}`),
      sql`, `,
    )}) limit 1`);
  const bad = (wrong as unknown as { rows: { id: number }[] }).rows[0];
  if (bad) throw badRequest(`订单${bad.id}不是${stage === 'cert' ? '待认证' : '待审核'}状态，不能分配`);
  await assign(tx, unique, uid, stage, actor, '手动分配');
  // Not a status transition, so onTransition never hears of it: the new worker is told here, once.
  await notifyOrdersAssigned(tx, unique, uid);
}
