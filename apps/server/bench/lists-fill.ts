import type { Database } from '../src/platform/db/client.js';

/**
 * Fills the orders table with `n` orders in SQL statements (generate_series, never row by row
 * from JavaScript): every status, type, tag, province, 20 certifiers and 10 auditors, dates
 * spread over ~19 months, so that every filter and sort of the lists has realistic selectivity.
 * `start` is the first order's intake (an ISO timestamp; the dashboards' benchmark ends the
 * orders today, so that their 30-day figures have data).
 */
export async function fillOrders(database: Database, n: number, passwordHash: string, start = '2024-06-01 08:00+08') {
  await fillHandlers(database, passwordHash);
  // The first thousand apart, then analyzed: each order's handler rows check their foreign key
  // to orders with one plan for the whole statement, and on a table PostgreSQL thinks empty every
  // index costs the same, so it took one where the id is no leading column (city by finish date)
  // and read it whole for each row: a million orders' fill ran past an hour.
  const first = Math.min(n, 1000);
  await fillRange(database, 1, first, start);
  await database.exec('analyze orders');
  if (n > first) await fillRange(database, first + 1, n, start);
  // Vacuumed as a table in use would be, so that index-only scans need no heap visits.
  await database.exec('vacuum analyze orders, order_handlers, users;');
}

/** Orders `from` to `to` of the fill (fillOrders), in one statement. */
async function fillRange(database: Database, from: number, to: number, start: string) {
  await database.exec(`
    with c as (select array_agg(id order by id) ids from users where account like 'bcert%' or account = 'cert01'),
         a as (select array_agg(id order by id) ids from users where account like 'baudit%' or account = 'audit01'),
         base as (
           select g,
                  case when (g::bigint * 7919) % 100 < 5 then 10 when (g::bigint * 7919) % 100 < 35 then 20
                       when (g::bigint * 7919) % 100 < 50 then 30 when (g::bigint * 7919) % 100 < 55 then 40
                       when (g::bigint * 7919) % 100 < 60 then 50 else 100 end as st,
                  timestamptz '${start}' + g * interval '50 seconds' as inc,
                  (array['11','31','44','32','33','51','42','37'])[1 + g % 8] as prov,
                  c.ids[1 + g % array_length(c.ids, 1)] as cu,
                  a.ids[1 + (g / 7) % array_length(a.ids, 1)] as au
           from generate_series(${Math.floor(from)}, ${Math.floor(to)}) g, c, a
         ),
         rows as (
           select g, st, inc, prov,
                  case when st >= 20 and g % 17 <> 0 then cu end as cu,
                  case when st >= 30 and g % 13 <> 0 then au end as au
           from base
         )
    insert into orders (open_order_id, order_type, order_status, query_status, certification_type, company_name,
      apply_user, province, city, province_name, city_name, incoming_date, expired_date, certification_uid, audit_uid,
      handler_uids, completed_cer_date, completed_audit_date, finish_date, last_contact_date, mark, labels,
      duplicate_name, reason, type_name)
    select 'B' || g, 1 + g % 8, st, case when st = 10 then 10 else 20 end, case when g % 3 = 0 then 20 else 10 end,
      '公司' || (g % 50000) || '科技有限公司', '申请人' || (g % 20000), prov, prov || '01', '省' || prov, '市' || prov || '01',
      inc, inc + interval '9 days', cu, au, array_remove(array[cu, au], null),
      case when st >= 30 then inc + interval '2 days' end,
      case when st in (50, 100) and g % 5 <> 0 then inc + interval '3 days' end,
      case when st = 100 then inc + interval '4 days' end,
      case when st >= 20 and g % 2 = 0 then inc + interval '1 day' end,
      case when g % 10 = 0 then '客户要求下午联系' else '' end,
      case when g % 7 = 0 then '[{"name":"加急","color":"red"}]'::jsonb else '[]'::jsonb end,
      g % 11 = 0,
      case when st in (50, 100) then '资料齐全' else '' end,
      case when st in (50, 100) then '审核通过' else '' end
    from rows`);
}

/** The fills' handlers: 20 certifiers (bcert1–20) and 10 auditors (baudit1–10), once. */
export async function fillHandlers(database: Database, passwordHash: string) {
  await database.query(
    `insert into users (account, nick_name, password_hash, role_id)
     select 'bcert' || g, '认证' || g, $1, 10 from generate_series(1, 20) g
     union all select 'baudit' || g, '审核' || g, $1, 20 from generate_series(1, 10) g
     on conflict (account) do nothing`,
    [passwordHash],
  );
}
