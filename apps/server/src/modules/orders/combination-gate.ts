import type { OrderListFilters } from '@certdesk/contract';
import { type AnyColumn, and, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { ALREADY_BOUND, conditionOf, storedIn } from './filter-condition.js';
import { type FilterName, filtersSet, filterValue } from './list-filters.js';
import { SCOPE_STATUSES } from './list-scope.js';
import { orderAssigneeCombinations, orderCombinations } from './order-combinations.schema.js';
import type { ListKind } from './order-filters.js';

const COMBINATIONS = getTableColumns(orderCombinations);
const ASSIGNEE_COMBINATIONS = getTableColumns(orderAssigneeCombinations);

/**
 * A list filtered by two or more equality columns that the combination tables hold (`combined`
 * in list-filters.ts) is read only if their combination, within the list's statuses, is one some
 * order has had (migration 0040): from order_assignee_combinations when the certifier or the
 * auditor is among them, else from the few rows of order_combinations. Uncorrelated, the EXISTS
 * is a one-time filter above the scans: when it is false PostgreSQL runs none of them, and as a
 * constant it leaves every estimate as it was. A type and a city that never meet: 5.8 ms
 * intersecting their 125,000-entry posting lists in the equality GIN index, under 0.1 ms here.
 * Placeholders are those filterConditions bound.
 */
export function combinationGate(kind: ListKind, f: OrderListFilters): SQL | undefined {
  const combined = filtersSet(f).filter(([, d]) => d.combined);
  if (combined.length < 2) return undefined;
  const byAssignee = combined.some(([name]) => !(name in COMBINATIONS));
  const table = byAssignee ? orderAssigneeCombinations : orderCombinations;
  const columns: Partial<Record<FilterName, AnyColumn>> = byAssignee ? ASSIGNEE_COMBINATIONS : COMBINATIONS;
  const conditions = combined.flatMap(([name, d]) => conditionOf(name, d, filterValue(f, name, d), ALREADY_BOUND, columns[name]));
  const statuses = SCOPE_STATUSES[kind];
  const inScope = statuses && columns.orderStatus && storedIn(columns.orderStatus, statuses);
  return sql`exists (select from ${table} where ${and(inScope, ...conditions)})`;
}
