import type { OrderListFilters } from '@certdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { compiledSelect } from '../../platform/db/compiled-select.js';
import { datedCounts, FEW_DATED } from './dated-counts.js';
import { type DateFilter, LIST_FILTERS } from './list-filters.js';
import { type ListKind, listWhere } from './order-filters.js';
import { listQueries } from './order-list-queries.js';
import { pageEnd, pageValues } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listPlan } from './order-lists.service.js';
import { listOrderBy } from './order-sort.js';
import { orders } from './orders.schema.js';
import { QueryParams } from './query-params.js';
import { plainList } from './test-list-oracle.js';
import { allowedDates, insertOrder, type LifecycleDate, MANY_DATED, mayHold, planNodes } from './test-orders.js';
import { authUserOf } from './test-users.js';

/**
 * A list sorted by a date an order may lack, whose filter value has few orders with that date
 * (dated-counts.ts): its dated part is found from the dated orders' GIN index and sorted
 * (fewDatedPart, migration 0035), and its page is plain SQL's, also after the counts went stale.
 * As in the benchmark's fill, only odd types and some provinces are ever contacted. Random orders
 * and requests from a printed seed.
 */
let t: TestApp;
const { seed: SEED, random, pick } = testSeed('DATED_SEED');

const DAY = 86_400_000;
const STATUSES = [10, 20, 30, 40, 50, 100] as const;
const PROVINCES = ['11', '31', '44', '51'] as const;
const NEVER_CONTACTED = (type: number, province: string) => type % 2 === 0 || province === '51';
const SORTS: Partial<Record<ListKind, readonly string[]>> = {
  all: ['lastContactDate', 'completedCerDate', 'completedAuditDate', 'finishDate'],
  pendingCert: ['lastContactDate', 'completedCerDate'],
  pendingReview: ['completedCerDate'],
};
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY);

async function insertRandomOrder(type: number, province: string, contacted: boolean) {
  const status = pick(STATUSES);
  const start = Math.floor(random() * 150);
  const dated = () => (random() < 0.3 ? null : day(start + 1 + Math.floor(random() * 20)));
  return insertOrder(t.ctx.db, {
    orderStatus: status,
    orderType: type,
    province,
    incomingDate: day(start),
    expiredDate: day(start + 9),
    lastContactDate: contacted && status !== 10 ? dated() : null,
    ...allowedDates(status, { completedCerDate: dated(), completedAuditDate: dated(), finishDate: dated() }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  console.log(`dated few: seed ${SEED} (repeat with DATED_SEED=${SEED})`);
  for (let i = 0; i < 300; i++) {
    const type = 1 + Math.floor(random() * 8);
    const province = pick(PROVINCES);
    await insertRandomOrder(type, province, !NEVER_CONTACTED(type, province));
  }
  await t.database.exec('vacuum analyze orders');
});
afterAll(() => t.close());

type Request = OrderListFilters & { pageNum: number; pageSize: number };

/**
 * A list's walk past its cap for `body`: whether its dated part was walked to in the date's own
 * index or found by another (a bitmap), and its page. With `manyDated`, the counts say every value
 * has many dated orders, as on a full table, and the walk is the one it reads there.
 */
async function walk(kind: ListKind, body: Record<string, unknown>, manyDated = false) {
  const admin = await authUserOf(t.ctx.db, 'admin');
  const req = listRequestSchema(kind).parse(body) as Request;
  const params = new QueryParams();
  const { where, order } = manyDated
    ? {
        where: listWhere(kind, admin, req, params, pageEnd(req), { dated: { [req.field as DateFilter]: MANY_DATED } }),
        order: listOrderBy(kind, req.field, req.sortType, params),
      }
    : await listPlan(t.ctx.db, kind, admin, req, params);
  const statement = listQueries(t.ctx.db, where, order).pastCap;
  const values = pageValues(params, req);
  // A table this small is cheapest read whole: kept off that, the plan shows which index serves.
  const plan = await planNodes(t.database, statement, values, { enable_seqscan: 'off' });
  // The dated part walked in the sort's order: a scan of one of the date's own indexes (by the date,
  // or led by a filter and then the date) for the orders with the date. Found instead: a bitmap of
  // the dated orders' GIN index, or on a table this small of the equality filters' or a pending
  // list's own partial index, or that partial index read whole for the date's presence (a key of
  // it since migration 0051), the rows sorted after.
  const field = req.field as DateFilter;
  const undated = `${LIST_FILTERS[field].column.name} IS NULL`;
  const walksDate = plan.some((n) => {
    const index = String(n['Index Name'] ?? '');
    return index.includes(field) && !index.includes('_dated_eq') && !String(n['Index Cond'] ?? '').includes(undated);
  });
  const byBitmap = plan.some((n) => n['Node Type'] === 'Bitmap Index Scan');
  // The dated copies alone find the dated part: a filter said plainly there too was intersected
  // with its value's posting list in the equality GIN index on a million orders (126,000 entries
  // for a type), which a table this small does not show. Said plainly: out of no IS TRUE.
  const datedText = where.datedFew ? t.ctx.db.select().from(orders).where(where.datedFew).toSQL().sql : '';
  const plainInDated = datedText.match(/(?<!\()"orders"\."(order_type|province|city|certification_type)" (=|in) /g) ?? [];
  const rows = await compiledSelect<{ id: number }>(t.ctx.db, statement).execute(values);
  // The walk reads the dated copies (fewDatedPart) exactly where the list holds few dated orders.
  const readsCopies = statement
    .toSQL()
    .sql.includes(`(case when "orders"."${LIST_FILTERS[req.field as DateFilter].column.name}" is not null then`);
  return {
    req,
    bounded: where.walkBound !== undefined,
    datedFew: where.datedFew,
    walksDate,
    byBitmap,
    plainInDated,
    readsCopies,
    ids: rows.map((r) => r.id),
  };
}

function randomBody(kind: ListKind) {
  const type = random() < 0.7 ? 1 + Math.floor(random() * 8) : undefined;
  const province = type === undefined || random() < 0.3 ? pick(PROVINCES) : undefined;
  const field = pick(SORTS[kind]!);
  // All orders by a status that may hold the sort's date: one that may not is proven empty from
  // the lifecycle's checks, without any index (order-lists-lifecycle.test.ts).
  const statuses = STATUSES.filter((s) => field === 'lastContactDate' || mayHold(s, field as LifecycleDate));
  const status = kind === 'all' && random() < 0.4 ? pick(statuses) : undefined;
  // A range of intakes bounds the walk by the order of events (walkBound): the dated part is
  // still found from the dated orders' index where few.
  const intake = random() < 0.4 ? Math.floor(random() * 150) : undefined;
  return {
    ...(intake !== undefined && { incomingDate: `${day(intake).getTime()},${day(intake + 1 + Math.floor(random() * 20)).getTime()}` }),
    ...(type !== undefined && { orderType: type }),
    ...(province !== undefined && { province }),
    ...(status !== undefined && { orderStatus: status }),
    field,
    sortType: pick(['asc', 'desc'] as const),
    pageNum: 1 + Math.floor(random() * 4),
    pageSize: 10,
  };
}

describe('a list whose filter value has few orders with the sort’s date', () => {
  it('counts each value’s dated orders as plain SQL does (the whole of a small table sampled)', async () => {
    const counts = await datedCounts(t.ctx.db);
    for (const [name, column] of [
      ['orderType', 'order_type'],
      ['orderStatus', 'order_status'],
    ]) {
      const plain = await t.database.query<{ value: number; contacted: number; finished: number; reviewed: number }>(
        `select ${column} as value, count(last_contact_date)::int contacted, count(finish_date)::int finished,
                count(completed_audit_date)::int reviewed from orders group by 1`,
      );
      for (const row of plain.rows) {
        const key = `${name}=${row.value}`;
        expect(counts.lastContactDate?.[key] ?? 0, key).toBe(row.contacted);
        expect(counts.finishDate?.[key] ?? 0, key).toBe(row.finished);
        expect(counts.completedAuditDate?.[key] ?? 0, key).toBe(row.reviewed);
      }
    }
    expect(FEW_DATED).toBeGreaterThan(0);
  });

  it('finds the dated part from the dated orders’ index where the counts say few, and pages as plain SQL does', async () => {
    const kinds = Object.keys(SORTS) as ListKind[];
    let few = 0;
    let fewBounded = 0;
    for (let i = 0; i < 60; i++) {
      const kind = pick(kinds);
      const body = randomBody(kind);
      const label = `${kind} ${JSON.stringify(body)}`;
      const { req, bounded, datedFew, walksDate, byBitmap, plainInDated, readsCopies, ids } = await walk(kind, body);
      // On 300 orders every value has few dated orders: a filter among the dated GIN index's makes it so.
      const indexed = req.orderType !== undefined || req.province !== undefined || req.orderStatus !== undefined;
      expect(datedFew !== undefined, label).toBe(indexed);
      expect(readsCopies, label).toBe(indexed);
      // A bounded walk's other parts may take a bitmap of their own on a table this small.
      if (!bounded && datedFew !== undefined) expect(walksDate, label).toBe(false);
      if (!bounded && datedFew === undefined) expect([walksDate, byBitmap], label).toEqual([true, false]);
      expect(plainInDated, label).toEqual([]);
      if (datedFew !== undefined) few += 1;
      if (datedFew !== undefined && bounded) fewBounded += 1;
      expect(ids, label).toEqual((await plainList(t.database, kind, body)).ids);
    }
    expect(few).toBeGreaterThan(0);
    expect(fewBounded).toBeGreaterThan(0);
  });

  it('walks as before where the values have many dated orders, bounded or not, and pages as plain SQL does', async () => {
    const kinds = Object.keys(SORTS) as ListKind[];
    let bounded = 0;
    for (let i = 0; i < 40; i++) {
      const kind = pick(kinds);
      const body = randomBody(kind);
      const label = `${kind} ${JSON.stringify(body)}`;
      const found = await walk(kind, body, true);
      expect(found.datedFew, label).toBeUndefined();
      expect(found.readsCopies, label).toBe(false);
      if (found.bounded) bounded += 1;
      expect(found.ids, label).toEqual((await plainList(t.database, kind, body)).ids);
    }
    expect(bounded).toBeGreaterThan(0);
  });

  it('walks the date’s index as before where the value has many dated orders', async () => {
    const admin = await authUserOf(t.ctx.db, 'admin');
    const counts = { lastContactDate: { 'orderType=1': FEW_DATED + 1, 'orderType=2': FEW_DATED } };
    const plan = (orderType: number) => {
      const req = listRequestSchema('all').parse({ orderType, field: 'lastContactDate', sortType: 'asc', pageNum: 1, pageSize: 10 });
      return listWhere('all', admin, req, new QueryParams(), 10, { dated: counts }).datedFew !== undefined;
    };
    expect(plan(1)).toBe(false);
    expect(plan(2)).toBe(true);
    // A value the sample never met has none counted.
    expect(plan(3)).toBe(true);
    // A status that stands for several (list-filters.ts widen) has all their dated orders.
    const byStatus = (orderStatus: number, counted: Record<string, number>) => {
      const req = listRequestSchema('all').parse({ orderStatus, field: 'completedCerDate', sortType: 'asc', pageNum: 1, pageSize: 10 });
      return listWhere('all', admin, req, new QueryParams(), 10, { dated: { completedCerDate: counted } }).datedFew !== undefined;
    };
    const perStatus = { 'orderStatus=30': 1_000, 'orderStatus=40': 500, 'orderStatus=50': FEW_DATED - 1_500 };
    expect(byStatus(30, perStatus)).toBe(true);
    expect(byStatus(30, { ...perStatus, 'orderStatus=50': FEW_DATED - 1_499 })).toBe(false);
    expect(byStatus(40, { 'orderStatus=40': FEW_DATED + 1 })).toBe(false);
    // No counts (not read yet, or their read failed): as before.
    const req = listRequestSchema('all').parse({ orderType: 2, field: 'lastContactDate', pageNum: 1, pageSize: 10 });
    expect(listWhere('all', admin, req, new QueryParams()).datedFew).toBeUndefined();
  });

  it('finds a pending list’s dated part from the dated copies where its scope has few dated orders, and pages as plain SQL does', async () => {
    // Every value has many dated orders, the list's statuses few (none pending certification is
    // certified on a million orders): only the scope makes the dated part few.
    const scopeFew = (kind: ListKind) => {
      const statuses = kind === 'pendingCert' ? ['20'] : ['30', '40', '50'];
      const few = Object.fromEntries(statuses.map((s) => [`orderStatus=${s}`, Math.floor(FEW_DATED / 3)]));
      return new Proxy(few, { get: (target, key: string) => target[key] ?? MANY_DATED[key] }) as Record<string, number>;
    };
    const admin = await authUserOf(t.ctx.db, 'admin');
    for (let i = 0; i < 30; i++) {
      const kind = pick(['pendingCert', 'pendingReview'] as const);
      const { orderType, province, ...body } = randomBody(kind);
      const filters = random() < 0.5 ? { ...(orderType !== undefined && { orderType }), ...(province !== undefined && { province }) } : {};
      const request = { ...filters, ...body, pageNum: 1 + Math.floor(random() * 3) };
      const label = `${kind} ${JSON.stringify(request)}`;
      const req = listRequestSchema(kind).parse(request) as Request;
      const field = req.field as DateFilter;
      const params = new QueryParams();
      const counts = { dated: { [field]: scopeFew(kind), orders: MANY_DATED } };
      const where = listWhere(kind, admin, req, params, pageEnd(req), counts);
      expect(where.datedFew, label).toBeDefined();
      const many = listWhere(kind, admin, req, new QueryParams(), pageEnd(req), { dated: { [field]: MANY_DATED } });
      expect(many.datedFew, label).toBeUndefined();
      // The scope's statuses on the status's copy: the dated orders' GIN index alone holds them.
      const datedText = t.ctx.db.select().from(orders).where(where.datedFew).toSQL().sql;
      expect(datedText, label).toContain(
        `(case when "orders"."${LIST_FILTERS[field].column.name}" is not null then "orders"."order_status"`,
      );
      const statement = listQueries(t.ctx.db, where, listOrderBy(kind, req.field, req.sortType, params)).pastCap;
      const rows = await compiledSelect<{ id: number }>(t.ctx.db, statement).execute(pageValues(params, req));
      expect(
        rows.map((r) => r.id),
        label,
      ).toEqual((await plainList(t.database, kind, request)).ids);
    }
  });

  it('stays exact when the counts are stale: an order of a never-contacted type contacted since', async () => {
    const body = { orderType: 6, field: 'lastContactDate', sortType: 'desc', pageNum: 1, pageSize: 10 } as const;
    const before = await walk('all', body);
    expect(before.datedFew).toBeDefined();
    expect(before.byBitmap).toBe(true);
    expect(before.ids).toEqual((await plainList(t.database, 'all', body)).ids);
    // Counted a moment ago, kept ten minutes: the new contact is not in them.
    const contacted = await insertOrder(t.ctx.db, {
      orderStatus: 20,
      orderType: 6,
      province: '11',
      incomingDate: day(10),
      expiredDate: day(19),
      lastContactDate: day(400),
    });
    const after = await walk('all', body);
    expect(after.datedFew).toBeDefined();
    expect(after.ids[0]).toBe(contacted.id);
    expect(after.ids).toEqual((await plainList(t.database, 'all', body)).ids);
  });
});
