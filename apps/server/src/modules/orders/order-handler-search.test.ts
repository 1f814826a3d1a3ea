import { SUBSTRING_COUNT_CAP } from '@certdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { listWhere } from './order-filters.js';
import { listRequestSchema } from './order-lists.routes.js';
import { QueryParams } from './query-params.js';
import { listStatementsRun } from './test-orders.js';
import { authUserOf } from './test-users.js';

/**
 * A certifier's or auditor's substring search past its cap is walked to in that user's range of
 * order_handlers, each entry's copy of the text checked (handlerPageIds, migration 0024): the pages must be the
 * ones plain SQL gives, for every sort both ways, as the handler and as an administrator filtering
 * by the handler.
 */
let t: TestApp;
let U: Record<string, number>;
const SEED = Number(process.env.HANDLER_SEARCH_SEED ?? Math.floor(Math.random() * 1_000_000));

beforeAll(async () => {
  t = await createTestApp();
  U = await accountIds(t);
  console.log(`handler search: seed ${SEED} (repeat with HANDLER_SEARCH_SEED=${SEED})`);
  // 4,500 orders; cert01 handles two in three of them, half of those named 科技, and of the three
  // in four pending certification three in five with 下午 in the remark: past the cap of 1,000
  // either way. Dates from the seed, with ties (whole hours) and nulls, so that the tie-break counts.
  await t.database.query(
    `insert into orders (open_order_id, order_type, order_status, company_name, mark, incoming_date, expired_date,
       completed_cer_date, last_contact_date, handler_uids, certification_uid)
     select 'S' || g, 1 + g % 3, case when g % 4 = 0 then 30 else 20 end,
       case when (g * 7 + $1) % 2 = 0 then '搜索科技公司' || g else '搜索商贸公司' || g end,
       case when (g * 3 + $1) % 5 < 3 then '下午联系' || g % 7 else '上午再拨' end,
       timestamp '2026-01-01' + ((g * 37 + $1) % 500) * interval '1 hour', now() + interval '7 days',
       case when (g + $1) % 5 = 0 then null else timestamp '2026-02-01' + ((g * 13 + $1) % 300) * interval '1 hour' end,
       case when (g + $1) % 3 = 0 then null else timestamp '2026-03-01' + ((g * 11 + $1) % 200) * interval '1 hour' end,
       case when g % 3 = 0 then array[$2::int] else array[$2::int, $3::int] end,
       case when g % 3 = 0 then $2::int else $3::int end
     from generate_series(1, 4500) g`,
    [SEED % 1000, U.cert02, U.cert01],
  );
});
afterAll(() => t?.close());

const SORTS = ['incomingDate', 'completedCerDate', 'lastContactDate'] as const;
const COLUMN = { incomingDate: 'incoming_date', completedCerDate: 'completed_cer_date', lastContactDate: 'last_contact_date' };

/**
 * Every sort of `url` both ways at the first, a middle and the last page, searched for `text`,
 * as cert01 and as an administrator filtering by cert01, against plain SQL on orders.
 */
async function checkWalks(url: string, scope: string, search: Record<string, string>, like: string) {
  const where = `$1 = any(handler_uids) and ${scope} and ${like}`;
  const [{ n }] = (await t.database.query<{ n: number }>(`select count(*)::int n from orders where ${where}`, [U.cert01])).rows as [
    { n: number },
  ];
  expect(n).toBeGreaterThan(SUBSTRING_COUNT_CAP);
  const callers = [
    { account: 'cert01', body: {} },
    { account: 'admin', body: { certificationUid: U.cert01 } },
  ];
  for (const caller of callers) {
    const token = await t.login(caller.account);
    for (const field of SORTS) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const pageNum of [1, 37, Math.ceil(n / 10)]) {
          const request = { pageNum, pageSize: 10, field, sortType: dir, ...search, ...caller.body };
          const answer = await t.call<{ result: { orderId: number }[]; totalCount: number; totalCapped?: boolean }>(
            'POST',
            url,
            token,
            request,
          );
          const want = await t.database.query<{ id: number }>(
            `select id from orders where ${where}
             order by ${COLUMN[field]} ${dir} nulls last, id ${dir} limit 10 offset ${(pageNum - 1) * 10}`,
            [U.cert01],
          );
          expect(
            { total: answer.data.totalCount, capped: answer.data.totalCapped, ids: answer.data.result.map((r) => r.orderId) },
            `${caller.account} ${url} ${JSON.stringify(request)} (seed ${SEED})`,
          ).toEqual({ total: SUBSTRING_COUNT_CAP, capped: true, ids: want.rows.map((r) => r.id) });
        }
      }
    }
  }
}

describe('a handler’s substring search past its cap', () => {
  it('is walked in the handler’s rows, every sort both ways at any page, as plain SQL pages it', { timeout: 120_000 }, async () => {
    await checkWalks('/api/order/list', 'true', { companyName: '科技' }, `company_name like '%科技%'`);
  });

  it('a remark’s too: its matches come from the remark grams’ index, its walk from the handler’s rows', {
    timeout: 120_000,
  }, async () => {
    await checkWalks('/api/order/waitCertification/list', 'order_status = 20', { mark: '下午' }, `mark like '%下午%'`);
  });

  it('counts its matches once, then walks (the walk alone while remembered)', async () => {
    // Another text than the test above searched, which the lists remember past the cap for a minute.
    const search = { pageNum: 40, pageSize: 10, field: 'completedCerDate', sortType: 'asc', companyName: '搜索科技' };
    expect(await listStatementsRun(t.ctx.db, 'all', search, 'cert01')).toEqual(['matchesPage', 'pastCap']);
    expect(await listStatementsRun(t.ctx.db, 'all', search, 'cert01')).toEqual(['pastCap']);
  });

  it('walks the handler’s rows only for a handler’s search: an administrator’s search of everyone walks the table', async () => {
    const byHandler = async (account: string, body: Record<string, unknown>) => {
      const req = listRequestSchema('all').parse({ pageNum: 1, pageSize: 10, ...body });
      return listWhere('all', await authUserOf(t.ctx.db, account), req, new QueryParams()).handler !== undefined;
    };
    expect(await byHandler('cert01', { companyName: '科技' })).toBe(true);
    expect(await byHandler('cert01', { companyName: '下午', orderType: 2 })).toBe(true);
    expect(await byHandler('admin', { companyName: '科技', auditUid: U.audit01 })).toBe(true);
    expect(await byHandler('admin', { companyName: '科技' })).toBe(false);
    // The order number has no copy in order_handlers: its primary key finds it at once.
    expect(await byHandler('cert01', { companyName: '科技', orderId: 1 })).toBe(false);
  });
});
