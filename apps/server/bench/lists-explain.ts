import { fillPlaceholders } from 'drizzle-orm';
import { listQueries } from '../src/modules/orders/order-list-queries.js';
import { findListPage, pageValues } from '../src/modules/orders/order-lists.repo.js';
import { listRequestSchema } from '../src/modules/orders/order-lists.routes.js';
import { listPlan } from '../src/modules/orders/order-lists.service.js';
import { QueryParams } from '../src/modules/orders/query-params.js';
import type { AuthUser } from '../src/platform/auth/auth-user.js';
import type { Database, Db } from '../src/platform/db/client.js';
import type { BenchCase, Caller } from './lists-cases.js';
import { type FilledSet, randomCases } from './lists-random.js';

/** The order lists' statements as the service runs them: bare, explained, or the plans of chosen random cases. */

/**
 * The bare SQL of a case: the statements the service runs for it, with the request's values
 * filled in, ready to run directly on the pool. The service says which it ran (findListPage's
 * `ran`); its second answer is the one every measured round gets (a list walked to past its
 * count's cap reads the page alone for a minute after counting once).
 */
async function bareStatements(db: Db, c: BenchCase, user: AuthUser, body: object) {
  const req = listRequestSchema(c.kind).parse(body);
  const params = new QueryParams();
  const { where, order } = await listPlan(db, c.kind, user, req, params);
  const values = pageValues(params, req);
  const queries = listQueries(db, where, order);
  await findListPage(db, params, where, order, req);
  const { ran } = await findListPage(db, params, where, order, req);
  // The list changes read alone (a remembered page past the end) are one tiny aggregate: not shown.
  return ran.flatMap((name) => {
    if (name === 'listChanges') return [];
    const s = queries[name]!.toSQL();
    return { name, sql: s.sql, params: fillPlaceholders(s.params, values) };
  });
}

/**
 * Prints the plans of a case's statements (EXPLAIN ANALYZE), for tuning; answers the sum of
 * their execution times (ms) and the statements' names.
 */
export async function explain(
  database: Database,
  db: Db,
  c: BenchCase,
  user: AuthUser,
  body: object,
  options: { quiet?: boolean; warmups?: number; printSql?: boolean } = {},
) {
  const { quiet = false, warmups = 5, printSql = false } = options;
  let ms = 0;
  const names: string[] = [];
  for (const q of await bareStatements(db, c, user, body)) {
    // A few runs first: the plan printed is a warm one (catalog and pages cached), as in the loops.
    for (let i = 0; i < warmups; i++) await database.query(q.sql, q.params);
    const plan = await database.query<Record<string, string>>(`explain (analyze, buffers) ${q.sql}`, q.params);
    const lines = plan.rows.map((r) => String(Object.values(r)[0]));
    ms += Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1] ?? 0);
    names.push(q.name);
    if (printSql) console.log(`-- SQL of ${c.name}\n${q.sql}\n-- values ${JSON.stringify(q.params)}`);
    if (!quiet) console.log(`-- ${c.kind} ${c.name}\n${lines.join('\n')}`);
  }
  return { ms, names };
}

/**
 * `--explain-cases 194,190,…` (with `--seed`): the plans of those random cases alone, one client,
 * and a table of their statements' execution times (EXPLAIN ANALYZE, the warm fourth run's
 * median of three); `--quiet` leaves out the plans. For judging an access path on a loaded machine,
 * where p95 at 8 clients says more about the load than the plan.
 */
export async function explainCases(
  database: Database,
  db: Db,
  users: Record<Caller, AuthUser>,
  set: FilledSet,
  options: { text: string; seed: number; random: number; quiet: boolean; sql: boolean; top: number },
) {
  const { text, seed: SEED, random: RANDOM } = options;
  // `all`: every random case once (one warm-up run), to find a seed's slow cases without the load of 8 clients.
  const every = text === 'all';
  const all = randomCases(SEED, every ? RANDOM : Math.max(RANDOM, ...text.split(',').map((n) => Number(n) + 1)), set);
  const wanted = every ? all.map((_, i) => i) : text.split(',').map(Number);
  const rows: { line: string; ms: number }[] = [];
  for (const n of wanted) {
    const c = all[n]!;
    const body = { pageNum: 1, pageSize: 10, ...c.body };
    const runs = [];
    for (let i = 0; i < (every ? 1 : 3); i++) {
      const first = i === 0 && !every;
      runs.push(
        await explain(database, db, c, users[c.as], body, {
          quiet: every || !first || options.quiet,
          warmups: every ? 1 : 5,
          printSql: first && options.sql,
        }),
      );
    }
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    rows.push({ line: `| ${c.kind} | ${c.as} | ${c.name} | ${runs[0]!.names.join(' + ')} | ${ms.toFixed(1)} |`, ms });
  }
  const shown = every ? [...rows].sort((a, b) => b.ms - a.ms).slice(0, options.top) : rows;
  console.log(`\nseed ${SEED}, EXPLAIN ANALYZE execution time (ms, ${every ? 'one run' : 'median of 3'}):`);
  if (every) console.log(`${rows.filter((r) => r.ms <= 50).length} of ${rows.length} within 50 ms; the ${shown.length} slowest:`);
  console.log('| list | caller | case | statements | ms |\n|---|---|---|---|---|');
  for (const r of shown) console.log(r.line);
}

/** The bare SQL of the same page, as the service runs it, one statement after the other. */
export async function bareQuery(database: Database, db: Db, c: BenchCase, user: AuthUser, body: Record<string, unknown>) {
  const statements = await bareStatements(db, c, user, body);
  return async () => {
    for (const q of statements) await database.query(q.sql, q.params);
    return undefined;
  };
}
