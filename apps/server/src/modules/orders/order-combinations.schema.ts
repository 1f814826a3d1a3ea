import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every combination of the equality columns that an order has ever had (migrations 0040, 0041):
 * triggers on `orders` add the combinations of each statement that inserts or updates orders, in
 * its transaction, when none is visible to it, and nothing removes one. It is a superset of the combinations the orders hold at any moment, so a
 * combination missing here matches no order: a list filtered by two or more of these columns
 * checks it first (combinationGate in combination-gate.ts) and reads no index when it is absent.
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
  // No key (migration 0041): a writer adding a combination that another's uncommitted one also
  // adds would wait for it, and two adding two in crossed order would deadlock. A race leaves a
  // duplicate row, which changes no answer.
  (t) => [index('order_combinations_idx').on(t.orderStatus, t.orderType, t.certificationType, t.province, t.city)],
);
