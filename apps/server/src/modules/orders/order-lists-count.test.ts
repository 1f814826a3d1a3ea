import type { OrderRow, Page } from '@certdesk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { foldListChanges } from './list-changes.repo.js';
import { LIST_FILTERS } from './list-filters.js';
import { listStatementsRun } from './test-orders.js';

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
    const newest = await t.database.query<{ id: number }>(
      `select id from orders where company_name like '%计数公司100%' order by incoming_date desc, id desc limit 50`,
    );
    expect(few.data.result.map((r) => Number(r.orderId))).toEqual(newest.rows.map((r) => r.id));
  });
  it('a search finds its matches once for the page and the count; past the cap the walk reads the page', async () => {
    // 62 matches: the page is cut from them. Many: the walk, then (remembered) the walk alone.
    expect(await listStatementsRun(t.ctx.db, 'all', { pageSize: 10, companyName: '计数公司100' })).toEqual(['matchesPage']);
    const many = { pageSize: 10, companyName: '计数公司2' };
    expect(await listStatementsRun(t.ctx.db, 'all', many)).toEqual(['matchesPage', 'pastCap']);
    expect(await listStatementsRun(t.ctx.db, 'all', many)).toEqual(['pastCap']);
    // A page past the end of few matches: the same statement answers their number, with no row.
    expect(await listStatementsRun(t.ctx.db, 'all', { pageNum: 9, pageSize: 10, companyName: '计数公司100' })).toEqual(['matchesPage']);
    const pastEnd = await t.call<{ result: unknown[]; totalCount: number }>('POST', '/api/order/list', await t.login('admin'), {
      pageNum: 9,
      pageSize: 10,
      companyName: '计数公司100',
    });
    expect({ rows: pastEnd.data.result.length, total: pastEnd.data.totalCount }).toEqual({ rows: 0, total: 62 });
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

  it('few matches (up to the cap, 10,000) are found by the range and sorted: exact total, the right page', async () => {
    const w = await windowOf(100, 399);
    const second = await page(w.range, 2);
    expect(second.totalCount).toBe(300);
    expect(second.totalCapped).toBeUndefined();
    expect(second.result.map((r) => Number(r.orderId))).toEqual(w.ids.slice(50, 100));
    const past = await page(w.range, 7);
    expect(past.result).toHaveLength(0);
    expect(past.totalCount).toBe(300);
    // 5,000 are few too (the threshold was 1,000): found, counted and sorted, every time.
    const many = await windowOf(0, 4999);
    const body = { pageNum: 3, pageSize: 50, incomingDate: many.range, field: 'lastContactDate', sortType: 'desc' };
    expect(await listStatementsRun(t.ctx.db, 'all', body)).toEqual(['matchesPage']);
    expect(await listStatementsRun(t.ctx.db, 'all', body)).toEqual(['matchesPage']);
    const third = await page(many.range, 3);
    expect(third.totalCount).toBe(5000);
    expect(third.result.map((r) => Number(r.orderId))).toEqual(many.ids.slice(100, 150));
  });

  it('past the cap the count tells the total, the walk reads the page alone, for a minute without counting', async () => {
    const w = await windowOf(0, 10049);
    const body = { pageNum: 2, pageSize: 50, incomingDate: w.range, field: 'lastContactDate', sortType: 'desc' };
    expect(await listStatementsRun(t.ctx.db, 'all', body)).toEqual(['matchesPage', 'pastCap']);
    expect(await listStatementsRun(t.ctx.db, 'all', body)).toEqual(['pastCap']);
    const again = await page(w.range, 2);
    expect(again).toMatchObject({ totalCount: 10000, totalCapped: true });
    expect(again.result.map((r) => Number(r.orderId))).toEqual(w.ids.slice(50, 100));
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    try {
      expect(await listStatementsRun(t.ctx.db, 'all', body)).toEqual(['matchesPage', 'pastCap']);
    } finally {
      later.mockRestore();
    }
  });

  it('a page past the end of a list remembered past its cap reads the list changes alone, and counts again once they move', async () => {
    // 10,049 matches, a list of its own (the last test's is remembered): page 300 of 50 starts at the 14,951st, past the end.
    const w = await windowOf(1, 10049);
    const body = { pageNum: 300, pageSize: 50, incomingDate: w.range, field: 'lastContactDate', sortType: 'desc' };
    expect(await listStatementsRun(t.ctx.db, 'all', body)).toEqual(['matchesPage', 'pastCap']);
    expect(await listStatementsRun(t.ctx.db, 'all', body)).toEqual(['pastCap', 'listChanges']);
    const past = await page(w.range, 300);
    expect(past).toMatchObject({ totalCount: 10000, totalCapped: true });
    expect(past.result).toEqual([]);
    // A filtered column written (to the value it had): an order may have left the list, which is counted again.
    await t.database.exec(`update orders set mark = mark where id = ${w.ids[0]}`);
    expect(await listStatementsRun(t.ctx.db, 'all', body)).toEqual(['pastCap', 'listChanges', 'count']);
    expect(await listStatementsRun(t.ctx.db, 'all', body)).toEqual(['pastCap', 'listChanges']);
    expect(await page(w.range, 300)).toMatchObject({ totalCount: 10000, totalCapped: true, result: [] });
  });

  it('no match at all answers an empty first page', async () => {
    const none = await page(`${Date.parse('2001-01-01')},${Date.parse('2001-02-01')}`, 1);
    expect(none).toMatchObject({ totalCount: 0, result: [] });
  });
});

describe('a remark search of pending certification (found by its grams’ index)', () => {
  const search = async (mark: string, pageNum = 1) => {
    const admin = await t.login('admin');
    const body = { pageNum, pageSize: 50, mark };
    return (await t.call<Page<OrderRow>>('POST', '/api/order/waitCertification/list', admin, body)).data;
  };
  /** Pending orders whose remark contains `text`, newest first (the list's default order). */
  async function pendingWith(text: string) {
    const sql = `select id from orders where order_status = 20 and position($1 in lower(mark)) > 0 order by incoming_date desc, id desc`;
    return (await t.database.query<{ id: number }>(sql, [text])).rows.map((r) => r.id);
  }

  beforeAll(async () => {
    await t.database.exec(`
      update orders set mark = '客户要求下午联系' where order_status = 20 and id % 3 = 0;
      update orders set mark = 'Call 张三 AFTER 5% 下午下' where id in (select id from orders where order_status = 20 and id % 3 = 1 order by id limit 7);
      update orders set mark = 'call 张三 after 5% 下午下' where id in (select id from orders where order_status = 30 order by id limit 2);
      update orders set mark = 'call 张三 after 55' where id in (select id from orders where order_status = 20 and id % 3 = 2 order by id limit 3);`);
  });

  it('more matches than the cap: "1000+" and the newest first', async () => {
    const first = await search('下午');
    expect(first).toMatchObject({ totalCount: 1000, totalCapped: true });
    expect(first.result.map((r) => Number(r.orderId))).toEqual((await pendingWith('下午')).slice(0, 50));
  });

  it('few matches: the exact total, case-insensitive, % matching itself, other statuses left out', async () => {
    const few = await search('张三 after 5%');
    expect(few.totalCount).toBe(7);
    expect(few.totalCapped).toBeUndefined();
    expect(few.result.map((r) => r.mark)).toEqual(Array(7).fill('Call 张三 AFTER 5% 下午下'));
    expect(few.result.map((r) => Number(r.orderId))).toEqual(await pendingWith('张三 after 5%'));
  });

  it('one character: the exact total, case-insensitive, % matching itself', async () => {
    expect(await search('%')).toMatchObject({ totalCount: 7 });
    const c = await search('C');
    expect(c.totalCount).toBe(10);
    expect(c.result.map((r) => Number(r.orderId))).toEqual(await pendingWith('c'));
  });

  it('remarks holding every pair but not the text do not match, and a page past the end is empty', async () => {
    // 下午下 holds both pairs of 午下午 (午下, 下午) without containing it.
    expect(await search('午下午')).toMatchObject({ totalCount: 0, result: [] });
    expect(await search('张三 after', 2)).toMatchObject({ totalCount: 10, result: [] });
  });

  it('a single character has no pair: searched in every remark all the same', async () => {
    const one = await search('张');
    expect(one.totalCount).toBe(10);
    expect(one.result.map((r) => Number(r.orderId))).toEqual(await pendingWith('张'));
  });
});

describe('a list past its cap', () => {
  it('is read without recounting while no order may have left it, and counted again, exact, once one may have', async () => {
    const admin = await t.login('admin');
    const body = { pageSize: 50, mark: '要求下午' };
    const search = async () => (await t.call<Page<OrderRow>>('POST', '/api/order/waitCertification/list', admin, body)).data;
    const newest = async () =>
      (
        await t.database.query<{ id: number }>(
          `select id from orders where order_status = 20 and mark like '%要求下午%' order by incoming_date desc, id desc limit 50`,
        )
      ).rows.map((r) => r.id);
    const changes = async () =>
      (await t.database.query<{ n: string }>('select coalesce(sum(n), 0)::text n from order_list_changes')).rows[0]?.n;
    expect(await search()).toMatchObject({ totalCount: 1000, totalCapped: true });
    expect(await listStatementsRun(t.ctx.db, 'pendingCert', body)).toEqual(['pastCap']);
    // A column no list filters on: nothing may have left the list, which is not counted again.
    await t.database.exec(`update orders set push_status = 1 where id in (select id from orders limit 10)`);
    expect(await listStatementsRun(t.ctx.db, 'pendingCert', body)).toEqual(['pastCap']);
    // Down to 600 matches: the next page counts again and shows the exact total, within the minute.
    const before = await changes();
    await t.database.exec(`
      update orders set mark = '已联系' where id in (
        select id from orders where order_status = 20 and mark like '%要求下午%' order by id offset 600)`);
    expect(await changes()).not.toBe(before);
    const after = await search();
    expect(after).toMatchObject({ totalCount: 600 });
    expect(after.totalCapped).toBeUndefined();
    expect(after.result.map((r) => Number(r.orderId))).toEqual(await newest());
    // Deleting orders moves the changes too, in the deleting transaction.
    const moved = await changes();
    await t.database.exec(`
      begin;
      delete from orders where id in (select id from orders where order_status <> 20 order by id limit 1);
      rollback;`);
    expect(await changes()).toBe(moved);
    await t.database.exec(`delete from orders where id in (select id from orders where order_status <> 20 order by id limit 1)`);
    expect(await changes()).not.toBe(moved);
  });

  it('an update of any column a list filters on, or of the handlers, moves the list changes', async () => {
    const { rows } = await t.database.query<{ name: string }>(
      `select a.attname as name from pg_trigger g
         join pg_attribute a on a.attrelid = g.tgrelid and a.attnum = any (g.tgattr::int2[])
       where g.tgname = 'orders_list_changes_update'`,
    );
    const watched = new Set(rows.map((r) => r.name));
    const filtered = [...Object.values(LIST_FILTERS).map((d) => d.column.name), 'handler_uids'];
    expect(filtered.filter((column) => !watched.has(column))).toEqual([]);
  });

  it('a date range whose matches pass the cap (audit statistics) is walked to, then for a minute without counting', async () => {
    // Every order reviewed; those in their first review (30) passed it to 50, since an order in 30
    // is never reviewed (the lifecycle's checks, migration 0031).
    await t.database.exec(`
      update orders set completed_audit_date = incoming_date + interval '1 hour',
        order_status = case when order_status = 30 then 50 else order_status end`);
    const admin = await t.login('admin');
    const range = `${Date.parse('2000-01-01')},${Date.now() + 86_400_000}`;
    const body = { pageNum: 2, pageSize: 50, incomingDate: range };
    const newest = (
      await t.database.query<{ id: number }>(
        `select id from orders order by completed_audit_date desc nulls last, id desc limit 50 offset 50`,
      )
    ).rows.map((r) => r.id);
    // Its matches found pass the cap: the walk reads the page, and the list is remembered.
    expect(await listStatementsRun(t.ctx.db, 'auditStats', body)).toEqual(['matchesPage', 'pastCap']);
    for (const _ of [1, 2]) {
      const page = (await t.call<Page<OrderRow>>('POST', '/api/audit/list', admin, body)).data;
      expect(page).toMatchObject({ totalCount: 10000, totalCapped: true });
      expect(page.result.map((r) => Number(r.orderId))).toEqual(newest);
    }
    expect(await listStatementsRun(t.ctx.db, 'auditStats', body)).toEqual(['pastCap']);
    // The tidy's fold leaves one row of the changes' sum: the list is still read without counting.
    const changes = async () =>
      (
        await t.database.query<{ n: string; rows: number }>(
          'select coalesce(sum(n), 0)::text n, count(*)::int rows from order_list_changes',
        )
      ).rows[0];
    const unfolded = await changes();
    expect(unfolded?.rows).toBeGreaterThan(1);
    await foldListChanges(t.ctx.db);
    expect(await changes()).toEqual({ n: unfolded?.n, rows: 1 });
    // Folded again, the one row stays: the sum never goes back (it did, to 0, until the
    // thirty-seventh session, and a list remembered at that sum was read without counting again).
    await foldListChanges(t.ctx.db);
    expect(await changes()).toEqual({ n: unfolded?.n, rows: 1 });
    expect(await listStatementsRun(t.ctx.db, 'auditStats', body)).toEqual(['pastCap']);
    // Every order updated at once (each row's entries in every index, the equality GIN one
    // included): most of the test's time on PGlite.
  }, 90_000);
});
