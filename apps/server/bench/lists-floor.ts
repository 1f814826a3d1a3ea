import { MAX_LIST_ROWS } from '@certdesk/contract';
import { EVENT_LAG_DAYS } from '../src/modules/orders/order-events.js';
import { orders } from '../src/modules/orders/orders.schema.js';
import type { Database } from '../src/platform/db/client.js';
import { type ApiCaller, percentiles } from './bench-client.js';
import { type BenchCase, LIST_URL } from './lists-cases.js';

/**
 * The floor of one class of combinations (issue 18, `--floor`): all orders by a range of their
 * intake, sorted by another date, at the first page and at the deepest served (500 × 50,
 * MAX_LIST_ROWS).
 *
 * Whatever the plan, an exact answer reads one of two things: every match of the range (to sort
 * them), or the sort's order from where its walk may start (the window of the sort the range holds,
 * walkStart) until the page's last match (to meet them in order). PostgreSQL's indexes are
 * one-dimensional: none holds the intake's range in another date's order. The range chosen holds about √(MAX_LIST_ROWS × orders) matches, where the fewer of the
 * two is largest when the dates are independent (about 158,000 of a million orders).
 *
 * For each sort it prints the matches, the rows a walk in the sort's order passes to reach the
 * page's end, and the time of reading the fewer of the two on an index of that one column alone
 * (built for the run, dropped after): a count, with no sort, no page, no HTTP. Then the API's
 * own figure for the case. When the read alone misses the target at the clients' concurrency,
 * no plan over these indexes meets it.
 */

const DATES = ['completedCerDate', 'completedAuditDate', 'lastContactDate', 'finishDate'] as const;
type SortDate = (typeof DATES)[number] | 'incomingDate';
/** The dates the bench builds a one-column index of, for the reads alone. */
const INDEXED: SortDate[] = ['incomingDate', ...DATES];
const column = (field: SortDate) => orders[field].name;
const SHANGHAI = `'Asia/Shanghai'`;
const PAGE_SIZE = 50;

interface FloorRun {
  database: Database;
  call: ApiCaller;
  token: string;
  orders: number;
  concurrency: number;
  target: number;
  /** Prints the plans of a case's statements (`--explain`). */
  explainCase?: (c: BenchCase) => Promise<void>;
}

/** `once` from `clients` clients, `rounds` times each after one warm-up call: p95 of the times it returns (ms). */
async function p95At(clients: number, rounds: number, once: () => Promise<number>): Promise<number> {
  await Promise.all(Array.from({ length: clients }, once));
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < rounds; i++) times.push(await once());
    }),
  );
  return percentiles(times).p95;
}

const timed = (run: () => Promise<unknown>) => async () => {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
};

/**
 * A run of whole calendar months (Shanghai) of intake holding about √(MAX_LIST_ROWS × orders)
 * orders (within a tenth), the one nearest the middle of the data: a range at either end would
 * let one direction's walk meet its matches at once, the dates following the intake.
 */
async function worstRange(database: Database, n: number): Promise<{ from: number; to: number; matches: number }> {
  const months = (
    await database.query<{ start: string; n: number }>(
      `select (extract(epoch from (m at time zone ${SHANGHAI})) * 1000)::bigint::text start, n from (
         select date_trunc('month', incoming_date at time zone ${SHANGHAI}) m, count(*)::int n
         from orders where incoming_date is not null group by 1) x order by m`,
    )
  ).rows.map((r) => ({ start: Number(r.start), n: r.n }));
  const goal = Math.sqrt(MAX_LIST_ROWS * n);
  const spans: { from: number; to: number; matches: number; middle: number }[] = [];
  for (let i = 0; i < months.length; i++) {
    let sum = 0;
    for (let j = i; j < Math.min(months.length, i + 12); j++) {
      sum += months[j]!.n;
      spans.push({ from: months[i]!.start, to: (months[j + 1]?.start ?? Date.now()) - 1, matches: sum, middle: (i + j) / 2 });
    }
  }
  const nearest = Math.min(...spans.map((x) => Math.abs(x.matches - goal)));
  const close = spans.filter((x) => Math.abs(x.matches - goal) <= Math.max(nearest, goal / 10));
  const centre = (months.length - 1) / 2;
  return close.reduce((a, x) => (Math.abs(x.middle - centre) < Math.abs(a.middle - centre) ? x : a));
}

/**
 * Where a walk in the list's order by `sort` starts, in the window of the sort that the range holds
 * (the list's own, walk-bound.ts walkBound): oldest first at the range's start, since the later
 * events do not precede the intake; newest first at the range's end plus EVENT_LAG_DAYS, since they
 * usually follow it within that. The few orders out of that order or late come from their own
 * index. `at` is the placeholder of that start (walkStartAt).
 */
const walkStart = (sort: SortDate, dir: 'asc' | 'desc', at: string) =>
  `(${column(sort)} ${dir === 'asc' ? '>=' : '<='} ${at} or ${column(sort)} is null)`;
const walkStartAt = (dir: 'asc' | 'desc', from: number, to: number) =>
  new Date(dir === 'asc' ? from : to + EVENT_LAG_DAYS * 24 * 3_600_000);

/**
 * How many orders a walk in the list's order by `sort` passes from its start until the page's last
 * match, and that row's date (null when the walk reaches the orders without one).
 */
async function walkToPageEnd(database: Database, sort: SortDate, dir: 'asc' | 'desc', from: number, to: number, pageEnd: number) {
  const by = `${column(sort)} ${dir} nulls last, id ${dir}`;
  const { rows } = await database.query<{ rn: string; last: Date | null }>(
    `select rn::text, last from (
       select row_number() over w rn, ${column(sort)} last,
              count(*) filter (where incoming_date between $1 and $2) over w hits
       from orders where ${walkStart(sort, dir, '$4')} window w as (order by ${by})) x where hits = $3 order by rn limit 1`,
    [new Date(from), new Date(to), pageEnd, walkStartAt(dir, from, to)],
  );
  return { rows: Number(rows[0]?.rn ?? Number.NaN), last: rows[0]?.last ?? null };
}

/** Reads the entries of an index of `sort` alone that the walk passes (to `last`): the walk's part of the floor. */
function walkRead(database: Database, sort: SortDate, dir: 'asc' | 'desc', from: number, to: number, last: Date | null) {
  const start = walkStartAt(dir, from, to);
  if (last === null) return timed(() => database.query(`select count(*) from orders where ${walkStart(sort, dir, '$1')}`, [start]));
  const passed = dir === 'asc' ? [start, last] : [last, start];
  return timed(() => database.query(`select count(*) from orders where ${column(sort)} between $1 and $2`, passed));
}

export async function measureFloor(run: FloorRun): Promise<string> {
  const { database, call, token, concurrency, target } = run;
  const range = await worstRange(database, run.orders);
  const cases = DATES.flatMap((sort) =>
    (['desc', 'asc'] as const).flatMap((dir) => [1, MAX_LIST_ROWS / PAGE_SIZE].map((pageNum) => ({ sort, dir, pageNum }))),
  );
  // The API first, with the list's own indexes alone: the one-column indexes of the reads below
  // would change its plans.
  const measured = [];
  for (const { sort, dir, pageNum } of cases) {
    const walk = await walkToPageEnd(database, sort, dir, range.from, range.to, pageNum * PAGE_SIZE);
    const body = { incomingDate: `${range.from},${range.to}`, field: sort, sortType: dir, pageNum, pageSize: PAGE_SIZE };
    await run.explainCase?.({ kind: 'all', as: 'admin', body, name: `floor ${sort} ${dir} p${pageNum}` });
    const api = async () => {
      const answer = await call(LIST_URL.all, body, token);
      if (answer.status !== 200) throw new Error(`floor ${sort} ${dir}: ${answer.body.slice(0, 200)}`);
      return answer.serverTime;
    };
    measured.push({ sort, dir, pageNum, walk, api: [await p95At(1, 10, api), await p95At(concurrency, 5, api)] });
  }
  const built = INDEXED.map((f) => `floor_${column(f)}`);
  try {
    for (const f of INDEXED) await database.exec(`create index if not exists floor_${column(f)} on orders (${column(f)})`);
    const rangeRead = timed(() =>
      database.query('select count(*) from orders where incoming_date between $1 and $2', [new Date(range.from), new Date(range.to)]),
    );
    const matchesAlone = [await p95At(1, 10, rangeRead), await p95At(concurrency, 5, rangeRead)];
    const lines = [
      `floor: all orders, intake ${new Date(range.from).toISOString()} – ${new Date(range.to).toISOString()} (${range.matches.toLocaleString()} matches), pages of ${PAGE_SIZE}, admin; p95 ms`,
      `| sort | page | matches | walk to the page's end | read alone, 1 client | read alone, ${concurrency} clients | API, 1 client | API, ${concurrency} clients |`,
      '|---|---|---|---|---|---|---|---|',
    ];
    let beyond = 0;
    for (const { sort, dir, pageNum, walk, api } of measured) {
      const read = walkRead(database, sort, dir, range.from, range.to, walk.last);
      const alone = walk.rows < range.matches ? [await p95At(1, 10, read), await p95At(concurrency, 5, read)] : matchesAlone;
      if ((alone[1] ?? 0) > target) beyond++;
      lines.push(
        `| ${sort} ${dir} | ${pageNum} | ${range.matches.toLocaleString()} | ${walk.rows.toLocaleString()} | ${[...alone, ...api].map((t) => t.toFixed(1)).join(' | ')} |`,
      );
    }
    lines.push(
      `${beyond} of ${cases.length} pages: reading the fewer of the two alone misses ${target} ms at ${concurrency} clients, before any sort, page or HTTP.`,
    );
    return lines.join('\n');
  } finally {
    for (const name of built) await database.exec(`drop index if exists ${name}`);
  }
}
