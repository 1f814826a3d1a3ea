import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { DashboardClock } from './dashboard-time.js';

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
 * Everything a worker dashboard counts, in one statement and one row (one round trip, where four
 * parallel queries queued for the pool under load; the days as one JSON value, which the driver
 * parses natively, where a row per day cost more CPU to parse than the rest of the call): the
 * worker's pending orders by the Shanghai day of their expiry from the tallies (a few hundred days
 * at most); today's orders expired by `now` from the (uid, expiry) partial index, the one day the
 * clock splits; the worker's calls since the start of today and the missed incoming ones
 * (call_records_uid_idx); unread messages (messages_unread_idx).
 */
export async function workerCounts(db: Db, role: 200 | 300, uid: number, { now, today, startOfToday }: DashboardClock) {
  const kind = role === 200 ? TALLY.certifierDays : TALLY.auditorDays;
  const [found] = await rows<{
    days: [day: number, count: number][];
    excess: number;
    expired_today: number;
    calls: number;
    missed: number;
    unread: number;
  }>(
    db,
    sql`with d as (select k2 as day, sum(n)::int as n, count(*)::int as c from order_tallies where kind = ${kind} and k1 = ${uid} group by 1)
        select
          (select coalesce(json_agg(json_build_array(day, n)), '[]') from d where n <> 0) as days,
          (select coalesce(sum(c) - count(*), 0) from d)::int as excess,
          (select count(*) from orders where ${workerScope(role, uid)} and expired_date >= ${startOfToday} and expired_date < ${now})::int as expired_today,
          (select count(*) from call_records where call_uid = ${uid} and start_date >= ${startOfToday})::int as calls,
          (select count(*) from call_records where call_uid = ${uid} and start_date >= ${startOfToday} and call_type = 10 and not call_connected)::int as missed,
          (select count(*) from messages where uid = ${uid} and read = false)::int as unread`,
  );
  const expiredToday = Number(found?.expired_today ?? 0);
  const days: { day: number; expired: boolean; count: number }[] = [];
  for (const [day, n] of found?.days ?? []) {
    if (day !== today) days.push({ day, expired: day < today, count: n });
    else days.push({ day, expired: true, count: expiredToday }, { day, expired: false, count: n - expiredToday });
  }
  return {
    days: days.filter((d) => d.count !== 0),
    excess: Number(found?.excess ?? 0),
    calls: Number(found?.calls ?? 0),
    missed: Number(found?.missed ?? 0),
    unread: Number(found?.unread ?? 0),
  };
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

/** The kinds of order_tallies rows (migration 0011, order_tally_keys). */
export const TALLY = { backlog: 1, intake: 2, finished: 3, openByExpiry: 4, load: 5, certifierDays: 6, auditorDays: 7 } as const;

/** Rows beyond one per key after which a read folds the table (a status change adds up to ten). */
export const FOLD_AFTER = 2_000;
/** The same for the rows of one worker, read on every visit of the worker's dashboard. */
export const FOLD_WORKER_AFTER = 200;

/**
 * The counts of the managers' dashboard, in one statement and one row, summed in SQL and handed
 * over as JSON (the driver parses one value natively; a row per tally key cost more CPU than the
 * rest of the call): the backlog by (status, type) and the open load by (worker, role) from the
 * tallies; intake and finished (and finished late) per day from day `fromDay`; open orders that
 * expired before today; and, from orders_open_expired_idx, what moves with the clock: open orders
 * expired since `startOfToday`, and due by `riskEnd` but not expired (two short ranges, a few days
 * of expiries). Also how many tally rows of these kinds there are beyond one per key, to fold the
 * table when that grows (every status change adds to the backlog's).
 */
export async function managerCounts(db: Db, fromDay: number, { now, today, startOfToday, riskEnd }: DashboardClock) {
  const open = sql`order_status in (10, 20, 30, 40, 50)`;
  type Triple = [number, number, number];
  const [found] = await rows<{
    backlog: Triple[];
    loads: Triple[];
    intake: [day: number, count: number][];
    finished: [day: number, count: number, late: number][];
    expired_before: number;
    excess: number;
    expired_today: number;
    at_risk: number;
  }>(
    db,
    sql`with t as (select kind, k1, k2, sum(n)::int as n, count(*) as c from order_tallies where kind <= ${TALLY.load} group by 1, 2, 3)
        select
          (select coalesce(json_agg(json_build_array(k1, k2, n) order by k1, k2), '[]') from t where kind = ${TALLY.backlog} and n <> 0) as backlog,
          (select coalesce(json_agg(json_build_array(k1, k2, n)), '[]') from t where kind = ${TALLY.load} and n <> 0) as loads,
          (select coalesce(json_agg(json_build_array(k1, s)), '[]')
             from (select k1, sum(n)::int as s from t where kind = ${TALLY.intake} and k1 >= ${fromDay} group by k1) i) as intake,
          (select coalesce(json_agg(json_build_array(k1, s, late)), '[]')
             from (select k1, sum(n)::int as s, coalesce(sum(n) filter (where k2 = 1), 0)::int as late
                   from t where kind = ${TALLY.finished} and k1 >= ${fromDay} group by k1) f) as finished,
          (select coalesce(sum(n), 0) from t where kind = ${TALLY.openByExpiry} and k1 < ${today})::int as expired_before,
          (select coalesce(sum(c) - count(*), 0) from t)::int as excess,
          (select count(*) from orders where ${open} and expired_date >= ${startOfToday} and expired_date < ${now})::int as expired_today,
          (select count(*) from orders where ${open} and expired_date >= ${now} and expired_date <= ${riskEnd})::int as at_risk`,
  );
  return {
    backlog: (found?.backlog ?? []).map(([orderStatus, orderType, count]) => ({ orderStatus, orderType, count })),
    loads: new Map((found?.loads ?? []).map(([uid, role, count]) => [`${uid}/${role}`, count])),
    intake: new Map(found?.intake ?? []),
    finished: new Map((found?.finished ?? []).map(([day, count]) => [day, count])),
    finishedLate: (found?.finished ?? []).reduce((s, [, , late]) => s + late, 0),
    expiredBefore: Number(found?.expired_before ?? 0),
    excess: Number(found?.excess ?? 0),
    expiredToday: Number(found?.expired_today ?? 0),
    atRisk: Number(found?.at_risk ?? 0),
  };
}

/**
 * Folds the rows of order_tallies that `scope` picks (all by default) into one row per key, keys
 * summing to zero dropped, in one statement: a reader sees the rows before or after, and a
 * writer's rows not yet committed are not touched. A reader folds only the rows it reads (the
 * whole table, 20,000 rows on 1,000,000 orders, took 0.7 s on the loaded machine; a worker's
 * own 580 rows or the managers' 1,800 a few ms). One fold at a time (the advisory lock); a reader
 * that finds it taken leaves the folding to the next one.
 */
export async function foldTallies(db: Db, scope: SQL = sql`true`): Promise<void> {
  await db.execute(
    sql`with go as (select pg_try_advisory_xact_lock(727276) as ok),
        d as (delete from order_tallies where (select ok from go) and ${scope} returning kind, k1, k2, n)
        insert into order_tallies (kind, k1, k2, n)
        select kind, k1, k2, sum(n)::int from d group by 1, 2, 3 having sum(n) <> 0`,
  );
}

/** The rows the managers' dashboard reads (kinds 1–5). */
export const MANAGER_TALLIES = sql`kind <= ${TALLY.load}`;

/** The rows a worker's dashboard reads. */
export function workerTallies(role: 200 | 300, uid: number): SQL {
  return sql`kind = ${role === 200 ? TALLY.certifierDays : TALLY.auditorDays} and k1 = ${uid}`;
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
