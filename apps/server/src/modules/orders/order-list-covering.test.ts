import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { compiledSelect } from '../../platform/db/compiled-select.js';
import { dateRates } from './date-rates.js';
import { type DatedCounts, datedCounts } from './dated-counts.js';
import { type ListKind, listWhere } from './order-filters.js';
import { listQueries } from './order-list-queries.js';
import { pageEnd, pageValues } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listOrderBy } from './order-sort.js';
import { QueryParams } from './query-params.js';
import { plainList } from './test-list-oracle.js';
import { allowedDates, insertOrder, planNodes } from './test-orders.js';
import { authUserOf } from './test-users.js';

/**
 * A walk past a company-name search's cap reads the sort's index alone: every list's date sort
 * indexes, and those led by a type, a province or a city in intake order, include the name
 * (migrations 0033, 0034), and the name is checked after the date
 * ranges, on the entries they leave (order-filters.ts listWhere). Random requests from a printed seed;
 * PostgreSQL is kept off every plan but an index's in the sort's order, so that the plan shows
 * whether that index can answer the walk alone.
 */
let t: TestApp;
const { seed: SEED, random, pick } = testSeed('COVERING_SEED');

const DAY = 86_400_000;
const STATUSES = [10, 20, 30, 40, 50, 100] as const;
const NAMES = ['华东科技有限公司', '公司1号商贸', '西部能源有限公司', '远山科技'] as const;
const SORTS: Record<ListKind, readonly string[]> = {
  all: ['incomingDate', 'lastContactDate', 'completedCerDate', 'completedAuditDate', 'finishDate'],
  pendingCert: ['incomingDate', 'completedCerDate', 'lastContactDate'],
  pendingReview: ['incomingDate', 'completedCerDate'],
  auditStats: ['incomingDate', 'completedCerDate', 'completedAuditDate', 'finishDate'],
};
/** The ranged filters of each list among those walked here (pending lists have no finish date). */
const RANGED: Record<ListKind, readonly string[]> = {
  all: ['incomingDate', 'completedCerDate', 'finishDate'],
  pendingCert: ['incomingDate', 'completedCerDate'],
  pendingReview: ['incomingDate', 'completedCerDate'],
  auditStats: ['incomingDate', 'completedCerDate', 'finishDate'],
};

beforeAll(async () => {
  t = await createTestApp();
  console.log(`covering walks: seed ${SEED} (repeat with COVERING_SEED=${SEED})`);
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY);
  for (let i = 0; i < 200; i++) {
    const status = pick(STATUSES);
    const start = Math.floor(random() * 150);
    await insertOrder(t.ctx.db, {
      orderStatus: status,
      orderType: 1 + (i % 8),
      companyName: `${pick(NAMES)}${i}`,
      incomingDate: day(start),
      expiredDate: day(start + 9),
      ...allowedDates(status, {
        lastContactDate: random() < 0.5 ? day(start + 1) : null,
        completedCerDate: day(start + 2),
        completedAuditDate: day(start + 3),
        finishDate: day(start + 4),
      }),
    });
  }
  // Vacuumed, as a table long in use is: an index-only scan is then priced below a plain one.
  await t.database.exec('vacuum analyze orders');
});
afterAll(() => t.close());

/** A random request of `kind` with a company-name search and a type, a range, both or neither, sorted by one of its dates. */
function randomRequest(kind: ListKind) {
  const field = pick(SORTS[kind]);
  // The audit statistics have no type filter: a type there is refused.
  const other = pick(kind === 'auditStats' ? (['range', 'none'] as const) : (['type', 'range', 'type and range', 'none'] as const));
  const rangeOf = pick(RANGED[kind]);
  const from = Date.UTC(2026, 0, 1) + Math.floor(random() * 120) * DAY;
  const deep = random() < 0.3;
  return {
    companyName: pick(['有限公司', '科技', '公司1'] as const),
    ...(other.includes('type') && { orderType: 1 + Math.floor(random() * 8) }),
    ...(other.includes('range') && { [rangeOf]: `${from},${from + 30 * DAY - 1}` }),
    field,
    sortType: pick(['asc', 'desc']),
    // Past 1,000 rows the window of a bounded walk is read day by day (walk-bound.ts DAY_WALK_DEPTH).
    pageNum: deep ? 60 + Math.floor(random() * 10) : 1 + Math.floor(random() * 5),
    pageSize: 20,
  };
}

/**
 * A list's walk past its cap for `body`, checked against plain SQL's page: its scans of orders in
 * the sort's order, planned with PostgreSQL kept off sequential, bitmap and sort plans (not the
 * page's rows read by their ids, alias orders, nor the few orders whose events are out of order,
 * read from their own index).
 */
async function walkOf(kind: ListKind, body: Record<string, unknown>, dated?: DatedCounts) {
  const admin = await authUserOf(t.ctx.db, 'admin');
  const label = `${kind} ${JSON.stringify(body)}`;
  const req = listRequestSchema(kind).parse(body);
  const params = new QueryParams();
  // Without the dated orders' counts unless given: on 200 orders every value has few, and a walk's
  // dated part would be found by a bitmap and sorted instead (order-lists-dated-few.test.ts).
  const where = listWhere(kind, admin, req, params, pageEnd(req), { rates: await dateRates(t.ctx.db), dated });
  const order = listOrderBy(kind, req.field, req.sortType, params);
  const walk = listQueries(t.ctx.db, where, order).pastCap;
  const values = pageValues(params, req);
  const plan = await planNodes(t.database, walk, values, { enable_seqscan: 'off', enable_bitmapscan: 'off', enable_sort: 'off' });
  const walked = plan.filter(
    (node) =>
      node['Relation Name'] === 'orders' &&
      node.Alias !== 'orders' &&
      node['Index Name'] !== undefined &&
      node['Index Name'] !== 'orders_events_unusual_idx',
  );
  const rows = await compiledSelect<{ id: number }>(t.ctx.db, walk).execute(values);
  expect(
    rows.map((r) => r.id),
    label,
  ).toEqual((await plainList(t.database, kind, body)).ids);
  return { label, where, walked, sql: walk.toSQL().sql };
}

describe('a walk past a company-name search’s cap', () => {
  it('reads the sort’s index alone, or the value’s by the date, and checks the name last', async () => {
    const kinds = Object.keys(SORTS) as ListKind[];
    for (let i = 0; i < 40; i++) {
      const kind = pick(kinds);
      const { label, walked } = await walkOf(kind, randomRequest(kind));
      expect(walked.length, label).toBeGreaterThan(0);
      for (const node of walked) {
        // Since migration 0044 PostgreSQL may walk the type's or area's own orders by the sort's
        // date instead (ascending: the empty dates last, as the list's), the name checked on the row.
        if (!String(node['Index Name']).includes('_by_')) {
          expect(node['Node Type'], `${label}: ${node['Index Name']}`).toBe('Index Only Scan');
        }
        const filter = String(node.Filter ?? '');
        expect(filter, label).toContain('company_name ~~');
        // The name's LIKE is checked after the date ranges (PostgreSQL keeps the order written
        // for conditions of one cost; the equalities it puts last itself). Not so in a deep page's
        // day walk, whose filters are grouped (walk-bound.ts dayWalkRows) and ordered by their cost.
        if (!filter.includes('IS TRUE')) {
          expect(filter.slice(filter.lastIndexOf('company_name ~~')), label).not.toMatch(/[<>]=/);
        }
      }
    }
  });

  it('walks a deep page in intake order day by day through the index led by its type', async () => {
    for (let i = 0; i < 15; i++) {
      const kind = pick(['all', 'pendingCert', 'pendingReview'] as const);
      const from = Date.UTC(2026, 0, 1) + Math.floor(random() * 90) * DAY;
      const body = {
        companyName: pick(['有限公司', '科技', '公司1'] as const),
        orderType: 1 + Math.floor(random() * 8),
        // A range of a later event bounds the walk's window of intake dates (walk-bound.ts): one
        // the list's orders may hold (only ended orders have a finish date).
        [kind === 'all' ? pick(['completedCerDate', 'finishDate'] as const) : 'completedCerDate']: `${from},${from + 60 * DAY - 1}`,
        field: 'incomingDate',
        sortType: pick(['asc', 'desc']),
        pageNum: 60 + Math.floor(random() * 10),
        pageSize: 20,
      };
      const { label, where, walked } = await walkOf(kind, body);
      expect(where.walkBound?.byDay, label).toBe(true);
      // Each day is a range of the type's entries (migration 0036: the index includes every other filter).
      const days = walked.filter((node) => String(node['Index Cond'] ?? '').includes('steps.k'));
      expect(days.length, label).toBeGreaterThan(0);
      for (const node of days) {
        expect(node['Node Type'], label).toBe('Index Only Scan');
        expect(node['Index Cond'], label).toContain('order_type =');
      }
    }
  });
});

/**
 * The dated orders' counts (dated-counts.ts) as a table a thousand times larger would hold them:
 * on 200 orders every value has few (FEW_DATED), and the walk's dated part would be found and
 * sorted; so the list reads its parts as on a full table, where a single equality filter's parts
 * are chosen by filterWalk.
 */
async function fullTableCounts(): Promise<DatedCounts> {
  const scaled = (byValue: Record<string, number> | undefined) =>
    Object.fromEntries(Object.entries(byValue ?? {}).map(([value, n]) => [value, n * 1000]));
  return Object.fromEntries(Object.entries(await datedCounts(t.ctx.db)).map(([name, byValue]) => [name, scaled(byValue)]));
}

/** The pending lists' scopes as a status filter of all orders, their partial indexes' prefix and the sorts they index (order-list-indexes.ts). */
const SCOPES = [
  { status: 20, prefix: 'orders_pcert_', sorts: ['completedCerDate', 'lastContactDate'] },
  { status: 30, prefix: 'orders_preview_', sorts: ['completedCerDate'] },
] as const;

/**
 * All orders filtered by a status that is a pending list's whole scope (20; 30, which stands for
 * 30, 40 and 50) are walked through that list's partial index of the sort's date, whose entries
 * all match: the status is said as its stored values (list-filters.ts widen), word for word the
 * index's predicate, and left where the planner sees it (order-filters.ts, isPendingScope), not
 * checked on the entries of the whole table's index.
 */
it("walks all orders of a pending list's status through that list's own index of the sort's date", async () => {
  const dated = await fullTableCounts();
  for (let i = 0; i < 40; i++) {
    const scope = pick(SCOPES);
    const body = {
      orderStatus: scope.status,
      field: pick(scope.sorts),
      sortType: pick(['asc', 'desc']),
      pageNum: 1 + Math.floor(random() * 6),
      pageSize: pick([10, 20]),
    };
    const { label, walked, sql } = await walkOf('all', body, dated);
    // The status is the statement's own text, not a value: every plan may prove the index applies.
    expect(sql, label).toMatch(/"order_status" in \((20|30, 40, 50)\)/);
    expect(walked.length, label).toBeGreaterThan(0);
    for (const node of walked) expect(String(node['Index Name']), label).toContain(scope.prefix);
  }
});

/**
 * The audit statistics sorted by the intake, the certification or the finish are walked through
 * their own indexes of that date (orders_astats_*, migration 0045), which hold the reviewed orders
 * alone, not the whole table's, where every entry's review would be checked (a third are reviews
 * on the benchmark's million: page 461 of 50 read 41,600 entries for 23,050).
 */
it("walks the audit statistics through their own index of the sort's date", async () => {
  const dated = await fullTableCounts();
  for (let i = 0; i < 30; i++) {
    const body = {
      ...(random() < 0.5 && { companyName: pick(['有限公司', '科技', '公司1'] as const) }),
      field: pick(['incomingDate', 'completedCerDate', 'finishDate'] as const),
      sortType: pick(['asc', 'desc']),
      pageNum: 1 + Math.floor(random() * 6),
      pageSize: pick([10, 20]),
    };
    const { label, walked } = await walkOf('auditStats', body, dated);
    expect(walked.length, label).toBeGreaterThan(0);
    for (const node of walked) {
      expect(String(node['Index Name']), label).toMatch(/^orders_astats_(incoming|completedCerDate_(asc|desc)|finishDate_(asc|desc))_idx$/);
      expect(node['Node Type'], label).toBe('Index Only Scan');
    }
  }
});

/** The filter columns of the list indexes: keys after the order's id since migration 0051 (the texts stay included). */
const KEYED =
  /\b(order_status|order_type|certification_type|province|city|certification_uid|audit_uid|incoming_date|last_contact_date|completed_cer_date|completed_audit_date|finish_date)\b/;

/** The top-level conjuncts of a plan's Filter, as PostgreSQL prints them: `((a) AND (b))`, or one `(a)`. */
function conjuncts(filter: string): string[] {
  const inner = filter.startsWith('((') && filter.endsWith('))') ? filter.slice(1, -1) : filter;
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '(') depth++;
    else if (inner[i] === ')') depth--;
    else if (depth === 0 && inner.startsWith(' AND ', i)) {
      parts.push(inner.slice(start, i));
      start = i + 5;
    }
  }
  return [...parts, inner.slice(start)];
}

/**
 * A walk checks every filter it says plainly while the btree reads its entries: each list index
 * holds the filter columns as keys after the id (migration 0051), so a status, a type, an area, a
 * handler or a date's presence or range is an index condition there, not a Filter checked after
 * each entry is returned and unpacked. Left to the Filter: a text (no btree condition), and the
 * conditions the lists hide from the planner on purpose (`IS TRUE`, walk-bound.ts filterAlone;
 * the dated copies' CASE, migration 0035). Random lists, filters, sorts and pages from the printed
 * seed; each page checked against plain SQL (walkOf).
 */
it('checks every filter said plainly in the index it walks, not on the rows it returns', async () => {
  const dated = await fullTableCounts();
  const kinds = Object.keys(SORTS) as ListKind[];
  let inIndex = 0;
  for (let i = 0; i < 60; i++) {
    const kind = pick(kinds);
    const from = Date.UTC(2026, 0, 1) + Math.floor(random() * 120) * DAY;
    const body: Record<string, unknown> = {
      ...(kind !== 'auditStats' && random() < 0.6 && { orderType: 1 + Math.floor(random() * 8) }),
      ...(kind === 'all' && random() < 0.5 && { orderStatus: pick(STATUSES) }),
      ...(kind !== 'auditStats' && random() < 0.2 && { province: pick(['11', '32', '44']) }),
      ...(random() < 0.3 && { [pick(RANGED[kind])]: `${from},${from + 30 * DAY - 1}` }),
      ...(random() < 0.2 && { companyName: pick(NAMES) }),
      field: pick(SORTS[kind]),
      sortType: pick(['asc', 'desc']),
      pageNum: random() < 0.3 ? 60 + Math.floor(random() * 10) : 1 + Math.floor(random() * 5),
      pageSize: 20,
    };
    const { label, walked } = await walkOf(kind, body, dated);
    // The walks that read an index alone (a plain index scan, such as one of the expiry's, goes to the table anyway).
    for (const node of walked.filter((n) => n['Node Type'] === 'Index Only Scan')) {
      inIndex += KEYED.test(String(node['Index Cond'] ?? '')) ? 1 : 0;
      const plain = conjuncts(String(node.Filter ?? '')).filter(
        // A list of values (pending review's 30, 40, 50) PostgreSQL before 17 checks on the returned
        // entries of a walk in order: as an index condition it would read each value's range apart.
        (c) =>
          c !== '' && !c.endsWith(' IS TRUE)') && !c.startsWith('(CASE WHEN') && !c.includes(' = ANY (') && !/company_name|mark/.test(c),
      );
      expect(
        plain.filter((c) => KEYED.test(c)),
        `${label}: ${node['Index Name']}`,
      ).toEqual([]);
    }
  }
  // Some walks had a filter to check in the index at all.
  expect(inIndex).toBeGreaterThan(10);
});

it('holds every filter column of a list index as a key after its unique tail, only the texts included', async () => {
  const { rows } = await t.database.query<{ name: string; def: string }>(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid in ('orders'::regclass, 'order_handlers'::regclass)`,
  );
  const lists = rows.filter((r) => /btree \(.*\b(id|order_id)\b.*, order_status\b/.test(r.def) || r.def.includes('INCLUDE'));
  // Those of 0051: 53 of orders, 23 of order_handlers.
  expect(lists.length).toBeGreaterThanOrEqual(76);
  for (const { name, def } of lists) {
    const included = def.match(/INCLUDE \((.*?)\)/)?.[1]?.split(', ') ?? [];
    expect(
      included.filter((c) => c !== 'company_name' && c !== 'mark'),
      name,
    ).toEqual([]);
  }
});
