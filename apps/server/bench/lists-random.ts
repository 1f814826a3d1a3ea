import { PAGE_SIZES } from '@certdesk/contract';
import { type FilterName, LIST_FILTER_NAMES, LIST_SORT_FIELDS } from '../src/modules/orders/list-filters.js';
import type { ListKind } from '../src/modules/orders/order-filters.js';
import type { Database } from '../src/platform/db/client.js';
import { Rng } from '../src/platform/rng.js';
import type { BenchCase, Caller } from './lists-cases.js';

/** A seeded generator (Rng, mulberry32): the same seed gives the same cases. */
export function seededRandom(seed: number): () => number {
  const rng = new Rng(seed);
  return () => rng.next();
}

/** A new seed, to be printed so that a run can be repeated. */
export function freshSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/**
 * A test's random inputs: the seed from the environment variable `name` when it is set (to repeat
 * a run), else a fresh one, which the test prints; its random numbers; a pick among values.
 */
export function testSeed(name: string) {
  const seed = process.env[name] ? Number(process.env[name]) : freshSeed();
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  return { seed, random, pick };
}

/** What the filled data set holds (lists-fill.ts), for realistic values. */
export interface FilledSet {
  /** Number of orders filled. */
  n: number;
  /** The lowest and highest order id (the sequence is not reset by a new fill). */
  minId: number;
  maxId: number;
  /** The certifiers' and auditors' user ids the fill assigns. */
  certifiers: number[];
  auditors: number[];
  /** A user id that handles no order (the administrator). */
  nobody: number;
  /** The first intake and the intakes' span (ms), when the fill is not lists-fill.ts's steady one. */
  intakes?: { from: number; spanMs: number };
}

const DAY = 86_400_000;
/** The fill's first intake (lists-fill.ts): 2024-06-01 08:00 +08:00, then one order every 50 s. */
const FILL_START = Date.parse('2024-06-01T00:00:00Z');

/**
 * A realistic value of a filter on the filled data set: common (many matches) or rare (few or
 * none), chosen at random. Typed by the filter table, so that a new filter needs its values here.
 */
const VALUES: Record<FilterName, (r: () => number, s: FilledSet) => unknown> = {
  orderId: (r, s) => (r() < 0.9 ? s.minId + Math.floor(r() * (s.maxId - s.minId + 1)) : s.maxId + 1 + Math.floor(r() * 1000)),
  openOrderId: (r, s) => (r() < 0.9 ? `B${1 + Math.floor(r() * s.n)}` : `X${Math.floor(r() * 1000)}`),
  companyName: (r) =>
    pick(r, ['科技', '公司1', `公司${Math.floor(r() * 50_000)}`, `公司${Math.floor(r() * 50_000)}科技`, '有限公司', '不存在的企业', '技']),
  applyUser: (r) => (r() < 0.85 ? `申请人${Math.floor(r() * 20_000)}` : '无此申请人'),
  mark: (r) => pick(r, ['下午', '客户要求', '联系', '午', '上午', '不存在的备注']),
  orderType: (r) => 1 + Math.floor(r() * 8),
  certificationType: (r) => pick(r, [10, 20]),
  province: (r) => (r() < 0.85 ? pick(r, ['11', '31', '44', '32', '33', '51', '42', '37', '310000']) : pick(r, ['65', '46'])),
  city: (r) =>
    r() < 0.85 ? pick(r, ['1101', '3101', '4401', '3201', '3301', '5101', '4201', '3701', '440100']) : pick(r, ['3102', '6501']),
  certificationUid: (r, s) => (r() < 0.9 ? pick(r, s.certifiers) : s.nobody),
  auditUid: (r, s) => (r() < 0.9 ? pick(r, s.auditors) : s.nobody),
  orderStatus: (r) => pick(r, [10, 20, 30, 40, 50, 100]),
  incomingDate: dateRange,
  completedCerDate: dateRange,
  completedAuditDate: dateRange,
  finishDate: dateRange,
  lastContactDate: dateRange,
};

function pick<T>(r: () => number, from: readonly T[]): T {
  return from[Math.floor(r() * from.length)] as T;
}

/**
 * A date range over the data set's span (one order every 50 s from FILL_START, or the set's own
 * intakes): a day, a week, a month, a quarter or a year, starting anywhere in it (one in ten
 * outside it: no matches), sometimes open on one side, as "start,end" milliseconds.
 */
function dateRange(r: () => number, s: FilledSet): string {
  const { from, spanMs: span } = s.intakes ?? { from: FILL_START, spanMs: s.n * 50_000 };
  const width = pick(r, [1, 7, 31, 92, 365]) * DAY;
  const start = r() < 0.1 ? from + span + 10 * DAY + Math.floor(r() * 365 * DAY) : from + Math.floor(r() * span);
  const dayStart = start - (start % DAY) - 8 * 3_600_000;
  const open = r();
  if (open < 0.1) return `${dayStart},0`;
  if (open < 0.2) return `0,${dayStart + width}`;
  return `${dayStart},${dayStart + width - 1}`;
}

const KINDS: ListKind[] = ['all', 'pendingCert', 'pendingReview', 'auditStats'];
/** Who may open each list (the demo roles' screens: a certifier has no review lists, an auditor no pending certification). */
export const CALLERS: Record<ListKind, Caller[]> = {
  all: ['admin', 'cert', 'audit'],
  pendingCert: ['admin', 'cert'],
  pendingReview: ['admin', 'audit'],
  auditStats: ['admin', 'audit'],
};

/**
 * Random cases of the four lists: any list, up to three of its filters with realistic values,
 * any of its sorts (or none) either way, pages 1–500 (half of them within the first five), any
 * allowed page size, as the administrator, a certifier or an auditor.
 */
export function randomCases(seed: number, count: number, set: FilledSet): BenchCase[] {
  const r = seededRandom(seed);
  const out: BenchCase[] = [];
  for (let i = 0; i < count; i++) {
    const kind = pick(r, KINDS);
    const as = pick(r, CALLERS[kind]);
    const names = [...LIST_FILTER_NAMES[kind]];
    const filters: FilterName[] = [];
    for (let k = Math.floor(r() * 4); k > 0; k--) filters.push(names.splice(Math.floor(r() * names.length), 1)[0] as FilterName);
    const body: Record<string, unknown> = {};
    for (const f of filters) body[f] = VALUES[f](r, set);
    if (r() < 0.8) {
      body.field = pick(r, LIST_SORT_FIELDS[kind]);
      body.sortType = pick(r, ['asc', 'desc'] as const);
    }
    body.pageNum = r() < 0.5 ? 1 + Math.floor(r() * 5) : 1 + Math.floor(r() * 500);
    body.pageSize = pick(r, PAGE_SIZES);
    const what = filters.map((f) => `${f}=${String(body[f])}`).join(' ') || 'no filter';
    const sort = body.field ? ` sort ${body.field} ${body.sortType}` : '';
    out.push({ kind, as, body, name: `#${i} ${what}${sort} p${body.pageNum}×${body.pageSize}` });
  }
  return out;
}

/** What the fill left in the database, for the random cases' values. */
export async function filledSet(database: Database, n: number, admin: number): Promise<FilledSet> {
  const [range] = (await database.query<{ lo: number; hi: number }>('select min(id)::int lo, max(id)::int hi from orders')).rows;
  const idsOf = async (pattern: string) =>
    (await database.query<{ id: number }>('select id from users where account like $1 order by id', [pattern])).rows.map((r) => r.id);
  return {
    n,
    minId: range?.lo ?? 1,
    maxId: range?.hi ?? n,
    certifiers: await idsOf('bcert%'),
    auditors: await idsOf('baudit%'),
    nobody: admin,
  };
}
