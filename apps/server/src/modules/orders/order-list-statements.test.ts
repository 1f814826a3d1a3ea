import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { compiledSelect } from '../../platform/db/compiled-select.js';
import { listWhere } from './order-filters.js';
import { listQueries } from './order-list-queries.js';
import { pageValues } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listOrderBy } from './order-sort.js';
import { QueryParams } from './query-params.js';
import { insertOrder, planNodes, userId } from './test-orders.js';
import { authUserOf } from './test-users.js';

let t: TestApp;
const company = '编译语句核对有限公司';

beforeAll(async () => {
  t = await createTestApp();
  const cert = await userId(t.ctx.db, 'cert01');
  // Every kind of cell a list row has: dates and nulls, JSON (labels, files), names from users.
  await insertOrder(t.ctx.db, {
    companyName: company,
    orderStatus: 20,
    certificationUid: cert,
    incomingDate: new Date('2026-03-01T01:02:03.456Z'),
    lastContactDate: null,
    labels: [{ name: '加急', color: '#f50' }],
    certFileUrl: ['a.png', 'b.png'],
    mark: '备注',
  });
  await insertOrder(t.ctx.db, { companyName: company, orderStatus: 10, incomingDate: new Date('2026-03-02T00:00:00Z') });
});
afterAll(() => t.close());

it('a compiled list statement reads the same rows as Drizzle does, value for value', async () => {
  const req = listRequestSchema('all').parse({ pageNum: 1, pageSize: 10, companyName: '编译语句核对' });
  const params = new QueryParams();
  const where = listWhere('all', await authUserOf(t.ctx.db, 'admin'), req, params);
  const order = listOrderBy('all', req.field, req.sortType, params);
  const values = pageValues(params, req);
  const queries = listQueries(t.ctx.db, where, order);
  for (const name of ['page', 'pastCap', 'count'] as const) {
    const byDrizzle = await queries[name].prepare('').execute(values);
    const compiled = await compiledSelect(t.ctx.db, queries[name]).execute(values);
    expect(compiled, name).toEqual(byDrizzle);
  }
  // Newest intake first: the order without labels, then the one with every kind of cell.
  const [plain, full] = await compiledSelect<Record<string, unknown>>(t.ctx.db, queries.page).execute(values);
  expect(plain?.incomingDate).toEqual(new Date('2026-03-02T00:00:00Z'));
  expect(plain?.labels).toEqual([]);
  expect(full).toMatchObject({
    companyName: company,
    certificationUName: '李认证',
    auditUName: null,
    labels: [{ name: '加急', color: '#f50' }],
    certFileUrl: ['a.png', 'b.png'],
    lastContactDate: null,
    listTotal: 2,
  });
  expect(full?.incomingDate).toEqual(new Date('2026-03-01T01:02:03.456Z'));
});

/**
 * A page's rows are read by their key in order_list_rows (migration 0046), not by a join to
 * orders that PostgreSQL would plan on every call weighing each of the table's indexes: the
 * statements of every list, as an administrator, a certifier and an auditor see them, mention
 * orders only where their ids are found, and the rows are those the page's ids name, in its order.
 */
it("every list's page reads its rows through order_list_rows", async () => {
  const callers = ['admin', 'cert01', 'audit01'] as const;
  for (const kind of ['all', 'pendingCert', 'pendingReview', 'auditStats'] as const) {
    for (const account of callers) {
      const req = listRequestSchema(kind).parse({ pageNum: 1, pageSize: 10, companyName: '编译语句核对' });
      const params = new QueryParams();
      const where = listWhere(kind, await authUserOf(t.ctx.db, account), req, params);
      const queries = listQueries(t.ctx.db, where, listOrderBy(kind, req.field, req.sortType, params));
      const values = pageValues(params, req);
      for (const name of ['page', 'pastCap', 'matchesPage'] as const) {
        const query = queries[name];
        if (!query) continue;
        const label = `${kind} ${account} ${name}`;
        const nodes = await planNodes(t.database, query, values);
        expect(nodes.filter((n) => n['Function Name'] === 'order_list_rows').length, label).toBe(1);
        expect(
          nodes.filter((n) => n['Relation Name'] === 'orders' && n.Alias === 'orders'),
          label,
        ).toEqual([]);
      }
    }
  }
  // The admin's list of all orders: the two orders, newest intake first, from the function's rows.
  const req = listRequestSchema('all').parse({ pageNum: 1, pageSize: 10, companyName: '编译语句核对' });
  const params = new QueryParams();
  const where = listWhere('all', await authUserOf(t.ctx.db, 'admin'), req, params);
  const page = listQueries(t.ctx.db, where, listOrderBy('all', req.field, req.sortType, params)).page;
  const rows = await compiledSelect<{ id: number }>(t.ctx.db, page).execute(pageValues(params, req));
  const ids = await t.database.query<{ id: number }>(`select id from orders where company_name = $1 order by incoming_date desc`, [
    company,
  ]);
  expect(rows.map((r) => r.id)).toEqual(ids.rows.map((r) => r.id));
});
