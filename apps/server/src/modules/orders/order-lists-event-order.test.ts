/**
 * A list walked from the window of its date ranges (walkBound in walk-bound.ts) still shows
 * the orders whose events are out of their usual order (a partner's intake time after the review,
 * a call made before the order came in and bound to it afterwards) or late (certified more than
 * EVENT_LAG_DAYS after the intake): EVENTS_UNUSUAL, migrations 0023 and 0028.
 */
import type { OrderRow, Page } from '@certdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { LIST_FILTERS } from './list-filters.js';
import { EVENT_LAG_DAYS, EVENTS_UNUSUAL } from './order-events.js';
import { SORT_COLUMNS, type SortKey } from './order-sort.js';
import { orders } from './orders.schema.js';
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
    update orders set incoming_date = last_contact_date + interval '5 days' where open_order_id = 'E20';
    update orders set completed_cer_date = incoming_date + interval '${EVENT_LAG_DAYS + 10} days' where open_order_id = 'E40'`);
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

it('a range of intake, sorted by certification, shows the order certified long after it came in', async () => {
  // Intake of E31…E50; E40 was certified EVENT_LAG_DAYS + 10 days after it came in.
  const range = `${DAY + 31 * HOUR},${DAY + 50 * HOUR}`;
  const onTime = Array.from({ length: 20 }, (_, i) => `E${50 - i}`).filter((name) => name !== 'E40');
  const newest = { incomingDate: range, field: 'completedCerDate', sortType: 'desc' };
  // Twenty matches are cut from their matches sorted; past the cap the walk reads the same page
  // from the window (order-lists-walk-bound.test.ts, whose orders are late as often).
  expect(await listStatementsRun(t.ctx.db, 'all', newest)).toEqual(['matchesPage']);
  expect(await list(newest)).toEqual({ total: 20, page: ['E40', ...onTime] });
  const oldest = await list({ ...newest, sortType: 'asc' });
  expect(oldest.page).toEqual([...onTime].reverse().concat('E40'));
  // A later page counts the late order among those before it.
  expect((await list({ ...newest, pageNum: 2, pageSize: 10 })).page).toEqual(onTime.slice(9));
});

/**
 * An order with every date unset but `first` (and its intake) at DAY and `second` at DAY + gap:
 * whether it is unusual. Ended (100), the one status that may hold every date (the lifecycle's
 * checks, migration 0031).
 */
async function unusualWith(first: SortKey, second: SortKey, gap: number): Promise<boolean | undefined> {
  const order = await insertOrder(t.ctx.db, { orderStatus: 100, incomingDate: new Date(DAY) });
  await t.database.query(`update orders set ${SORT_COLUMNS[first].name} = $1, ${SORT_COLUMNS[second].name} = $2 where id = $3`, [
    new Date(DAY).toISOString(),
    new Date(DAY + gap).toISOString(),
    order.id,
  ]);
  const [row] = await t.ctx.db
    .select({ unusual: sql<boolean>`${EVENTS_UNUSUAL}` })
    .from(orders)
    .where(eq(orders.id, order.id));
  return row?.unusual;
}

it('the index of unusual orders holds every pair of dates a walk is bounded by, out of order or late', async () => {
  // walkBound starts a walk of a sort on a date at a range on another date: a date described as
  // later than another (list-filters.ts `after`) is neither before it nor more than EVENT_LAG_DAYS
  // after it, and two dates in no order with each other (both after the intake) are within the
  // lag either way, unless the order is in the index. One within the lag is not.
  const lag = EVENT_LAG_DAYS * 24 * HOUR;
  const ordered = Object.values(LIST_FILTERS).flatMap((d) =>
    'after' in d ? d.after.map((earlier) => ({ earlier: earlier as SortKey, later: d.column })) : [],
  );
  expect(ordered).toHaveLength(6);
  for (const { earlier, later } of ordered) {
    const laterKey = (Object.keys(SORT_COLUMNS) as SortKey[]).find((key) => SORT_COLUMNS[key] === later)!;
    for (const [gap, unusual] of [
      [-HOUR, true],
      [lag - HOUR, false],
      [lag + HOUR, true],
    ] as const) {
      expect(await unusualWith(earlier, laterKey, gap), `${later.name} ${gap / HOUR} h after ${earlier}`).toBe(unusual);
    }
  }
  // Both after the intake and in no order: the call, certification, review and finish but the
  // pairs above. Each is tested from either side, the intake at the first.
  const dates = Object.keys(LIST_FILTERS).filter((name) => name !== 'incomingDate' && name in SORT_COLUMNS) as SortKey[];
  const isOrdered = (a: SortKey, b: SortKey) =>
    ordered.some(({ earlier, later }) => (earlier === a && later === SORT_COLUMNS[b]) || (earlier === b && later === SORT_COLUMNS[a]));
  const unordered = dates.flatMap((a) => dates.filter((b) => b !== a && !isOrdered(a, b)).map((b) => [a, b] as const));
  expect(unordered).toHaveLength(8);
  for (const [first, second] of unordered) {
    for (const [gap, unusual] of [
      [lag - HOUR, false],
      [lag + HOUR, true],
    ] as const) {
      expect(await unusualWith(first, second, gap), `${second} ${gap / HOUR} h after ${first}`).toBe(unusual);
    }
  }
});
