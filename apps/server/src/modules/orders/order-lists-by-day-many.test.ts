import type { OrderRow, Page } from '@certdesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { listStatementsRun } from './test-orders.js';

let t: TestApp;
/** One order reviewed every minute back from BASE: past the 50,000 a deep page is cut from. */
const BASE = Date.parse('2026-05-20T09:00:00Z');
const ORDERS = 52_000;
const range = `${BASE - (ORDERS + 1) * 60_000},${BASE}`;

beforeAll(async () => {
  t = await createTestApp();
  // Reviewed in the reverse order of intake, so that newest review first is oldest intake first.
  await t.database.exec(`
    insert into orders (open_order_id, order_type, order_status, company_name, incoming_date, expired_date,
                        completed_cer_date, completed_audit_date)
    select 'M' || g, 1, 100, '多日公司' || g, ts, ts + interval '7 days', ts, ts + (${ORDERS} - g) * interval '2 minutes'
    from generate_series(1, ${ORDERS}) g, lateral (select timestamptz '${new Date(BASE).toISOString()}' - g * interval '1 minute' ts) x`);
}, 120_000);
afterAll(() => t.close());

it('a page too deep for its days, past the few it may be cut from, is walked to: counted once a minute', async () => {
  const admin = await t.login('admin');
  // 37 days: page 30 of 50 needs 1,500 rows of each day, 55,500 in all (more than 50,000).
  const deep = { pageNum: 30, pageSize: 50, incomingDate: range };
  expect(await listStatementsRun(t.ctx.db, 'auditStats', deep)).toEqual(['matchesPage', 'pastCap']);
  expect(await listStatementsRun(t.ctx.db, 'auditStats', deep)).toEqual(['pastCap']);
  // Its first page is still read day by day, without counting.
  expect(await listStatementsRun(t.ctx.db, 'auditStats', { ...deep, pageNum: 1 })).toEqual(['dayPastCap']);
  const page = (await t.call<Page<OrderRow>>('POST', '/api/audit/list', admin, deep)).data;
  expect(page).toMatchObject({ totalCount: 10000, totalCapped: true });
  // Newest review first: the oldest intake first, from the 1,451st.
  const ids = await t.database.query<{ id: number }>(
    `select id from orders where open_order_id like 'M%' order by completed_audit_date desc, id desc limit 50 offset 1450`,
  );
  expect(page.result.map((r) => Number(r.orderId))).toEqual(ids.rows.map((r) => r.id));
});
