import { LIST_COUNT_CAP, type OrderRow, type Page } from '@certdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { epochDay } from './audit-stats-days.js';
import { listStatementsRun } from './test-orders.js';

let t: TestApp;
/** The intake dates of this file's orders, one a minute back from BASE over about ten days. */
const BASE = Date.parse('2026-03-10T13:37:00Z');
const MINUTE = 60_000;
/** 11,200 of them reviewed: past the count's cap of 10,000 over all days. */
const ORDERS = 14_000;

beforeAll(async () => {
  t = await createTestApp();
  // Reviews scattered over ~33 hours after intake (ties included: whole minutes), so that the
  // newest review first is not the newest intake first; every fifth order is not reviewed.
  await t.database.exec(`
    insert into orders (open_order_id, order_type, order_status, company_name, incoming_date, expired_date,
                        completed_cer_date, completed_audit_date)
    select 'D' || g, 1 + g % 8, 100, '按日公司' || g, ts, ts + interval '7 days',
           ts + (g * 31 % 600) * interval '1 minute',
           case when g % 5 <> 0 then ts + (g * 7919 % 2000) * interval '1 minute' end
    from generate_series(1, ${ORDERS}) g, lateral (select timestamptz '${new Date(BASE).toISOString()}' - g * interval '1 minute' ts) x`);
});
afterAll(() => t.close());

/** Which statements the audit statistics ran for a page of an intake range. */
const statementsRun = (incomingDate: string, pageNum: number, pageSize: number) =>
  listStatementsRun(t.ctx.db, 'auditStats', { pageNum, pageSize, incomingDate });

/** The audit statistics' rows of an intake range as SQL sorts them: newest review first, then id. */
async function expected(from: number, to: number | null, limit: number, offset: number) {
  const rows = await t.database.query<{ id: number }>(
    `select id from orders where completed_audit_date is not null and incoming_date >= $1 and ($2::timestamptz is null or incoming_date <= $2)
     order by completed_audit_date desc, id desc limit $3 offset $4`,
    [new Date(from), to === null ? null : new Date(to), limit, offset],
  );
  return rows.rows.map((r) => r.id);
}

async function countOf(from: number, to: number) {
  const rows = await t.database.query<{ n: number }>(
    'select count(*)::int n from orders where completed_audit_date is not null and incoming_date between $1 and $2',
    [new Date(from), new Date(to)],
  );
  return rows.rows[0]?.n ?? 0;
}

async function auditPage(body: Record<string, unknown>) {
  const admin = await t.login('admin');
  return (await t.call<Page<OrderRow>>('POST', '/api/audit/list', admin, body)).data;
}

describe('the audit statistics by an intake range, newest review first (read day by day)', () => {
  // Three days and a bit, its ends inside UTC days, so that the first and last days are cut.
  const from = BASE - 4 * 86_400_000 + 17 * MINUTE + 30_000;
  const to = BASE - 86_400_000 + 5 * MINUTE + 30_000;
  const range = `${from},${to}`;

  it('shows each page as the whole range sorted, with the exact total', async () => {
    const total = await countOf(from, to);
    expect(total).toBeGreaterThan(3000);
    for (const pageNum of [1, 2, 7]) {
      const page = await auditPage({ pageNum, pageSize: 50, incomingDate: range });
      expect(page.totalCount).toBe(total);
      expect(page.totalCapped).toBeUndefined();
      expect(page.result.map((r) => Number(r.orderId))).toEqual(await expected(from, to, 50, (pageNum - 1) * 50));
    }
    expect(await statementsRun(range, 1, 50)).toEqual(['dayPage']);
  });

  it('answers a page past the end with no rows and the exact total', async () => {
    // Within one day, read day by day, then counted.
    const dayFrom = BASE - 2 * 86_400_000 - 13 * 60 * MINUTE;
    const dayTo = dayFrom + 20 * 60 * MINUTE;
    const oneDay = `${dayFrom},${dayTo}`;
    expect(epochDay(new Date(dayTo))).toBe(epochDay(new Date(dayFrom)));
    const day = await auditPage({ pageNum: 40, pageSize: 50, incomingDate: oneDay });
    expect(day.result).toEqual([]);
    expect(day.totalCount).toBe(await countOf(dayFrom, dayTo));
    expect(await statementsRun(oneDay, 40, 50)).toEqual(['dayPage', 'count']);
    // Over four days its days' first rows would pass the cap: cut from the matches, whose
    // statement answers the total alone.
    const page = await auditPage({ pageNum: 80, pageSize: 50, incomingDate: range });
    expect(page.result).toEqual([]);
    expect(page.totalCount).toBe(await countOf(from, to));
    expect(await statementsRun(range, 80, 50)).toEqual(['matchesPage']);
  });

  it('past the cap: "10000+" counted once a minute, a page too deep for the days walked to', async () => {
    const [oldest, newest] = [BASE - ORDERS * MINUTE - 1000, BASE + 1000];
    const all = `${oldest},${newest}`;
    // The deepest page whose days' first rows stay within the cap, the few matches sorted otherwise.
    const deepestByDay = Math.floor(LIST_COUNT_CAP / (epochDay(new Date(newest)) - epochDay(new Date(oldest)) + 1) / 50);
    expect(await statementsRun(all, deepestByDay, 50)).toEqual(['dayPage']);
    expect(await statementsRun(all, deepestByDay, 50)).toEqual(['dayPastCap']);
    expect(await statementsRun(all, deepestByDay + 1, 50)).toEqual(['pastCap']);
    // The same range a second wider, not counted yet: its matches found pass the cap, so the walk
    // reads the page too deep for its days, and for a minute at once; its first page by day.
    const wider = `${oldest - 1000},${newest}`;
    expect(await statementsRun(wider, deepestByDay + 1, 50)).toEqual(['matchesPage', 'pastCap']);
    expect(await statementsRun(wider, deepestByDay + 1, 50)).toEqual(['pastCap']);
    expect(await statementsRun(wider, 1, 50)).toEqual(['dayPastCap']);
    for (const pageNum of [1, deepestByDay, deepestByDay + 1]) {
      const page = await auditPage({ pageNum, pageSize: 50, incomingDate: all });
      expect(page).toMatchObject({ totalCount: 10000, totalCapped: true });
      expect(page.result.map((r) => Number(r.orderId))).toEqual(await expected(oldest, newest, 50, (pageNum - 1) * 50));
    }
  });

  it('an open range (from a day on) is sorted over all its days', async () => {
    const page = await auditPage({ pageNum: 2, pageSize: 20, incomingDate: `${from},0` });
    expect(page.result.map((r) => Number(r.orderId))).toEqual(await expected(from, null, 20, 20));
  });
});
