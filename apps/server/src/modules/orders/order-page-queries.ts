/**
 * The building blocks of the order lists' SQL (order-list-queries.ts puts them together per list
 * shape): the columns a row shows, a page with or without its capped total (its ids walked to in
 * order-walk-queries.ts), the count, and a page cut from a list's matches found once.
 */
import { type AnyColumn, getTableColumns, type SQL, type Subquery, sql, type WithSubquery } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { users } from '../users/users.schema.js';
import { countQuery, listChanges } from './list-counts.js';
import type { ListWhere } from './order-filters.js';
import { distinctSortKey, type ListOrder, sortBy } from './order-sort.js';
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

/**
 * rowSelection over a page's rows as pageRows reads them: the same columns by the same names,
 * decoded by the same columns (Drizzle refuses a table's columns from a source it cannot name).
 */
const pageRowSelection = {
  ...Object.fromEntries(
    Object.entries(listedColumns).map(([key, column]) => [
      key,
      sql`${sql.identifier('orders')}.${sql.identifier(column.name)}`.mapWith(column),
    ]),
  ),
  certificationUName: rowSelection.certificationUName,
  auditUName: rowSelection.auditUName,
  operatorUName: rowSelection.operatorUName,
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
 * The query of one page of a list, whose ids come from `ids` (a subquery of the page's ids,
 * paged by the placeholders `limit` and `offset`): the page's ids are found first (a deferred
 * join: skipping the rows before a deep page touches only what the filters and the sort need,
 * often the index alone), then their rows and the handlers' names are read. Every row also
 * carries the list's capped total (`listTotal`, the uncorrelated count subquery that PostgreSQL
 * runs once): page and count in one round trip.
 */
export function orderPageQuery(db: Db, where: ListWhere, orderBy: SQL[], ids: PageIds) {
  return db
    .select({ ...pageRowSelection, listTotal: sql<number>`${countQuery(db, where)}`, listChanges })
    .from(pageRows(ids))
    .orderBy(...orderBy);
}

/** The page alone, when a count before it has already found more matches than the cap. */
export function pastCapPageQuery(db: Db, orderBy: SQL[], ids: PageIds) {
  return db
    .select({ ...pageRowSelection, listChanges })
    .from(pageRows(ids))
    .orderBy(...orderBy);
}

/**
 * The orders of a page's ids, named `orders` as the row selection reads them: by their key in
 * order_list_rows (migration 0046), whose statement PL/pgSQL plans once per connection. Joined
 * to the table, they cost each list call PostgreSQL's weighing of every index of orders for that
 * one mention (0.6–0.7 ms of planning for 10–50 rows read by the key). They come in no order:
 * the statement sorts them.
 */
function pageRows(ids: PageIds): SQL {
  return sql`order_list_rows(array(select ${ids.id} from ${ids})) ${sql.identifier('orders')}`;
}

/** The ids of a page, in a subquery named page_ids, that the page's rows are joined to. */
export type PageIds = Subquery & { id: PgColumn };

/** The rows up to a page's end (offset + limit), as a placeholder: where a walk's part may stop. */
export const PAGE_END = sql.placeholder('pageEnd');

/** The page of a query in the list's order: its paging is the placeholders `limit` and `offset`. */
export function cutPage<T extends PgSelect>(query: T) {
  return query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
}

/** The ids of orders with their list's sort column as `sortKey` (distinctSortKey), to find matches and sort them. */
export function withSortKey(db: Db, order: ListOrder) {
  return db.select({ id: orders.id, sortKey: distinctSortKey(order.sort, order.sort.column, orders.id).as('sort_key') }).from(orders);
}

/** A list's matches with their sort column as `sortKey`, up to one more than the count's cap, named `matches`. */
export type Matches = WithSubquery & { id: PgColumn; sortKey: SQL.Aliased };

/**
 * One page cut from a list's matches found once, up to one more than the count's cap, and their number (`listTotal`): the page is right when they are within it;
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
  const ids = cutPage(
    db
      .select({ id: matches.id })
      .from(matches)
      .orderBy(...sortBy(order.sort, matches.sortKey, matches.id))
      .$dynamic(),
  ).as('page_ids');
  const total = db
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(matches)
    .as('total');
  // From the total, so that a page past the end still answers it: one row whose order is null
  // (findListPage drops it) instead of a second statement counting the matches again.
  return db
    .with(matches)
    .select({ ...pageRowSelection, listTotal: total.n, listChanges })
    .from(total)
    .leftJoin(pageRows(ids), sql`true`)
    .orderBy(...order.by);
}
