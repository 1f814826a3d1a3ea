import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { distinctSortKey, type ListSort, SORT_COLUMNS, type SortKey, sortBy } from './order-sort.js';
import { orders } from './orders.schema.js';
import { insertOrder } from './test-orders.js';

/**
 * The key that found rows are sorted by (distinctSortKey) orders them as the list's ORDER BY does
 * (sortBy: the date, nulls last, then the id), and undated rows have distinct keys. Against a
 * plain JavaScript sort of the same rows, for every nullable sort in both directions. Random
 * orders from a printed seed, many without the date and many sharing one (ties broken by the id),
 * and dates at the edges of what an order may hold.
 */
let t: TestApp;
const { seed: SEED, random } = testSeed('SORT_KEY_SEED');

const NULLABLE = (Object.keys(SORT_COLUMNS) as SortKey[]).filter((key) => key !== 'incomingDate' && key !== 'expiredDate');
// A few dates, so that many rows share one; the first and last at the edges of the years an order may hold.
const DATES = [
  new Date('1900-01-01T00:00:00Z'),
  new Date('2025-03-01T08:00:00.123Z'),
  new Date('2025-03-01T08:00:00.124Z'),
  new Date('2026-07-15T16:00:00Z'),
  new Date('2999-12-31T23:59:59.999Z'),
];
const dateOrNull = () => (random() < 0.45 ? null : (DATES[Math.floor(random() * DATES.length)] as Date));

beforeAll(async () => {
  t = await createTestApp();
  console.log(`sort key: seed ${SEED} (repeat with SORT_KEY_SEED=${SEED})`);
  // An ended order (100) may hold every date (lifecycleChecks in orders.schema.ts).
  for (let i = 0; i < 240; i++) {
    await insertOrder(t.ctx.db, {
      orderStatus: 100,
      incomingDate: new Date('2025-01-01T00:00:00Z'),
      lastContactDate: dateOrNull(),
      completedCerDate: dateOrNull(),
      completedAuditDate: dateOrNull(),
      finishDate: dateOrNull(),
    });
  }
}, 120_000);

afterAll(() => t.close());

/** The rows in the list's order, sorted in JavaScript: the date (nulls last) in the sort's direction, then the id. */
function plainOrder(rows: { id: number; date: Date | null }[], dir: 'asc' | 'desc'): number[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      if (a.date === null || b.date === null) {
        if (a.date !== b.date) return a.date === null ? 1 : -1;
      } else if (a.date.getTime() !== b.date.getTime()) {
        return sign * (a.date.getTime() - b.date.getTime());
      }
      return sign * (a.id - b.id);
    })
    .map((r) => r.id);
}

describe('the distinct sort key of found rows', () => {
  for (const key of NULLABLE) {
    for (const dir of ['asc', 'desc'] as const) {
      it(`orders rows as the list does: ${key} ${dir}`, async () => {
        const column = SORT_COLUMNS[key];
        const sort: ListSort = { key, column, dir, nullable: true };
        const rows = await t.ctx.db.select({ id: orders.id, date: column }).from(orders);
        const sortKey = distinctSortKey(sort, column, orders.id);
        const byKey = await t.ctx.db
          .select({ id: orders.id })
          .from(orders)
          .orderBy(...sortBy(sort, sortKey, orders.id));
        const expected = plainOrder(rows, dir);
        expect(rows.filter((r) => r.date === null).length).toBeGreaterThan(50);
        expect(byKey.map((r) => r.id)).toEqual(expected);
        // Undated rows never tie: the sort decides them on the key alone.
        const [undated] = await t.ctx.db
          .select({ n: sql<number>`count(*)::int`, keys: sql<number>`count(distinct ${sortKey})::int` })
          .from(orders)
          .where(sql`${column} is null`);
        expect(undated?.keys).toBe(undated?.n);
      });
    }
  }
});
