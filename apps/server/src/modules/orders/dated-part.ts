/**
 * The dated part of a list's walk read apart (walkPageIds in order-walk-queries.ts): when the
 * list is sorted by a date an order may lack, and by what rows when few orders of a filter's
 * value have that date (dated-counts.ts, migration 0035).
 */
import type { OrderListFilters } from '@certdesk/contract';
import { and, isNotNull, type SQL } from 'drizzle-orm';
import { datedCopy } from './dated-copy.js';
import { ALREADY_BOUND, conditionOf, storedIn } from './filter-condition.js';
import { type DateFilter, filtersSet, filterValue, LIST_FILTERS } from './list-filters.js';
import type { ListKind } from './order-filters.js';
import { listOrderBy } from './order-sort.js';

/**
 * The sort's date when an order may lack it and no condition of the list holds it (a range of it,
 * the audit statistics' scope when sorted by the review): a walk without a bound (walkPageIds) may
 * then read the sort's dated orders and its undated ones as two parts.
 * - undatedApart: a filter's values may rule the sort's date out (list-filters.ts rulesOutDates);
 *   PostgreSQL then proves the dated part empty from the lifecycle's checks and starts among the
 *   undated orders, where every match lies (all orders in review again, newest finish first:
 *   403,000 index entries read to reach them before).
 * - datedFew: a filter value or the list's scope has few orders with the date (dated-counts.ts fewDated).
 * Not when the list's conditions already hold the date: PostgreSQL multiplies a condition said
 * twice, and misjudged such a walk (a month of finishes with 公司1, newest review first: 128 ms
 * p50 split).
 */
export function lackableSortDate(kind: ListKind, f: OrderListFilters): DateFilter | undefined {
  const { sort } = listOrderBy(kind, f.field, f.sortType);
  const reviewed = kind === 'auditStats' && sort.key === 'completedAuditDate';
  return sort.nullable && f[sort.key as DateFilter] === undefined && !reviewed ? (sort.key as DateFilter) : undefined;
}

/** The dated filters' conditions again, on their dated copies for `date`, with the placeholders bound already. */
function datedCopies(date: DateFilter, f: OrderListFilters): SQL[] {
  const dated = LIST_FILTERS[date].column;
  return filtersSet(f)
    .filter(([, d]) => d.datedIndexed)
    .flatMap(([name, d]) => conditionOf(name, d, filterValue(f, name, d), ALREADY_BOUND, datedCopy(dated, d.column)));
}

/**
 * The matches of a list with a range of `date` that few orders of a filter's value or of the
 * list's scope have (dated-counts.ts fewDated), as the dated orders' GIN index of that date
 * finds them: the list's conditions, the dated filters' copies, and the scope's statuses on the
 * status's copy. PostgreSQL takes a status and a date for independent: all orders pending
 * certification reviewed within a year, page 381, walked the review's index past 227,060 entries
 * to find none (58 ms); their copies find none at once (0.03 ms). The range implies the date, so
 * the index's predicate holds without saying it (which PostgreSQL would multiply in).
 */
export function rangeFewRows(
  date: DateFilter,
  f: OrderListFilters,
  statuses: readonly number[] | undefined,
  conditions: (SQL | undefined)[],
): SQL | undefined {
  const scope = statuses && storedIn(datedCopy(LIST_FILTERS[date].column, LIST_FILTERS.orderStatus.column), statuses);
  return and(...conditions, ...datedCopies(date, f), scope);
}

/**
 * The rows of a walk's dated part read from the dated orders' GIN index (ListWhere.datedFew), their
 * placeholders bound already: rangeFewRows's, with the date set. All orders pending certification
 * of a type taken within a year, oldest certification first: none is certified, and the walk of
 * the type's index by the certification passed 68,000 entries to find none (6.3 ms); the scope's
 * copy finds none at once.
 */
export const datedFewRows: typeof rangeFewRows = (date, f, statuses, conditions) =>
  and(isNotNull(LIST_FILTERS[date].column), rangeFewRows(date, f, statuses, conditions));
