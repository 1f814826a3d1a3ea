import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';

/**
 * The dashboards' queries. Counts come from the tallies the triggers of migration 0011 keep
 * (order_tallies, exact at every commit); orders are read only for what moves with the clock
 * (today's expiries, the next working day's deadlines) and for 下一单, as short ranges of partial
 * indexes (orders.schema.ts). Days are Asia/Shanghai calendar days (UTC+8, no daylight saving),
 * numbered as the contract's shanghaiDayNumber, in SQL by shanghai_day (migration 0011).
 */

type Rows<T> = { rows: T[] };
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** Whose work: a certifier's pending certifications or an auditor's pending reviews (the lists' own scopes). */
export function workerScope(role: 200 | 300, uid: number): SQL {
  // Literal predicates of orders_cert_uid_idx / orders_audit_uid_idx (uid, status).
  return role === 200 ? sql`certification_uid = ${uid} and order_status = 20` : sql`audit_uid = ${uid} and order_status in (30, 40, 50)`;
}

/**
 * A worker's pending orders by the Shanghai day of their expiry, expired ones apart: the tallies
 * of the worker's days (a few hundred rows at most), and today's orders expired by `now` read
 * from the (uid, expiry) partial index, the one day that the clock splits.
 */
export async function pendingByExpiryDay(db: Db, role: 200 | 300, uid: number, now: Date, today: number) {
  const kind = role === 200 ? TALLY.certifierDays : TALLY.auditorDays;
  const startOfToday = new Date(today * 86_400_000 - 28_800_000);
  const [days, [todays]] = await Promise.all([
    rows<{ day: number; n: number; c: number }>(
      db,
      sql`select k2 as day, sum(n)::int as n, count(*)::int as c from order_tallies where kind = ${kind} and k1 = ${uid} group by 1`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders where ${workerScope(role, uid)} and expired_date >= ${startOfToday} and expired_date < ${now}`,
    ),
  ]);
  const expiredToday = Number(todays?.n ?? 0);
  const found: { day: number; expired: boolean; count: number }[] = [];
  for (const d of days) {
    const day = Number(d.day);
    const n = Number(d.n);
    if (day !== today) found.push({ day, expired: day < today, count: n });
    else found.push({ day, expired: true, count: expiredToday }, { day, expired: false, count: n - expiredToday });
  }
  const excess = days.reduce((s, d) => s + Number(d.c), 0) - days.length;
  return { days: found.filter((d) => d.count !== 0), excess };
}

/**
 * The worker's most urgent order: due by `riskEnd` and not expired first (soonest), then the
 * oldest. Two ranges of the pending lists' partial indexes, (uid, expiry) then (uid, intake); the
 * second runs only when the first finds nothing (an Append under LIMIT stops at its first row).
 */
export async function mostUrgent(db: Db, role: 200 | 300, uid: number, now: Date, riskEnd: Date) {
  const scope = workerScope(role, uid);
  const [row] = await rows<{ id: number; order_type: number }>(
    db,
    sql`(select id, order_type from orders where ${scope} and expired_date >= ${now} and expired_date <= ${riskEnd}
         order by expired_date, incoming_date, id limit 1)
        union all
        (select id, order_type from orders where ${scope} order by incoming_date, id limit 1)
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

/** The kinds of order_tallies rows (migration 0011, order_tally_keys). */
export const TALLY = { backlog: 1, intake: 2, finished: 3, openByExpiry: 4, load: 5, certifierDays: 6, auditorDays: 7 } as const;

export interface Tally {
  kind: number;
  k1: number;
  k2: number;
  n: number;
}

/** Rows beyond one per key after which a read folds the table (a status change adds up to ten). */
export const FOLD_AFTER = 2_000;
/** The same for the rows of one worker, read on every visit of the worker's dashboard. */
export const FOLD_WORKER_AFTER = 200;

/**
 * The tallies the managers' dashboard shows: the backlog, the loads, intake and finished from
 * day `fromDay`, open orders that expired before day `today`. Keys that sum to zero are left out.
 * Returns how many rows of these kinds there are beyond one per key, to fold the table when that
 * grows (every status change adds to the backlog's).
 */
export async function readTallies(db: Db, fromDay: number, today: number) {
  const found = await rows<{ kind: number; k1: number; k2: number; n: number; excess: number }>(
    db,
    sql`with t as (select kind, k1, k2, sum(n)::int as n, count(*) as c from order_tallies where kind <= ${TALLY.load} group by 1, 2, 3)
        select kind, k1, k2, n, (select sum(c) - count(*) from t)::int as excess from t
        where n <> 0 and (kind in (${TALLY.backlog}, ${TALLY.load})
          or (kind in (${TALLY.intake}, ${TALLY.finished}) and k1 >= ${fromDay})
          or (kind = ${TALLY.openByExpiry} and k1 < ${today}))
        order by 1, 2, 3`,
  );
  const tallies: Tally[] = found.map((r) => ({ kind: Number(r.kind), k1: Number(r.k1), k2: Number(r.k2), n: Number(r.n) }));
  return { tallies, excess: Number(found[0]?.excess ?? 0) };
}

/**
 * Folds order_tallies into one row per key, keys summing to zero dropped, in one statement: a
 * reader sees the rows before or after, and a writer's rows not yet committed are not touched.
 * One fold at a time (the advisory lock); another reader that finds it taken skips folding.
 */
export async function foldTallies(db: Db): Promise<void> {
  await db.execute(
    sql`with go as (select pg_try_advisory_xact_lock(727276) as ok),
        d as (delete from order_tallies where (select ok from go) returning kind, k1, k2, n)
        insert into order_tallies (kind, k1, k2, n)
        select kind, k1, k2, sum(n)::int from d group by 1, 2, 3 having sum(n) <> 0`,
  );
}

/**
 * Open orders expired since `startOfToday` (the days before are tallied), and due by `riskEnd`
 * but not expired: two ranges of orders_open_expired_idx, at most a few days of expiries.
 */
export async function openDeadlines(db: Db, startOfToday: Date, now: Date, riskEnd: Date) {
  const open = sql`order_status in (10, 20, 30, 40, 50)`;
  const [r] = await rows<{ expired: number; at_risk: number }>(
    db,
    sql`select (select count(*) from orders where ${open} and expired_date >= ${startOfToday} and expired_date < ${now})::int as expired,
               (select count(*) from orders where ${open} and expired_date >= ${now} and expired_date <= ${riskEnd})::int as at_risk`,
  );
  return { expiredToday: Number(r?.expired ?? 0), atRisk: Number(r?.at_risk ?? 0) };
}

/** Every active certifier and auditor (primary or further role), one row per (user, role). */
export async function workers(db: Db) {
  const found = await rows<{ uid: number; nick_name: string; role_type: number }>(
    db,
    sql`select distinct u.id as uid, u.nick_name, r.role_type from users u
        join roles r on r.id = u.role_id or r.id in (select role_id from user_roles ur where ur.user_id = u.id)
        where u.deleted_at is null and not u.disabled and r.role_type in (200, 300)
        order by r.role_type, u.id`,
  );
  return found.map((r) => ({ uid: Number(r.uid), nickName: r.nick_name, roleType: Number(r.role_type) as 200 | 300 }));
}
