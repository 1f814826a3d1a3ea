/**
 * The four lists against a plain SQL oracle (issue 18): random cases from a printed seed
 * (ORACLE_SEED repeats a run, ORACLE_CASES sets how many) on ~20,000 orders filled as the
 * benchmark fills them. The oracle (test-list-oracle.ts) is written independently of the list code
 * and its filter table: a simple WHERE, ORDER BY and LIMIT/OFFSET, and an exact count(*). The API's
 * total must be exact up to the cap and "cap+" past it; its page must hold the oracle's ids, in order.
 */
import { LIST_COUNT_CAP, PAGE_SIZES, SUBSTRING_COUNT_CAP } from '@certdesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BenchCase, Caller } from '../../../bench/lists-cases.js';
import { LIST_URL } from '../../../bench/lists-cases.js';
import { fillOrders } from '../../../bench/lists-fill.js';
import { CALLERS, type FilledSet, freshSeed, randomCases } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TEST_PASSWORD } from '../../../test/test-config.js';
import { Rng } from '../../platform/rng.js';
import { type FilterName, LIST_FILTER_NAMES, LIST_SORT_FIELDS } from './list-filters.js';
import { EVENT_LAG_DAYS } from './order-events.js';
import type { ListKind } from './order-filters.js';
import { DATE_COLUMNS, plainList, SCOPES } from './test-list-oracle.js';

const ORDERS = 20_000;
const CASES = Number(process.env.ORACLE_CASES ?? 250);
const ANCHORED = 150;
const SEED = process.env.ORACLE_SEED ? Number(process.env.ORACLE_SEED) : freshSeed();

let t: TestApp;
let set: FilledSet;
const tokens = {} as Record<Caller, string>;
const uids = {} as Record<Caller, number>;

beforeAll(async () => {
  t = await createTestApp();
  const one = async <T>(text: string, params: unknown[] = []) => (await t.database.query<T>(text, params)).rows[0] as T;
  const { h } = await one<{ h: string }>(`select password_hash h from users where account = 'admin'`);
  await fillOrders(t.database, ORDERS, h);
  await putEventsOutOfOrder();
  const ids = async (pattern: string) =>
    (await t.database.query<{ id: number }>('select id from users where account like $1 order by id', [pattern])).rows.map((r) => r.id);
  const range = await one<{ lo: number; hi: number }>('select min(id)::int lo, max(id)::int hi from orders');
  const accounts: Record<Caller, string> = { admin: 'admin', cert: 'bcert5', audit: 'baudit3' };
  for (const [as, account] of Object.entries(accounts) as [Caller, string][]) {
    tokens[as] = await t.login(account, TEST_PASSWORD);
    uids[as] = (await one<{ id: number }>('select id from users where account = $1', [account])).id;
  }
  set = {
    n: ORDERS,
    minId: range.lo,
    maxId: range.hi,
    certifiers: await ids('bcert%'),
    auditors: await ids('baudit%'),
    nobody: uids.admin,
  };
}, 180_000);
afterAll(() => t?.close());

/**
 * Three orders in 50 with their events out of the usual order, as real data may have them: a
 * partner's intake time later than the order's certification, review, finish or last call (a call
 * made before the order came in, bound to it afterwards); a review or a certification recorded
 * after the finish. Three more in 50 are late (migration 0028): certified, finished or last called
 * more than EVENT_LAG_DAYS after the event before. The lists may use the usual order and its lag
 * to find a page faster, never to leave such an order out.
 */
async function putEventsOutOfOrder() {
  const later = 'greatest(completed_cer_date, completed_audit_date, finish_date, last_contact_date)';
  await t.database.query(
    `update orders set incoming_date = ${later} + interval '1 hour' * (1 + id % 48) where id % 50 = 7 and ${later} is not null`,
  );
  await t.database.query(
    `update orders set completed_audit_date = finish_date + interval '1 hour' * (1 + id % 48) where id % 50 = 11 and finish_date is not null`,
  );
  // Certified again after it was finished (migration 0025).
  await t.database.query(
    `update orders set completed_cer_date = finish_date + interval '1 hour' * (1 + id % 48) where id % 50 = 13 and finish_date is not null`,
  );
  const late = `interval '1 day' * (${EVENT_LAG_DAYS} + 1 + id % 48)`;
  await t.database.query(
    `update orders set completed_cer_date = incoming_date + ${late} where id % 50 = 17 and completed_cer_date is not null`,
  );
  await t.database.query(`update orders set finish_date = finish_date + ${late} where id % 50 = 19 and finish_date is not null`);
  await t.database.query(
    `update orders set last_contact_date = incoming_date + ${late} where id % 50 = 23 and last_contact_date is not null`,
  );
}

/** The oracle: the same list in plain SQL (test-list-oracle.ts), as the case's caller sees it. */
const oracle = (c: BenchCase) => plainList(t.database, c.kind, c.body, c.as === 'admin' ? undefined : uids[c.as]);

/** Calls the list as the case's caller and compares total and page with the oracle's. */
async function agrees(c: BenchCase): Promise<{ count: number; capped: boolean }> {
  const answer = await t.call<{ result: { orderId: number }[]; totalCount: number; totalCapped?: boolean }>(
    'POST',
    LIST_URL[c.kind],
    tokens[c.as],
    c.body,
  );
  expect(answer.code, `${c.kind} as ${c.as}: ${c.name} (seed ${SEED})`).toBe('0000');
  const want = await oracle(c);
  const cap = 'companyName' in c.body || 'mark' in c.body ? SUBSTRING_COUNT_CAP : LIST_COUNT_CAP;
  const got = { total: answer.data.totalCount, capped: answer.data.totalCapped ?? false, ids: answer.data.result.map((r) => r.orderId) };
  const expected = { total: Math.min(want.count, cap), capped: want.count > cap, ids: want.ids };
  expect(got, `${c.kind} as ${c.as}: ${c.name} (seed ${SEED}, ${want.count} matches)`).toEqual(expected);
  return { count: want.count, capped: expected.capped };
}

it('random cases: the lists answer what a plain SQL query answers', { timeout: 180_000 }, async () => {
  console.log(`list oracle: ${CASES} random cases on ${ORDERS} orders, seed ${SEED} (repeat with ORACLE_SEED=${SEED})`);
  const cases = randomCases(SEED, CASES, set);
  let capped = 0;
  let empty = 0;
  for (const c of cases) {
    const found = await agrees(c);
    if (found.capped) capped++;
    if (found.count === 0) empty++;
  }
  console.log(`list oracle: ${cases.length} cases agreed (${capped} past the cap, ${empty} with no match)`);
});

interface AnchorRow extends Record<string, unknown> {
  id: number;
  order_status: number;
  company_name: string;
  mark: string;
}

/**
 * The value of a filter that the order `row` matches, or undefined when the row has none: its
 * own number, status, area and people, a piece of its name or remark, a range around its date.
 */
function valueAround(name: FilterName, row: AnchorRow, rng: Rng): unknown {
  const piece = (text: string) => {
    const chars = [...text];
    if (chars.length === 0) return undefined;
    const from = rng.int(0, chars.length - 1);
    return chars.slice(from, from + rng.int(1, 4)).join('');
  };
  const column = DATE_COLUMNS[name];
  if (column) {
    const at = row[column] as Date | string | null;
    if (!at) return undefined;
    const time = new Date(at).getTime();
    const start = time - rng.int(0, 72) * 3_600_000;
    const end = time + rng.int(0, 72) * 3_600_000;
    const open = rng.int(0, 4);
    return `${open === 0 ? 0 : start},${open === 1 ? 0 : end}`;
  }
  const own: Partial<Record<FilterName, unknown>> = {
    orderId: row.id,
    openOrderId: row.open_order_id,
    applyUser: row.apply_user || undefined,
    orderType: row.order_type,
    certificationType: row.certification_type,
    certificationUid: row.certification_uid ?? undefined,
    auditUid: row.audit_uid ?? undefined,
    orderStatus: row.order_status === 40 || row.order_status === 50 ? 30 : row.order_status,
    province: row.province || undefined,
    city: row.city || undefined,
    companyName: piece(row.company_name),
    mark: piece(row.mark),
  };
  return own[name];
}

it('cases built around an order: the lists find it, and answer what a plain SQL query answers', { timeout: 180_000 }, async () => {
  // Random cases often match nothing (two narrow filters); these are built from an order the
  // caller sees in the list, so that each has at least one match and its pages are compared.
  const rng = new Rng(SEED + 1);
  const pick = <T>(items: readonly T[]) => items[rng.int(0, items.length - 1)]!;
  let matches = 0;
  for (let i = 0; i < ANCHORED; i++) {
    const kind = pick(Object.keys(CALLERS) as ListKind[]);
    const as = pick(CALLERS[kind]);
    const seen = as === 'admin' ? 'true' : `${uids[as]} = any(handler_uids)`;
    const where = `from orders where ${SCOPES[kind]} and ${seen}`;
    const { rows } = await t.database.query<AnchorRow>(
      `select * ${where} order by id offset (select floor($1::float8 * count(*))::int ${where}) limit 1`,
      [rng.next()],
    );
    const row = rows[0]!;
    const values = LIST_FILTER_NAMES[kind]
      .map((name) => [name, valueAround(name, row, rng)] as const)
      .filter(([, value]) => value !== undefined);
    const chosen = Array.from({ length: rng.int(1, 3) }, () => pick(values));
    const body: Record<string, unknown> = Object.fromEntries(chosen);
    if (rng.next() < 0.8) Object.assign(body, { field: pick(LIST_SORT_FIELDS[kind]), sortType: pick(['asc', 'desc']) });
    Object.assign(body, { pageNum: rng.int(1, 4), pageSize: pick(PAGE_SIZES) });
    const c: BenchCase = { kind, as, body, name: `anchored #${i} on order ${row.id} ${JSON.stringify(body)}` };
    const found = await agrees(c);
    expect(found.count, `${c.name}: the order it was built on matches (seed ${SEED})`).toBeGreaterThan(0);
    matches += found.count;
  }
  console.log(`list oracle: ${ANCHORED} cases built around an order agreed (${matches} matches in all)`);
});
