import { PAGE_SIZES, PENDING_CERT_SORT_FIELDS } from '@certdesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Db } from '../../platform/db/client.js';
import { GRAMS_FEW, searchByGrams } from './grams-estimates.js';
import { findListPage } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listPlan } from './order-lists.service.js';
import { orders } from './orders.schema.js';
import { QueryParams } from './query-params.js';
import { plainList } from './test-list-oracle.js';
import { userId } from './test-orders.js';
import { authUserOf } from './test-users.js';

/**
 * A remark search finds its candidates by its characters' index only when PostgreSQL expects few
 * orders to match it (grams-estimates.ts): a remark that thousands of pending orders hold is
 * checked on the entries of the index the other filters lead to, and a rare one is still found by
 * its characters. Either way the page and total are plain SQL's. As in the benchmark's fill, one
 * remark is common; random orders and requests from a printed seed.
 */
let t: TestApp;
const { seed: SEED, random, pick } = testSeed('REMARK_SEED');

const COMMON = '客户要求下午联系';
const RARE = '需加急处理';
const PENDING = GRAMS_FEW + 2_000;
const CITIES = ['3101', '3201', '4401', '5101'];
const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 0, 1);
let certifier: number;

beforeAll(async () => {
  t = await createTestApp();
  console.log(`remark estimate: seed ${SEED} (repeat with REMARK_SEED=${SEED})`);
  certifier = await userId(t.ctx.db, 'cert01');
  const pendingRemark = Array.from({ length: PENDING }, () => {
    const r = random();
    return r < 0.85 ? COMMON : r < 0.86 ? RARE : '';
  });
  // Pending orders with their remarks, and as many others (not pending) with the common one.
  await t.database.query(
    `insert into orders (open_order_id, order_type, order_status, company_name, mark, city, province,
                         incoming_date, expired_date, certification_uid, handler_uids)
     select 'R' || i, 1 + (i * 7) % 8, case when i <= $4 then 20 else 100 end, '备注公司' || i,
            case when i <= $4 then m else $5 end, ($2::text[])[1 + (i * 13) % 4], left(($2::text[])[1 + (i * 13) % 4], 2),
            to_timestamp($3::float8 / 1000) + interval '1 hour' * ((i * 37) % 4000),
            to_timestamp($3::float8 / 1000) + interval '1 hour' * ((i * 37) % 4000) + interval '9 days',
            case when i % 3 = 0 then $6::int end, case when i % 3 = 0 then array[$6::int] else '{}' end
     from unnest($1::text[] || array_fill(''::text, array[$4::int])) with ordinality as x(m, i)`,
    [pendingRemark, CITIES, FIRST_DAY, PENDING, COMMON, certifier],
  );
  await t.database.exec('analyze orders');
}, 120_000);
afterAll(() => t?.close());

it('finds the candidates of a rare remark by its characters, and checks a common one on the index entries', async () => {
  const db = t.ctx.db;
  for (const search of ['客户要求', '午', '联系', COMMON])
    expect(await searchByGrams(db, 'pendingCert', { mark: search }), search).toBe(false);
  for (const search of ['加急', RARE, '不存在的备注']) expect(await searchByGrams(db, 'pendingCert', { mark: search }), search).toBe(true);
  // Only pending certification has the characters' index; no search, no estimate.
  expect(await searchByGrams(db, 'all', { mark: '午' })).toBe(false);
  expect(await searchByGrams(db, 'pendingCert', {})).toBe(false);
});

it('uses the characters when the database cannot give an estimate', async () => {
  const restarting = {
    execute: () => Promise.reject(new Error('the database system is starting up')),
  } as unknown as Db;
  expect(await searchByGrams(restarting, 'pendingCert', { mark: '午' })).toBe(true);
});

it('gives plain SQL’s page and total for random remark searches with other filters, sorts and pages', async () => {
  const searches = ['客户要求', '午', '下午联系', '加急', RARE, '无此备注'];
  const mine = { account: 'cert01', visibleTo: certifier };
  for (let i = 0; i < 40; i++) {
    const body: Record<string, unknown> = {
      mark: pick(searches),
      field: pick(PENDING_CERT_SORT_FIELDS),
      sortType: pick(['asc', 'desc']),
      pageSize: pick(PAGE_SIZES),
      pageNum: 1 + Math.floor(random() * 30),
    };
    if (random() < 0.5) body.city = pick(CITIES);
    if (random() < 0.4) body.orderType = 1 + Math.floor(random() * 8);
    if (random() < 0.4) {
      const from = FIRST_DAY + Math.floor(random() * 150) * DAY;
      body.incomingDate = `${from},${from + (1 + Math.floor(random() * 40)) * DAY}`;
    }
    const as = random() < 0.3 ? mine : { account: 'admin', visibleTo: undefined };
    const req = listRequestSchema('pendingCert').parse(body);
    const params = new QueryParams();
    const { where, order } = await listPlan(t.ctx.db, 'pendingCert', await authUserOf(t.ctx.db, as.account), req, params);
    const rare = !String(body.mark)
      .split('')
      .every((c) => COMMON.includes(c));
    const label = `${as.account} ${JSON.stringify(body)}`;
    // A common remark's count and matches read no characters' index.
    expect(where.byGrams, label).toBe(rare);
    expect(t.ctx.db.select().from(orders).where(where.count).toSQL().sql.includes('text_grams'), label).toBe(rare);
    const page = await findListPage(t.ctx.db, params, where, order, req);
    const plain = await plainList(t.database, 'pendingCert', body, as.visibleTo);
    expect(
      page.records.map((r) => r.id),
      label,
    ).toEqual(plain.ids);
    expect(page.total, label).toBe(Math.min(plain.count, where.countCap));
  }
});
