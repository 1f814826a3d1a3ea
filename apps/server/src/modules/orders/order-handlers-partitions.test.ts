import { fillPlaceholders } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { listWhere } from './order-filters.js';
import { type ListStatementName, listQueries } from './order-list-queries.js';
import { pageValues } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listOrderBy } from './order-sort.js';
import { QueryParams } from './query-params.js';
import { insertOrder, userId } from './test-orders.js';
import { authUserOf } from './test-users.js';

/**
 * order_handlers is partitioned by handler (migration 0026): a handler's rows share a partition
 * with few others', and every statement of a handler's list is planned on that one partition.
 * A table partitioned by anything but the handler, or a list statement that scanned more than
 * the caller's partition, fails here; the rows' contents are checked by
 * order-handlers-dates.test.ts.
 */
let t: TestApp;
let cert01: number;

beforeAll(async () => {
  t = await createTestApp();
  cert01 = await userId(t.ctx.db, 'cert01');
  const cert02 = await userId(t.ctx.db, 'cert02');
  const audit01 = await userId(t.ctx.db, 'audit01');
  for (let i = 0; i < 12; i++) {
    const uids = [[cert01], [cert02], [cert01, audit01], [cert02, audit01]][i % 4] as number[];
    await insertOrder(t.ctx.db, {
      companyName: `分区核对${i}有限公司`,
      orderStatus: [20, 30, 60][i % 3],
      certificationUid: uids[0],
      auditUid: uids[1] ?? null,
      handlerUids: uids,
      completedAuditDate: i % 3 === 2 ? new Date('2026-03-02T00:00:00Z') : null,
    });
  }
});
afterAll(() => t.close());

/** The partitions a plan reads, from EXPLAIN's JSON (every node, with its relation). */
function relationsOf(plan: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(plan)) for (const p of plan) relationsOf(p, into);
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    if (typeof node['Relation Name'] === 'string') into.add(node['Relation Name']);
    for (const value of Object.values(node)) if (typeof value === 'object') relationsOf(value, into);
  }
  return into;
}

describe('order_handlers partitioned by handler', () => {
  it('has 32 partitions, and each handler’s rows are in one of them', async () => {
    const parts = await t.database.query<{ n: number }>(
      `select count(*)::int n from pg_inherits where inhparent = 'order_handlers'::regclass`,
    );
    expect(parts.rows[0]?.n).toBe(32);
    const spread = await t.database.query<{ uid: number; partitions: number; rows: number }>(
      'select uid, count(distinct tableoid)::int partitions, count(*)::int "rows" from order_handlers group by uid order by uid',
    );
    expect(spread.rows.length).toBe(3);
    for (const row of spread.rows) expect(row.partitions, `uid ${row.uid}`).toBe(1);
    expect(spread.rows.reduce((n, r) => n + r.rows, 0)).toBe(18);
  });

  // Each list of a certifier, with a filter that makes it cut from its matches and one that does not.
  const cases = [
    { list: 'all', req: {} },
    { list: 'pendingCert', req: { companyName: '分区核对' } },
    { list: 'auditStats', req: { orderType: 1 } },
  ] as const;
  for (const { list, req: filters } of cases) {
    it(`plans a certifier’s ${list} list on their partition alone`, async () => {
      const req = listRequestSchema(list).parse({ pageNum: 3, pageSize: 10, ...filters });
      const params = new QueryParams();
      const where = listWhere(list, await authUserOf(t.ctx.db, 'cert01'), req, params);
      const order = listOrderBy(list, req.field, req.sortType, params);
      const values = pageValues(params, req);
      const queries = listQueries(t.ctx.db, where, order);
      const partition = await t.database.query<{ name: string }>(
        'select distinct tableoid::regclass::text as name from order_handlers where uid = $1',
        [cert01],
      );
      const statements = Object.entries(queries) as [ListStatementName, { toSQL(): { sql: string; params: unknown[] } }][];
      expect(statements.map(([name]) => name)).toContain('count');
      for (const [name, query] of statements) {
        const { sql, params: placeholders } = query.toSQL();
        const plan = await t.database.query<{ 'QUERY PLAN': unknown }>(
          `explain (format json) ${sql}`,
          fillPlaceholders(placeholders, values),
        );
        const read = [...relationsOf(plan.rows[0]?.['QUERY PLAN'])].filter((r) => r.startsWith('order_handlers'));
        expect(read, `${list} ${name}`).toEqual([partition.rows[0]?.name]);
      }
    });
  }
});
