/**
 * The list indexes of the orders table that pendingListIndexes and auditStatsIndexes build from
 * its columns (orders.schema.ts): the pending lists' partial indexes and the audit statistics'.
 */
import { sql } from 'drizzle-orm';
import { type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';

type IndexedColumn =
  | 'id'
  | 'incomingDate'
  | 'completedCerDate'
  | 'lastContactDate'
  | 'orderType'
  | 'certificationType'
  | 'province'
  | 'city'
  | 'certificationUid'
  | 'auditUid'
  | 'completedAuditDate'
  | 'finishDate';
export type OrderColumns = Record<IndexedColumn, ExtraConfigColumn>;

/**
 * Partial indexes of the two pending lists (order-filters.ts listScope: status 20, and 30/40/50).
 * A pending list is a third of all orders; its filters and sorts are often unselective inside it
 * (or match nothing, e.g. an auditor filter on orders not yet certified), so a whole-table index
 * makes PostgreSQL walk the other statuses. Within the list's own partial index each sort is a
 * walk in order, each filter plus the default newest-first order is one index range, and the
 * capped count is an index-only scan (docs/performance.md).
 */
export function pendingListIndexes(t: OrderColumns) {
  // Each list's own sorts and equality filters (01 §2): pending review has no certification type.
  // A list of one certifier's or auditor's orders is read from order_handlers; the certifier's
  // pending certification index stays for the worker dashboard's oldest pending order.
  const shared = ['orderType', 'province', 'city', 'certificationUid'] as const;
  const lists = [
    {
      name: 'pcert',
      where: sql.raw('order_status = 20'),
      sorts: ['completedCerDate', 'lastContactDate'] as const,
      filters: [...shared, 'certificationType'] as const,
    },
    {
      name: 'preview',
      where: sql.raw('order_status in (30, 40, 50)'),
      sorts: ['completedCerDate'] as const,
      filters: [...shared, 'auditUid'] as const,
    },
  ];
  return lists.flatMap(({ name, where, sorts, filters }) => [
    index(`orders_${name}_incoming_idx`).on(t.incomingDate, t.id).where(where),
    ...sorts.flatMap((c) => [
      index(`orders_${name}_${c}_asc_idx`).on(t[c].asc().nullsLast(), t.id.asc()).where(where),
      index(`orders_${name}_${c}_desc_idx`).on(t[c].desc().nullsLast(), t.id.desc()).where(where),
    ]),
    ...filters.map((c) => index(`orders_${name}_${c}_idx`).on(t[c], t.incomingDate, t.id).where(where)),
  ]);
}

/**
 * The audit statistics list every reviewed order (completed_audit_date set), newest review
 * first: its certifier and auditor filters walk these in that order. Its date ranges on the
 * earlier events (intake, certification, finish) are indexed by day (epoch_day, migration 0004),
 * then newest review first: a range's page takes the first rows of each of its days and sorts
 * those few (dayPageIds in order-list-queries.ts), and its count reads the days' entries alone.
 * Sorted by the whole range instead, a month of a million orders is 18,000 rows to sort per page.
 */
export function auditStatsIndexes(t: OrderColumns) {
  const where = sql.raw('completed_audit_date is not null');
  return [
    ...(['certificationUid', 'auditUid'] as const).map((c) =>
      index(`orders_astats_${c}_idx`).on(t[c], t.completedAuditDate.desc().nullsLast(), t.id.desc().nullsLast()).where(where),
    ),
    // Its sorts by the earlier events, over the reviews alone (migration 0045, including every
    // filter's column): a deep page walks the list's own entries, not the whole table's index
    // with the review checked on each (page 461 of 50 by the certification: 41,600 entries for
    // 23,050, 14 -> 6 ms). By the review itself the whole table's indexes hold the reviews first.
    index('orders_astats_incoming_idx').on(t.incomingDate, t.id).where(where),
    ...(['completedCerDate', 'finishDate'] as const).flatMap((c) => [
      index(`orders_astats_${c}_asc_idx`).on(t[c].asc().nullsLast(), t.id.asc()).where(where),
      index(`orders_astats_${c}_desc_idx`).on(t[c].desc().nullsLast(), t.id.desc()).where(where),
    ]),
    ...(['incomingDate', 'completedCerDate', 'finishDate'] as const).map((c) =>
      index(`orders_astats_${c}_day_idx`)
        .on(sql`epoch_day(${t[c]})`, t.completedAuditDate.desc().nullsLast(), t.id.desc().nullsLast(), t[c])
        .where(where),
    ),
  ];
}
