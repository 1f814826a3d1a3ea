import { index, integer, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * The managers' dashboard counts as deltas (migration 0011): triggers on `orders` add a row per
 * key and change in the transaction of the change, never the application; a key's count is the
 * sum of its rows, and dashboard.repo.ts folds them into one row per key from time to time.
 * No key constraint on purpose: writers only append, so they never wait for each other. The
 * index finds a worker's own rows (kind, uid) among the few tens of thousands of the folded table.
 */
export const orderTallies = pgTable(
  'order_tallies',
  {
    /** TALLY in dashboard.repo.ts. */
    kind: smallint('kind').notNull(),
    k1: integer('k1').notNull(),
    k2: integer('k2').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('order_tallies_key_idx').on(t.kind, t.k1)],
);
