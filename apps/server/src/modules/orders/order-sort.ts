import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { LIST_FILTERS } from './list-filters.js';
import type { ListKind } from './order-filters.js';
import { orders } from './orders.schema.js';
import { QueryParams } from './query-params.js';

/**
 * The order lists' sorts (D22): which column each sortable field is, the default of each list,
 * and the ORDER BY with its tie-break, on orders or on a copy of the sort column.
 */

export const SORT_COLUMNS = {
  incomingDate: orders.incomingDate,
  expiredDate: orders.expiredDate,
  lastContactDate: orders.lastContactDate,
  completedCerDate: orders.completedCerDate,
  completedAuditDate: orders.completedAuditDate,
  finishDate: orders.finishDate,
} as const;

export type SortKey = keyof typeof SORT_COLUMNS;

/** The sort column's copy in order_handlers (list-filters.ts handlerCopy), when it has one. */
export function handlerSortColumn(key: SortKey): AnyColumn | undefined {
  return key === 'expiredDate' ? undefined : LIST_FILTERS[key].handlerCopy;
}

/** Default order of each list when no sort is chosen. */
export const DEFAULT_SORT: Record<ListKind, SortKey> = {
  all: 'incomingDate',
  pendingCert: 'incomingDate',
  pendingReview: 'incomingDate',
  auditStats: 'completedAuditDate',
};

/** The sort of a list: which date, which way (nullable dates sort their nulls last). */
export interface ListSort {
  key: SortKey;
  column: AnyColumn;
  dir: 'asc' | 'desc';
  nullable: boolean;
}

/** ORDER BY a list's sort, on `key` (the sort column or a subquery's copy of it) and `id`. */
export function sortBy(sort: ListSort, key: AnyColumn | SQL | SQL.Aliased, id: AnyColumn | SQL | SQL.Aliased): SQL[] {
  const primary = sort.nullable ? sql`${key} ${sql.raw(sort.dir)} nulls last` : sort.dir === 'asc' ? sql`${key} asc` : sql`${key} desc`;
  // The nullable dates' descending indexes store id DESC NULLS LAST (orders.schema.ts). id is
  // never null, but the planner only walks an index in order when the ORDER BY says the same.
  const tieBreak = sort.dir === 'asc' ? sql`${id} asc` : sort.nullable ? sql`${id} desc nulls last` : sql`${id} desc`;
  return [primary, tieBreak];
}

/**
 * ORDER BY a walk's part whose rows all lack the sort's date: the id's order, in the list's
 * direction, written with the nulls where the ascending index of the date (its `(date, id)`)
 * holds them, so that its null entries serve either direction, forward or backward, without a
 * sort. In the list's own order (`desc nulls last`, sortBy) only the descending index serves a
 * descending walk; that index, whose null entries are inserted at their group's head, splits its
 * pages half full (56 MB against 32 for the pending orders' certification date), and PostgreSQL,
 * expecting few rows within the intake ids' bounds, took the ascending one and sorted them all:
 * pending orders called in a quarter, newest certification first, page 418 of 30, sorted 23,847
 * rows (31 ms) where the backward walk reads 12,540 (6.5 ms; docs/performance.md, thirty-eighth
 * session). The rows all lack the date, so the nulls' place changes nothing of their order. So is
 * a part of one value read from its index by the date, dated or undated (filterLedPart).
 */
export function undatedSortBy(sort: ListSort, key: AnyColumn | SQL, id: AnyColumn): SQL[] {
  const way = sql.raw(sort.dir);
  return [sql`${key} ${way}`, sql`${id} ${way}`];
}

/**
 * A sort column's value for sorting found rows (a list's matches, a day walk's rows): the date, or
 * for an order without it a value past every date on the side its nulls sort to, unique by the id
 * and in the id's order (the year 4000 BC plus the id in microseconds for a descending sort, the
 * year 200,000 for an ascending one). Sorted by it and the id, the rows come in the list's order
 * (sortBy), but PostgreSQL's sort decides nearly every comparison on this first key alone. Sorted
 * by the date itself, every comparison of two undated rows falls through to the id read from the
 * row: 10,000 pending orders by certification date, a deep page, 7.7 → 2.3 ms
 * (docs/performance.md, thirty-fifth session). Never for a walk: no index holds it.
 */
export function distinctSortKey(sort: ListSort, column: AnyColumn, id: AnyColumn): SQL {
  if (!sort.nullable) return sql`${column}`;
  const past = sort.dir === 'desc' ? '4000-01-01 00:00:00+00 BC' : '200000-01-01 00:00:00+00';
  return sql`coalesce(${column}, timestamptz '${sql.raw(past)}' + ${id} * interval '1 microsecond')`;
}

/** A list's ORDER BY (`by`, on the orders table), that of its walk's parts without the sort's date (undatedSortBy), and the sort it stands for. */
export interface ListOrder {
  by: SQL[];
  undatedBy: SQL[];
  sort: ListSort;
}

/**
 * ORDER BY of a list (D22). `field` is already one of the list's fixed names (zod), and maps to
 * a column here. workDay (working days elapsed since intake) falls as incomingDate rises, so it
 * sorts by incomingDate the other way round. Nullable dates sort their nulls last in both
 * directions; the work order number breaks ties so that paging is stable.
 */
export function listOrderBy(
  kind: ListKind,
  field: string | undefined,
  sortType: 'asc' | 'desc' | undefined,
  p: QueryParams = new QueryParams(),
): ListOrder {
  let dir = sortType ?? 'desc';
  let key = DEFAULT_SORT[kind];
  if (field === 'workDay') {
    key = 'incomingDate';
    dir = dir === 'asc' ? 'desc' : 'asc';
  } else if (field && field in SORT_COLUMNS) {
    key = field as SortKey;
  }
  p.choose(`${key} ${dir}`);
  const sort = { key, column: SORT_COLUMNS[key], dir, nullable: key !== 'incomingDate' && key !== 'expiredDate' };
  return { by: sortBy(sort, sort.column, orders.id), undatedBy: undatedSortBy(sort, sort.column, orders.id), sort };
}
