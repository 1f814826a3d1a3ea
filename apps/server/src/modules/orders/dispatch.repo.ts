import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';

// The statements of assignment (D2), raw SQL on purpose: the candidate query ranks users by their
// open orders in one statement, and the assignment appends to handler_uids in place.

/** Which worker a stage needs. */
export type Stage = 'cert' | 'audit';

/** What each stage writes and needs: the worker's role type, columns, statuses and log label. */
export const STAGE = {
  cert: { roleType: 200, uidColumn: 'certification_uid', dateColumn: 'dispatch_cer_date', statuses: [20], label: '分配认证' },
  audit: { roleType: 300, uidColumn: 'audit_uid', dateColumn: 'dispatch_audit_date', statuses: [30, 40], label: '分配审核' },
} as const;

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

/** Assigns orders in the stage's statuses to a worker (uid, dispatch date, handlers); answers the ids changed. */
export async function assignOrders(tx: Db, orderIds: number[], uid: number, stage: Stage): Promise<number[]> {
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
  return (updated as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/** Stamps a worker's last dispatch; answers their name (undefined when no such user). */
export async function markDispatched(tx: Db, uid: number): Promise<string | undefined> {
  const who = await tx.execute(sql`update users set last_dispatch_at = now() where id = ${uid} returning nick_name`);
  return (who as unknown as { rows: { nick_name: string }[] }).rows[0]?.nick_name;
}

/** Whether a user is active and holds the stage's role type. */
export async function isActiveWorker(tx: Db, uid: number, stage: Stage): Promise<boolean> {
  const ok = await tx.execute(sql`
    select 1 from users u where u.id = ${uid} and u.disabled = false and u.deleted_at is null and ${holdsRoleType(STAGE[stage].roleType)}`);
  return (ok as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The first of these orders that is not in the stage's statuses, if any. */
export async function firstOrderOutOfStage(tx: Db, orderIds: number[], stage: Stage): Promise<number | undefined> {
  const wrong = await tx.execute(sql`
    select id from orders where id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and order_status not in (${sql.join(
      STAGE[stage].statuses.map((st) => sql`${st}`),
      sql`, `,
    )}) limit 1`);
  return (wrong as unknown as { rows: { id: number }[] }).rows[0]?.id;
}
