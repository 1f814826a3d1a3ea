import type { OrderListFilters } from '@certdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { compiledSelect } from '../../platform/db/compiled-select.js';
import { type DateFilter, FILTER_ENTRIES, LIST_FILTERS } from './list-filters.js';
import { type ListKind, listWhere } from './order-filters.js';
import { listQueries } from './order-list-queries.js';
import { pageEnd, pageValues } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listOrderBy } from './order-sort.js';
import { QueryParams } from './query-params.js';
import { plainList } from './test-list-oracle.js';
import { allowedDates, insertOrder, MANY_DATED, MANY_ORDERS, planNodes } from './test-orders.js';
import { authUserOf } from './test-users.js';
import { DAY_WALK_DEPTH } from './walk-bound.js';

/**
 * A list of a type, province or city, alone or with further equality filters (a tag, a status,
 * another led filter), sorted by a date an order may lack, reads its dated orders, then its undated
 * ones, from a led value's index by the date (list-filters.ts dateLed, migrations 0044, 0048), the
 * other filters checked on its entries, and pages exactly as plain SQL does, in both directions and
 * on either side of where the dated orders end. Random orders and requests from a printed seed. The
 * table is small, where every value has few dated orders and those are found otherwise
 * (datedFew): the counts say many, as on a million orders.
 */
let t: TestApp;
const { seed: SEED, random, pick } = testSeed('LED_SEED');

const DAY = 86_400_000;
const STATUSES = [10, 20, 30, 40, 50, 100] as const;
/** Six values of each filter, each a sixth of the orders: the date's own index would be walked past five others' entries. */
const AREAS = [
  ['11', '1101'],
  ['31', '3101'],
  ['44', '4401'],
  ['51', '5101'],
  ['32', '3201'],
  ['33', '3301'],
] as const;
const TYPES = 6;
const SORTS: Partial<Record<ListKind, readonly DateFilter[]>> = {
  all: ['lastContactDate', 'completedCerDate', 'completedAuditDate', 'finishDate'],
  pendingCert: ['lastContactDate', 'completedCerDate'],
  pendingReview: ['completedCerDate'],
};
/** The filters that lead an index by each date an order may lack. */
const LED = FILTER_ENTRIES.filter(([, d]) => d.dateLed).map(([name]) => name);
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY);

/** Counts where every value and status has many orders with the date and without it. */
const manyCounts = (date: DateFilter) => ({ [date]: MANY_DATED, orders: MANY_ORDERS });
/** The indexes of the dates themselves, which a part read from the value's index does not walk. */
const DATES_OWN = /^orders_(pcert_|preview_)?(lastContactDate|completedCerDate|completedAuditDate|finishDate)_(asc|desc)_idx$/;

beforeAll(async () => {
  t = await createTestApp();
  console.log(`filter led: seed ${SEED} (repeat with LED_SEED=${SEED})`);
  for (let i = 0; i < 600; i++) {
    const status = pick(STATUSES);
    const start = Math.floor(random() * 150);
    // Some on one day, so that the id breaks their ties.
    const dated = () => (random() < 0.35 ? null : day(start + 1 + Math.floor(random() * (random() < 0.2 ? 1 : 20))));
    const [province, city] = pick(AREAS);
    await insertOrder(t.ctx.db, {
      orderStatus: status,
      orderType: 1 + Math.floor(random() * TYPES),
      certificationType: pick([10, 20]),
      province,
      city,
      incomingDate: day(start),
      expiredDate: day(start + 9),
      lastContactDate: status === 10 ? null : dated(),
      ...allowedDates(status, { completedCerDate: dated(), completedAuditDate: dated(), finishDate: dated() }),
    });
  }
  await t.database.exec('vacuum analyze orders');
});
afterAll(() => t.close());

type Request = OrderListFilters & { pageNum: number; pageSize: number };

/**
 * A random value of each equality filter that the led indexes include. The status is not a pending
 * list's scope (20, 30 for 30–50): said word for word, that list's partial index by the date
 * serves as well (list-filters.ts orderStatus), and the pending lists are tested below.
 */
function randomEqualities(): Record<string, unknown> {
  const [province, city] = pick(AREAS);
  const orderStatus = pick([10, 40, 50, 100]);
  return { orderType: 1 + Math.floor(random() * TYPES), province, city, certificationType: pick([10, 20]), orderStatus };
}

/**
 * A list of one led filter's value, with up to two more equality filters in all orders, any sort by
 * a lackable date, a page anywhere in its matches.
 */
async function randomBody(kind: ListKind) {
  const values = randomEqualities();
  const filter = pick(LED);
  const more = kind === 'all' ? Object.keys(values).filter((name) => name !== filter && random() < 0.3) : [];
  const filters = Object.fromEntries([filter, ...more.slice(0, 2)].map((name) => [name, values[name]]));
  const body = { ...filters, field: pick(SORTS[kind]!), sortType: pick(['asc', 'desc'] as const), pageSize: 10 };
  const { count } = await plainList(t.database, kind, { ...body, pageNum: 1 });
  return { ...body, pageNum: 1 + Math.floor(random() * (Math.ceil(count / 10) + 1)) };
}

/**
 * The list's walk past its cap with many dated orders counted: whether it reads the value's index
 * by the date and no date's own, the indexes its days are read from, and its page. `depth`: the
 * row the page is taken to end at (a deep page's walk goes day by day past DAY_WALK_DEPTH).
 */
async function walk(kind: ListKind, body: Record<string, unknown>, depth?: number, dropIndexes: string[] = []) {
  const admin = await authUserOf(t.ctx.db, 'admin');
  const req = listRequestSchema(kind).parse(body) as Request;
  const params = new QueryParams();
  const where = listWhere(kind, admin, req, params, depth ?? pageEnd(req), { dated: manyCounts(req.field as DateFilter) });
  const order = listOrderBy(kind, req.field, req.sortType, params);
  const statement = listQueries(t.ctx.db, where, order).pastCap;
  const values = pageValues(params, req);
  const led = Object.keys(body)
    .filter((name) => LED.includes(name as (typeof LED)[number]))
    .map((filter) => `orders_${filter}_by_${req.field}_idx`);
  // A table this small is cheapest read whole: kept off that and off sorting, the plan shows which index serves the order.
  const plan = await planNodes(t.database, statement, values, { enable_seqscan: 'off', enable_sort: 'off' }, dropIndexes);
  const rows = await compiledSelect<{ id: number }>(t.ctx.db, statement).execute(values);
  const indexes = plan.map((n) => String(n['Index Name'] ?? ''));
  // A part's walk has a condition on its index (the date set or not); with sorting off, the page's
  // rows may be read in the list's order from a date's index whole, which is no walk.
  const walked = plan.filter((n) => n['Index Cond'] !== undefined).map((n) => String(n['Index Name']));
  return {
    filterLed: where.filterLed,
    shape: params.shape,
    led,
    // A day of the walk is a range of its index from the series of days (windowWalk).
    dayIndexes: [...new Set(plan.filter((n) => String(n['Index Cond'] ?? '').includes('steps.k')).map((n) => String(n['Index Name'])))],
    readsLed: indexes.some((name) => led.includes(name)),
    walksDate: walked.some((name) => DATES_OWN.test(name)),
    ids: rows.map((r) => r.id),
  };
}

/** A pending list's partial indexes by a date (orders_pcert_*, orders_preview_*) that its days could be read from. */
async function pendingDateIndexes(kind: 'pendingCert' | 'pendingReview', field: string): Promise<string[]> {
  const prefix = kind === 'pendingCert' ? 'pcert' : 'preview';
  const { rows } = await t.database.query<{ name: string }>(
    `select indexname as name from pg_indexes where tablename = 'orders' and indexdef ~ $1`,
    [`^CREATE INDEX "?orders_${prefix}_[^ ]* ON [^ ]+ USING btree \\(${snake(field)}[ ,]`],
  );
  return rows.map((r) => r.name);
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe('a list of equality filters, one of which leads an index by the sort’s date', () => {
  it('has that index for every led filter and lackable date, holding every order and its status', async () => {
    const { rows } = await t.database.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes where tablename = 'orders' and indexname like '%\\_by\\_%'`,
    );
    const defs = new Map(rows.map((r) => [r.name, r.def]));
    for (const filter of LED) {
      for (const date of SORTS.all!) {
        const def = defs.get(`orders_${filter}_by_${date}_idx`);
        const [column, dated] = [LIST_FILTERS[filter].column.name, LIST_FILTERS[date].column.name];
        // The status, the other equality filters (migration 0048), the intake and the other dates
        // (migration 0047): a value's range of the date is then read from the index alone, with
        // any sort's key, and a walk checks the other filters on its entries, as keys after the id
        // (migration 0051) while the btree reads them.
        const equalities = (['orderType', 'certificationType', 'province', 'city'] as const)
          .filter((f) => f !== filter)
          .map((f) => LIST_FILTERS[f].column.name);
        const others = (['completedCerDate', 'completedAuditDate', 'lastContactDate', 'finishDate'] as const)
          .filter((d) => d !== date)
          .map((d) => LIST_FILTERS[d].column.name);
        const keyed = ['order_status', ...equalities, 'incoming_date', ...others].join(', ');
        expect(def, `${filter} by ${date}`).toMatch(new RegExp(`\\(${column}, ${dated}, id, ${keyed}\\)$`));
      }
    }
    expect(defs.size).toBe(LED.length * SORTS.all!.length);
  });

  it('finds one value’s matches within a range of such a date from that index alone', async () => {
    const admin = await authUserOf(t.ctx.db, 'admin');
    for (let i = 0; i < 30; i++) {
      const filter = pick(LED);
      const [province, city] = pick(AREAS);
      const value = { orderType: 1 + Math.floor(random() * TYPES), province, city }[filter as 'orderType' | 'province' | 'city'];
      const date = pick(SORTS.all!);
      const from = Date.UTC(2026, 0, 1) + Math.floor(random() * 120) * DAY;
      // Sorted by the intake or another date: the range of the sort's own date is walked instead.
      const field = pick(['incomingDate', ...SORTS.all!.filter((d) => d !== date)]);
      const body = {
        [filter]: value,
        [date]: `${from},${from + 30 * DAY - 1}`,
        field,
        sortType: pick(['asc', 'desc']),
        pageNum: 1,
        pageSize: 10,
      };
      const label = `all ${JSON.stringify(body)}`;
      const req = listRequestSchema('all').parse(body) as Request;
      const params = new QueryParams();
      const where = listWhere('all', admin, req, params, pageEnd(req));
      const statement = listQueries(t.ctx.db, where, listOrderBy('all', req.field, req.sortType, params)).matchesPage;
      if (!statement) throw new Error(`${label}: no few-matches statement`);
      const values = pageValues(params, req);
      // Kept off reading the table whole and off bitmaps, the plan shows which index answers alone.
      const plan = await planNodes(t.database, statement, values, { enable_seqscan: 'off', enable_bitmapscan: 'off' });
      const scans = plan.filter((n) => n['Relation Name'] === 'orders').map((n) => `${n['Node Type']} ${n['Index Name']}`);
      expect(scans, label).toEqual([`Index Only Scan orders_${filter}_by_${date}_idx`]);
      const rows = await compiledSelect<{ id: number | null }>(t.ctx.db, statement).execute(values);
      expect(
        rows.filter((r) => r.id !== null).map((r) => r.id),
        label,
      ).toEqual((await plainList(t.database, 'all', body)).ids);
    }
  });

  it('reads both parts of all orders from a led value’s index and pages as plain SQL does, either way, anywhere in the list', async () => {
    for (let i = 0; i < 50; i++) {
      const body = await randomBody('all');
      const label = `all ${JSON.stringify(body)}`;
      const { filterLed, readsLed, walksDate, ids } = await walk('all', body);
      expect(filterLed, label).toEqual({ dated: true, undated: true });
      expect(readsLed, label).toBe(true);
      expect(walksDate, label).toBe(false);
      expect(ids, label).toEqual((await plainList(t.database, 'all', body)).ids);
    }
  });

  it('pages the pending lists as plain SQL does, from that index where their statuses hold enough of a part’s orders', async () => {
    for (let i = 0; i < 40; i++) {
      const kind = pick(['pendingCert', 'pendingReview'] as const);
      const body = await randomBody(kind);
      const label = `${kind} ${JSON.stringify(body)}`;
      const { filterLed, ids } = await walk(kind, body);
      // Every status is counted alike here: the list's statuses hold at least the value's orders of each part.
      expect(filterLed, label).toEqual({ dated: true, undated: true });
      expect(ids, label).toEqual((await plainList(t.database, kind, body)).ids);
    }
  });

  it('reads a deep page’s days of an intake window from a led value’s index, and pages as plain SQL does', async () => {
    let byLed = 0;
    for (let i = 0; i < 40; i++) {
      const kind = pick(['all', 'pendingCert', 'pendingReview'] as const);
      const values = randomEqualities();
      const filter = pick(LED);
      const more = kind === 'all' && random() < 0.3 ? pick(['certificationType', 'orderStatus']) : undefined;
      // Taken from a day on or within a month: the window of a later date that the walk reads by day.
      const from = day(Math.floor(random() * 120)).getTime();
      const intake = `${from},${random() < 0.5 ? 0 : from + 30 * DAY - 1}`;
      const filters = Object.fromEntries([filter, more].filter((name) => name).map((name) => [name, values[name!]]));
      const body = { ...filters, incomingDate: intake, field: pick(SORTS[kind]!), sortType: pick(['asc', 'desc'] as const), pageSize: 10 };
      const { count } = await plainList(t.database, kind, { ...body, pageNum: 1 });
      const paged = { ...body, pageNum: 1 + Math.floor(random() * (Math.ceil(count / 10) + 1)) };
      const label = `${kind} ${JSON.stringify(paged)}`;
      // A pending list's own index by the date is smaller than any other on a few hundred orders;
      // on a million, where its days hold several times the value's, PostgreSQL reads the value's
      // (docs/performance.md, fifty-fourth session): kept out of the plan here.
      const scopeOwn = kind === 'all' ? [] : await pendingDateIndexes(kind, String(paged.field));
      const { shape, led, dayIndexes, ids } = await walk(kind, paged, DAY_WALK_DEPTH + 1, scopeOwn);
      expect(ids, label).toEqual((await plainList(t.database, kind, paged)).ids);
      // Every status counted alike: the list's statuses hold at least the value's dated orders.
      expect(shape, label).toContain('days led by a value');
      if (dayIndexes.length === 0) continue;
      byLed++;
      expect(
        dayIndexes.filter((name) => !led.includes(name)),
        label,
      ).toEqual([]);
    }
    // A walk that meets the page's end on its window's first day reads no further day: most read several.
    expect(byLed).toBeGreaterThan(20);
  });

  it('is taken with further equality filters; not with a range, a text, no led filter, or for a certifier; nor for few dated orders', async () => {
    const admin = await authUserOf(t.ctx.db, 'admin');
    const certifier = await authUserOf(t.ctx.db, 'cert01');
    const led = (body: Record<string, unknown>, user = admin) => {
      const req = listRequestSchema('all').parse({ field: 'finishDate', pageNum: 3, pageSize: 10, ...body }) as Request;
      return listWhere('all', user, req, new QueryParams(), pageEnd(req), { dated: manyCounts('finishDate') }).filterLed !== undefined;
    };
    expect(led({ orderType: 2 })).toBe(true);
    expect(led({ orderType: 2, city: '3101' })).toBe(true);
    expect(led({ orderType: 2, orderStatus: 100, certificationType: 20 })).toBe(true);
    expect(led({ orderType: 2, incomingDate: `${day(3).getTime()},${day(40).getTime()}` })).toBe(false);
    expect(led({ orderType: 2, companyName: '测试' })).toBe(false);
    expect(led({ certificationType: 20 })).toBe(false);
    expect(led({ orderType: 2 }, certifier)).toBe(false);
    // Few dated orders of the value: those found and sorted from the dated copies instead, its
    // undated ones still read from its index by the date.
    const req = listRequestSchema('all').parse({ orderType: 2, field: 'finishDate', pageNum: 1, pageSize: 10 }) as Request;
    const few = { finishDate: { 'orderType=2': 5 }, orders: MANY_ORDERS };
    const where = listWhere('all', admin, req, new QueryParams(), 10, { dated: few });
    expect(where.datedFew).toBeDefined();
    expect(where.filterLed).toEqual({ dated: false, undated: true });
  });
});
