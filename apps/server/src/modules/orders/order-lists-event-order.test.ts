/**
 * A list walked from a later event's range (walkBound in order-filters.ts) still shows the orders
 * whose events are out of their usual order: a partner's intake time after the review, a call
 * made before the order came in and bound to it afterwards (EVENTS_OUT_OF_ORDER, migration 0023).
 */
import type { OrderRow, Page } from '@certdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { LIST_FILTERS } from './list-filters.js';
import { SORT_COLUMNS, type SortKey } from './order-sort.js';
import { EVENTS_OUT_OF_ORDER, orders } from './orders.schema.js';
import { insertOrder, listStatementsRun } from './test-orders.js';

let t: TestApp;
const DAY = Date.parse('2026-03-02T00:00:00+08:00');
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  // 60 orders, one an hour: came in, called an hour later, reviewed two hours later.
  await t.database.exec(`
    insert into orders (open_order_id, order_type, order_status, company_name, incoming_date, last_contact_date,
                        completed_cer_date, completed_audit_date, expired_date)
    select 'E' || g, 1, 50, '次序公司' || g, t, t + interval '1 hour', t + interval '90 minutes', t + interval '2 hours',
           t + interval '7 days'
    from generate_series(1, 60) g, lateral (select to_timestamp(${DAY / 1000}) + g * interval '1 hour' t) at`);
  // Out of order: E10 came in (by the partner's clock) after its review, E20 after its last call.
  await t.database.exec(`
    update orders set incoming_date = completed_audit_date + interval '3 days' where open_order_id = 'E10';
    update orders set incoming_date = last_contact_date + interval '5 days' where open_order_id = 'E20'`);
});
afterAll(() => t.close());

/** The list as the administrator reads it, with the work order numbers of its page. */
async function list(body: Record<string, unknown>) {
  const admin = await t.login('admin');
  const answer = await t.call<Page<OrderRow>>('POST', '/api/order/list', admin, { pageNum: 1, pageSize: 50, ...body });
  const names = await t.database.query<{ id: number; open_order_id: string }>('select id, open_order_id from orders');
  const byId = new Map(names.rows.map((r) => [r.id, r.open_order_id]));
  return { total: answer.data.totalCount, page: answer.data.result.map((r) => byId.get(r.orderId)) };
}

it('a range of reviews sorted by review shows the order that came in after its review', async () => {
  // Reviews of E1…E30 (their reviews at DAY + g + 2 hours).
  const range = `${DAY + 3 * HOUR},${DAY + 32 * HOUR}`;
  const body = { completedAuditDate: range, field: 'completedAuditDate', sortType: 'desc' };
  expect(await listStatementsRun(t.ctx.db, 'all', body)).toEqual(['page']);
  const { total, page } = await list(body);
  expect(total).toBe(30);
  expect(page).toEqual(Array.from({ length: 30 }, (_, i) => `E${30 - i}`));
});

it('a range of last calls, newest intake first, shows the order called before it came in', async () => {
  const range = `${DAY + 2 * HOUR},${DAY + 21 * HOUR}`;
  const body = { lastContactDate: range, field: 'lastContactDate', sortType: 'asc' };
  expect(await listStatementsRun(t.ctx.db, 'all', body)).toEqual(['page']);
  const { total, page } = await list(body);
  expect(total).toBe(20);
  expect(page).toEqual(Array.from({ length: 20 }, (_, i) => `E${i + 1}`));
  // The default order (newest intake first) puts E20 and E10, which came in days late, first.
  const byIntake = await list({ lastContactDate: range });
  const onTime = Array.from({ length: 19 }, (_, i) => `E${19 - i}`).filter((name) => name !== 'E10');
  expect(byIntake.page).toEqual(['E20', 'E10', ...onTime]);
});

it('the index of orders out of order holds every pair of dates a walk is bounded by', async () => {
  // walkBound bounds a sort on a date by a range on a date described as later than it (list-
  // filters.ts `after`), and a sort on the later date by a range on the earlier: an order with
  // the later date before the earlier is in the index.
  const pairs = Object.values(LIST_FILTERS).flatMap((d) =>
    'after' in d ? d.after.map((earlier) => ({ sorted: earlier as SortKey, later: d.column })) : [],
  );
  expect(pairs).toHaveLength(6);
  for (const { sorted, later } of pairs) {
    // Every other date unset and the intake well before, so that the pair alone puts it out of order.
    const order = await insertOrder(t.ctx.db, { incomingDate: new Date(DAY - 10 * HOUR) });
    await t.database.query(`update orders set ${SORT_COLUMNS[sorted].name} = $1, ${later.name} = $2 where id = $3`, [
      new Date(DAY).toISOString(),
      new Date(DAY - HOUR).toISOString(),
      order.id,
    ]);
    const [row] = await t.ctx.db
      .select({ out: sql<boolean>`${EVENTS_OUT_OF_ORDER}` })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.out, `${later.name} before ${sorted}`).toBe(true);
  }
});
