import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every combination of the equality columns that an order has ever had (migration 0040):
 * triggers on `orders` add the combinations of each statement that inserts or updates orders, in
 * its transaction, when none is visible to it, and nothing removes one. It is a superset of the
 * combinations the orders hold at any moment, so a combination missing here matches no order: a
 * list filtered by two or more of these columns checks it first (combinationGate in
 * combination-gate.ts) and reads no index when it is absent.
 * A type and a city that never meet would otherwise intersect their two posting lists of the
 * equality GIN index, 125,000 entries each, to find nothing (5.8 ms). A few thousand rows at most:
 * 5 statuses × 8 types × 2 tags × the cities.
 */
export const orderCombinations = pgTable(
  'order_combinations',
  {
    orderStatus: integer('order_status').notNull(),
    orderType: integer('order_type').notNull(),
    certificationType: integer('certification_type').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
  },
  // No key: a writer adding a combination that another's uncommitted one also
  // adds would wait for it, and two adding two in crossed order would deadlock. A race leaves a
  // duplicate row, which changes no answer.
  (t) => [index('order_combinations_idx').on(t.orderStatus, t.orderType, t.certificationType, t.province, t.city)],
);

/**
 * The same with the order's certifier and auditor (migration 0040; 0 for none, ids start at 1), for
 * a list filtered by either: a certifier who takes one tag or one region (their business group)
 * and another value would otherwise read all of that certifier's orders to find nothing (5–6 ms
 * for 50,000). A table of its own, so that the lists without such a filter check the few rows
 * above rather than these (9,032 for the benchmark's million orders).
 */
export const orderAssigneeCombinations = pgTable(
  'order_assignee_combinations',
  {
    certificationUid: integer('certification_uid').notNull(),
    auditUid: integer('audit_uid').notNull(),
    orderStatus: integer('order_status').notNull(),
    orderType: integer('order_type').notNull(),
    certificationType: integer('certification_type').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
  },
  (t) => [
    index('order_assignee_combinations_idx').on(
      t.certificationUid,
      t.auditUid,
      t.orderStatus,
      t.orderType,
      t.certificationType,
      t.province,
      t.city,
    ),
    index('order_assignee_combinations_auditor_idx').on(t.auditUid, t.orderStatus),
  ],
);
