/**
 * A certifier's or auditor's list (or an administrator's by one of them) read from that user's
 * rows of order_handlers (migrations 0013–0027): its matches, its walk, and its statements.
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { countStatement } from './list-counts.js';
import type { ListWhere } from './order-filters.js';
import { orderHandlers } from './order-handlers.schema.js';
import { cutPage, type Matches, matchesPageQuery, orderPageQuery, type PageIds, pastCapPageQuery } from './order-page-queries.js';
import { distinctSortKey, type ListOrder, sortBy } from './order-sort.js';

/**
 * A handler's matches in order_handlers, with the sort column's copy there as their sort key
 * (distinctSortKey): the user's rows, or a company-name search's from the copy's trigram index in
 * the user's partition (migration 0027), whichever the planner finds fewer.
 */
function handlerMatches(db: Db, where: ListWhere, handler: SQL, order: ListOrder, key: AnyColumn): Matches {
  return db.$with('matches').as(
    db
      .select({ id: orderHandlers.orderId, sortKey: distinctSortKey(order.sort, key, orderHandlers.orderId).as('sort_key') })
      .from(orderHandlers)
      .where(handler)
      .limit(where.countLimit),
  );
}

/**
 * The page's ids of a handler's own list (where.handler): the user's rows of order_handlers in
 * the sort's order, an index range of that user alone (order_handlers_*_idx, migration 0013)
 * whose scope columns are in the index. Skipping a deep page's offset reads the user's entries
 * only, not the whole table's date index filtered for their 1/21 share. A substring search's
 * text is checked on each entry's row (its copy there, migration 0024).
 */
export function handlerPageIds(db: Db, handler: SQL, order: ListOrder, key: AnyColumn): PageIds {
  return cutPage(
    db
      .select({ id: orderHandlers.orderId })
      .from(orderHandlers)
      .where(handler)
      .orderBy(...sortBy(order.sort, key, orderHandlers.orderId))
      .$dynamic(),
  ).as('page_ids');
}

/**
 * A handler's list read from order_handlers: with no filter but a range of the sort column, the
 * page and its capped total in one statement (then the page alone for a minute past the cap);
 * with other filters, its matches found once from the user's rows, up to the cap, sorted by the
 * sort column's copy and counted (matchesPageQuery); past the cap, the user's range walked.
 */
export function handlerListQueries(db: Db, where: ListWhere, handler: SQL, order: ListOrder, key: AnyColumn) {
  const ids = () => handlerPageIds(db, where.handlerWalk ?? handler, order, key);
  const fewFirst = where.filtered.some((filter) => filter !== order.sort.key);
  return {
    page: orderPageQuery(db, where, order.by, ids()),
    count: countStatement(db, where),
    pastCap: pastCapPageQuery(db, order.by, ids()),
    ...(fewFirst && { matchesPage: matchesPageQuery(db, order, handlerMatches(db, where, handler, order, key)) }),
  };
}
