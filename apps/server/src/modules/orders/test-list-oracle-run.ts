/**
 * Test helper: what the list oracle tests share. A run signs in as the administrator, a certifier
 * and an auditor of the fill; `agrees` calls a list as a case's caller and compares its total and
 * page with plain SQL's (test-list-oracle.ts); `anchoredCase` builds a case around an order the
 * caller sees, so that it has a match, and may put its page anywhere in the list.
 */
import { LIST_COUNT_CAP, PAGE_SIZES, SUBSTRING_COUNT_CAP } from '@certdesk/contract';
import { expect } from 'vitest';
import type { BenchCase, Caller } from '../../../bench/lists-cases.js';
import { LIST_URL } from '../../../bench/lists-cases.js';
import { CALLERS } from '../../../bench/lists-random.js';
import type { TestApp } from '../../../test/test-app.js';
import { TEST_PASSWORD } from '../../../test/test-config.js';
import type { Rng } from '../../platform/rng.js';
import { type FilterName, LIST_FILTER_NAMES, LIST_SORT_FIELDS } from './list-filters.js';
import type { ListKind } from './order-filters.js';
import { DATE_COLUMNS, plainList, SCOPES } from './test-list-oracle.js';

export interface OracleRun {
  t: TestApp;
  seed: number;
  tokens: Record<Caller, string>;
  uids: Record<Caller, number>;
}

/** Signs in the three callers of the oracle cases: the administrator, bcert5 and baudit3. */
export async function openOracleRun(t: TestApp, seed: number): Promise<OracleRun> {
  const accounts: Record<Caller, string> = { admin: 'admin', cert: 'bcert5', audit: 'baudit3' };
  const tokens = {} as Record<Caller, string>;
  const uids = {} as Record<Caller, number>;
  for (const [as, account] of Object.entries(accounts) as [Caller, string][]) {
    tokens[as] = await t.login(account, TEST_PASSWORD);
    const { rows } = await t.database.query<{ id: number }>('select id from users where account = $1', [account]);
    uids[as] = rows[0]?.id ?? -1;
  }
  return { t, seed, tokens, uids };
}

/** The case's list in plain SQL, as its caller sees it (an administrator sees every order). */
export const oracleOf = (run: OracleRun, c: BenchCase) =>
  plainList(run.t.database, c.kind, c.body, c.as === 'admin' ? undefined : run.uids[c.as]);

/** Calls the list as the case's caller and compares total and page with the oracle's. */
export async function agrees(run: OracleRun, c: BenchCase): Promise<{ count: number; capped: boolean }> {
  const answer = await run.t.call<{ result: { orderId: number }[]; totalCount: number; totalCapped?: boolean }>(
    'POST',
    LIST_URL[c.kind],
    run.tokens[c.as],
    c.body,
  );
  expect(answer.code, `${c.kind} as ${c.as}: ${c.name} (seed ${run.seed})`).toBe('0000');
  const want = await oracleOf(run, c);
  const cap = 'companyName' in c.body || 'mark' in c.body ? SUBSTRING_COUNT_CAP : LIST_COUNT_CAP;
  const got = { total: answer.data.totalCount, capped: answer.data.totalCapped ?? false, ids: answer.data.result.map((r) => r.orderId) };
  const expected = { total: Math.min(want.count, cap), capped: want.count > cap, ids: want.ids };
  expect(got, `${c.kind} as ${c.as}: ${c.name} (seed ${run.seed}, ${want.count} matches)`).toEqual(expected);
  return { count: want.count, capped: expected.capped };
}

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

/** Where an anchored case's page lies: among the first four pages, or anywhere in the list. */
export type PagePlace = 'first pages' | 'anywhere';

/**
 * A case of a random list and caller built around a random order the caller sees there: one to
 * three of the order's own values, a random sort or none. Its page is one of the first four, or
 * (`anywhere`: none of its values or one) any page of its matches up to page 500, half of those
 * the page where the sort's dated orders end and the undated begin, where a list's parts meet.
 */
export async function anchoredCase(run: OracleRun, rng: Rng, i: number, place: PagePlace): Promise<BenchCase | undefined> {
  const pick = <T>(items: readonly T[]) => items[rng.int(0, items.length - 1)]!;
  const kind = pick(Object.keys(CALLERS) as ListKind[]);
  const as = pick(CALLERS[kind]);
  const seen = as === 'admin' ? 'true' : `${run.uids[as]} = any(handler_uids)`;
  const where = `from orders where ${SCOPES[kind]} and ${seen}`;
  const { rows } = await run.t.database.query<AnchorRow>(
    `select * ${where} order by id offset (select floor($1::float8 * count(*))::int ${where}) limit 1`,
    [rng.next()],
  );
  const row = rows[0];
  if (!row) return undefined;
  const values = LIST_FILTER_NAMES[kind]
    .map((name) => [name, valueAround(name, row, rng)] as const)
    .filter(([, value]) => value !== undefined);
  // A page anywhere needs lists longer than a few pages: no filter or one.
  const chosen = Array.from({ length: place === 'anywhere' ? rng.int(0, 1) : rng.int(1, 3) }, () => pick(values));
  const body: Record<string, unknown> = Object.fromEntries(chosen);
  if (rng.next() < 0.8) Object.assign(body, { field: pick(LIST_SORT_FIELDS[kind]), sortType: pick(['asc', 'desc']) });
  const pageSize = pick(PAGE_SIZES);
  let pageNum = rng.int(1, 4);
  if (place === 'anywhere') {
    const c: BenchCase = { kind, as, body, name: '' };
    const { count } = await oracleOf(run, c);
    const column = DATE_COLUMNS[String(body.field)];
    const dated = column && rng.chance(0.5) ? await datedCount(run, c, column) : undefined;
    const at = dated ?? rng.int(0, Math.max(0, count - 1));
    pageNum = Math.min(500, 1 + Math.floor(at / pageSize));
  }
  Object.assign(body, { pageNum, pageSize });
  return { kind, as, body, name: `anchored #${i} on order ${row.id} ${JSON.stringify(body)}` };
}

/** How many of the case's matches hold the sort's date: they come first, the undated after them. */
async function datedCount(run: OracleRun, c: BenchCase, column: string): Promise<number> {
  const visibleTo = c.as === 'admin' ? undefined : run.uids[c.as];
  return (await plainList(run.t.database, c.kind, c.body, visibleTo, `${column} is not null`)).count;
}
