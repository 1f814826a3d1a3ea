/**
 * The SQL of the order lists' pages and counts, built once per list shape (order-lists.repo.ts
 * runs them): the page walked to with its capped total, and the ways findListPage reads a page
 * otherwise (few matches sorted, day by day, a substring search's matches found once). A
 * handler's list is order-handler-queries.ts'; the pieces both use, order-page-queries.ts'.
 */
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { DayBuckets } from './audit-stats-days.js';
import { countStatement } from './list-counts.js';
import type { ListWhere } from './order-filters.js';
import { handlerListQueries, handlerPageIds } from './order-handler-queries.js';
import {
  cutPage,
  type Matches,
  matchesPageQuery,
  orderPageQuery,
  PAGE_END,
  type PageIds,
  pastCapPageQuery,
  withSortKey,
} from './order-page-queries.js';
import { handlerSortColumn, type ListOrder, sortBy } from './order-sort.js';
import { walkPageIds } from './order-walk-queries.js';

/**
 * The page's ids of the audit statistics by a date range on an earlier event, newest review
 * first: the range's day index (order-list-indexes.ts auditStatsIndexes) gives each day's matches
 * newest review first, so the page is among the first `offset + limit` of each day; those few
 * are sorted and the page cut from them. A month's page reads 31 short index ranges instead of
 * sorting its 18,000 matches (a million orders: 7 → 1 ms).
 */
function dayPageIds(db: Db, where: ListWhere, order: ListOrder, byDay: DayBuckets): PageIds {
  const perDay = withSortKey(db, order)
    .where(and(where.count, sql`epoch_day(${byDay.column}) = days.day`))
    .orderBy(...order.by)
    .limit(PAGE_END)
    .as('per_day');
  return cutPage(
    db
      .select({ id: perDay.id })
      .from(sql`generate_series(${byDay.from}::int, ${byDay.to}::int) as days(day)`)
      .crossJoinLateral(perDay)
      .orderBy(...sortBy(order.sort, perDay.sortKey, perDay.id))
      .$dynamic(),
  ).as('page_ids');
}

/**
 * A list's matches in orders, with the sort column: its equality GIN index, a range's, or a
 * substring's trigram or character-pair index (the orders' side intersects the bitmap of every
 * order with that text, 222,000 for 公司1, with the other filters': seed 90001 #171, 43 → 0.1 ms).
 */
function orderMatches(db: Db, where: ListWhere, order: ListOrder): Matches {
  return db.$with('matches').as(withSortKey(db, order).where(where.count).limit(where.countLimit));
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
 * more than the count's cap (matchesPageQuery); for the audit statistics by one range, its page
 * day by day. A handler's own list is read from the user's rows of order_handlers instead
 * (handlerListQueries), when the sort's date is held there.
 */
export function listQueries(db: Db, where: ListWhere, order: ListOrder): ReturnType<typeof ordersListQueries> {
  const key = handlerSortColumn(order.sort.key);
  // A remark searched by its grams (characters and pairs): its matches from the grams' index, which reads
  // only the remarks that may match, not every one of the handler's (ordersListQueries).
  if (where.handler && key && !where.byGrams) return handlerListQueries(db, where, where.handler, order, key);
  return ordersListQueries(db, where, order);
}

/** The queries of a list read from orders (listQueries). */
function ordersListQueries(db: Db, where: ListWhere, order: ListOrder) {
  // A substring search, or any narrowing but a range of the sort column itself (whose walk starts
  // at the range): the planner cannot tell how few a combination's matches are, nor where in the
  // sort they lie.
  const fewFirst = where.substring || where.handled || where.filtered.some((filter) => filter !== order.sort.key);
  const byDay = readableByDay(where, order);
  const key = handlerSortColumn(order.sort.key);
  // A handler's remark search past its cap walks the user's rows (listQueries).
  const walkIds = () =>
    where.handler && key
      ? handlerPageIds(db, where.handlerWalk ?? where.handler, order, key, where.walkBound)
      : walkPageIds(db, where, order);
  return {
    ...(fewFirst && { matchesPage: matchesPageQuery(db, order, orderMatches(db, where, order)) }),
    ...(byDay && {
      dayPage: orderPageQuery(db, where, order.by, dayPageIds(db, where, order, byDay)),
      dayPastCap: pastCapPageQuery(db, order.by, dayPageIds(db, where, order, byDay)),
    }),
    page: orderPageQuery(db, where, order.by, walkPageIds(db, where, order)),
    count: countStatement(db, where),
    pastCap: pastCapPageQuery(db, order.by, walkIds()),
  };
}

/** The name of one of a list shape's queries (listQueries). */
export type ListStatementName = keyof ReturnType<typeof listQueries>;
