import { fillPlaceholders } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { listQueries } from './order-list-queries.js';
import { pageValues } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listPlan } from './order-lists.service.js';
import { QueryParams } from './query-params.js';
import { type PlanNode, planNodes } from './test-orders.js';
import { authUserOf } from './test-users.js';

/**
 * An auditor's audit statistics are read from their rows of order_handlers, scoped by the review's
 * date as on orders (handlerListWhere, migration 0039). A deep page sorted by the review is then
 * walked to in the user's range of that date's index, and the count reads the partial index of
 * the user's reviews. Scoped by the row's `reviewed` flag (the same fact), PostgreSQL took the
 * flag and the date for independent, expected half the rows the walk passes, and sorted all of
 * the auditor's reviews instead (seed 6457090 #131: 7.7 ms against 2.1).
 */
let t: TestApp;
let U: Record<string, number>;
const REVIEWED = 3_000;

beforeAll(async () => {
  t = await createTestApp();
  U = await accountIds(t);
  // audit01 handles 6,000 orders: every other one reviewed (status 50), the rest in first review
  // (30), with review times that tie by the hour, so that the id breaks ties.
  await t.database.query(
    `insert into orders (open_order_id, order_type, order_status, company_name, incoming_date, expired_date,
       completed_cer_date, completed_audit_date, handler_uids, certification_uid, audit_uid)
     select 'R' || g, 1 + g % 3, case when g % 2 = 0 then 50 else 30 end, '复核范围公司' || g,
       timestamp '2026-01-01' + (g % 700) * interval '1 hour', now() + interval '7 days',
       timestamp '2026-02-01' + (g % 600) * interval '1 hour',
       case when g % 2 = 0 then timestamp '2026-03-01' + ((g * 7) % 500) * interval '1 hour' end,
       array[$1::int, $2::int], $1::int, $2::int
     from generate_series(1, ${2 * REVIEWED}) g`,
    [U.cert01, U.audit01],
  );
  await t.database.exec('vacuum analyze orders');
  await t.database.exec('vacuum analyze order_handlers');
});
afterAll(() => t?.close());

/** audit01's audit statistics for `body`: the statements' plans and the page the walk returns. */
async function auditorList(body: Record<string, unknown>) {
  const req = listRequestSchema('auditStats').parse(body);
  const params = new QueryParams();
  const { where, order } = await listPlan(t.ctx.db, 'auditStats', await authUserOf(t.ctx.db, 'audit01'), req, params);
  const queries = listQueries(t.ctx.db, where, order);
  const values = pageValues(params, req);
  const { sql, params: placeholders } = queries.pastCap.toSQL();
  const page = await t.database.query<{ id: number }>(sql, fillPlaceholders(placeholders, values));
  return {
    pageIds: page.rows.map((r) => r.id),
    // With the pool's own settings: pricing the index's pages as cached (platform/db/client.ts
    // PLANNER_SETTINGS), PostgreSQL walks the index to a deep page; priced as seeks, it read the
    // user's partition whole and sorted it, as on a million orders (docs/performance.md).
    pastCapPlan: await planNodes(t.database, queries.pastCap, values),
    // Kept off reading the partition whole, which a count of a table this small invites.
    countPlan: await planNodes(t.database, queries.count, values, { enable_seqscan: 'off' }),
  };
}

const handlerScans = (plan: PlanNode[]) => plan.filter((n) => String(n['Relation Name'] ?? '').startsWith('order_handlers'));

describe('an auditor’s audit statistics, scoped by the review date on order_handlers', () => {
  /** audit01's page at row 2,450 sorted by `column` newest first: its one scan of order_handlers, the plan's sorts of those rows, and the page against plain SQL's. */
  async function deepPage(column: 'completed_audit_date' | 'incoming_date' | 'completed_cer_date', sort: Record<string, string> = {}) {
    const { pageIds, pastCapPlan } = await auditorList({ pageNum: 50, pageSize: 50, ...sort });
    const scans = handlerScans(pastCapPlan);
    expect(scans.length).toBe(1);
    const plain = await t.database.query<{ id: number }>(
      `select id from orders where $1 = any(handler_uids) and completed_audit_date is not null
       order by ${column} desc, id desc limit 50 offset 2450`,
      [U.audit01],
    );
    expect(pageIds).toEqual(plain.rows.map((r) => r.id));
    return {
      scan: scans[0]!,
      sortsOfRows: pastCapPlan.filter((n) => n['Node Type'] === 'Sort' && JSON.stringify(n['Sort Key']).includes('order_handlers.')),
    };
  }

  it('walks a deep page in the review date’s index instead of sorting every review, and pages as plain SQL', async () => {
    const { scan, sortsOfRows } = await deepPage('completed_audit_date');
    expect(String(scan['Index Cond'])).toContain('completed_audit_date IS NOT NULL');
    expect(sortsOfRows).toEqual([]);
  });

  it('walks a deep page in another date’s order with the scope checked on the entries, not sorting every review', async () => {
    const { scan, sortsOfRows } = await deepPage('incoming_date', { field: 'incomingDate', sortType: 'desc' });
    expect(String(scan['Index Name'])).toContain('incoming');
    expect(String(scan.Filter)).toContain('completed_audit_date IS NOT NULL) IS TRUE');
    expect(sortsOfRows).toEqual([]);
  });

  it('walks a deep page by the certification date in its index with the pool’s own planner settings, not sorting the partition', async () => {
    const { scan, sortsOfRows } = await deepPage('completed_cer_date', { field: 'completedCerDate', sortType: 'desc' });
    expect(scan['Node Type']).toBe('Index Only Scan');
    expect(String(scan['Index Name'])).toContain('completed_cer_date');
    expect(sortsOfRows).toEqual([]);
  });

  it('counts the auditor’s reviews from the partial index of reviews, whose predicate is the scope', async () => {
    const partial = await t.database.query<{ name: string }>(
      `select indexname as name from pg_indexes
       where tablename = (select distinct tableoid::regclass::text from order_handlers where uid = $1)
         and indexdef like '%(uid) WHERE (completed_audit_date IS NOT NULL)'`,
      [U.audit01],
    );
    expect(partial.rows.length).toBe(1);
    const { countPlan } = await auditorList({ pageNum: 1, pageSize: 10 });
    expect(handlerScans(countPlan).map((n) => n['Index Name'])).toEqual([partial.rows[0]!.name]);
  });
});
