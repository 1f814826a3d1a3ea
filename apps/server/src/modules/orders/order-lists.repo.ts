import { type AnyColumn, and, eq, getTableColumns, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { oncePerDatabase } from '../../platform/db/once-per-database.js';
import { users } from '../users/users.schema.js';
import { type DayBuckets, type ListOrder, type ListWhere, sortBy } from './order-filters.js';
import { orderHandlers, orders } from './orders.schema.js';
import type { QueryParams } from './query-params.js';
import { RecentCappedTotals } from './recent-capped-totals.js';

/**
 * The name of the user an order column points at, as a scalar subquery. Three left joins to
 * users cost PostgreSQL ~1 ms of planning per list call (the join search weighs the orders
 * table's many indexes for each join order); three subqueries on the users key cost ~0.1 ms,
 * read the same rows, and PostgreSQL plans every list call (docs/performance.md).
 */
function nameOf(column: AnyColumn, as: string) {
  const u = alias(users, as);
  return sql<string | null>`(select ${u.nickName} from ${users} ${sql.identifier(as)} where ${u.id} = ${column})`;
}

/**
 * The columns a list row shows (order-row-mapper.ts) and no others: every column read is sent,
 * parsed and mapped for each row of each page, and exported for each of a million rows.
 */
const {
  partnerId,
  orgType,
  orgNameAbbreviation,
  expertTitle,
  level,
  honorTitle,
  mobileBook,
  operatorUid,
  handlerUids,
  extendedDays,
  reviewRejected,
  createdAt,
  updatedAt,
  ...listedColumns
} = getTableColumns(orders);

/** An order as the lists read it: the columns they show and the names of its certifier, auditor and operator. */
const rowSelection = {
  ...listedColumns,
  certificationUName: nameOf(orders.certificationUid, 'certifier'),
  auditUName: nameOf(orders.auditUid, 'auditor'),
  operatorUName: nameOf(orders.operatorUid, 'operator'),
};

/** An order as the lists read it. */
export type OrderListRecord = {
  [K in keyof typeof listedColumns]: (typeof orders.$inferSelect)[K];
} & {
  certificationUName: string | null;
  auditUName: string | null;
  operatorUName: string | null;
};

/**
 * The query of one page of a list; its paging is the placeholders `limit` and `offset`. The
 * page's ids are found first (a deferred join: skipping the rows before a deep page touches
 * only what the filters and the sort need, often the index alone), then their rows and the
 * handlers' names are read. Every row also carries the list's capped total (`listTotal`, the
 * uncorrelated count subquery that PostgreSQL runs once): page and count in one round trip.
 */
export function orderPageQuery(db: Db, where: ListWhere, orderBy: SQL[], ids: PageIds = pageIds(db, where, orderBy)) {
  return db
    .select({ ...rowSelection, listTotal: sql<number>`${countQuery(db, where)}` })
    .from(orders)
    .innerJoin(ids, eq(ids.id, orders.id))
    .orderBy(...orderBy);
}

/** The page alone, when a count before it has already found more matches than the cap. */
export function pastCapPageQuery(db: Db, where: ListWhere, orderBy: SQL[], ids: PageIds = pageIds(db, where, orderBy)) {
  return db
    .select(rowSelection)
    .from(orders)
    .innerJoin(ids, eq(ids.id, orders.id))
    .orderBy(...orderBy);
}

/** The ids of a page, in a subquery named page_ids, that the page's rows are joined to. */
type PageIds = ReturnType<typeof pageIds>;

function pageIds(db: Db, where: ListWhere, orderBy: SQL[]) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(where.rows)
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
}

/**
 * The total of a list, counted at most to `cap` + 1 rows: an exact count of hundreds of
 * thousands of rows would cost more than the page itself, so past the cap the list shows
 * "10000+" (totalCapped) — the honest lower bound.
 */
export function countQuery(db: Db, where: ListWhere) {
  const rows = where.handlerCount
    ? db.select({ one: sql`1` }).from(orderHandlers).where(where.handlerCount)
    : db.select({ one: sql`1` }).from(orders).where(where.count);
  const limited = rows.limit(where.countCap + 1).as('limited');
  return db.select({ n: sql<number>`count(*)::int` }).from(limited);
}

/**
 * One page of a list whose date range has few matches (findListPage): they are found by
 * their own index, with their sort column, and the page is cut from them. The limit, which
 * they are known to stay within, fences the subquery: PostgreSQL cannot fold it into a walk of
 * the sort column's index.
 */
export function fewMatchesPageQuery(db: Db, where: ListWhere, order: ListOrder) {
  const matches = db
    .select({ id: orders.id, sortKey: sql`${order.sort.column}`.as('sort_key') })
    .from(orders)
    .where(where.count)
    .limit(where.fewMatches)
    .as('matches');
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...sortBy(order.sort, matches.sortKey, matches.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  return db
    .select(rowSelection)
    .from(orders)
    .innerJoin(pageIds, eq(pageIds.id, orders.id))
    .orderBy(...order.by);
}

/**
 * The page's ids of the audit statistics by a date range on an earlier event, newest review
 * first: the range's day index (orders.schema.ts auditStatsIndexes) gives each day's matches
 * newest review first, so the page is among the first `offset + limit` of each day; those few
 * are sorted and the page cut from them. A month's page reads 31 short index ranges instead of
 * sorting its 18,000 matches (a million orders: 7 → 1 ms).
 */
function dayPageIds(db: Db, where: ListWhere, order: ListOrder, byDay: DayBuckets): PageIds {
  const perDay = db
    .select({ id: orders.id, sortKey: sql`${order.sort.column}`.as('sort_key') })
    .from(orders)
    .where(and(where.count, sql`epoch_day(${byDay.column}) = days.day`))
    .orderBy(...order.by)
    .limit(sql.placeholder('dayLimit'))
    .as('per_day');
  return db
    .select({ id: perDay.id })
    .from(sql`generate_series(${byDay.from}::int, ${byDay.to}::int) as days(day)`)
    .crossJoinLateral(perDay)
    .orderBy(...sortBy(order.sort, perDay.sortKey, perDay.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
}

/**
 * The page's ids of a list with a substring search (company name, remark): its matches, up to one
 * more than the cap, found once by their trigram or character-pair index (a bitmap: the rows are
 * visited anyway to check the text), with their sort column; the page is cut from them, and
 * `searchPageQuery` counts them. Without it the count and the page each searched the index.
 */
function searchPageIds(db: Db, where: ListWhere, order: ListOrder) {
  const matches = db.$with('matches').as(
    db
      .select({ id: orders.id, sortKey: sql`${order.sort.column}`.as('sort_key') })
      .from(orders)
      .where(where.count)
      .limit(where.countCap + 1),
  );
  const ids = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...sortBy(order.sort, matches.sortKey, matches.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  return { matches, ids };
}

/**
 * One page of a substring search and the number of its matches, to one more than the cap
 * (`listTotal`): the page is right when they are within the cap; past it, the walk reads it.
 */
export function searchPageQuery(db: Db, where: ListWhere, order: ListOrder) {
  const { matches, ids } = searchPageIds(db, where, order);
  return db
    .with(matches)
    .select({ ...rowSelection, listTotal: sql<number>`(select count(*)::int from ${sql.identifier('matches')})` })
    .from(orders)
    .innerJoin(ids, eq(ids.id, orders.id))
    .orderBy(...order.by);
}

/** The list's page can be read day by day: the default order (newest review first) over one range. */
function readableByDay(where: ListWhere, order: ListOrder): DayBuckets | undefined {
  return order.sort.key === 'completedAuditDate' && order.sort.dir === 'desc' ? where.byDay : undefined;
}

/**
 * The queries of one list shape: the page with its capped total, the count alone (a page past
 * the end), the page alone (its matches known to pass the cap), and the ways of findListPage:
 * for a date range other than the sort, the count to one more than `where.fewMatches` and the
 * page of those few; for the audit statistics by one range, its page day by day; for a
 * substring search, the page cut from its matches found once.
 */
export function listQueries(db: Db, where: ListWhere, order: ListOrder) {
  const fewFirst = !where.substring && where.foundByIndex.some((filter) => filter !== order.sort.key);
  const byDay = readableByDay(where, order);
  return {
    ...(where.substring && { searchPage: searchPageQuery(db, where, order) }),
    ...(byDay && {
      dayPage: orderPageQuery(db, where, order.by, dayPageIds(db, where, order, byDay)),
      dayPastCap: pastCapPageQuery(db, where, order.by, dayPageIds(db, where, order, byDay)),
    }),
    page: orderPageQuery(db, where, order.by),
    count: countQuery(db, where),
    pastCap: pastCapPageQuery(db, where, order.by),
    ...(fewFirst && {
      fewCount: countQuery(db, { ...where, countCap: where.fewMatches }),
      fewPage: fewMatchesPageQuery(db, where, order),
    }),
  };
}

/** The name of one of a list shape's queries (listQueries). */
export type ListStatementName = keyof ReturnType<typeof listQueries>;

type Statement<T> = { execute(values: Record<string, unknown>): Promise<T[]> };

/** A list query of one shape (see QueryParams), built once and run with each request's values. */
interface ListStatements {
  page: Statement<OrderListRecord & { listTotal: number }>;
  count: Statement<{ n: number }>;
  pastCap: Statement<OrderListRecord>;
  fewCount?: Statement<{ n: number }>;
  fewPage?: Statement<OrderListRecord>;
  dayPage?: Statement<OrderListRecord & { listTotal: number }>;
  dayPastCap?: Statement<OrderListRecord>;
  searchPage?: Statement<OrderListRecord & { listTotal: number }>;
}

const SHAPES_KEPT = 500;
const shapesOf = oncePerDatabase(() => new Map<string, ListStatements>());

function statementsFor(db: Db, shape: string, where: ListWhere, order: ListOrder): ListStatements {
  const byShape = shapesOf(db);
  let found = byShape.get(shape);
  if (!found) {
    // Unnamed statements: the SQL text is reused, PostgreSQL still plans each run with its values.
    const q = listQueries(db, where, order);
    found = {
      page: q.page.prepare(''),
      count: q.count.prepare(''),
      pastCap: q.pastCap.prepare(''),
      fewCount: q.fewCount?.prepare(''),
      fewPage: q.fewPage?.prepare(''),
      dayPage: q.dayPage?.prepare(''),
      dayPastCap: q.dayPastCap?.prepare(''),
      searchPage: q.searchPage?.prepare(''),
    };
    if (byShape.size >= SHAPES_KEPT) byShape.delete(byShape.keys().next().value!);
    byShape.set(shape, found);
  }
  return found;
}

/**
 * How a list's page was read: walked to in the sort's order, cut from its few matches sorted, or
 * from the first rows of each day of its range sorted (dayPageIds).
 */
type ListRead = 'walk' | 'few' | 'day';

/** The lists whose count lately passed its cap, per database (RecentCappedTotals). */
const cappedLately = oncePerDatabase(() => new RecentCappedTotals());

/** A list's page and capped total, and the statements that read them, in order (for the benchmark). */
export interface ListPage {
  records: OrderListRecord[];
  total: number;
  capped: boolean;
  ran: ListStatementName[];
}

type PageValues = Record<string, unknown> & { limit: number; offset: number; dayLimit: number };

/** The values of a page's statements: the request's, and the paging's placeholders. */
export function pageValues(params: QueryParams, page: { pageNum: number; pageSize: number }): PageValues {
  const offset = (page.pageNum - 1) * page.pageSize;
  // dayLimit: the rows of each day that may hold the page (dayPageIds).
  return { ...params.values, limit: page.pageSize, offset, dayLimit: offset + page.pageSize };
}

/**
 * One page of a list and its capped total. `where` and `order` hold only placeholders of
 * `params`, so the SQL of a shape is reused by every request of that shape. The total comes
 * with the page's rows; only a page past the end (no rows to carry it) counts on its own. A
 * list walked to whose count passed the cap within the last minute is read without counting
 * again; so is one read day by day, while its pages are. A list cut from its few matches is
 * always counted: the few are read under a limit (fewMatchesPageQuery), and only a count tells
 * that they still fit in it.
 */
export async function findListPage(
  db: Db,
  params: QueryParams,
  where: ListWhere,
  order: ListOrder,
  page: { pageNum: number; pageSize: number },
): Promise<ListPage> {
  const run = statementsFor(db, params.shape, where, order);
  const values = pageValues(params, page);
  // Day by day while the days' first rows are no more than the few matches sorted otherwise.
  const byDay = run.dayPage !== undefined && (where.byDay?.count ?? 0) * values.dayLimit <= where.fewMatches;
  const list = `${params.shape}|${JSON.stringify(params.values)}`;
  // A list read day by day is never walked to: too deep a page is cut from its few as before.
  if (cappedLately(db).has(list) && (byDay || !run.dayPage)) {
    const name = byDay ? 'dayPastCap' : 'pastCap';
    return { records: await run[name]!.execute(values), total: where.countCap, capped: true, ran: [name] };
  }
  const { records, n, read, ran } = await pageAndCount(run, params, where, values, byDay);
  if (n > where.countCap && read !== 'few') cappedLately(db).remember(list);
  return { records, total: Math.min(n, where.countCap), capped: n > where.countCap, ran };
}

/**
 * A page and its count (to the cap + 1, or to few + 1 first).
 *
 * A date range on another column than the sort (orders finished last March, newest intake
 * first): PostgreSQL expects a range's matches to be spread evenly and walks the sort column's
 * index to meet them; when they lie far back, or there are none (a completion date of orders
 * still pending), that walk reads most of the table (0.5 s on a million orders). So the matches
 * are counted first, to one more than `where.fewMatches` (an index range); up to that many are
 * found by the range's index and sorted (fewMatchesPageQuery); more, which the walk meets soon,
 * are walked to as before. The audit statistics by one range, newest review first, are read
 * day by day (dayPageIds) unless the page lies so deep that the days' first rows would outnumber
 * the few sorted otherwise. A substring search (company name; remark, by its character pairs:
 * remarkPairs in order-filters.ts) finds its matches once, up to the cap, for the page and the
 * count (searchPageIds); past the cap the walk reads the page.
 */
async function pageAndCount(
  run: ListStatements,
  params: QueryParams,
  where: ListWhere,
  values: PageValues,
  byDay: boolean,
): Promise<{ records: OrderListRecord[]; n: number; read: ListRead; ran: ListStatementName[] }> {
  const { offset } = values;
  if (byDay) {
    return { ...(await pageWithTotal(run, 'dayPage', params, values)), read: 'day' };
  }
  if (run.searchPage) {
    const found = await pageWithTotal(run, 'searchPage', params, values);
    if (found.n <= where.countCap) return { ...found, read: 'few' };
    // Past the cap: the matches read were only the first found, the walk reads the page.
    return { records: await run.pastCap.execute(values), n: found.n, read: 'walk', ran: [...found.ran, 'pastCap'] };
  }
  const ran: ListStatementName[] = [];
  if (run.fewCount && run.fewPage) {
    ran.push('fewCount');
    const found = Number((await run.fewCount.execute(params.values))[0]?.n ?? 0);
    if (found <= where.fewMatches) {
      // The few: the page cut from them, or nothing when they end before it.
      if (found <= offset) return { records: [], n: found, read: 'few', ran };
      ran.push('fewPage');
      return { records: await run.fewPage.execute(values), n: found, read: 'few', ran };
    }
    if (found > where.countCap) {
      // Many, past the cap: the total is known, the walk reads the page alone.
      ran.push('pastCap');
      return { records: await run.pastCap.execute(values), n: found, read: 'walk', ran };
    }
  }
  const walked = await pageWithTotal(run, 'page', params, values);
  return { ...walked, ran: [...ran, ...walked.ran], read: 'walk' };
}

/** A page whose rows carry the list's capped total; a page past the end counts on its own. */
async function pageWithTotal(
  run: ListStatements,
  name: 'page' | 'dayPage' | 'searchPage',
  params: QueryParams,
  values: PageValues,
): Promise<{ records: OrderListRecord[]; n: number; ran: ListStatementName[] }> {
  const records = await run[name]!.execute(values);
  if (records.length > 0 || values.offset === 0) return { records, n: records[0]?.listTotal ?? 0, ran: [name] };
  return { records, n: Number((await run.count.execute(params.values))[0]?.n ?? 0), ran: [name, 'count'] };
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
