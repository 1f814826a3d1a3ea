/**
 * A list's count and the list changes every list statement reads with it (list-changes.schema.ts):
 * the count as a page statement carries it (order-page-queries.ts) and as a statement of its own.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { compiledSelect } from '../../platform/db/compiled-select.js';
import { oncePerDatabase } from '../../platform/db/once-per-database.js';
import { orderListChanges } from './list-changes.schema.js';
import type { ListWhere } from './order-filters.js';
import { orderHandlers } from './order-handlers.schema.js';
import { orders } from './orders.schema.js';

/**
 * The total of a list, counted at most to `cap` + 1 rows: an exact count of hundreds of
 * thousands of rows would cost more than the page itself, so past the cap the list shows
 * "10000+" (totalCapped) — the honest lower bound.
 */
export function countQuery(db: Db, where: ListWhere) {
  const rows = where.handler
    ? db.select({ one: sql`1` }).from(orderHandlers).where(where.handler)
    : db.select({ one: sql`1` }).from(orders).where(where.count);
  const limited = rows.limit(where.countLimit).as('limited');
  return db.select({ n: sql<number>`count(*)::int`.as('n') }).from(limited);
}

/** The count on its own (a page past the end, or a list counted again), with the list changes it saw. */
export function countStatement(db: Db, where: ListWhere) {
  const counted = countQuery(db, where).as('counted');
  return db.select({ n: counted.n, listChanges }).from(counted);
}

/**
 * The sum of the list changes (list-changes.schema.ts) that the statement sees, as text (a bigint):
 * it moves exactly when a change that may take orders out of a list becomes visible. Every page
 * and count statement reads it, so that a list remembered past its cap is read without counting
 * only while it has not moved (findListPage).
 */
const changesSum = sql<string>`coalesce(sum(${orderListChanges.n}), 0)::text`;
export const listChanges = sql<string>`(select ${changesSum} from ${orderListChanges})`.as('list_changes');

/**
 * The list changes alone, for a remembered list's page that lies past its end: no row carries
 * them. The sum only grows, so the same sum read after the page was also the sum the page saw.
 */
export const listChangesNow = oncePerDatabase((db: Db) =>
  compiledSelect<{ listChanges: string }>(db, db.select({ listChanges: changesSum }).from(orderListChanges)),
);
