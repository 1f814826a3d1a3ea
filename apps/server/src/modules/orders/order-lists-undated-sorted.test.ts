import { PAGE_SIZES } from '@certdesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { compiledSelect } from '../../platform/db/compiled-select.js';
import { dateRates } from './date-rates.js';
import { datedCounts } from './dated-counts.js';
import { listWhere } from './order-filters.js';
import { listQueries } from './order-list-queries.js';
import { pageValues } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listOrderBy } from './order-sort.js';
import { QueryParams } from './query-params.js';
import { plainList } from './test-list-oracle.js';
import { planNodes } from './test-orders.js';
import { authUserOf } from './test-users.js';

/**
 * A walk's undated part (the orders without the sort's date, which sort last in id order) is
 * found by the index of a narrow range on another date and sorted, not walked in id order: an
 * order's dates follow its intake, and its id too, so a range of recent contacts lies at the far
 * end of the ids. As in the benchmark's fill, pending certification's orders are contacted in
 * intake order and few are certified. Random ranges, sorts and pages from a printed seed, against
 * plain SQL.
 */
let t: TestApp;
const { seed: SEED, random, pick } = testSeed('UNDATED_SEED');

const ORDERS = 3_000;
const DAY = 86_400_000;
const FIRST = Date.UTC(2025, 0, 1);

beforeAll(async () => {
  t = await createTestApp();
  console.log(`undated sorted: seed ${SEED} (repeat with UNDATED_SEED=${SEED})`);
  // Intake in id order, a contact a day or two later (four in five), a certification on one in
  // twenty: the certified ones are re-certifications waiting again (status 20 allows the date).
  await t.database.query(
    `insert into orders (open_order_id, order_type, certification_type, order_status, company_name, incoming_date, expired_date,
                         last_contact_date, completed_cer_date)
     select 'U' || i, 1 + i % 8, case when i % 3 = 0 then 20 else 10 end, 20, '排序企业' || i, d, d + interval '9 days',
            case when (i * 7) % 5 <> 0 then d + interval '1 day' * (1 + (i * 11) % 2) end,
            case when i % 20 = 0 then d + interval '3 days' end
     from generate_series(1, $1::int) as i, lateral (select to_timestamp($2::float8 / 1000) + interval '3 hours' * i as d) x`,
    [ORDERS, FIRST],
  );
  // 2,100 certified orders of type 1 and tag 10 in review: type 1 and tag 10 then have too many
  // certified orders for their dated ones to be found apart (FEW_DATED), so only their undated
  // orders' number splits their walk.
  await t.database.query(
    `insert into orders (open_order_id, order_type, order_status, company_name, incoming_date, expired_date, completed_cer_date)
     select 'R' || i, 1, 50, '复核企业' || i, d, d + interval '9 days', d + interval '2 days'
     from generate_series(1, 2100) as i, lateral (select to_timestamp($1::float8 / 1000) + interval '3 hours' * i as d) x`,
    [FIRST],
  );
  await t.database.exec('analyze orders');
}, 60_000);
afterAll(() => t?.close());

/** The page a list's walk statement reads for `values`: plain SQL's for the same request. */
async function expectPlainPage(
  walk: Parameters<typeof compiledSelect>[1],
  values: Record<string, unknown>,
  body: Record<string, unknown>,
  label: string,
) {
  const rows = await compiledSelect<{ id: number }>(t.ctx.db, walk).execute(values);
  const plain = await plainList(t.database, 'pendingCert', body);
  expect(
    rows.map((r) => r.id),
    label,
  ).toEqual(plain.ids);
}

it('finds the undated orders of a narrow contact range by its index, or walks them within their intake’s ids when that reads less, and pages as plain SQL does', async () => {
  const admin = await authUserOf(t.ctx.db, 'admin');
  const rates = await dateRates(t.ctx.db);
  expect(rates.lastContactDate?.perDay).toBeGreaterThan(0);
  const spanDays = (ORDERS * 3) / 24;
  const read = { sorted: 0, withinIntake: 0 };
  for (let i = 0; i < 30; i++) {
    // A range of contacts somewhere among the orders' days, often near the last (the far end of the ids).
    const from = FIRST + Math.floor((random() < 0.5 ? 0.7 + random() * 0.3 : random()) * spanDays) * DAY;
    const body = {
      lastContactDate: `${from},${from + (1 + Math.floor(random() * 30)) * DAY}`,
      field: 'completedCerDate',
      sortType: pick(['asc', 'desc'] as const),
      pageSize: pick(PAGE_SIZES),
      pageNum: 1 + Math.floor(random() * 8),
    };
    const req = listRequestSchema('pendingCert').parse(body);
    const params = new QueryParams();
    const where = listWhere('pendingCert', admin, req, params, req.pageNum * req.pageSize, { rates });
    const order = listOrderBy('pendingCert', req.field, req.sortType, params);
    const label = JSON.stringify(body);
    const withinIntake = where.undatedIds !== undefined;
    expect(where.undatedSorted, label).toBe(!withinIntake);
    read[withinIntake ? 'withinIntake' : 'sorted']++;

    const walk = listQueries(t.ctx.db, where, order).pastCap;
    const values = pageValues(params, req);
    const plan = await planNodes(t.database, walk, values, { enable_seqscan: 'off' });
    // The certification index's undated range. (The contact index checks the certification's
    // absence among its keys since migration 0051: that is the contact range, not this walk.)
    const nullRange = plan.filter(
      (n) =>
        String(n['Index Name'] ?? '').includes('completedCerDate') && String(n['Index Cond'] ?? '').includes('completed_cer_date IS NULL'),
    );
    if (withinIntake) {
      // Read within the window's ids: the certification index's undated range (its null entries,
      // in id order) from the window's first id, or on these few orders, where PostgreSQL takes a
      // range between two unknowns for 0.5 % of the table, the ids' own range.
      const idRanges = plan.filter((n) => /\bid >= .* AND \(?id <= /.test(String(n['Index Cond'] ?? '')));
      expect(idRanges.length, label).toBe(1);
    } else {
      // No walk of the undated range: the contact range's index finds them.
      expect(nullRange, label).toEqual([]);
      expect(
        plan.some((n) => String(n['Index Name'] ?? '').includes('lastContactDate')),
        label,
      ).toBe(true);
    }
    await expectPlainPage(walk, values, body, label);
  }
  console.log(`undated sorted: ${read.sorted} sorted, ${read.withinIntake} walked within the intake's ids`);
  // Both kinds come up: a deep page of a short range sorts, a shallow one walks (about one in five).
  expect(read.sorted).toBeGreaterThan(0);
  expect(read.withinIntake).toBeGreaterThan(0);
});

it('walks the undated orders in id order when no range besides the sort narrows them', async () => {
  const admin = await authUserOf(t.ctx.db, 'admin');
  const req = listRequestSchema('pendingCert').parse({ field: 'completedCerDate', sortType: 'asc', pageNum: 3, pageSize: 20 });
  const where = listWhere('pendingCert', admin, req, new QueryParams(), 60, { rates: await dateRates(t.ctx.db) });
  expect(where.undatedSorted).toBe(false);
});

/**
 * A random request of pending certification by one type or tag (and what `filters` adds), newest or
 * oldest certification first, at a random page: its WHERE and order, and whether the type or tag
 * alone would walk its undated part. Its pending orders never certified (n), among the 2,850
 * pending ones: a walk of the certification index's null entries passes pageEnd × 2,850 / n of
 * them; walked up to 2.3 entries a match, else sorted by the id (filterWalk).
 */
async function typeRequest(
  filters: () => ({ orderType: number } | { certificationType: number }) & Record<string, unknown>,
  page?: { pageNum: number; pageSize: number },
) {
  const admin = await authUserOf(t.ctx.db, 'admin');
  const dated = await datedCounts(t.ctx.db);
  const pageSize = page?.pageSize ?? pick(PAGE_SIZES);
  const pageNum = page?.pageNum ?? 1 + Math.floor(random() * Math.min(40, Math.ceil(375 / pageSize) + 2));
  const body = { ...filters(), field: 'completedCerDate', sortType: pick(['asc', 'desc'] as const), pageSize, pageNum };
  const req = listRequestSchema('pendingCert').parse(body);
  const params = new QueryParams();
  const where = listWhere('pendingCert', admin, req, params, pageNum * pageSize, { dated });
  const order = listOrderBy('pendingCert', req.field, req.sortType, params);
  const [column, value] = 'orderType' in body ? ['order_type', body.orderType] : ['certification_type', body.certificationType];
  const undated = await t.database.query<{ n: number }>(
    `select count(*)::int n from orders where order_status = 20 and ${column} = $1 and completed_cer_date is null`,
    [value],
  );
  const n = undated.rows[0]!.n;
  const walkedAlone = (pageNum * pageSize * 2_850) / n <= 2.3 * n;
  const walk = listQueries(t.ctx.db, where, order).pastCap;
  return { body, where, walk, values: pageValues(params, req), label: JSON.stringify(body), walkedAlone };
}

it('walks a tag’s undated orders in the null dates’ entries, or sorts them by the id for a deep page, and pages as plain SQL does', async () => {
  const ways = new Set<string>();
  for (let i = 0; i < 30; i++) {
    // The tag (certification type), which leads no index by the date: a type's undated orders are
    // read from its own (order-lists-filter-led.test.ts). Tag 10 half the time: its dated orders
    // are too many to be found apart (fewDated).
    const {
      body,
      where,
      walk,
      values,
      label,
      walkedAlone: walked,
    } = await typeRequest(
      () => ({
        certificationType: i > 1 && random() < 0.5 ? 10 : 20,
      }),
      // Both ways in every seed: the first page walks, a deep one sorts (seed 637470536 drew only
      // deep pages); the others at random.
      i === 0 ? { pageNum: 1, pageSize: 10 } : i === 1 ? { pageNum: 20, pageSize: 50 } : undefined,
    );
    expect(where.filterLed, label).toBeUndefined();
    expect(where.undatedSorted, label).toBe(!walked);
    expect(where.undatedRows !== undefined, label).toBe(walked);
    ways.add(walked ? 'walk' : 'sort');

    // Kept off the table's whole read, whole or by a bitmap, which a table this small invites.
    const plan = await planNodes(t.database, walk, values, { enable_seqscan: 'off', enable_bitmapscan: 'off' });
    // A walk of the certification index with the type checked on its entries; not the dated part
    // found apart by its dated copies (fewDated), which this plan, kept off bitmaps, reads from
    // the same index with the copies checked there.
    const dateWalk = plan.filter((n) => {
      const filter = String(n.Filter ?? '');
      return String(n['Index Name'] ?? '').includes('completedCerDate') && filter.includes('IS TRUE') && !filter.includes('CASE WHEN');
    });
    const byId = plan.filter((n) => JSON.stringify(n['Sort Key'] ?? '').includes('id + 0'));
    // Walked: the certification index, the tag checked on its entries; sorted: the tag's undated
    // orders by the id, after its certified ones walked (tag 10) or found apart (fewDated).
    const many = 'certificationType' in body && body.certificationType === 10;
    expect(dateWalk.length > 0, label).toBe(walked || many);
    expect(byId.length > 0, label).toBe(!walked);
    await expectPlainPage(walk, values, body, label);
  }
  expect([...ways].sort()).toEqual(['sort', 'walk']);
});

it('with a company name besides the type, sorts the type’s undated orders by the id only where the walk is longer already, and pages as plain SQL does', async () => {
  const ways = new Set<string>();
  for (let i = 0; i < 30; i++) {
    const { body, where, walk, values, label, walkedAlone } = await typeRequest(() => ({
      orderType: 2 + Math.floor(random() * 7),
      // Every order's name, or the ninth or so whose number starts with a 1: a share no count knows.
      companyName: pick(['企业', '排序企业1']),
    }));
    // As the type alone would be sorted (the test above); otherwise one statement, as PostgreSQL
    // plans it: the text may make any walk longer, so neither part is walked.
    const sorted = !walkedAlone;
    expect(where.undatedSorted, label).toBe(sorted);
    expect(where.undatedRows, label).toBeUndefined();
    // Its 150 certified pending orders are walked whole: fewer than 2.3 per order of the type.
    expect(where.datedRows !== undefined, label).toBe(sorted);
    ways.add(sorted ? 'sort' : 'whole');

    const plan = await planNodes(t.database, walk, values, { enable_seqscan: 'off', enable_bitmapscan: 'off' });
    const byId = plan.filter((n) => JSON.stringify(n['Sort Key'] ?? '').includes('id + 0'));
    expect(byId.length > 0, label).toBe(sorted);
    await expectPlainPage(walk, values, body, label);
  }
  expect([...ways].sort()).toEqual(['sort', 'whole']);
});
