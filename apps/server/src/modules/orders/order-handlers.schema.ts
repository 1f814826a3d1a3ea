import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';
import { EVENTS_UNUSUAL } from './order-events.js';
import { orderRef } from './orders.schema.js';

/**
 * Who may see an order, one row per (handler, order): the elements of orders.handler_uids (D4),
 * with copies of what a certifier's or auditor's lists filter and sort on. Kept by the trigger
 * orders_handlers_sync (migrations 0002, 0026, 0050), never written by the application. A GIN index answers
 * "which orders name this user" only as a bitmap of all of them (42,000 for a certifier of a
 * million orders), so the capped count of a certifier's list read them all; here it is an
 * index range that stops at the cap (list-counts.ts countQuery).
 *
 * Partitioned by HASH (uid) into 32 (migration 0026; Drizzle does not declare partitions): each
 * handler's rows share a partition with few others', so a walk that reads the rows (a substring
 * search's copies) reads a few hundred pages instead of one page of the whole table per row, and
 * every list query, with `uid = $1`, is planned on its one partition. The trigger names an order's
 * handlers, `uid = ANY(handler_uids)`, and skips its statement for an order without any: an empty
 * array prunes no partition, and PostgreSQL planned it on all 32 (migration 0050).
 */
export const orderHandlers = pgTable(
  'order_handlers',
  {
    uid: integer('uid').notNull(),
    orderId: orderRef().notNull(),
    orderStatus: integer('order_status').notNull(),
    /**
     * completed_audit_date is set. No list reads it since migration 0039: the audit statistics'
     * scope is the date itself (handlerListWhere). The trigger still writes it; dropping it would
     * rebuild every index that includes it.
     */
    reviewed: boolean('reviewed').notNull(),
    // The order's sortable dates (migration 0013): a handler's page is a range of their own rows
    // in one of the indexes below, whatever the sort and however deep.
    incomingDate: ts('incoming_date'),
    completedCerDate: ts('completed_cer_date'),
    completedAuditDate: ts('completed_audit_date'),
    lastContactDate: ts('last_contact_date'),
    finishDate: ts('finish_date'),
    // The order's equality filters (migration 0014), INCLUDEd in the indexes below: a handler's
    // list filtered by any of them, or an administrator's list of one certifier's or auditor's
    // orders, is a range of that user's rows filtered in the index, however deep the page.
    orderType: integer('order_type'),
    certificationType: integer('certification_type'),
    province: text('province'),
    city: text('city'),
    certificationUid: integer('certification_uid'),
    auditUid: integer('audit_uid'),
    // The order's searched texts (migration 0024), checked on the row: a handler's substring
    // search past its cap walks the user's range of a sort index and checks each entry's text
    // here, instead of reading the order by its key (seed 52417 #86: an auditor's 21,000 entries,
    // 131 → 8 ms). A name search's matches up to the cap may come from the trigram index below;
    // the remark's copy has no index.
    companyName: text('company_name'),
    mark: text('mark'),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.orderId] }),
    index('order_handlers_status_idx').on(t.uid, t.orderStatus),
    // The audit statistics' scope (handlerListWhere), counted from the user's range alone (migration 0039).
    index('order_handlers_reviewed_idx').on(t.uid).where(sql`completed_audit_date is not null`),
    index('order_handlers_order_idx').on(t.orderId),
    // A handler's company-name search (migration 0027): in the user's partition, a rare name is a
    // few entries here, a common one the user's range of a btree above with the copy checked.
    index('order_handlers_company_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`),
    // The lists' scope (status, reviewed) is included: a pending list or the audit statistics of
    // a handler are filtered from the index alone. Intake is never null, walked either way; the
    // other dates sort their nulls last both ways, which one index walked backwards cannot give.
    index('order_handlers_incoming_idx').on(t.uid, t.incomingDate, t.orderId),
    // A user's rows whose events break their usual order: a bounded walk reads them apart (handlerPageIds, migration 0042).
    index('order_handlers_unusual_idx').on(t.uid).where(EVENTS_UNUSUAL),
    ...(
      [
        ['cer', 'completedCerDate'],
        ['audit', 'completedAuditDate'],
        ['contact', 'lastContactDate'],
        ['finish', 'finishDate'],
      ] as const
    ).flatMap(([name, c]) => [
      index(`order_handlers_${name}_asc_idx`).on(t.uid, t[c].asc().nullsLast(), t.orderId.asc()),
      index(`order_handlers_${name}_desc_idx`).on(t.uid, t[c].desc().nullsLast(), t.orderId.desc().nullsLast()),
    ]),
    // The pending lists' rows alone (migration 0015), with the sorts those lists offer: a
    // certifier's pending certification or an auditor's pending review reads a third of the
    // user's entries. The predicates are handlerListWhere's scope word for word.
    ...(
      [
        [
          'pcert',
          sql`order_status = 20`,
          [
            ['cer', 'completedCerDate'],
            ['contact', 'lastContactDate'],
          ],
        ],
        ['preview', sql`order_status in (30, 40, 50)`, [['cer', 'completedCerDate']]],
      ] as const
    ).flatMap(([list, pending, dates]) => [
      index(`order_handlers_${list}_incoming_idx`).on(t.uid, t.incomingDate, t.orderId).where(pending),
      ...dates.flatMap(([name, c]) => [
        index(`order_handlers_${list}_${name}_asc_idx`).on(t.uid, t[c].asc().nullsLast(), t.orderId.asc()).where(pending),
        index(`order_handlers_${list}_${name}_desc_idx`).on(t.uid, t[c].desc().nullsLast(), t.orderId.desc().nullsLast()).where(pending),
      ]),
    ]),
    // A handler's list by a type, an area (migration 0018), a tag or the other handler (0019): that
    // filter's range of the user's rows, a few thousand entries, instead of all of them (an
    // auditor's 54,000) filtered in a date index. They INCLUDE the scope and the dates (Drizzle
    // does not declare INCLUDE), so the matches are found and sorted from the index alone; since
    // migration 0051 as keys after the order's id, checked as the btree reads them. In a
    // handler's own rows the certifier or auditor filter is nearly always that handler: extended
    // statistics on (uid, certifier) and (uid, auditor) tell the planner so (migration 0019).
    ...(
      [
        ['type', 'orderType'],
        ['tag', 'certificationType'],
        ['province', 'province'],
        ['city', 'city'],
        ['certifier', 'certificationUid'],
        ['auditor', 'auditUid'],
      ] as const
    ).map(([name, c]) => index(`order_handlers_${name}_idx`).on(t.uid, t[c], t.orderId)),
  ],
);
