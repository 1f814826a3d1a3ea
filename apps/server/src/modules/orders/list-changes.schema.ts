import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The changes that may take orders out of a list, as deltas (migration 0038): a trigger on
 * `orders` appends a row (n = 1) in the transaction of every update of a filtered column and of
 * every delete, so that the sum of `n` that a statement reads moves exactly when such a change
 * becomes visible to it. The lists read it with a count that passed its cap, and read its count
 * again when it moved (order-lists.repo.ts `cappedLately`). Append-only like the dashboard's
 * tallies, so that writers never wait for each other; the tallies' tidy folds the rows into one.
 */
export const orderListChanges = pgTable('order_list_changes', {
  n: integer('n').notNull(),
});
