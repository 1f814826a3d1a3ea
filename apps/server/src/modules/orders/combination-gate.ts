import type { OrderListFilters } from '@certdesk/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import { ALREADY_BOUND, conditionOf } from './filter-condition.js';
import { filtersSet, filterValue } from './list-filters.js';
import { SCOPE_STATUSES } from './list-scope.js';
import { orderCombinations } from './order-combinations.schema.js';
import type { ListKind } from './order-filters.js';

/**
 * A list filtered by two or more equality columns that order_combinations holds (`combined` in
 * list-filters.ts) is read only if their combination, within the list's statuses, is one some order
 * has had (migration 0040). Uncorrelated, the EXISTS is a one-time filter above the scans: when it
 * is false PostgreSQL runs none of them, and as a constant it leaves every estimate as it was.
 * A type and a city that never meet: 5.8 ms intersecting their 125,000-entry posting lists in
 * the equality GIN index, under 0.1 ms here. Placeholders are those filterConditions bound.
 */
export function combinationGate(kind: ListKind, f: OrderListFilters): SQL | undefined {
  const combined = filtersSet(f).filter(([, d]) => d.combined);
  if (combined.length < 2) return undefined;
  const statuses = SCOPE_STATUSES[kind];
  const conditions = combined.flatMap(([name, d]) => conditionOf(name, d, filterValue(f, name, d), ALREADY_BOUND, d.combined));
  const inScope = statuses && sql`${orderCombinations.orderStatus} in (${sql.raw(statuses.map(Number).join(', '))})`;
  return sql`exists (select from ${orderCombinations} where ${and(inScope, ...conditions)})`;
}
