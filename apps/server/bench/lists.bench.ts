/**
 * Benchmark of the four order lists (issue 3): fills a database with N orders in SQL, then for
 * every filter and sort measures the API (a server process of its own over HTTP, its Server-Timing;
 * PGlite: app.inject; 8 concurrent clients) and the bare SQL of the same page (the same Drizzle
 * queries, run directly), and the streamed export's peak RSS (docs/performance.md).
 *
 *   npm run bench:lists                              PostgreSQL at BENCH_DATABASE_URL, 1,000,000 orders
 *   npm run bench:lists -- --orders 50000 --no-export
 *   npm run bench:lists -- --embedded --orders 200000 PGlite in memory
 *   npm run bench:lists -- --only "pendingCert filter" --explain   some cases, with their plans
 *   npm run bench:lists -- --seed 42 --random 300 --no-fixed         random combinations alone
 *   npm run bench:lists -- --writes --random 0 --no-fixed --no-export  the write cost alone
 *   npm run bench:lists -- --seed 1801 --explain-cases 194,190,8        some random cases' plans alone
 *   npm run bench:lists -- --seed 1801 --explain-cases 194 --sql        … and their SQL with its values
 *   npm run bench:lists -- --seed 7 --random 3000 --grep 'pendingCert.*mark=' --no-fixed --no-export  some random cases alone
 *   npm run bench:lists -- --seed 7 --random 300 --verify --no-fixed --no-export   random cases against plain SQL (lists-verify.ts)
 *   npm run bench:lists -- --floor --random 0 --no-fixed --no-export   the floor of a range sorted by another date (lists-floor.ts)
 *
 * Besides the fixed cases (every filter and sort alone), `--random N` (default 300) random
 * combinations (lists-random.ts) from a seed (`--seed` or BENCH_SEED, else a new one, printed)
 * are measured at the same concurrency, `--random-rounds` rounds each (default 5: 40 samples),
 * the API alone; the run prints how many met the target per list and caller, and the 10
 * slowest with EXPLAIN ANALYZE of their statements.
 */

import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { seedAccounts } from '../src/modules/demo/seed-accounts.js';
import { loadConfig } from '../src/platform/config.js';
import { runMigrations } from '../src/platform/db/migrate.js';
import { benchLogin, httpCaller, injectCaller, openBenchDatabase } from './bench-client.js';
import { benchUsers } from './bench-users.js';
import { type BenchCase, benchCases, type Caller, LIST_URL } from './lists-cases.js';
import { bareQuery, explain, explainCases } from './lists-explain.js';
import { measureExport, measureServerExport } from './lists-export.js';
import { fillOrders } from './lists-fill.js';
import { measureFloor } from './lists-floor.js';
import { concurrently, measureRandom, ownCpuMs, succeeded, threadCpuMs, warmUp } from './lists-measure.js';
import { CONCURRENCY, EMBEDDED as embedded, flag, GREP, N, ONLY, option, RANDOM, ROUNDS, SEED, text, URL_ } from './lists-options.js';
import { filledSet, randomCases } from './lists-random.js';
import { startServerProcess } from './lists-server.js';
import { verifyCases } from './lists-verify.js';
import { measureWrites } from './lists-writes.js';
import { describeServer } from './server-settings.js';

async function main() {
  const database = await openBenchDatabase(URL_, embedded);
  await runMigrations(database);
  console.log(await describeServer(database));
  const config = {
    ...loadConfig({ DEMO: 'false', APP_SECRET: 'bench-secret-0123456789', DATA_DIR: '/tmp/certdesk-bench' }),
    queueWorkers: false,
  };
  const { app, ctx } = await buildApp({ config, database, logger: pino({ level: 'silent' }), serveWeb: false });
  await app.ready();

  const [{ n: existing } = { n: 0 }] = (await database.query<{ n: number }>('select count(*)::int n from orders')).rows;
  if ((await database.query('select 1 from users limit 1')).rows.length === 0) await seedAccounts(ctx);
  if (existing < N) {
    const t0 = performance.now();
    const [{ h } = { h: '' }] = (await database.query<{ h: string }>(`select password_hash h from users where account = 'admin'`)).rows;
    await database.exec('truncate orders cascade');
    await fillOrders(database, N, h);
    console.log(`filled ${N.toLocaleString()} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const id = async (account: string) =>
    (await database.query<{ id: number }>('select id from users where account = $1', [account])).rows[0]?.id ?? 0;
  const ids = { admin: await id('admin'), cert: await id('bcert5'), audit: await id('baudit3') };
  const users = benchUsers(ids);
  const closeApp = async () => {
    await app.close();
    await database.close();
  };
  const chosenRandomCases = async () =>
    randomCases(SEED, RANDOM, await filledSet(database, N, ids.admin)).filter((c) => !GREP || GREP.test(`${c.kind} ${c.name}`));
  const explained = text('explain-cases');
  if (explained !== undefined) {
    await explainCases(database, ctx.db, users, await filledSet(database, N, ids.admin), {
      text: explained,
      seed: SEED,
      random: RANDOM,
      quiet: flag('quiet'),
      sql: flag('sql'),
      top: option('explain-top', 15),
    });
    await closeApp();
    return;
  }
  // PostgreSQL: the API is a server process of its own, called over HTTP as deployed, so that the
  // benchmark's clients and its bookkeeping do not run on the server's event loop. PGlite lives in
  // this process (no other can open it): its API is called through app.inject.
  const server = embedded ? undefined : await startServerProcess(URL_);
  const http = server ? httpCaller(server.address, CONCURRENCY) : undefined;
  const call = http ?? injectCaller(app);
  const login = (account: string) => benchLogin(call, account, config.demoPassword);
  const tokens: Record<Caller, string> = { admin: await login('admin'), cert: await login('bcert5'), audit: await login('baudit3') };
  const closeServer = async () => {
    await http?.close();
    await server?.stop();
  };

  if (flag('verify')) {
    process.exitCode = (await verifyCases(database, await chosenRandomCases(), SEED, call, tokens, ids)) > 0 ? 1 : 0;
    await closeServer();
    await closeApp();
    return;
  }
  const rows: string[] = [];
  let worst = { ratioOk: true, targetOk: true };
  const target = embedded ? 150 : 50;
  if (flag('floor')) {
    const explainCase = flag('explain')
      ? (c: BenchCase) => explain(database, ctx.db, c, users[c.as], c.body, { printSql: flag('sql') }).then(() => undefined)
      : undefined;
    console.log(await measureFloor({ database, call, token: tokens.admin, orders: N, concurrency: CONCURRENCY, target, explainCase }));
  }
  const cases = flag('no-fixed')
    ? []
    : benchCases(N, { cert: ids.cert, audit: ids.audit }).filter((c) => `${c.kind} ${c.name}`.includes(ONLY));
  await warmUp(cases, call, tokens);
  for (const c of cases) {
    const body = { pageNum: 1, pageSize: 10, ...c.body };
    if (flag('explain')) await explain(database, ctx.db, c, users[c.as], body);
    const api = await concurrently(
      async () => {
        const answer = await call(LIST_URL[c.kind], body, tokens[c.as]);
        if (!succeeded(answer.body)) throw new Error(`${c.kind} ${c.name}: ${answer.body.slice(0, 200)}`);
        return answer.serverTime;
      },
      server ? () => threadCpuMs(server.pid) : ownCpuMs,
    );
    const bare = await concurrently(await bareQuery(database, ctx.db, c, users[c.as], body));
    const ratio = api.p95 / Math.max(bare.p95, 0.01);
    const ok = api.p95 <= target && api.p95 <= 1.5 * bare.p95 + 5;
    worst = { ratioOk: worst.ratioOk && api.p95 <= 1.5 * bare.p95 + 5, targetOk: worst.targetOk && api.p95 <= target };
    rows.push(
      `| ${c.kind} | ${c.name}${c.as === 'admin' ? '' : ` (${c.as})`} | ${api.p50.toFixed(1)} | ${api.p95.toFixed(1)} | ${bare.p50.toFixed(1)} | ${bare.p95.toFixed(1)} | ${ratio.toFixed(2)} | ${ok ? 'ok' : 'MISS'} | ${api.wall.p95.toFixed(1)} | ${api.cpu.toFixed(2)} | ${bare.cpu.toFixed(2)} | ${api.clientCpu.toFixed(2)} |`,
    );
    console.log(rows.at(-1));
  }
  console.log(`\n${embedded ? 'PGlite' : 'PostgreSQL'}, ${N.toLocaleString()} orders, ${CONCURRENCY} clients × ${ROUNDS} rounds (ms)`);
  console.log(
    '| list | case | API p50 | API p95 | SQL p50 | SQL p95 | p95 ratio | target | client p95 | Node CPU/call API | Node CPU/call SQL | client CPU/call API |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  console.log(
    `\n${rows.length} cases. API p95 ≤ ${target} ms everywhere: ${worst.targetOk}; API p95 ≤ 1.5 × SQL p95 + 5 ms everywhere: ${worst.ratioOk}`,
  );
  if (flag('writes')) console.log(await measureWrites(database));
  if (RANDOM > 0) {
    await measureRandom(await chosenRandomCases(), call, tokens, target, server ? () => threadCpuMs(server.pid) : ownCpuMs, async (c) => {
      await explain(database, ctx.db, c, users[c.as], { pageNum: 1, pageSize: 10, ...c.body });
    });
  }
  // The lists' server ends before the export's starts: two would be refused as two cluster nodes
  // with a simulated exchange each (issue 17), and the export's memory is measured alone.
  await closeServer();
  if (!flag('no-export')) {
    // PostgreSQL: a server process of its own, as deployed; PGlite lives in this process.
    console.log(embedded ? await measureExport(app, tokens.admin, N) : await measureServerExport(URL_, tokens.admin, N));
  }
  await closeApp();
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
