import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { compiledSelect } from '../../platform/db/compiled-select.js';
import { listWhere } from './order-filters.js';
import { listQueries } from './order-list-queries.js';
import { pageValues } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listOrderBy } from './order-sort.js';
import { QueryParams } from './query-params.js';
import { allowedDates, type LifecycleDate, mayHold, type PlanNode, planNodes } from './test-orders.js';
import { authUserOf } from './test-users.js';

/**
 * The lifecycle's checks (orders.schema.ts lifecycleChecks, migration 0031): the database refuses
 * what the lifecycle never leaves on an order, and a list walk's dated part that they rule out is
 * planned empty (walkPageIds). Random orders and requests from a printed seed, against plain rules
 * and plain SQL.
 */
let t: TestApp;
const { seed: SEED, random, pick } = testSeed('LIFECYCLE_SEED');

const STATUSES = [10, 20, 30, 40, 50, 100] as const;
const DATES = { completedCerDate: 'completed_cer_date', completedAuditDate: 'completed_audit_date', finishDate: 'finish_date' } as const;
type DateName = LifecycleDate;

const DAY = 86_400_000;
const someDate = () => (random() < 0.4 ? null : new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 200) * DAY));

beforeAll(async () => {
  t = await createTestApp();
  console.log(`lifecycle checks: seed ${SEED} (repeat with LIFECYCLE_SEED=${SEED})`);
});
afterAll(() => t.close());

/** Inserts one order as raw SQL: whether the database took it. */
async function insertRaw(status: number, dates: Record<DateName, Date | null>): Promise<boolean> {
  try {
    await t.database.query(
      `insert into orders (open_order_id, order_type, order_status, company_name, incoming_date, expired_date,
         completed_cer_date, completed_audit_date, finish_date)
       values ('L' || nextval('orders_id_seq'), 1, $1, '生命周期核对公司', $2, $2::timestamptz + interval '9 days', $3, $4, $5)`,
      [status, new Date(Date.UTC(2025, 11, 1)), dates.completedCerDate, dates.completedAuditDate, dates.finishDate],
    );
    return true;
  } catch (err) {
    expect((err as { code?: string }).code).toBe('23514');
    return false;
  }
}

describe('the lifecycle checks', () => {
  it('refuse exactly the orders the lifecycle never leaves, and write nothing of them', async () => {
    let taken = 0;
    let refused = 0;
    for (let i = 0; i < 300; i++) {
      const status = pick(STATUSES);
      const dates = { completedCerDate: someDate(), completedAuditDate: someDate(), finishDate: someDate() };
      const allowed = (Object.keys(DATES) as DateName[]).every((d) => dates[d] === null || mayHold(status, d));
      const label = `#${i} status ${status} ${JSON.stringify(dates)}`;
      expect(await insertRaw(status, dates), label).toBe(allowed);
      if (allowed) taken += 1;
      else refused += 1;
    }
    const { rows } = await t.database.query<{ n: number }>(`select count(*)::int n from orders where company_name = '生命周期核对公司'`);
    expect(rows[0]?.n).toBe(taken);
    expect(taken).toBeGreaterThan(30);
    expect(refused).toBeGreaterThan(30);
  });
});

/** Whether a plan has a part proven empty: a Result whose one-time filter is false. */
const hasEmptyPart = (plan: PlanNode[]): boolean => plan.some((n) => n['Node Type'] === 'Result' && n['One-Time Filter'] === 'false');

describe('a list walked by a date its status filter rules out', () => {
  beforeAll(async () => {
    // Orders as the lifecycle leaves them: each date a status may hold is set or not.
    for (let i = 0; i < 240; i++) {
      const status = pick(STATUSES);
      const dates = allowedDates(status, { completedCerDate: someDate(), completedAuditDate: someDate(), finishDate: someDate() });
      expect(await insertRaw(status, dates)).toBe(true);
    }
    await t.database.exec('analyze orders');
  });

  it('reads the orders without that date alone, and pages as plain SQL does', async () => {
    const admin = await authUserOf(t.ctx.db, 'admin');
    // The status filter 30 stands for 30, 40 and 50 (list-filters.ts widen): asked as the others are.
    for (const status of STATUSES) {
      for (const sort of Object.keys(DATES) as DateName[]) {
        const dir = pick(['asc', 'desc'] as const);
        const req = listRequestSchema('all').parse({
          orderStatus: status,
          field: sort,
          sortType: dir,
          pageNum: 1 + Math.floor(random() * 4),
          pageSize: 10,
        });
        const params = new QueryParams();
        const where = listWhere('all', admin, req, params);
        const order = listOrderBy('all', req.field, req.sortType, params);
        const walk = listQueries(t.ctx.db, where, order).pastCap;
        const values = pageValues(params, req);
        const label = `status ${status}, ${sort} ${dir}, page ${req.pageNum}`;

        const plan = await planNodes(t.database, walk, values);
        const statuses = status === 30 ? [30, 40, 50] : [status];
        expect(hasEmptyPart(plan), label).toBe(statuses.every((s) => !mayHold(s, sort)));

        const rows = await compiledSelect<{ id: number }>(t.ctx.db, walk).execute(values);
        const column = DATES[sort];
        const plain = await t.database.query<{ id: number }>(
          `select id from orders where order_status = any($1::int[])
           order by ${column} ${dir} nulls last, id ${dir} limit 10 offset $2`,
          [statuses, (req.pageNum - 1) * 10],
        );
        expect(
          rows.map((r) => r.id),
          label,
        ).toEqual(plain.rows.map((r) => r.id));
      }
    }
  });
});
