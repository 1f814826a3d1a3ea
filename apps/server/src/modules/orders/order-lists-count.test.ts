import type { OrderRow, Page } from '@certdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // 10,050 orders in one statement: past the count cap of the lists.
  await t.database.exec(`
    insert into orders (open_order_id, order_type, order_status, company_name, incoming_date, expired_date)
    select 'C' || g, 1 + g % 8, case when g % 2 = 0 then 20 else 30 end, '计数公司' || g,
           now() - g * interval '1 minute', now() + interval '7 days'
    from generate_series(1, 10050) g`);
});
afterAll(() => t.close());

describe('list totals', () => {
  it('past 10,000 matching rows the total is a lower bound, marked totalCapped ("10000+")', async () => {
    const admin = await t.login('admin');
    const all = await t.call<Page<OrderRow>>('POST', '/api/order/list', admin, { pageNum: 3, pageSize: 50 });
    expect(all.data).toMatchObject({ totalCount: 10000, totalCapped: true, maxPage: 200 });
    expect(all.data.result).toHaveLength(50);
    const pending = await t.call<Page<OrderRow>>('POST', '/api/order/waitCertification/list', admin, { pageSize: 10 });
    expect(pending.data.totalCount).toBe(5025);
    expect(pending.data.totalCapped).toBeUndefined();
  });
  it('with a substring search the count stops at 1000 ("1000+"), an honest lower bound too', async () => {
    const admin = await t.login('admin');
    const some = await t.call<Page<OrderRow>>('POST', '/api/order/list', admin, { pageNum: 1, pageSize: 10, companyName: '计数公司' });
    expect(some.data).toMatchObject({ totalCount: 1000, totalCapped: true, maxPage: 100 });
    expect(some.data.result).toHaveLength(10);
    // under the cap the total is exact: 计数公司100, 1000…1009 and 10000…10050 (62 names)
    const few = await t.call<Page<OrderRow>>('POST', '/api/order/list', admin, { pageNum: 1, pageSize: 50, companyName: '计数公司100' });
    expect(few.data.totalCount).toBe(62);
    expect(few.data.totalCapped).toBeUndefined();
  });
});

describe('a date range on another column than the sort', () => {
  /** The orders of this file newest first, and a window over the i-th to the j-th of them. */
  async function windowOf(i: number, j: number) {
    const rows = (await t.database.query<{ id: number; at: Date }>(`select id, incoming_date at from orders order by incoming_date desc`))
      .rows;
    // A second either side: the rows are a minute apart, and PostgreSQL keeps microseconds that
    // a millisecond range would cut off.
    const newest = rows[i]!.at.getTime() + 1000;
    const oldest = rows[j]!.at.getTime() - 1000;
    // What the list must show, sorted by lastContactDate (null on all of them: nulls last, then id).
    const ids = rows
      .slice(i, j + 1)
      .map((r) => r.id)
      .sort((a, b) => b - a);
    return { range: `${oldest},${newest}`, ids };
  }
  const page = async (range: string, pageNum: number) => {
    const admin = await t.login('admin');
    const body = { pageNum, pageSize: 50, incomingDate: range, field: 'lastContactDate', sortType: 'desc' };
    return (await t.call<Page<OrderRow>>('POST', '/api/order/list', admin, body)).data;
  };

  it('few matches (≤ 1000) are found by the range and sorted: exact total, the right page', async () => {
    const w = await windowOf(100, 399);
    const second = await page(w.range, 2);
    expect(second.totalCount).toBe(300);
    expect(second.totalCapped).toBeUndefined();
    expect(second.result.map((r) => Number(r.orderId))).toEqual(w.ids.slice(50, 100));
    const past = await page(w.range, 7);
    expect(past.result).toHaveLength(0);
    expect(past.totalCount).toBe(300);
  });

  it('many matches are walked to as before: the same total and order', async () => {
    const w = await windowOf(0, 4999);
    const first = await page(w.range, 1);
    expect(first.totalCount).toBe(5000);
    expect(first.result.map((r) => Number(r.orderId))).toEqual(w.ids.slice(0, 50));
  });

  it('no match at all answers an empty first page', async () => {
    const none = await page(`${Date.parse('2001-01-01')},${Date.parse('2001-02-01')}`, 1);
    expect(none).toMatchObject({ totalCount: 0, result: [] });
  });
});
