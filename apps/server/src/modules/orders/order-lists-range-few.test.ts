import type { OrderListFilters } from '@certdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_URL } from '../../../bench/lists-cases.js';
import { testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TEST_PASSWORD } from '../../../test/test-config.js';
import { compiledSelect } from '../../platform/db/compiled-select.js';
import { datedCounts, fewDated, LACKABLE_DATES } from './dated-counts.js';
import { type DateFilter, LIST_FILTER_NAMES, LIST_FILTERS, LIST_SORT_FIELDS } from './list-filters.js';
import { SCOPE_STATUSES } from './list-scope.js';
import { type ListKind, listWhere } from './order-filters.js';
import { listQueries } from './order-list-queries.js';
import { pageEnd, pageValues } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listPlan } from './order-lists.service.js';
import { listOrderBy } from './order-sort.js';
import { QueryParams } from './query-params.js';
import { plainList } from './test-list-oracle.js';
import { allowedDates, insertOrder, MANY_DATED, planNodes } from './test-orders.js';
import { authUserOf } from './test-users.js';

/**
 * A list with a range of a date an order may lack, where a filter's value or the list's scope has
 * few orders with that date (dated-counts.ts fewDated): its matches are found by their dated
 * copies in that date's dated GIN index (dated-part.ts rangeFewRows), and its total and page are
 * plain SQL's. As in the benchmark's fill, orders pending certification are never certified nor
 * reviewed, and even types never contacted. Random orders and requests from a printed seed.
 */
let t: TestApp;
let token: string;
const { seed: SEED, random, pick } = testSeed('RANGE_FEW_SEED');

const DAY = 86_400_000;
const STATUSES = [10, 20, 30, 40, 50, 100] as const;
const PROVINCES = ['11', '31', '44', '51'] as const;
const KINDS: ListKind[] = ['all', 'pendingCert', 'pendingReview', 'auditStats'];
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY);
const MONTH = 200;
const ENDED = 4_000;
/** The month of the many ended orders, as a range of the API. */
const ofMonth = `${day(MONTH).getTime()},${day(MONTH + 30).getTime()}`;

async function insertRandomOrder() {
  const status = pick(STATUSES);
  const type = 1 + Math.floor(random() * 8);
  const start = Math.floor(random() * 150);
  const dated = () => (random() < 0.3 ? null : day(start + 1 + Math.floor(random() * 20)));
  const handled = status !== 20;
  return insertOrder(t.ctx.db, {
    orderStatus: status,
    orderType: type,
    province: pick(PROVINCES),
    incomingDate: day(start),
    expiredDate: day(start + 9),
    lastContactDate: type % 2 === 1 && status !== 10 ? dated() : null,
    ...allowedDates(status, {
      completedCerDate: handled ? dated() : null,
      completedAuditDate: handled ? dated() : null,
      finishDate: dated(),
    }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin', TEST_PASSWORD);
  console.log(`range few: seed ${SEED} (repeat with RANGE_FEW_SEED=${SEED})`);
  for (let i = 0; i < 300; i++) await insertRandomOrder();
  // Many orders of one type and province ended within one month (MONTH), and as many taken in it
  // and pending certification: their values, their ranges and the scope are no longer few.
  await t.database.exec(`insert into orders (open_order_id, order_type, order_status, company_name, province, incoming_date,
      expired_date, completed_cer_date, completed_audit_date, finish_date, last_contact_date)
    select 'B' || g, 1, status, '批量企业' || g || '有限公司', '11', d - interval '3 days', d + interval '6 days',
      case when ended then d - interval '2 days' end, case when ended then d - interval '1 day' end,
      case when ended then d end, d - interval '2 days'
    from generate_series(1, ${2 * ENDED}) g,
      lateral (select '${day(MONTH).toISOString()}'::timestamptz + (g / 2) * interval '10 minutes' as d, g % 2 = 0 as ended) at,
      lateral (select case when ended then 100 else 20 end as status) st`);
  await t.database.exec('vacuum analyze orders');
});
afterAll(() => t.close());

/** A random request of `kind` with a range of one of its lackable dates, and up to two equality filters. */
function randomBody(kind: ListKind) {
  const offered = LIST_FILTER_NAMES[kind];
  const date = pick(LACKABLE_DATES.filter((d) => offered.includes(d)));
  const from = Math.floor(random() * 160);
  const range = `${random() < 0.2 ? 0 : day(from).getTime()},${day(from + 1 + Math.floor(random() * 40)).getTime()}`;
  const equal: Record<string, unknown> = {};
  if (offered.includes('orderType') && random() < 0.5) equal.orderType = 1 + Math.floor(random() * 8);
  if (offered.includes('province') && random() < 0.4) equal.province = pick(PROVINCES);
  if (offered.includes('orderStatus') && random() < 0.4) equal.orderStatus = pick([10, 20, 30, 100]);
  const sorted = random() < 0.7 ? { field: pick(LIST_SORT_FIELDS[kind]), sortType: pick(['asc', 'desc'] as const) } : {};
  return { [date]: range, ...equal, ...sorted, pageNum: 1 + Math.floor(random() * 3), pageSize: 10 };
}

/** The request's range's date (the one lackable date it filters by). */
const rangeOf = (body: Record<string, unknown>) => LACKABLE_DATES.find((d) => d in body)!;

/** Whether a list's count reads the date's dated copies, and which indexes its plan reads. */
async function countPlan(kind: ListKind, body: Record<string, unknown>, manyDated = false) {
  const admin = await authUserOf(t.ctx.db, 'admin');
  const req = listRequestSchema(kind).parse(body) as OrderListFilters & { pageNum: number; pageSize: number };
  const params = new QueryParams();
  const { where, order } = manyDated
    ? {
        where: listWhere(kind, admin, req, params, pageEnd(req), { dated: { [rangeOf(body)]: MANY_DATED } }),
        order: listOrderBy(kind, req.field, req.sortType, params),
      }
    : await listPlan(t.ctx.db, kind, admin, req, params);
  const statement = listQueries(t.ctx.db, where, order).count;
  const column = LIST_FILTERS[rangeOf(body)].column.name;
  const readsCopies = statement.toSQL().sql.includes(`(case when "orders"."${column}" is not null then`);
  // A table this small is cheapest read whole: kept off that, the plan shows which index serves.
  const plan = await planNodes(t.database, statement, pageValues(params, req), { enable_seqscan: 'off' });
  const indexes = plan.map((n) => n['Index Name']).filter((name): name is string => typeof name === 'string');
  return { readsCopies, indexes, total: (await compiledSelect<{ n: number }>(t.ctx.db, statement).execute(pageValues(params, req)))[0]?.n };
}

describe('a list with a range of a date that few of its orders have', () => {
  it('finds its matches by their dated copies where few, and answers as plain SQL does', async () => {
    let few = 0;
    let byScope = 0;
    for (let i = 0; i < 60; i++) {
      const kind = pick(KINDS);
      const body = randomBody(kind);
      const label = `${kind} ${JSON.stringify(body)} (seed ${SEED})`;
      const { readsCopies } = await countPlan(kind, body);
      // The whole of a table this small is sampled: its counts are exact.
      const req = listRequestSchema(kind).parse(body) as OrderListFilters;
      const counts = await datedCounts(t.ctx.db);
      expect(readsCopies, label).toBe(fewDated(rangeOf(body), req, counts, SCOPE_STATUSES[kind]));
      const equal = ['orderType', 'province', 'orderStatus'].some((name) => name in body);
      if (readsCopies) few += 1;
      if (readsCopies && !equal) byScope += 1;
      const answer = await t.call<{ result: { orderId: number }[]; totalCount: number }>('POST', LIST_URL[kind], token, body);
      expect(answer.code, label).toBe('0000');
      const want = await plainList(t.database, kind, body);
      expect({ total: answer.data.totalCount, ids: answer.data.result.map((r) => r.orderId) }, label).toEqual({
        total: want.count,
        ids: want.ids,
      });
    }
    expect(few).toBeGreaterThan(0);
    expect(byScope).toBeGreaterThan(0);
  });

  it('finds none at once where a status or a pending scope never has the date, among many that have it', async () => {
    const cases: [ListKind, Record<string, unknown>, DateFilter][] = [
      ['all', { orderStatus: 20, completedAuditDate: ofMonth }, 'completedAuditDate'],
      ['all', { orderStatus: 20, orderType: 1, completedCerDate: ofMonth }, 'completedCerDate'],
      ['pendingCert', { province: '11', completedCerDate: ofMonth, field: 'incomingDate', sortType: 'desc' }, 'completedCerDate'],
    ];
    for (const [kind, filters, date] of cases) {
      const body = { ...filters, pageNum: 1, pageSize: 10 };
      const label = `${kind} ${JSON.stringify(body)} (seed ${SEED})`;
      const few = await countPlan(kind, body);
      expect(few, label).toMatchObject({ readsCopies: true, total: 0 });
      expect(few.indexes, label).toContain(`orders_${date}_dated_eq_idx`);
      // Where the counts say many, the month's range is read from its own index, past every ended order.
      const many = await countPlan(kind, body, true);
      expect(many.readsCopies, label).toBe(false);
      expect(many.indexes, label).not.toContain(`orders_${date}_dated_eq_idx`);
    }
  });

  it('reads its matches as before where the counts say many', async () => {
    for (let i = 0; i < 20; i++) {
      const kind = pick(KINDS);
      const body = randomBody(kind);
      expect((await countPlan(kind, body, true)).readsCopies, `${kind} ${JSON.stringify(body)} (seed ${SEED})`).toBe(false);
    }
  });

  it('weighs a filter’s stored values and the pending scope’s statuses by their dated orders', () => {
    const range = { start: new Date(0), end: new Date(DAY) };
    const audit = (f: Record<string, unknown>, counted: Record<string, number>, statuses?: readonly number[]) =>
      fewDated('completedAuditDate', { completedAuditDate: range, ...f }, { completedAuditDate: counted }, statuses);
    // Status 30 stands for 30, 40 and 50 (list-filters.ts widen): their dated orders add up.
    expect(audit({ orderStatus: 30 }, { 'orderStatus=40': 1_000, 'orderStatus=50': 1_000 })).toBe(true);
    expect(audit({ orderStatus: 30 }, { 'orderStatus=40': 1_000, 'orderStatus=50': 1_001 })).toBe(false);
    // No filter: the scope alone, if the list has one.
    expect(audit({}, { 'orderStatus=20': 0 })).toBe(false);
    expect(audit({}, { 'orderStatus=20': 0 }, SCOPE_STATUSES.pendingCert)).toBe(true);
    expect(audit({}, { 'orderStatus=40': 20_000 }, SCOPE_STATUSES.pendingReview)).toBe(false);
    // A value the sample never met has none; no counts for the date (not read yet): as before.
    expect(audit({ orderType: 3 }, {})).toBe(true);
    const none = fewDated('completedAuditDate', { orderType: 3 }, {}, SCOPE_STATUSES.pendingCert);
    expect(none).toBe(false);
  });

  it('stays exact when the counts are stale: orders pending certification reviewed since they were read', async () => {
    const body = { completedAuditDate: `${day(500).getTime()},${day(520).getTime()}`, orderStatus: 20, pageNum: 1, pageSize: 10 };
    const before = await t.call<{ result: { orderId: number }[]; totalCount: number }>('POST', LIST_URL.all, token, body);
    expect(before.data.totalCount).toBe(0);
    const reviewed = await insertOrder(t.ctx.db, {
      orderStatus: 20,
      orderType: 2,
      province: '11',
      incomingDate: day(490),
      expiredDate: day(499),
      completedCerDate: day(505),
      completedAuditDate: day(510),
    });
    const after = await t.call<{ result: { orderId: number }[]; totalCount: number }>('POST', LIST_URL.all, token, body);
    expect({ total: after.data.totalCount, ids: after.data.result.map((r) => r.orderId) }).toEqual({ total: 1, ids: [reviewed.id] });
  });
});
