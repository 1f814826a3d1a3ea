/**
 * Benchmark of the home dashboards (issue 19): each dashboard call, p50 and p95 of the server's
 * handling (app.inject in this process, on a PostgreSQL server), from CONCURRENCY clients.
 *
 *   npm run bench:dashboard                          1,000,000 orders, 8 clients × 25 rounds
 *   npm run bench:dashboard -- --orders 200000 --rounds 10 --concurrency 4
 *
 * The database (BENCH_DATABASE_URL, default postgres://postgres:postgres@127.0.0.1:5432/certdesk_dash_bench,
 * created when missing) is filled once by lists-fill.ts with orders that end today (so that the
 * 30-day figures and the deadlines have data), plus calls today, unread messages and an outbox.
 * `--explain` prints EXPLAIN ANALYZE of the statements that read the most; `--writes` the cost of a
 * status change and a partner intake (lists-writes.ts, rolled back) with the tallies' triggers on
 * and off, what they add to every write; `--no-calls` leaves the dashboard calls out.
 */

import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { seedAccounts } from '../src/modules/demo/seed-accounts.js';
import { loadConfig } from '../src/platform/config.js';
import type { Database } from '../src/platform/db/client.js';
import { runMigrations } from '../src/platform/db/migrate.js';
import { benchLogin, benchOption, injectCaller, openBenchDatabase, percentiles } from './bench-client.js';
import { fillOrders } from './lists-fill.js';
import { measureWrites } from './lists-writes.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => benchOption(args, name, fallback);
const N = option('orders', 1_000_000);
const CONCURRENCY = option('concurrency', 8);
const ROUNDS = option('rounds', 25);
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/certdesk_dash_bench';
const ORDER_GAP_S = 50; // lists-fill.ts: one order every 50 seconds

/** Orders ending now, then the certifiers' calls, unread messages and an outbox of pushes. */
async function fill(database: Database) {
  const [{ h } = { h: '' }] = (await database.query<{ h: string }>(`select password_hash h from users where account = 'admin'`)).rows;
  await database.exec('truncate orders, call_records, messages, partner_outbox cascade');
  const start = new Date(Date.now() - N * ORDER_GAP_S * 1000).toISOString();
  await fillOrders(database, N, h, start);
  await fillExtras(database);
}

async function fillExtras(database: Database) {
  await database.exec('truncate call_records, messages, partner_outbox');
  // 100,000 calls over 30 days among the bench certifiers; 20,000 messages, a third unread; 5,000 pushes.
  await database.exec(`
    with c as (select array_agg(id order by id) ids from users where account like 'bcert%')
    insert into call_records (session_id, source, call_uid, from_mobile, to_mobile, call_type, call_connected, call_end_type, start_date, end_date)
    select 'bench-' || g, 'upload', c.ids[1 + g % array_length(c.ids, 1)], '13800000000', '02160001001',
      case when g % 2 = 0 then 10 else 20 end, g % 5 <> 0, 100,
      now() - (g % 43200) * interval '1 minute', now() - (g % 43200) * interval '1 minute'
    from generate_series(1, 100000) g, c;
    with u as (select array_agg(id order by id) ids from users where account like 'bcert%' or account like 'baudit%')
    insert into messages (uid, msg_type, msg_title, title, content, read)
    select u.ids[1 + g % array_length(u.ids, 1)], 'orderAssigned', '订单分配', '订单分配', '订单已分配给您', g % 3 <> 0
    from generate_series(1, 20000) g, u;
    insert into partner_outbox (event_id, partner_id, interface_type, payload, status, next_attempt_at, created_at)
    select 'bench-' || g, 'demo', 20, '{}', (array['sent','sent','sent','pending','failed'])[1 + g % 5],
      now() + interval '1 year', now() - g * interval '1 minute'
    from generate_series(1, 5000) g;`);
  // VACUUM cannot run inside the implicit transaction of a multi-statement string.
  await database.exec('vacuum analyze call_records, messages, partner_outbox');
}

async function main() {
  const database = await openBenchDatabase(URL_);
  await runMigrations(database);
  const config = {
    // A worker per client signs in 18 sessions a run: more than the sign-in limit per address allows.
    ...loadConfig({
      DEMO: 'false',
      APP_SECRET: 'bench-secret-0123456789',
      DATA_DIR: '/tmp/certdesk-dash-bench',
      LOG_LEVEL: 'silent',
      LOGIN_RATE_PER_MINUTE: '1000',
    }),
    queueWorkers: false,
    loginAccountMaxFailures: 1_000_000,
  };
  const { app, ctx } = await buildApp({ config, database, logger: pino({ level: 'silent' }), serveWeb: false });
  await app.ready();
  if ((await database.query('select 1 from users limit 1')).rows.length === 0) await seedAccounts(ctx);
  const [{ n = 0, newest = null } = {}] = (
    await database.query<{ n: number; newest: Date | null }>('select count(*)::int n, max(incoming_date) newest from orders')
  ).rows;
  // Refilled when smaller than asked, or when its newest order is over a day old (the 30 days moved on).
  if (n < N || !newest || Date.now() - newest.getTime() > 86_400_000) {
    const t0 = performance.now();
    await fill(database);
    console.log(`filled ${N.toLocaleString()} orders ending now in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } else if ((await database.query('select 1 from call_records limit 1')).rows.length === 0) {
    await fillExtras(database);
  }

  const call = injectCaller(app);
  const token = (account: string) => benchLogin(call, account, config.demoPassword);
  // One session per account (a second sign-in ends the first), and each client its own worker: the
  // calls of one worker from eight clients at once are not what a desk does.
  const sessions = (prefix: string) => Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => token(`${prefix}${1 + (i % 10)}`)));
  const certs = await sessions('bcert');
  const audits = await sessions('baudit');
  const managers = [await token('manager'), await token('admin')];
  const cases = [
    // The floor: an authenticated call of one indexed count, what any call costs on this machine.
    { name: 'reference  GET /api/message/unReadCount', url: '/api/message/unReadCount', tokens: certs },
    { name: 'certifier  GET /api/dashboard/mine?role=200', url: '/api/dashboard/mine?role=200', tokens: certs },
    { name: 'certifier  GET /api/dashboard/next?role=200', url: '/api/dashboard/next?role=200', tokens: certs },
    { name: 'auditor    GET /api/dashboard/mine?role=300', url: '/api/dashboard/mine?role=300', tokens: audits },
    { name: 'auditor    GET /api/dashboard/next?role=300', url: '/api/dashboard/next?role=300', tokens: audits },
    { name: 'manager    GET /api/dashboard/overview', url: '/api/dashboard/overview', tokens: managers },
  ];
  const [{ open = 0, mine = 0 } = {}] = (
    await database.query<{ open: number; mine: number }>(
      `select count(*) filter (where order_status <> 100)::int open,
              count(*) filter (where order_status = 20 and certification_uid = (select id from users where account = 'bcert5'))::int mine
       from orders`,
    )
  ).rows;
  console.log(
    `${N.toLocaleString()} orders (${open.toLocaleString()} open; bcert5 has ${mine.toLocaleString()} pending), 100,000 calls, 20,000 messages, 5,000 pushes`,
  );
  console.log(`${CONCURRENCY} clients × ${ROUNDS} rounds after a warm-up round, server time in ms (app.inject)`);
  console.log(`${'call'.padEnd(48)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'cpu/call'.padStart(9)}`);
  for (const c of args.includes('--no-calls') ? [] : cases) {
    const once = async (client: number) => {
      const t0 = performance.now();
      const r = await call(c.url, undefined, c.tokens[client % c.tokens.length]);
      const ms = performance.now() - t0;
      if ((JSON.parse(r.body) as { code: string }).code !== '0000') throw new Error(`${c.url}: ${r.body}`);
      return ms;
    };
    for (let i = 0; i < CONCURRENCY; i++) await once(i);
    const times: number[] = [];
    // This process's CPU per call (handling, JSON, the pg driver): what load on the machine does not change.
    const cpu0 = process.cpuUsage();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, client) => {
        for (let i = 0; i < ROUNDS; i++) times.push(await once(client));
      }),
    );
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000 / times.length;
    const { p50, p95 } = percentiles(times);
    console.log(`${c.name.padEnd(48)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${cpuMs.toFixed(1).padStart(9)}`);
  }
  if (args.includes('--explain')) await explain(database);
  if (args.includes('--writes')) await writesWithAndWithout(database);
  await app.close();
}

/**
 * The write costs with the tallies' triggers on and off, twice in turn (the machine's load
 * drifts); the triggers are switched on again whatever happens.
 */
async function writesWithAndWithout(database: Database) {
  const triggers = ['orders_tallies_insert', 'orders_tallies_update', 'orders_tallies_delete', 'orders_tallies_truncate'];
  const set = (on: boolean) =>
    database.exec(triggers.map((t) => `alter table orders ${on ? 'enable' : 'disable'} trigger ${t};`).join('\n'));
  try {
    for (const on of [true, false, true, false]) {
      await set(on);
      console.log(`tallies triggers ${on ? 'on' : 'off'}: ${await measureWrites(database)}`);
    }
  } finally {
    await set(true);
  }
}

/** EXPLAIN ANALYZE of the dashboards' statements that read the most (the tallies, the expiry ranges). */
async function explain(database: Database) {
  const [{ id = 0 } = {}] = (await database.query<{ id: number }>(`select id from users where account = 'bcert5'`)).rows;
  const open = 'order_status in (10, 20, 30, 40, 50)';
  const today = "date_trunc('day', now() + interval '8 hours') - interval '8 hours'";
  const statements = [
    'select kind, k1, k2, sum(n) from order_tallies where kind <= 5 group by 1, 2, 3',
    `select k2, sum(n) from order_tallies where kind = 6 and k1 = ${id} group by 1`,
    `select count(*) from orders where ${open} and expired_date >= ${today} and expired_date < now()`,
    `select count(*) from orders where ${open} and expired_date >= now() and expired_date <= now() + interval '1 day'`,
    `select count(*) from orders where certification_uid = ${id} and order_status = 20 and expired_date >= ${today} and expired_date < now()`,
    `(select id from orders where certification_uid = ${id} and order_status = 20 and expired_date >= now() and expired_date <= now() + interval '1 day'
      order by expired_date, incoming_date, id limit 1)
     union all (select id from orders where certification_uid = ${id} and order_status = 20 order by incoming_date, id limit 1) limit 1`,
  ];
  for (const s of statements) {
    const plan = await database.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s}`);
    console.log(`\n${s}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

await main();
