import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { LIST_FILTERS } from './list-filters.js';
import { type ListKind, type ListStatistics, type ListWhere, listWhere } from './order-filters.js';
import { listRequestSchema } from './order-lists.routes.js';
import { orders } from './orders.schema.js';
import { QueryParams } from './query-params.js';
import { type LifecycleDate, mayHold, planNodes } from './test-orders.js';
import { authUserOf } from './test-users.js';

/**
 * A partial GIN index of orders is on offer only with a condition on what it holds (anySet in
 * orders.schema.ts, migration 0043). PostgreSQL may scan such an index whole for a bitmap of its
 * predicate alone, priced by its pages rather than its entries (a search for 公司3701 in pending
 * certification read the remarks index's 301,800 pending orders, 35 ms). Every partial GIN index
 * of orders, found in the catalog, is rebuilt on an empty copy of the table that has no other
 * index, with sequential scans kept off: wherever PostgreSQL may use one of them, it does. The
 * conditions are the lists' own (listWhere), for random requests from a printed seed, and plain ones.
 */
let t: TestApp;
let admin: AuthUser;
const { seed: SEED, random, pick } = testSeed('GIN_SEED');

const COPY = 'partial_gin_copy';
/** The copy's index for each partial GIN index of orders, by the original's name. */
const copies = new Map<string, string>();

/** The dates an order may lack, each with its dated copies' index. */
const DATES = ['completedCerDate', 'completedAuditDate', 'lastContactDate', 'finishDate'] as const;
type DateKey = (typeof DATES)[number];
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await authUserOf(t.ctx.db, 'admin');
  console.log(`partial GIN indexes: seed ${SEED} (repeat with GIN_SEED=${SEED})`);
  await t.database.exec(`create table ${COPY} (like orders)`);
  const { rows } = await t.database.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
     where i.indrelid = 'orders'::regclass and am.amname = 'gin' and i.indpred is not null`,
  );
  for (const [i, { name, definition }] of rows.entries()) {
    const copy = `${COPY}_${i}`;
    await t.database.exec(definition.replace(/^CREATE INDEX \S+ ON (public\.)?orders /, `CREATE INDEX ${copy} ON ${COPY} `));
    copies.set(name.replaceAll('"', ''), copy);
  }
});
afterAll(() => t.close());

/** The indexes of the copy that the plan of the orders that `where` holds reads, with sequential scans off. */
async function indexesRead(where: SQL | undefined, values: Record<string, unknown> = {}): Promise<string[]> {
  const { sql: text, params } = t.ctx.db.select({ one: sql`1` }).from(orders).where(where).toSQL();
  const onCopy = { toSQL: () => ({ sql: text.replace(/from "orders"/, `from ${COPY} "orders"`), params }) };
  const plan = await planNodes(t.database, onCopy, values, { enable_seqscan: 'off' });
  // Only the copy's: a condition may read other tables by their own indexes (order_combinations).
  const copyIndexes = new Set(copies.values());
  return plan.flatMap((n) => (copyIndexes.has(String(n['Index Name'])) ? [String(n['Index Name'])] : []));
}

/** The indexes of the copy read for the orders that `where` (listWhere's) picks out of a list's request. */
function indexesFor(
  kind: ListKind,
  body: Record<string, unknown>,
  pick: (where: ListWhere) => SQL | undefined,
  stats: ListStatistics = {},
) {
  const req = listRequestSchema(kind).parse({ pageNum: 1, pageSize: 10, ...body });
  const params = new QueryParams();
  const where = listWhere(kind, admin, req, params, 10, stats);
  return { where, read: () => indexesRead(pick(where), params.values) };
}

/** A range of `date` over the last days, as the lists' filters take it (epoch milliseconds). */
function range(date: DateKey) {
  const end = Date.UTC(2026, 10, 1);
  return { [date]: `${end - (1 + Math.floor(random() * 90)) * DAY},${end}` };
}

describe('a partial GIN index of orders', () => {
  it('is found in the catalog: the remarks’ characters and the dated orders’ copies', () => {
    expect([...copies.keys()].sort()).toEqual([
      'orders_completedAuditDate_dated_eq_idx',
      'orders_completedCerDate_dated_eq_idx',
      'orders_finishDate_dated_eq_idx',
      'orders_lastContactDate_dated_eq_idx',
      'orders_pcert_remark_grams_idx',
    ]);
  });

  it('is not read for the scope its predicate covers, nor for another search within it', async () => {
    const plain = [
      'order_status = 20',
      "order_status = 20 and mark ilike '%午%'",
      "order_status = 20 and company_name like '%公司3701%'",
      ...DATES.map((date) => LIST_FILTERS[date].column.name).flatMap((column) => [
        `${column} is not null`,
        `${column} >= now() - interval '30 days'`,
        `${column} is not null and company_name like '%公司3701%'`,
      ]),
    ];
    for (const condition of plain) expect(await indexesRead(sql.raw(condition)), condition).toEqual([]);
    for (let i = 0; i < 20; i++) {
      const date = pick(DATES);
      const company = pick(['公司3701', '公司1', '科技']);
      const cases: [ListKind, Record<string, unknown>, ListStatistics][] = [
        ['all', { ...range(date), companyName: company, field: date, sortType: pick(['asc', 'desc']) }, {}],
        ['pendingCert', { companyName: company }, {}],
        // A remark expected to match many: checked on the pending indexes' entries, not by its characters.
        ['pendingCert', { mark: pick(['联系', '午', '客户要求']), companyName: company }, { byGrams: false }],
      ];
      for (const [kind, body, stats] of cases) {
        expect(await indexesFor(kind, body, (w) => w.count, stats).read(), `${kind} ${JSON.stringify(body)}`).toEqual([]);
      }
    }
  });

  it('is read for a condition on what it holds: a remark by its characters, a dated part by its copies', async () => {
    for (const mark of ['午', '联系', '客户要求']) {
      const byGrams = indexesFor('pendingCert', { mark }, (w) => w.count, { byGrams: true });
      expect(await byGrams.read(), mark).toEqual([copies.get('orders_pcert_remark_grams_idx')]);
    }
    let dated = 0;
    for (let i = 0; i < 40; i++) {
      const date = pick(DATES);
      const statuses = [10, 20, 30, 40, 50, 100].filter((s) => date === 'lastContactDate' || mayHold(s, date as LifecycleDate));
      const filters = {
        ...(random() < 0.6 && { orderType: 1 + Math.floor(random() * 8) }),
        ...(random() < 0.4 && { province: pick(['11', '31', '44']) }),
        ...(random() < 0.3 && { city: pick(['1101', '3101', '4401']) }),
        ...(random() < 0.3 && { certificationType: pick([10, 20]) }),
        ...(random() < 0.4 && { orderStatus: pick(statuses) }),
      };
      const body = { ...filters, field: date, sortType: pick(['asc', 'desc']) };
      // No dated orders counted: every value has few.
      const datedPart = indexesFor('all', body, (w) => w.datedFew, { dated: { [date]: {} } });
      const label = JSON.stringify(body);
      if (Object.keys(filters).length === 0) {
        expect(datedPart.where.datedFew, label).toBeUndefined();
        continue;
      }
      dated += 1;
      expect(await datedPart.read(), label).toEqual([copies.get(`orders_${date}_dated_eq_idx`)]);
    }
    expect(dated).toBeGreaterThan(10);
  });
});
