/**
 * Which orders each list shows before any filter (its scope), on orders and on a handler's rows of
 * order_handlers, where a certifier's or auditor's list is read (listWhere in order-filters.ts).
 */
import type { OrderListFilters } from '@certdesk/contract';
import { and, eq, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ALREADY_BOUND, conditionOf } from './filter-condition.js';
import { filtersSet, filterValue, LIST_FILTERS } from './list-filters.js';
import type { ListKind } from './order-filters.js';
import { orderHandlers } from './order-handlers.schema.js';
import { listOrderBy } from './order-sort.js';
import { orders } from './orders.schema.js';
import { filterAlone } from './walk-bound.js';

/** The statuses a pending list holds: its scope below, as the status counts of dated-counts.ts see it. */
export const SCOPE_STATUSES: Partial<Record<ListKind, readonly number[]>> = { pendingCert: [20], pendingReview: [30, 40, 50] };

/**
 * Whether a status filter (of all orders) is a pending list's whole scope, its stored values
 * (list-filters.ts widen) those of SCOPE_STATUSES: then that list's partial indexes serve it.
 */
export function isPendingScope(status: number | undefined): boolean {
  if (status === undefined) return false;
  const stored = LIST_FILTERS.orderStatus.widen(status) ?? [status];
  return Object.values(SCOPE_STATUSES).some((scope) => scope.length === stored.length && scope.every((s, i) => s === stored[i]));
}

/**
 * Which orders a list shows before any filter. The audit statistics list every order whose
 * review has a recorded outcome (completedAuditDate set): success or failure, whatever happened
 * after (see docs/decisions-order-lists.md).
 */
export function listScope(kind: ListKind, f: OrderListFilters = {}): SQL | undefined {
  // Literal SQL, word for word the predicates of the pending lists' partial indexes
  // (orders.schema.ts), so that the planner can prove they apply.
  if (kind === 'pendingCert') return sql`${orders.orderStatus} = 20`;
  if (kind === 'pendingReview') return sql`${orders.orderStatus} in (30, 40, 50)`;
  return reviewScope(kind, f, orders.completedAuditDate);
}

/**
 * The audit statistics' scope on a table's review date: none when a range of reviews holds it
 * already. Said twice, PostgreSQL multiplies the two: a third of the range's rows estimated (the
 * null share), and a plan for a few where there are many (seed 52417 #64: 104 → 11 ms). The
 * partial indexes still apply: it proves the range implies the predicate.
 */
function reviewScope(kind: ListKind, f: OrderListFilters, reviewDate: PgColumn): SQL | undefined {
  const reviewedIn = f.completedAuditDate?.start ?? f.completedAuditDate?.end;
  return kind === 'auditStats' && !reviewedIn ? isNotNull(reviewDate) : undefined;
}

/**
 * A list's scope (listScope) and a handler's visibility, on order_handlers: the same orders. The
 * audit statistics' scope is the review's date, said once as on orders, and not the row's
 * `reviewed` flag (the same fact): PostgreSQL took the two for independent and, with the sort's
 * own date ahead of it, expected half the rows a deep page walks past, so it sorted all of an
 * auditor's reviews instead of walking their index (seed 6457090 #131, page 476 of 50: 30,209
 * rows sorted, 7.7 ms; walked, 2.1 ms).
 */
function handlerListWhere(kind: ListKind, uid: Placeholder, f: OrderListFilters, walked: boolean): SQL {
  const mine = eq(orderHandlers.uid, uid);
  if (kind === 'pendingCert') return sql`${mine} and ${orderHandlers.orderStatus} = 20`;
  if (kind === 'pendingReview') return sql`${mine} and ${orderHandlers.orderStatus} in (30, 40, 50)`;
  const scope = reviewScope(kind, f, orderHandlers.completedAuditDate);
  // A walk in another date's order checks the scope on the entries, out of the reach of the
  // partial index of reviews: with it, PostgreSQL read an auditor's 30,209 reviews and sorted
  // them by their finish, nulls falling through to the id, for page 398 of 50 (8.5 ms; walked,
  // 3.7: seed 52417 #218). The count keeps that index.
  const alone = walked && listOrderBy(kind, f.field, f.sortType).sort.key !== 'completedAuditDate';
  return and(mine, alone ? filterAlone(scope) : scope) as SQL;
}

/**
 * A handler's list on order_handlers (migrations 0013, 0014, 0024): its scope and visibility
 * (handlerListWhere) and its filters on their copies there, with the placeholders that
 * filterConditions bound for the same filters on orders. A filter without a copy there (the
 * order numbers and the applicant, which the primary key or their own index find at once) makes
 * it undefined.
 */
export function handlerWhere(kind: ListKind, uid: Placeholder, f: OrderListFilters, walked = false): SQL | undefined {
  const set = filtersSet(f);
  if (!set.every(([, d]) => d.handlerCopy)) return undefined;
  const filters = set.flatMap(([name, d]) => conditionOf(name, d, filterValue(f, name, d), ALREADY_BOUND, d.handlerCopy));
  return and(handlerListWhere(kind, uid, f, walked), ...filters);
}
