/** What list-filters.ts says of each filter of the order lists (issue 18). */
import type { OrderListFilters } from '@certdesk/contract';
import type { AnyColumn } from 'drizzle-orm';
import type { DateFilter } from './list-filters.js';
import type { ListKind } from './order-filters.js';

/**
 * Kinds:
 * - exact: `column = value` (an equality index, or one of the pending lists' partial ones);
 * - substring: `column ILIKE %value%`, its matches found once up to the cap (matchesPageQuery in order-page-queries.ts);
 * - range: a date between two instants, either side open;
 * - later-date: a range on the date of an event that usually happens after the events in `after`
 *   (intake, then certification, review, finish; contact any time after intake), usually within
 *   EVENT_LAG_DAYS. A range on either date of such a pair holds the other within a window, where
 *   a walk of the sort's index starts (walkBound); the orders whose events break that order or
 *   take longer are merged in from their own index (EVENTS_UNUSUAL in order-events.ts, which
 *   must hold every such pair).
 */
export type FilterKind = 'exact' | 'substring' | 'range' | 'later-date';

export interface FilterDescription {
  column: AnyColumn;
  kind: FilterKind;
  /** What PostgreSQL needs to answer the filter without reading the table (an index, a statistic). */
  planner: string;
  /** The value of the parsed request to compare with, when it is not the filter's own field. */
  value?: (f: OrderListFilters) => unknown;
  /** exact: the stored values one request value stands for (a status that displays as another). */
  widen?: (value: number) => readonly number[] | undefined;
  /** later-date: the dates it is usually not earlier than. */
  after?: readonly DateFilter[];
  /** range: its matches in the audit statistics come day by day from a day index (epoch_day, migration 0004). */
  dayIndexed?: boolean;
  /**
   * later-date: the sorts whose dates lead an index over the orders that have this one (the
   * reviewed orders' orders_astats_*, migration 0045): a deep page's day walk by such a sort, with
   * this date's range checked on each row, says the date's presence plainly so that such an index
   * serves the days (dayWalkRows in walk-bound.ts).
   */
  presenceLeads?: readonly DateFilter[];
  /** substring: the list whose partial GIN index of characters and character pairs finds its candidates (text_grams, migration 0029). */
  gramsIn?: ListKind;
  /**
   * exact: in the GIN indexes of the orders that have each nullable date (migration 0035): a
   * list sorted by such a date, or with a range of it, whose value of this filter has few orders
   * with it reads them from there (dated-counts.ts, fewDatedPart, rangeFewRows in dated-part.ts).
   */
  datedIndexed?: boolean;
  /**
   * exact: leads an index in intake order that includes every other filter's column
   * (orders_{status,type,province,city}_incoming_idx, migration 0036): a deep page sorted by
   * intake reads each day of its walk from the value's range there (dayWalkRows in walk-bound.ts).
   */
  intakeIndexed?: boolean;
  /**
   * exact: leads an index by each date an order may lack, then the id, including the other filters'
   * columns and dates (orders_*_by_*_idx, migrations 0044, 0047, 0048): a list of its value, alone
   * or with other equalities, sorted by such a date reads its dated, then undated orders as ranges
   * there (filterLedPart, valueLedParts); with a range of such a date, its matches are one range.
   */
  dateLed?: boolean;
  /**
   * exact: the lifecycle's checks relate its values to the dates (orders.schema.ts lifecycleChecks):
   * some of its values rule a date out, so a walk sorted by that date is split, dated then undated,
   * for PostgreSQL to prove the dated part empty (walkPageIds).
   */
  rulesOutDates?: boolean;
  /**
   * The column's copy in order_handlers (migrations 0013, 0014, 0024): a certifier's or auditor's
   * own list, or an administrator's list by one certifier or auditor, filtered by nothing but such
   * filters is read from that user's rows there (a date: sorted by it from the user's range of
   * order_handlers_*_idx, handlerSortColumn; the status and the equality filters: included in
   * those indexes; the searched texts: on the rows, in no index).
   */
  handlerCopy?: AnyColumn;
  /**
   * exact: a column of order_combinations, or of order_assignee_combinations for the certifier
   * and auditor (migration 0040), every combination of these columns an order has had: a
   * list filtered by two or more of them first checks that their combination exists
   * (combinationGate in combination-gate.ts).
   */
  combined?: boolean;
}
