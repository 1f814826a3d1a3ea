/**
 * Where a list's walk of its sort's date may start and end, from its date ranges and the usual
 * order of events (walkBound): the window that order-walk-queries.ts walks, and the rows its
 * days are checked against (dayWalkRows).
 */
import type { OrderListFilters } from '@certdesk/contract';
import { type AnyColumn, and, gte, isNotNull, isNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FilterDescription } from './filter-description.js';
import { DATE_FILTERS, type DateFilter, filtersSet, isDateFilter, LIST_FILTERS } from './list-filters.js';
import { EVENT_LAG_DAYS } from './order-events.js';
import type { ListKind } from './order-filters.js';
import { listOrderBy } from './order-sort.js';
import type { QueryParams } from './query-params.js';

const LAG_MS = EVENT_LAG_DAYS * 24 * 3_600_000;

/**
 * Where a walk of the list's sort may start, from the usual order of events (list-filters.ts
 * `after`: intake, then certification, review and finish; contact any time after intake) and how
 * soon one follows another (EVENT_LAG_DAYS): a usual order's events all lie within a lag after its
 * intake. So a range [from, to] on one event's date holds a later event's date within
 * [from, to + lag], an earlier one's within [from − lag, to], and that of an event in no order
 * with it (a call and a review, both after the intake) within [from − lag, to + lag] (since the
 * twenty-fourth session). The walk starts at the end of that window it meets first instead of at
 * the newest or oldest order:
 * - newest first: a range on a later event ends it (the audit statistics by a month of finishes,
 *   newest intake first, seed 1801 #265: 48 → 1 ms); since the twenty-third session, so does a
 *   range on an earlier one, a lag later (a quarter's intake, newest review first);
 * - oldest first: a range on an earlier event starts it (the audit statistics since August, oldest
 *   finish first: 24 → 4 ms, seed 52417 #100), or one on a later event, a lag before.
 * The other end of the window is no condition of the walk: the planner multiplies its share of
 * the table with the range's as if the dates were independent, expects a few matches where there
 * are many, and sorts them all instead of walking (a quarter's intake, newest review first, page
 * 200: 31 ms sorted, against 5 walked; docs/performance.md, twenty-third session). A page deeper
 * than DAY_WALK_DEPTH walks the window day by day to that end instead (windowWalk).
 * The orders that the ranges match outside the window have their events out of order or late:
 * the walk finds them once from their own index (EVENTS_UNUSUAL) and reads those ahead of the
 * window and behind its end in their place (walkPageIds), then the orders without the sort's date,
 * which sort last (`undated`). The count does without the bound: there the range's own index answers alone
 * (2.7 ms), and the bound would send the planner down the sort column's index instead (220 ms,
 * docs/performance.md).
 */
export function walkBound(kind: ListKind, f: OrderListFilters, p: QueryParams, depth: number): WalkBound | undefined {
  const { sort } = listOrderBy(kind, f.field, f.sortType);
  const sortKey = sort.key as DateFilter;
  const desc = sort.dir === 'desc';
  // expiredDate is a sort without a filter, so without events around it.
  if (!DATE_FILTERS.includes(sortKey)) return undefined;
  const { lower, upper } = usualWindow(sortKey, f);
  const [first, last] = desc ? [upper, lower] : [lower, upper];
  const byDay = depth > DAY_WALK_DEPTH;
  // A window with its far edge alone (finished before October, oldest contact first) starts at
  // the sort's first date: only a deep page's day walk gains by it, where PostgreSQL sorts the
  // range's matches (85,478 for page 365 of 50: 23 ms, against 5 walked).
  if (first.length === 0 && !(byDay && last.length > 0)) return undefined;
  if (first.length === 0) p.choose('walk from the first date');
  // The window's narrowest edges: the lowest upper edge and the highest lower one.
  const edge = (edges: number[], isUpper: boolean) => new Date(isUpper ? Math.min(...edges) : Math.max(...edges));
  const start = first.length > 0 ? p.bind('walkBound', edge(first, desc)) : tableDateEdge(sort.column, desc);
  // Bound at any depth: a list's pages share its shape (findListPage remembers a list by it).
  const end = last.length > 0 ? p.bind('walkEnd', edge(last, !desc)) : undefined;
  return {
    sortKey,
    start,
    within: (desc ? lte : gte)(sort.column, start),
    undated: sort.nullable ? isNull(sort.column) : undefined,
    byDay,
    end,
  };
}

/**
 * The table's newest (or oldest) date of a sort's column, where a walk without a range at that end
 * starts or stops. Read by orders_date_edge (migration 0049), whose statements PL/pgSQL prepares
 * once per connection: written as `max(column)` of orders, each of its mentions in a list's
 * statement (up to four) was planned against the table's 74 indexes, about 0.26 ms each. A
 * subquery, so that it is read once per statement and is no value the planner estimates by.
 */
export function tableDateEdge(column: AnyColumn, newest: boolean): SQL {
  return sql`(select orders_date_edge(${sql.raw(`'${column.name}'`)}, ${sql.raw(String(newest))}))`;
}

/**
 * The edges of the window that a usual order's `target` date lies in, from the list's ranges on
 * its other dates (walkBound): within a lag of each, and not before an event it follows nor after
 * one it precedes. Edges in milliseconds; none on a side that no range closes.
 */
export function usualWindow(target: DateFilter, f: OrderListFilters): { lower: number[]; upper: number[] } {
  const targetFollows = (LIST_FILTERS[target] as FilterDescription).after ?? [];
  const lower: number[] = [];
  const upper: number[] = [];
  for (const [name, d] of filtersSet(f)) {
    const range = isDateFilter(d) && name !== target ? f[name as DateFilter] : undefined;
    if (!range) continue;
    const targetIsLater = targetFollows.includes(name as DateFilter);
    const targetIsEarlier = d.after?.includes(target) ?? false;
    if (range.end) upper.push(range.end.getTime() + (targetIsEarlier ? 0 : LAG_MS));
    if (range.start) lower.push(range.start.getTime() - (targetIsLater ? 0 : LAG_MS));
  }
  return { lower, upper };
}

/**
 * Whether the ranges leave no usual order a match: some date's own range lies wholly outside the
 * window the other ranges hold it in (usualWindow), as a quarter's intake does with certifications
 * half a year later. Then only the orders out of order or late can match, and their own index
 * (EVENTS_UNUSUAL) finds them at once, where the ranges' indexes read every order of one range to
 * find none of the other's (seed 90001 #67: 40,000 index entries, 5 ms, 39 ms p50 at 8 clients).
 * Pairs alone are checked: three ranges may exclude a usual order together without any two doing
 * so, and those are read as before.
 */
export function onlyUnusualMatch(f: OrderListFilters): boolean {
  return filtersSet(f).some(([name, d]) => {
    const range = isDateFilter(d) ? f[name as DateFilter] : undefined;
    if (!range) return false;
    const { lower, upper } = usualWindow(name as DateFilter, f);
    if (range.start) lower.push(range.start.getTime());
    if (range.end) upper.push(range.end.getTime());
    return lower.length > 0 && upper.length > 0 && Math.max(...lower) > Math.min(...upper);
  });
}

/**
 * From how deep a page (the row it ends at) a bounded walk reads its window day by day
 * (windowWalk in order-walk-queries.ts). Above it, PostgreSQL expects the window to hold too few
 * of the matches and sorts them all instead of walking (50–90 ms at page 500). Below it, the
 * plain walk of the sort's index from the window's start is the planner's choice, and planning it
 * takes half as long as planning the days (1.3 against 2.5 ms, a call's largest cost at page 5).
 */
export const DAY_WALK_DEPTH = 1_000;

/**
 * A list's walk from the start of the window of its sort's date that its ranges hold (walkBound):
 * the orders that the ranges match ahead of `start` (out of order or late), those `within` (from
 * `start` on, in the sort's order), and those without the sort's date, which no window holds and
 * which sort last (`undated`). A deep page reads the window day by day (`byDay`) to its `end`
 * (when the ranges give one, else to the oldest or newest date), and the unusual orders behind it
 * apart: its statements are compiled apart (findListPage).
 */
export interface WalkBound {
  /** The date the list is sorted by. */
  sortKey: DateFilter;
  /** The window's first date: the ranges' edge, or the sort's first date in the table. */
  start: Placeholder | SQL;
  within: SQL;
  undated?: SQL;
  byDay: boolean;
  end?: Placeholder;
}

/** A condition as a filter of the rows alone, out of any index's reach: a condition IS TRUE is no index condition, and keeps its selectivity and its matches (NULL fails both ways). */
export function filterAlone(condition: SQL | undefined): SQL | undefined {
  return condition && sql`(${condition}) is true`;
}

/**
 * The rows as a deep page's day walk reads them (windowWalk in order-walk-queries.ts): each day
 * from the sort's index, the list's filters checked on its rows. PostgreSQL guesses a day of
 * unknown bounds at 0.5 % of the table, several times what it holds, and then intersects it with
 * another index's matches, read again for every day: the trigram index's 222,750 entries of 公司1
 * on each of 71 days took 550 ms where the days hold 80,000 rows. Only the scope stays as it is
 * (a pending list's partial indexes apply by it), the equalities `indexed` by an index led by
 * their value in the sort's order (intakeIndexed: a day of one province is a range of its index,
 * which includes every other filter; 136 entries read a day where the intake's index read 1,700,
 * 27 -> 6 ms), and the date ranges that hold few days of the sort's date (not in
 * `filteredRanges`, rangesFilteredByDay): such a range's index narrows each day well (a week of
 * finishes sorted by intake: 10 ms intersected, 21 filtered).
 */
export function dayWalkRows(
  sortKey: DateFilter,
  inScope: SQL | undefined,
  indexed: SQL[],
  filters: (SQL | undefined)[],
  ranges: [DateFilter, SQL[]][],
  filteredRanges: DateFilter[],
  p: QueryParams,
): SQL | undefined {
  const dayRanges = ranges.flatMap(([name, conditions]) => {
    if (!filteredRanges.includes(name)) return conditions;
    p.choose(`${name} filtered by day`);
    // That the date is set, said plainly, lets an index over the orders that have it serve the days:
    // a review range, the reviewed orders' (orders_astats_*; 834 → 333 entries left a day, 16.3 →
    // 12.2 ms for page 333 of a review range sorted by certification). Said where no such index is
    // led by the sort's date, it leads PostgreSQL to an index led by the filtered date, that
    // presence its only bound, read whole for each day: a month of finishes in the audit
    // statistics, newest review first, page 190 of 30, read the reviewed orders' finish index
    // 12 times, 324 ms; by the review's own index, 6 ms (docs/performance.md, fifty-fourth session).
    const description: FilterDescription = LIST_FILTERS[name];
    const presence = description.presenceLeads?.includes(sortKey) ? [isNotNull(description.column)] : [];
    return [...presence, filterAlone(and(...conditions))!];
  });
  return and(inScope, ...indexed, filterAlone(and(...filters)), ...dayRanges);
}
