/**
 * The walks of the order lists: a page's ids read in the sort's order through orders, whole or in
 * parts (the window of a date range, the dated and the undated orders). order-page-queries.ts
 * joins the page's rows to them.
 */
import { and, gt, gte, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { EVENTS_UNUSUAL } from './order-events.js';
import type { ListWhere } from './order-filters.js';
import { cutPage, PAGE_END, type PageIds, withSortKey } from './order-page-queries.js';
import { distinctSortKey, type ListOrder, sortBy } from './order-sort.js';
import { orders } from './orders.schema.js';
import { tableDateEdge, type WalkBound } from './walk-bound.js';

/**
 * The ids of a page walked to in the sort's order through orders. With a bound from the order of
 * events (where.walkBound), the walk reads, one after another and each in the sort's order:
 * - the orders ahead of the window its date ranges hold (their events out of order or late, found
 *   once with those behind it: unusualMatches);
 * - the window from its start: the sort's index walked on, or, for a deep page, day by day to the
 *   window's end (windowWalk);
 * - for a deep page, the unusual orders behind the window;
 * - the orders without the sort's date, which sort last, within the ids of their intake's window
 *   where the ranges give one (undatedParts).
 * Where the filters hold few orders with the sort's date (where.datedFew), those are found and
 * sorted instead of the first three, bound or not (fewDatedPart). A list of one value of a filter
 * that leads an index by the sort's date reads its dated orders there (filterLedPart), then its
 * undated ones, each where its scope keeps enough of them (where.filterLed).
 * Without a bound, a list whose filter may rule the sort's date out (where.undatedApart) is walked
 * in two parts, its dated orders then its undated ones, so that PostgreSQL can plan the first
 * empty from the lifecycle's checks; so is one whose undated orders are sorted by the id
 * (where.undatedSorted), or one of whose parts alone checks its filter on the entries
 * (where.datedRows, where.undatedRows). Each part stops at the page's end (`pageEnd`, offset +
 * limit), and the paging stops reading once it has the page's rows: a part is started only when
 * those before it fall short.
 *
 * The parts are appended, not sorted together: PostgreSQL reads an append's parts in the order
 * written (no parallel plans, client.ts), and a sort would start every part. Holding the dated
 * rows to count them first cost a deep page more than its walk: a quarter's intake, oldest
 * certification first, page 500 of 50 held, sorted again and counted 25,000 rows, 31 → 14 ms
 * (docs/performance.md, twenty-second session).
 */
export function walkPageIds(db: Db, where: ListWhere, order: ListOrder): PageIds {
  const bound = where.walkBound;
  if (bound) return boundedWalkPageIds(db, where, order, bound);
  const oneWalk = Boolean(where.datedRows) === Boolean(where.undatedRows);
  if (!where.undatedApart && !where.datedFew && !where.undatedSorted && !where.filterLed && oneWalk) {
    return cutPage(
      db
        .select({ id: orders.id })
        .from(orders)
        .where(where.datedRows ?? where.rows)
        .orderBy(...order.by)
        .$dynamic(),
    ).as('page_ids');
  }
  // The dated orders: all of them found and sorted where the filters hold few; else those of one
  // filter's value from its index by the date.
  const dated = where.datedFew
    ? fewDatedPart(db, where.datedFew, order)
    : where.filterLed?.dated
      ? filterLedPart(db, where.rows, order)
      : partIds(db, order, and(where.datedRows ?? where.rows, isNotNull(order.sort.column)), order.by);
  const walked = unionAll(dated, undatedPart(db, where, order, isNull(order.sort.column))).as('walked');
  return cutPage(db.select({ id: walked.id }).from(walked).$dynamic()).as('page_ids');
}

/**
 * walkPageIds with a bound from the order of events: the dated orders (all of them found and
 * sorted where the filters hold few; else the unusual ones ahead of the window, the window's, and
 * for a deep page the unusual ones behind it), then the undated ones.
 */
function boundedWalkPageIds(db: Db, where: ListWhere, order: ListOrder, bound: WalkBound): PageIds {
  const unusual = unusualMatches(db, where, order);
  const [past, short] = order.sort.dir === 'desc' ? [gt, lt] : [lt, gt];
  const dated = where.datedFew
    ? [fewDatedPart(db, where.datedFew, order)]
    : [
        unusualPart(db, unusual, order, past(unusual.date, bound.start)),
        bound.byDay ? windowWalk(db, where, order, bound) : walkPart(db, where, order, bound.within),
        bound.byDay && bound.end ? unusualPart(db, unusual, order, short(unusual.date, bound.end)) : undefined,
      ];
  const undated = bound.undated ? undatedParts(db, where, order, bound.undated, unusual) : [];
  const [first, second, ...rest] = [...dated, ...undated].filter((p) => p !== undefined);
  const walked = unionAll(first!, second!, ...rest).as('walked');
  return cutPage(db.with(unusual).select({ id: walked.id }).from(walked).$dynamic()).as('page_ids');
}

/**
 * The orders out of order or late that the list's filters match (EVENTS_UNUSUAL), found once for
 * the parts of a bounded walk that read them apart: ahead of the window, behind its end, and
 * without the sort's date outside their intake's ids. Each part that read orders was planned
 * against the table's indexes, about 0.85 ms each (four in a deep page's walk); read twice or more,
 * the matches are kept (PostgreSQL materializes a CTE named more than once), and read once, they
 * are the part's own scan as before. They are few (order-events.ts), and each part read all of its
 * side's anyway to sort them.
 */
function unusualMatches(db: Db, where: ListWhere, order: ListOrder) {
  return db.$with('unusual').as(
    db
      .select({
        id: orders.id,
        sortKey: distinctSortKey(order.sort, order.sort.column, orders.id).as('sort_key'),
        date: sql<Date | null>`${order.sort.column}`.as('sort_date'),
      })
      .from(orders)
      .where(and(where.rows, EVENTS_UNUSUAL)),
  );
}

type UnusualMatches = ReturnType<typeof unusualMatches>;

/** The unusual matches on one `side` of a bounded walk, in the list's order up to the page's end. */
function unusualPart(db: Db, unusual: UnusualMatches, order: ListOrder, side: SQL) {
  const walk = db
    .select({ id: unusual.id })
    .from(unusual)
    .where(side)
    .orderBy(...sortBy(order.sort, unusual.sortKey, unusual.id))
    .limit(PAGE_END)
    .as('walk');
  return db.select({ id: walk.id }).from(walk) as unknown as ReturnType<typeof partIds>;
}

/** A day of the window's walk, in seconds: a day's interval added to a timestamptz follows the time zone's clock changes. */
const DAY = sql`interval '86400 seconds'`;

/**
 * The orders of a bounded walk's window (walkBound), one day of the sort's date at a time from
 * the window's start, each day in the sort's order from the sort column's index, until the page's
 * end. The days are walked explicitly because PostgreSQL takes the sort's date and the ranges'
 * dates for independent: it expects a window to hold a fraction of the range's matches and sorts
 * them all, where the walk from the window's start reads a fifth as much (a quarter's intake,
 * newest certification first, page 500 of 50: 65 ms sorted, 9 walked; docs/performance.md,
 * twenty-fourth session). A day is a short range of that index whatever the estimates, and the
 * days come out in the order of the series (a nested loop reads its outer rows in order), so
 * the days' rows are the window's in the sort's order. Each day's rows are checked against the
 * list's filters rather than narrowed by their indexes (where.dayRows, dayWalkRows in
 * walk-bound.ts). Without an end, the window runs to the table's oldest (newest) date of the
 * sort. A day's rows are ordered as undated parts are (undatedSortBy): all of them have the date,
 * so where the nulls would go changes nothing, and a descending day is then read backward from the
 * ascending index, which PostgreSQL prefers (the descending ones, filled newest first, are larger),
 * instead of read forward and sorted: a month's reviews by finish, newest first, page 489 of 30,
 * 6.0–6.5 → 4.5–5.0 ms (docs/performance.md, forty-eighth session).
 */
function windowWalk(db: Db, where: ListWhere, order: ListOrder, bound: WalkBound) {
  const column = order.sort.column;
  const desc = order.sort.dir === 'desc';
  const start = sql`${bound.start}::timestamptz`;
  const end = bound.end ? sql`${bound.end}::timestamptz` : tableDateEdge(column, !desc);
  const days = desc
    ? sql`floor(extract(epoch from ${start} - ${end}) / 86400)::int`
    : sql`floor(extract(epoch from ${end} - ${start}) / 86400)::int`;
  const day = desc
    ? sql`${column} <= ${start} - steps.k * ${DAY} and ${column} > ${start} - (steps.k + 1) * ${DAY}`
    : sql`${column} >= ${start} + steps.k * ${DAY} and ${column} < ${start} + (steps.k + 1) * ${DAY}`;
  const withinEnd = bound.end && (desc ? gte : lte)(column, bound.end);
  const walk = withSortKey(db, order)
    .where(and(where.dayRows ?? where.rows, day, withinEnd))
    .orderBy(...order.undatedBy)
    .limit(PAGE_END)
    .as('walk');
  return db.select({ id: walk.id }).from(sql`generate_series(0, ${days}) as steps(k)`).crossJoinLateral(walk).limit(PAGE_END);
}

/**
 * The dated part of a walk whose filters hold few orders with the sort's date: its `rows`
 * (where.datedFew) found from the dated orders' GIN index of the equality filters' dated copies
 * (migration 0035) and sorted, up to the page's end. PostgreSQL takes a filter and the date's presence for
 * independent and would walk the date's index past every other dated order (all orders of type 6
 * by last contact: 470,000 entries, 84 ms; 0.2 ms found). Its order is the walk's, written so that
 * no index serves it (the date plus nothing, then the row's ctid, which no index holds, after the
 * id it never decides): no walk and no index-only scan is then on offer, and the small index is
 * the cheapest way to the rows. Exact whatever the counts said: with many dated matches it sorts
 * them all, slower but right.
 */
function fewDatedPart(db: Db, rows: SQL | undefined, order: ListOrder) {
  const { column, dir } = order.sort;
  const way = sql.raw(dir);
  return partIds(db, order, rows, [sql`${column} + interval '0 seconds' ${way}`, sql`${orders.id} ${way}`, sql`ctid`]);
}

/**
 * The dated part of a list of one filter's value that leads an index by the sort's date
 * (where.filterLed, migration 0044): its `rows` with the date, read there in the list's order, a
 * page's end entries. That index holds (value, date, id), the empty dates last: the dated orders
 * are a range of it by the date, the undated ones a range by the id (undatedPart, whose order is
 * written the same way). Ordered as that index is read, forward or backward, with the empty dates
 * where the direction puts them by default (first descending), which the part, all dated, does not
 * hold: so its rows are in the list's order. In the list's own order (empty dates last both ways)
 * the index would serve one direction, and PostgreSQL sort the value's dated orders for the other.
 */
function filterLedPart(db: Db, rows: SQL | undefined, order: ListOrder) {
  return partIds(db, order, and(rows, isNotNull(order.sort.column)), order.undatedBy);
}

/**
 * The orders without the sort's date (`side`), which sort last in id order: walked (walkPart), or,
 * when a range on another date holds few orders or an equality filter few enough for a deep page
 * (where.undatedSorted), found and sorted by the id. Sorted by the id plus nothing, which no index
 * serves, so that PostgreSQL finds them by the cheapest index of their filters (the range's)
 * instead of walking the ids, where it expects the matches spread evenly and they lie together at
 * the far end (fewDatedPart's way).
 */
function undatedPart(db: Db, where: ListWhere, order: ListOrder, side: SQL) {
  if (!where.undatedSorted) return partIds(db, order, and(where.undatedRows ?? where.rows, side), order.undatedBy);
  // The id plus nothing is the part's only column, so that PostgreSQL sorts the values alone (a
  // datum sort) rather than rows: a type's 40,000 pending orders, a deep page, 11.5 → 6.6 ms
  // (docs/performance.md, thirty-fifth session).
  const undatedId = sql<number>`${orders.id} + 0`.as('undated_id');
  const walk = db
    .select({ id: undatedId })
    .from(orders)
    .where(and(where.rows, side))
    .orderBy(sql`${sql.identifier('undated_id')} ${sql.raw(order.sort.dir)}`)
    .limit(PAGE_END)
    .as('walk');
  // An int like the other parts' ids: Drizzle types a union's parts by their selection.
  return db.select({ id: walk.id }).from(walk) as unknown as ReturnType<typeof partIds>;
}

/**
 * The orders without the sort's date of a bounded walk (walkBound), in id order: with the ids
 * that its usual orders lie within (where.undatedIds, intake-ids.ts), the unusual orders ahead of
 * them (among the list's unusual matches, unusualMatches), those within, and the unusual ones
 * behind. Each part is in id order and the parts follow each other in it.
 */
function undatedParts(db: Db, where: ListWhere, order: ListOrder, side: SQL, unusual: UnusualMatches) {
  const ids = where.undatedIds;
  if (!ids) return [undatedPart(db, where, order, side)];
  const below = ids.low && sql`${unusual.id} < ${ids.low}`;
  const above = ids.high && sql`${unusual.id} > ${ids.high}`;
  const [ahead, behind] = order.sort.dir === 'desc' ? [above, below] : [below, above];
  const apart = (outside: SQL) => unusualPart(db, unusual, order, and(isNull(unusual.date), outside)!);
  const within = and(ids.low && sql`${orders.id} >= ${ids.low}`, ids.high && sql`${orders.id} <= ${ids.high}`);
  return [ahead && apart(ahead), partIds(db, order, and(where.rows, side, within), order.undatedBy), behind && apart(behind)];
}

/** The orders of a bounded walk on one `side` of its window, in the sort's order up to the page's end. */
function walkPart(db: Db, where: ListWhere, order: ListOrder, side: SQL) {
  return partIds(db, order, and(where.rows, side), order.by);
}

/** The ids of a walk's part: its `rows` in the order `by`, up to the page's end, named as windowWalk's (a union's parts are of one type). */
function partIds(db: Db, order: ListOrder, rows: SQL | undefined, by: SQL[]) {
  const walk = withSortKey(db, order)
    .where(rows)
    .orderBy(...by)
    .limit(PAGE_END)
    .as('walk');
  return db.select({ id: walk.id }).from(walk);
}
