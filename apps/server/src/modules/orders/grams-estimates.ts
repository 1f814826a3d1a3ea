/**
 * How many orders of a list PostgreSQL expects a search by characters (the remark in pending
 * certification, list-filters.ts `gramsIn`) to match: whether its candidates come from the
 * characters' GIN index or the text is checked on the entries of the index the other filters
 * lead to (remarkGrams in order-filters.ts).
 *
 * The GIN index's own estimate multiplies its characters' shares as if independent: 客户要求's
 * three pairs at a tenth each make 293 of 300,000 pending orders, where 30,000 hold the phrase. So
 * PostgreSQL took that index for every such search and visited 30,000 rows to find none in one city
 * (48 ms). Its estimate of the LIKE itself reads the remarks' own statistics (their common values
 * and histogram), and is right: 29,964.
 */
import type { OrderListFilters } from '@certdesk/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db/client.js';
import { oncePerDatabase } from '../../platform/db/once-per-database.js';
import { conditionOf, type Values } from './filter-condition.js';
import { gramsSearches } from './list-filters.js';
import { listScope } from './list-scope.js';
import type { ListKind } from './order-filters.js';
import { orders } from './orders.schema.js';

/**
 * Up to how many expected matches a search finds its candidates by its characters' index. Each
 * candidate is a row visit (0.93 µs: 30,000 in 28 ms on a million orders), where an index that
 * includes the text checks ten entries in that time (300,000 pending remarks in 27 ms). Alone,
 * the check stops at the count's cap of matches (SUBSTRING_COUNT_CAP + 1), after 1,001 × 300,000
 * / n entries: the two cost the same at about 5,000 matches. Any other filter narrows the
 * entries checked further (the same city: 40,000 entries, 5.9 ms), never the candidates.
 */
export const GRAMS_FEW = 5_000;

/** How long an estimate is kept (ANALYZE moves the statistics slowly). */
const KEPT_MS = 10 * 60_000;

/** The values inline, as parameters of one statement (an estimate is no shared statement). */
const INLINE: Values = { bind: (_name, value) => sql.param(value), choose: () => undefined };

const estimatesOf = oncePerDatabase(() => new LRUCache<string, Promise<number | undefined>>({ max: 1000, ttl: KEPT_MS }));

/**
 * Whether a list's searches by characters find their candidates by the characters' index: unless
 * PostgreSQL expects them to match more than GRAMS_FEW of its orders (its scope). The estimate is
 * kept per search for KEPT_MS; without one (the database cannot answer) the index is used, as
 * before there was an estimate.
 */
export async function searchByGrams(db: Db, kind: ListKind, f: OrderListFilters): Promise<boolean> {
  const searches = gramsSearches(kind, f);
  if (searches.length === 0) return false;
  const key = `${kind}|${JSON.stringify(searches.map(([name, , value]) => [name, value]))}`;
  const estimates = estimatesOf(db);
  let estimate = estimates.get(key);
  if (!estimate) {
    const texts = searches.flatMap(([name, d, value]) => conditionOf(name, d, value, INLINE));
    estimate = planRows(db, and(listScope(kind, f), ...texts)).catch(() => {
      estimates.delete(key);
      return undefined;
    });
    estimates.set(key, estimate);
  }
  return ((await estimate) ?? 0) <= GRAMS_FEW;
}

/** How many rows PostgreSQL expects of the orders that `where` holds. */
async function planRows(db: Db, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(sql`explain (format json) select 1 from ${orders} where ${where}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const plan = Object.values(result.rows[0] ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return parsed[0]!.Plan['Plan Rows'];
}
