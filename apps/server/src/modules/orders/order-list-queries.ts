/**
 * The SQL of the order lists' pages and counts, built once per list shape (order-lists.repo.ts
 * runs them): the page walked to with its capped total, and the ways findListPage reads a page
 * otherwise (few matches sorted, day by day, a substring search's matches found once).
 */
import { type AnyColumn, and, eq, getTableColumns, type SQL, type Subquery, sql, type WithSubquery } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { users } from '../users/users.schema.js';
import type { DayBuckets, ListWhere } from './order-filters.js';
import { orderHandlers } from './order-handlers.schema.js';
import { handlerSortColumn, type ListOrder, sortBy } from './order-sort.js';
import { orders } from './orders.schema.js';

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
export const rowSelection = {
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
type PageIds = Subquery & { id: PgColumn };

function pageIds(db: Db, where: ListWhere, orderBy: SQL[]): PageIds {
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
  const rows = where.handler
    ? db.select({ one: sql`1` }).from(orderHandlers).where(where.handler)
    : db.select({ one: sql`1` }).from(orders).where(where.count);
  const limited = rows.limit(where.countLimit).as('limited');
  return db.select({ n: sql<number>`count(*)::int` }).from(limited);
}

/** The ids of orders with their list's sort column as `sortKey`, to find matches and sort them. */
function withSortKey(db: Db, order: ListOrder) {
  return db.select({ id: orders.id, sortKey: sql`${order.sort.column}`.as('sort_key') }).from(orders);
}

/**
 * The page's ids of the audit statistics by a date range on an earlier event, newest review
 * first: the range's day index (orders.schema.ts auditStatsIndexes) gives each day's matches
 * newest review first, so the page is among the first `offset + limit` of each day; those few
 * are sorted and the page cut from them. A month's page reads 31 short index ranges instead of
 * sorting its 18,000 matches (a million orders: 7 → 1 ms).
 */
function dayPageIds(db: Db, where: ListWhere, order: ListOrder, byDay: DayBuckets): PageIds {
  const perDay = withSortKey(db, order)
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

/** A list's matches with their sort column as `sortKey`, up to one more than `where.fewMatches`, named `matches`. */
type Matches = WithSubquery & { id: PgColumn; sortKey: SQL.Aliased };

/**
 * One page cut from a list's matches found once, up to one more than `where.fewMatches` (at least
 * the count's cap), and their number (`listTotal`): the page is right when they are within it;
 * past it, the walk reads the page (findListPage). The count and the page used to find the
 * matches each (two index scans, two statements: a month of completions in one city, 7.3 →
 * 4.7 ms). The matches are:
 * - a substring search's (company name, remark): by its trigram or character-pair index (a bitmap:
 *   the rows are visited anyway to check the text); a handler's from the user's rows
 *   (substringMatches);
 * - a handler's list with filters other than a range of its sort's date: from the user's rows of
 *   one order_handlers index, which holds every column they filter and sort on (migration 0014);
 * - any other list narrowed by filters (other than a range of its sort column) or by the caller's
 *   visibility: by the equality GIN index or a range's own index (orderMatches).
 */
export function matchesPageQuery(db: Db, order: ListOrder, matches: Matches) {
  const ids = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...sortBy(order.sort, matches.sortKey, matches.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  const total = db
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(matches)
    .as('total');
  // From the total, so that a page past the end still answers it: one row whose order is null
  // (findListPage drops it) instead of a second statement counting the matches again.
  return db
    .with(matches)
    .select({ ...rowSelection, listTotal: total.n })
    .from(total)
    .leftJoin(ids, sql`true`)
    .leftJoin(orders, eq(ids.id, orders.id))
    .orderBy(...order.by);
}

/**
 * A handler's matches in order_handlers, with the sort column's copy there; `withOrder`, each
 * entry's order joined by its key (a substring search's, where.handlerJoined).
 */
function handlerMatches(db: Db, where: ListWhere, handler: SQL, key: AnyColumn, withOrder = false): Matches {
  const rows = db
    .select({ id: orderHandlers.orderId, sortKey: sql`${key}`.as('sort_key') })
    .from(orderHandlers)
    .$dynamic();
  const found = (withOrder ? rows.innerJoin(orders, eq(orders.id, orderHandlers.orderId)) : rows).where(handler);
  return db.$with('matches').as(found.limit(where.fewLimit));
}

/**
 * A substring search's matches. A handler's (where.handlerJoined) are the user's rows of
 * order_handlers narrowed in the index by the other filters, each order read by its key to check
 * the text, until the cap is reached. The orders' side intersected the bitmap of every order with
 * that text (222,000 for 公司1) with the handler's from the equality GIN index (seed 90001 #171:
 * 43 → 0.1 ms, #63: 44 → 24 ms). A remark searched by its character pairs keeps that index (byPairs).
 */
function substringMatches(db: Db, where: ListWhere, order: ListOrder): Matches {
  const key = handlerSortColumn(order.sort.key);
  if (!where.handlerJoined || !key || where.byPairs) return orderMatches(db, where, order);
  return handlerMatches(db, where, where.handlerJoined, key, true);
}

/** A list's matches in orders, with the sort column: its equality GIN index, a range's or a substring's. */
function orderMatches(db: Db, where: ListWhere, order: ListOrder): Matches {
  return db.$with('matches').as(withSortKey(db, order).where(where.count).limit(where.fewLimit));
}

/**
 * The page's ids of a handler's own list (where.handler): the user's rows of order_handlers in
 * the sort's order, an index range of that user alone (order_handlers_*_idx, migration 0013)
 * whose scope columns are in the index. Skipping a deep page's offset reads the user's entries
 * only, not the whole table's date index filtered for their 1/21 share. A handler's substring
 * search past its cap (where.handlerJoined) walks the same range `withOrder`: each entry's order
 * read by its key to check the text.
 */
function handlerPageIds(db: Db, handler: SQL, order: ListOrder, key: AnyColumn, withOrder = false): PageIds {
  const rows = db.select({ id: orderHandlers.orderId }).from(orderHandlers).$dynamic();
  return (withOrder ? rows.innerJoin(orders, eq(orders.id, orderHandlers.orderId)) : rows)
    .where(handler)
    .orderBy(...sortBy(order.sort, key, orderHandlers.orderId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
}

/**
 * A handler's list read from order_handlers: with no filter but a range of the sort column, the
 * page and its capped total in one statement (then the page alone for a minute past the cap);
 * with other filters, its matches found once from the user's rows, up to the cap, sorted by the
 * sort column's copy and counted (matchesPageQuery); past the cap, the user's range walked.
 */
function handlerListQueries(db: Db, where: ListWhere, handler: SQL, order: ListOrder, key: AnyColumn) {
  const ids = () => handlerPageIds(db, handler, order, key);
  const fewFirst = where.filtered.some((filter) => filter !== order.sort.key);
  return {
    page: orderPageQuery(db, where, order.by, ids()),
    count: countQuery(db, where),
    pastCap: pastCapPageQuery(db, where, order.by, ids()),
    ...(fewFirst && { matchesPage: matchesPageQuery(db, order, handlerMatches(db, where, handler, key)) }),
  };
}

/** The list's page can be read day by day: the default order (newest review first) over one range. */
function readableByDay(where: ListWhere, order: ListOrder): DayBuckets | undefined {
  return order.sort.key === 'completedAuditDate' && order.sort.dir === 'desc' ? where.byDay : undefined;
}

/**
 * The queries of one list shape: the page with its capped total, the count alone (a page past
 * the end), the page alone (its matches known to pass the cap), and the ways of findListPage:
 * for a list narrowed by filters (other than a range of the sort column) or by the caller's
 * visibility, and for a substring search, the page cut from its matches found once, up to one
 * more than `where.fewMatches` (matchesPageQuery); for the audit statistics by one range, its page
 * day by day. A handler's own list is read from the user's rows of order_handlers instead
 * (handlerListQueries), when the sort's date is held there.
 */
export function listQueries(db: Db, where: ListWhere, order: ListOrder): ReturnType<typeof ordersListQueries> {
  const key = handlerSortColumn(order.sort.key);
  if (where.handler && key) return handlerListQueries(db, where, where.handler, order, key);
  return ordersListQueries(db, where, order);
}

/** The queries of a list read from orders (listQueries). */
function ordersListQueries(db: Db, where: ListWhere, order: ListOrder) {
  // Any narrowing but a range of the sort column itself (whose walk starts at the range): the
  // planner cannot tell how few a combination's matches are, nor where in the sort they lie.
  const fewFirst = !where.substring && (where.handled || where.filtered.some((filter) => filter !== order.sort.key));
  const byDay = readableByDay(where, order);
  const key = handlerSortColumn(order.sort.key);
  const walkIds = where.handlerJoined && key ? handlerPageIds(db, where.handlerJoined, order, key, true) : undefined;
  const matches = where.substring ? substringMatches(db, where, order) : fewFirst ? orderMatches(db, where, order) : undefined;
  return {
    ...(matches && { matchesPage: matchesPageQuery(db, order, matches) }),
    ...(byDay && {
      dayPage: orderPageQuery(db, where, order.by, dayPageIds(db, where, order, byDay)),
      dayPastCap: pastCapPageQuery(db, where, order.by, dayPageIds(db, where, order, byDay)),
    }),
    page: orderPageQuery(db, where, order.by),
    count: countQuery(db, where),
    pastCap: pastCapPageQuery(db, where, order.by, walkIds),
  };
}

/** The name of one of a list shape's queries (listQueries). */
export type ListStatementName = keyof ReturnType<typeof listQueries>;
