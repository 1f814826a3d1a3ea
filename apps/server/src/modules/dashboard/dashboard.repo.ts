import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';

/**
 * The dashboards' queries. Each is one aggregate that an existing index answers
 * (orders.schema.ts); days are Asia/Shanghai calendar days counted as in the contract's
 * shanghaiDayNumber (UTC+8, no daylight saving), so no time-zone data is needed in SQL.
 */

const SHANGHAI_DAY = (column: SQL) => sql`floor((extract(epoch from ${column}) + 28800) / 86400)::int`;

type Rows<T> = { rows: T[] };
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** Whose work: a certifier's pending certifications or an auditor's pending reviews (the lists' own scopes). */
export function workerScope(role: 200 | 300, uid: number): SQL {
  // Literal predicates of orders_cert_uid_idx / orders_audit_uid_idx (uid, status).
  return role === 200 ? sql`certification_uid = ${uid} and order_status = 20` : sql`audit_uid = ${uid} and order_status in (30, 40, 50)`;
}

/** A worker's pending orders by the Shanghai day of their expiry, expired ones apart. */
export async function pendingByExpiryDay(db: Db, role: 200 | 300, uid: number, now: Date) {
  const found = await rows<{ day: number; expired: boolean; n: number }>(
    db,
    sql`select ${SHANGHAI_DAY(sql`expired_date`)} as day, expired_date < ${now} as expired, count(*)::int as n
        from orders where ${workerScope(role, uid)} group by 1, 2`,
  );
  return found.map((r) => ({ day: Number(r.day), expired: Boolean(r.expired), count: Number(r.n) }));
}

/** The worker's most urgent order: due by `riskEnd` and not expired first (soonest), then the oldest. */
export async function mostUrgent(db: Db, role: 200 | 300, uid: number, now: Date, riskEnd: Date) {
  const [row] = await rows<{ id: number; order_type: number }>(
    db,
    sql`select id, order_type from orders where ${workerScope(role, uid)}
        order by (expired_date >= ${now} and expired_date <= ${riskEnd}) desc,
                 case when expired_date >= ${now} and expired_date <= ${riskEnd} then expired_date end,
                 incoming_date, id
        limit 1`,
  );
  return row ? { orderId: Number(row.id), orderType: Number(row.order_type) } : null;
}

/** The user's calls since `from` (call_records_uid_idx), and the missed incoming ones. */
export async function callsSince(db: Db, uid: number, from: Date) {
  const [r] = await rows<{ calls: number; missed: number }>(
    db,
    sql`select count(*)::int as calls, count(*) filter (where call_type = 10 and not call_connected)::int as missed
        from call_records where call_uid = ${uid} and start_date >= ${from}`,
  );
  return { calls: Number(r?.calls ?? 0), missed: Number(r?.missed ?? 0) };
}

/** Unread messages of the user (messages_unread_idx). */
export async function unreadCount(db: Db, uid: number): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from messages where uid = ${uid} and read = false`);
  return Number(r?.n ?? 0);
}

/** Orders not ended by status and type; each pending status is read from its own partial index. */
export async function backlog(db: Db) {
  const found = await rows<{ s: number; t: number; n: number }>(
    db,
    sql`select order_status as s, order_type as t, count(*)::int as n from orders
        where order_status in (10, 20, 30, 40, 50) group by 1, 2 order by 1, 2`,
  );
  return found.map((r) => ({ orderStatus: Number(r.s), orderType: Number(r.t), count: Number(r.n) }));
}

/** Orders received and orders finished per Shanghai day from day number `fromDay` on. */
export async function dailyFlow(db: Db, fromDay: number) {
  const from = new Date(fromDay * 86_400_000 - 28_800_000);
  return rows<{ day: number; intake: number; completed: number }>(
    db,
    sql`select day, sum(intake)::int as intake, sum(completed)::int as completed from (
          select ${SHANGHAI_DAY(sql`incoming_date`)} as day, 1 as intake, 0 as completed from orders where incoming_date >= ${from}
          union all
          select ${SHANGHAI_DAY(sql`finish_date`)}, 0, 1 from orders where finish_date >= ${from}
        ) f group by day order by day`,
  );
}

/** Finished since `from`: all, and those after their expiry. */
export async function finishedSince(db: Db, from: Date) {
  const [r] = await rows<{ finished: number; late: number }>(
    db,
    sql`select count(*)::int as finished, count(*) filter (where finish_date > expired_date)::int as late
        from orders where finish_date >= ${from}`,
  );
  return { finished: Number(r?.finished ?? 0), late: Number(r?.late ?? 0) };
}

/** Open orders expired, and due by `riskEnd` but not expired: two ranges of orders_open_expired_idx. */
export async function openDeadlines(db: Db, now: Date, riskEnd: Date) {
  const open = sql`order_status in (10, 20, 30, 40, 50)`;
  const [r] = await rows<{ expired: number; at_risk: number }>(
    db,
    sql`select (select count(*) from orders where ${open} and expired_date < ${now})::int as expired,
               (select count(*) from orders where ${open} and expired_date >= ${now} and expired_date <= ${riskEnd})::int as at_risk`,
  );
  return { expired: Number(r?.expired ?? 0), atRisk: Number(r?.at_risk ?? 0) };
}

/**
 * Every active certifier and auditor (primary or further role) with their open load: pending
 * certifications of a certifier, pending reviews of an auditor; one row per (user, role).
 */
export async function workerLoads(db: Db) {
  const found = await rows<{ uid: number; nick_name: string; role_type: number; open: number }>(
    db,
    sql`with w as (
          select distinct u.id, u.nick_name, r.role_type from users u
          join roles r on r.id = u.role_id or r.id in (select role_id from user_roles ur where ur.user_id = u.id)
          where u.deleted_at is null and not u.disabled and r.role_type in (200, 300)
        )
        select w.id as uid, w.nick_name, w.role_type,
          case when w.role_type = 200
            then (select count(*) from orders where certification_uid = w.id and order_status = 20)
            else (select count(*) from orders where audit_uid = w.id and order_status in (30, 40, 50))
          end::int as open
        from w order by w.role_type, w.id`,
  );
  return found.map((r) => ({
    uid: Number(r.uid),
    nickName: r.nick_name,
    roleType: Number(r.role_type) as 200 | 300,
    open: Number(r.open),
  }));
}
