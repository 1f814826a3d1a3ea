/**
 * A certifier's or auditor's list (or an administrator's by one of them) read from that user's
 * rows of order_handlers (migrations 0013–0027): its matches, its walk, and its statements.
 */
import { type AnyColumn, and, gt, gte, isNull, lt, lte, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { countStatement } from './list-counts.js';
import { EVENTS_UNUSUAL } from './order-events.js';
import type { ListWhere } from './order-filters.js';
import { orderHandlers } from './order-handlers.schema.js';
import { cutPage, type Matches, matchesPageQuery, orderPageQuery, PAGE_END, type PageIds, pastCapPageQuery } from './order-page-queries.js';
import { distinctSortKey, type ListOrder, sortBy, undatedSortBy } from './order-sort.js';
import type { WalkBound } from './walk-bound.js';

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
 *
 * With a bound from the order of events (walkBound: a range on another event holds the sort's
 * date of a usual order within a window), the walk starts at the window, as the orders' walk does
 * (walkPageIds): the user's rows that the ranges match ahead of it, out of order or late, from their
 * own index (migration 0042), then the rows from the window's start on, then those without the
 * sort's date, which sort last. From the user's first row, an auditor's orders reviewed over a
 * winter with 有限公司, oldest intake first, page 4 of 50, read 48,769 entries (11.5 ms); from the
 * window, 2,907 (1.0 ms; docs/performance.md, thirty-seventh session). Not for a deep page.
 */
export function handlerPageIds(db: Db, handler: SQL, order: ListOrder, key: AnyColumn, bound?: WalkBound): PageIds {
  const by = sortBy(order.sort, key, orderHandlers.orderId);
  // A page deeper than DAY_WALK_DEPTH reads most of the user's window anyway, and PostgreSQL reads
  // and sorts the user's matching rows at once; split in parts, it sorted the window's part alone
  // and passed it on (an auditor's statistics, page 438 of 50: 12.7 → 16.2 ms). A shallow page
  // stops early, so starting at the window saves every row ahead of it.
  if (!bound || bound.byDay) {
    return cutPage(
      db
        .select({ id: orderHandlers.orderId })
        .from(orderHandlers)
        .where(handler)
        .orderBy(...by)
        .$dynamic(),
    ).as('page_ids');
  }
  const desc = order.sort.dir === 'desc';
  // As the orders' walk's parts (order-walk-queries.ts partIds), on the user's rows.
  const part = (rows: SQL | undefined, partBy = by) => {
    const walk = db
      .select({ id: orderHandlers.orderId })
      .from(orderHandlers)
      .where(rows)
      .orderBy(...partBy)
      .limit(PAGE_END)
      .as('walk');
    return db.select({ id: walk.id }).from(walk);
  };
  const ahead = part(and(handler, (desc ? gt : lt)(key, bound.start), EVENTS_UNUSUAL));
  const within = part(and(handler, (desc ? lte : gte)(key, bound.start)));
  const undated = bound.undated && part(and(handler, isNull(key)), undatedSortBy(order.sort, key, orderHandlers.orderId));
  const walked = (undated ? unionAll(ahead, within, undated) : unionAll(ahead, within)).as('walked');
  return cutPage(db.select({ id: walked.id }).from(walked).$dynamic()).as('page_ids');
}

/**
 * A handler's list read from order_handlers: with no filter but a range of the sort column, the
 * page and its capped total in one statement (then the page alone for a minute past the cap);
 * with other filters, its matches found once from the user's rows, up to the cap, sorted by the
 * sort column's copy and counted (matchesPageQuery); past the cap, the user's range walked.
 */
export function handlerListQueries(db: Db, where: ListWhere, handler: SQL, order: ListOrder, key: AnyColumn) {
  const ids = () => handlerPageIds(db, where.handlerWalk ?? handler, order, key, where.walkBound);
  const fewFirst = where.filtered.some((filter) => filter !== order.sort.key);
  return {
    page: orderPageQuery(db, where, order.by, ids()),
    count: countStatement(db, where),
    pastCap: pastCapPageQuery(db, order.by, ids()),
    ...(fewFirst && { matchesPage: matchesPageQuery(db, order, handlerMatches(db, where, handler, order, key)) }),
  };
}
