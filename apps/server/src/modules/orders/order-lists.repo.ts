import { and, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { type CompiledSelect, compiledSelect } from '../../platform/db/compiled-select.js';
import { oncePerDatabase } from '../../platform/db/once-per-database.js';
import { listChangesNow } from './list-counts.js';
import type { ListWhere } from './order-filters.js';
import { type ListStatementName, listQueries } from './order-list-queries.js';
import { type OrderListRecord, rowSelection } from './order-page-queries.js';
import type { ListOrder } from './order-sort.js';
import { orders } from './orders.schema.js';
import type { QueryParams } from './query-params.js';
import { RecentLists } from './recent-lists.js';

type Statement<T> = CompiledSelect<T>;

/** A list query of one shape (see QueryParams), built once and run with each request's values. */
interface ListStatements {
  page: Statement<Counted<OrderListRecord & { listTotal: number }>>;
  count: Statement<Counted<{ n: number }>>;
  pastCap: Statement<Counted<OrderListRecord>>;
  dayPage?: Statement<Counted<OrderListRecord & { listTotal: number }>>;
  dayPastCap?: Statement<Counted<OrderListRecord>>;
  matchesPage?: Statement<Counted<OrderListRecord & { listTotal: number }>>;
}

/** A row of a list statement: with the sum of the list changes its statement saw (list-changes.schema.ts). */
type Counted<T> = T & { listChanges: string };

const SHAPES_KEPT = 500;
const shapesOf = oncePerDatabase(() => new Map<string, ListStatements>());

function statementsFor(db: Db, shape: string, where: ListWhere, order: ListOrder): ListStatements {
  const byShape = shapesOf(db);
  let found = byShape.get(shape);
  if (!found) {
    const q = listQueries(db, where, order);
    const compile = <T>(query: Parameters<typeof compiledSelect>[1] | undefined) => query && compiledSelect<T>(db, query);
    found = {
      page: compile(q.page)!,
      count: compile(q.count)!,
      pastCap: compile(q.pastCap)!,
      dayPage: compile(q.dayPage),
      dayPastCap: compile(q.dayPastCap),
      matchesPage: compile(q.matchesPage),
    };
    if (byShape.size >= SHAPES_KEPT) byShape.delete(byShape.keys().next().value!);
    byShape.set(shape, found);
  }
  return found;
}

/**
 * The lists whose count lately passed its cap, with the sum of the list changes that count saw.
 * Counting to the cap is most of what PostgreSQL spends on a large list's page (ten thousand
 * index entries for ten rows). While no change that may take orders out of a list
 * (list-changes.schema.ts) has become visible since, the list still has more than the cap and
 * its pages are read without counting again; when one has, it is counted again. A list is kept a
 * minute from its last page, at most 1,000 of them. Totals under the cap are never remembered:
 * they stay exact and current.
 */
const cappedLately = oncePerDatabase(() => new RecentLists<string>());

/** A list's page and capped total, and the statements that read them, in order (for the benchmark). */
export interface ListPage {
  records: OrderListRecord[];
  total: number;
  capped: boolean;
  ran: Ran[];
}

/** The statements a page ran: the list shape's, and the list changes read alone (listChangesNow). */
export type Ran = ListStatementName | 'listChanges';

type PageValues = Record<string, unknown> & { limit: number; offset: number; pageEnd: number };

/** The row a page ends at: how deep a walk reads for it (listWhere's `depth`, walkPageIds). */
export function pageEnd(page: { pageNum: number; pageSize: number }): number {
  return page.pageNum * page.pageSize;
}

/** The values of a page's statements: the request's, and the paging's placeholders. */
export function pageValues(params: QueryParams, page: { pageNum: number; pageSize: number }): PageValues {
  // pageEnd: the rows up to the page's end, of each day that may hold it (dayPageIds) or of each
  // part of a bounded walk (walkPageIds).
  const end = pageEnd(page);
  return { ...params.values, limit: page.pageSize, offset: end - page.pageSize, pageEnd: end };
}

/**
 * One page of a list and its capped total. `where` and `order` hold only placeholders of
 * `params`, so the SQL of a shape is reused by every request of that shape. The total comes
 * with the page's rows; only a page past the end (no rows to carry it) counts on its own. A
 * list whose count passed the cap within the last minute is read without counting again (walked
 * to, or day by day while its pages are). A list cut from its few matches is always counted: the
 * few are read under a limit (matchesPageQuery), and only their number tells that they still fit
 * in it.
 */
export async function findListPage(
  db: Db,
  params: QueryParams,
  where: ListWhere,
  order: ListOrder,
  page: { pageNum: number; pageSize: number },
): Promise<ListPage> {
  // A deep page of a bounded walk reads its window day by day: its own statements, the same list.
  const run = statementsFor(db, where.walkBound?.byDay ? `${params.shape}|by day` : params.shape, where, order);
  const values = pageValues(params, page);
  // Day by day while the days' first rows are no more than the few matches sorted otherwise.
  const byDay = run.dayPage !== undefined && (where.byDay?.count ?? 0) * values.pageEnd <= where.countCap;
  const list = `${params.shape}|${JSON.stringify(params.values)}`;
  const changes = cappedLately(db).recall(list);
  const found =
    changes === undefined
      ? await pageAndCount(run, params, where, values, byDay)
      : await pastCapPage(db, run, params, values, byDay, changes);
  if (found.n > where.countCap) cappedLately(db).remember(list, found.changes);
  else if (changes !== undefined) cappedLately(db).forget(list);
  return { records: found.records, total: Math.min(found.n, where.countCap), capped: found.n > where.countCap, ran: found.ran };
}

/** What a list's statements answered: its page, its count (to the cap + 1), the list changes they saw. */
interface Found {
  records: OrderListRecord[];
  n: number;
  changes: string;
  ran: Ran[];
}

/**
 * A page of a list remembered past its cap: read without counting while the list changes are
 * those its count saw; counted again (to the cap + 1) when some have become visible since. A page
 * past the end shows no row to carry them: they are read alone, not counted again (a type's
 * year of reviews, page 430 of 50: the count read 80,000 entries, 15 ms, to say "10000+" again).
 */
async function pastCapPage(
  db: Db,
  run: ListStatements,
  params: QueryParams,
  values: PageValues,
  byDay: boolean,
  changes: string,
): Promise<Found> {
  const name = byDay ? 'dayPastCap' : 'pastCap';
  const records = await run[name]!.execute(values);
  const [seen] = records.length > 0 ? records : await listChangesNow(db).execute({});
  const ran: Ran[] = records.length > 0 ? [name] : [name, 'listChanges'];
  // More than the cap, as many as when it was counted or more: no change since may have taken any out.
  if (seen?.listChanges === changes) return { records, n: Number.POSITIVE_INFINITY, changes, ran };
  const [counted] = await run.count.execute(params.values);
  return { records, n: Number(counted?.n ?? 0), changes: counted?.listChanges ?? '', ran: [...ran, 'count'] };
}

/**
 * A page and its count (to the cap + 1).
 *
 * A list narrowed by filters (other than a range of the sort column) or by the caller's
 * visibility (orders finished last March, newest intake first; a certifier's orders of one type):
 * PostgreSQL expects the matches to be spread evenly and independent of one another and walks
 * the sort column's index to meet them; when they lie far back, are correlated, or there are none
 * (a completion date of orders still pending), that walk reads most of the table (0.5–3.5 s on a
 * million orders, docs/performance.md). So its matches are found first, up to one more than
 * the count's cap: the equality filters and the handler are
 * one GIN scan (orders_equality_gin_idx), a range its own index, a substring search its trigram or
 * character-pair index, a handler's list the user's rows of order_handlers. Up to that many are
 * counted and sorted and the page cut from them, in one statement (matchesPageQuery); more than
 * that are walked to for the page alone, the total being known ("10000+"), and for a minute
 * without counting (cappedLately). The audit statistics by one range, newest review first, are
 * read day by day (dayPageIds) unless the page lies so deep that the days' first rows would
 * outnumber the few sorted otherwise.
 */
async function pageAndCount(
  run: ListStatements,
  params: QueryParams,
  where: ListWhere,
  values: PageValues,
  byDay: boolean,
): Promise<Found> {
  if (byDay) return pageWithTotal(run, 'dayPage', params, values);
  if (run.matchesPage) {
    const found = await pageWithTotal(run, 'matchesPage', params, values);
    if (found.n <= where.countCap) return found;
    // Past the cap: the matches read were only the first found, the walk reads the page.
    return { ...found, records: await run.pastCap.execute(values), ran: [...found.ran, 'pastCap'] };
  }
  return pageWithTotal(run, 'page', params, values);
}

/** A page whose rows carry the list's capped total; a page past the end counts on its own. */
async function pageWithTotal(
  run: ListStatements,
  name: 'page' | 'dayPage' | 'matchesPage',
  params: QueryParams,
  values: PageValues,
): Promise<Found> {
  const rows = await run[name]!.execute(values);
  // matchesPage answers a page past the end as one row of its total alone (matchesPageQuery).
  const records = rows.filter((r) => r.id !== null);
  const [first] = rows;
  if (first || values.offset === 0) return { records, n: first?.listTotal ?? 0, changes: first?.listChanges ?? '', ran: [name] };
  const [counted] = await run.count.execute(params.values);
  return { records, n: Number(counted?.n ?? 0), changes: counted?.listChanges ?? '', ran: [name, 'count'] };
}

/**
 * A keyset batch for exports: the next `limit` rows after the cursor in work-order-number order
 * (descending), so a million-row export never uses OFFSET and every batch is an index range.
 */
export async function findOrdersAfter(
  db: Db,
  params: QueryParams,
  where: ListWhere,
  afterId: number | undefined,
  limit: number,
): Promise<OrderListRecord[]> {
  return db
    .select(rowSelection)
    .from(orders)
    .where(afterId === undefined ? where.count : and(where.count, lt(orders.id, afterId)))
    .orderBy(sql`${orders.id} desc`)
    .limit(limit)
    .execute(params.values);
}
