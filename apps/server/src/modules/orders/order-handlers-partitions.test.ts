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

/** The node of a plan whose subplan is named `name` (a CTE's: "CTE matches"). */
function subplanOf(plan: unknown, name: string): unknown {
  if (Array.isArray(plan)) return plan.map((p) => subplanOf(p, name)).find(Boolean);
  if (!plan || typeof plan !== 'object') return undefined;
  const node = plan as Record<string, unknown>;
  if (node['Subplan Name'] === name) return node;
  return Object.values(node)
    .map((value) => subplanOf(value, name))
    .find(Boolean);
}

/** A list's statements as `account` calls it with `filters`, each with its EXPLAIN (JSON). */
async function listPlans(list: 'all' | 'pendingCert' | 'auditStats', account: string, filters: object) {
  const req = listRequestSchema(list).parse({ pageNum: 3, pageSize: 10, ...filters });
  const params = new QueryParams();
  const where = listWhere(list, await authUserOf(t.ctx.db, account), req, params);
  const order = listOrderBy(list, req.field, req.sortType, params);
  const values = pageValues(params, req);
  const statements = Object.entries(listQueries(t.ctx.db, where, order)) as [
    ListStatementName,
    { toSQL(): { sql: string; params: unknown[] } },
  ][];
  const plans = new Map<ListStatementName, unknown>();
  for (const [name, query] of statements) {
    const { sql, params: placeholders } = query.toSQL();
    const plan = await t.database.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, fillPlaceholders(placeholders, values));
    plans.set(name, plan.rows[0]?.['QUERY PLAN']);
  }
  return plans;
}

/** The partition that holds a user's rows. */
async function partitionOf(uid: number) {
  const partition = await t.database.query<{ name: string }>(
    'select distinct tableoid::regclass::text as name from order_handlers where uid = $1',
    [uid],
  );
  return partition.rows[0]?.name;
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
    { list: 'auditStats', req: { incomingDate: `0,${Date.UTC(2030, 0, 1)}` } },
  ] as const;
  for (const { list, req: filters } of cases) {
    it(`plans a certifier’s ${list} list on their partition alone`, async () => {
      const plans = await listPlans(list, 'cert01', filters);
      const partition = await partitionOf(cert01);
      expect([...plans.keys()]).toContain('count');
      for (const [name, plan] of plans) {
        const read = [...relationsOf(plan)].filter((r) => r.startsWith('order_handlers'));
        expect(read, `${list} ${name}`).toEqual([partition]);
      }
    });
  }
  it('finds a certifier’s company-name matches in their partition alone, with a trigram index of the name there', async () => {
    // The matches read the copy of the name (migration 0027), never orders joined to check it.
    const plans = await listPlans('pendingCert', 'cert01', { companyName: '分区核对4有限' });
    expect([...relationsOf(subplanOf(plans.get('matchesPage'), 'CTE matches'))]).toEqual([await partitionOf(cert01)]);
    // Every partition has the name's trigram index, which a rare name's matches are found by.
    const trigrams = await t.database.query<{ n: number }>(
      `select count(*)::int n from pg_indexes
       where tablename in (select inhrelid::regclass::text from pg_inherits where inhparent = 'order_handlers'::regclass)
         and indexdef like '%gin_trgm_ops%'`,
    );
    expect(trigrams.rows[0]?.n).toBe(32);
  });
});
