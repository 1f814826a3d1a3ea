/**
 * The dates' rates (date-rates.ts) against a plain count of random orders from a printed seed,
 * their refresh, and which ranges a deep page's day walk reads as filters alone.
 */

import type { OrderListFilters } from '@certdesk/contract';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { Rng } from '../../platform/rng.js';
import {
  type DateRates,
  dateRates,
  narrowRangeBesides,
  rangesFilteredByDay,
  UNDATED_SORTED_MAX,
  undatedWalkWithinIntake,
} from './date-rates.js';
import { intakeWindow } from './intake-ids.js';

const { seed: SEED } = testSeed('RATES_SEED');
const DAY = 86_400_000;
const START = Date.parse('2026-03-01T00:00:00+08:00');
const COLUMNS = { incomingDate: 'incoming_date', completedCerDate: 'completed_cer_date', finishDate: 'finish_date' } as const;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => {
  vi.useRealTimers();
  return t?.close();
});

/**
 * Random orders: intake over `days` days, certified a few days later (three in four), ended a few
 * days after that (half of those): only an ended order (100) has a finish date (migration 0031).
 * Every date is distinct (each intake at a random millisecond of its own slot): a date held by
 * two orders may be one of ANALYZE's most common values, which its histogram leaves out.
 */
async function insertOrdersInto(app: TestApp, rng: Rng, count: number, days: number) {
  const slot = Math.floor((days * DAY) / count);
  const rows = Array.from({ length: count }, (_, n) => {
    const incoming = START + n * slot + rng.int(0, slot - 1);
    const cer = rng.next() < 0.75 ? incoming + rng.int(1, 5) * DAY : null;
    const finish = cer !== null && rng.next() < 0.5 ? cer + rng.int(1, 5) * DAY : null;
    return { n, status: finish === null ? 20 : 100, incoming, cer, finish };
  });
  await app.database.query(
    `insert into orders (open_order_id, order_type, order_status, company_name, expired_date, incoming_date, completed_cer_date, finish_date)
     select 'R' || x.n, 1, x.status, '速率企业' || x.n, to_timestamp(x.incoming / 1000) + interval '70 days',
            to_timestamp(x.incoming / 1000), to_timestamp(x.cer / 1000), to_timestamp(x.finish / 1000)
     from json_to_recordset($1::json) as x(n int, status int, incoming float8, cer float8, finish float8)`,
    [JSON.stringify(rows)],
  );
}

/** The plain rate of a column: its dated orders over the days between its first and last date. */
async function plainRate(column: string) {
  const r = await t.database.query<{ dated: number; first: Date; last: Date }>(
    `select count(${column})::int as dated, min(${column}) as first, max(${column}) as last from orders`,
  );
  const { dated, first, last } = r.rows[0]!;
  return { perDay: dated / ((last.getTime() - first.getTime()) / DAY), first: first.getTime(), last: last.getTime() };
}

it("reads each date's orders per day from the statistics, and reads them again ten minutes later", async () => {
  console.log(`date rates: seed ${SEED} (repeat with RATES_SEED=${SEED})`);
  const rng = new Rng(SEED);
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  // Before any order, the statistics have no histogram: no rates, no range filtered.
  const before = await dateRates(t.ctx.db);
  expect(before).toEqual({});

  await insertOrdersInto(t, rng, rng.int(2_000, 4_000), rng.int(30, 120));
  await t.database.exec('analyze orders');
  // Kept for ten minutes: the same rates.
  vi.setSystemTime(Date.now() + 9 * 60_000);
  expect(await dateRates(t.ctx.db)).toBe(before);
  // Then read again: the call that finds them old still answers the old ones, the next the new.
  vi.setSystemTime(Date.now() + 2 * 60_000);
  expect(await dateRates(t.ctx.db)).toBe(before);
  const rates = await dateRates(t.ctx.db);
  for (const [name, column] of Object.entries(COLUMNS)) {
    const plain = await plainRate(column);
    const read = rates[name as keyof typeof COLUMNS]!;
    // Every row is in ANALYZE's sample at this size: the histogram's bounds are the first and last dates.
    expect({ first: read.first, last: read.last }, name).toEqual({ first: plain.first, last: plain.last });
    expect(read.perDay / plain.perDay, name).toBeCloseTo(1, 2);
  }
  // Never contacted, never reviewed: no histogram, no rate.
  expect(rates.lastContactDate).toBeUndefined();
  expect(rates.completedAuditDate).toBeUndefined();
});

it('a deep page reads a range as a filter of each day alone when it holds more than DAY_FILTER_RATIO days of the sort', () => {
  const span = { first: Date.parse('2025-01-01'), last: Date.parse('2026-01-01') };
  // Intake 2.5 times as frequent as finishes, as in the benchmark's fill.
  const rates: DateRates = { incomingDate: { perDay: 1_750, ...span }, finishDate: { perDay: 700, ...span } };
  const days = (from: string, n: number) => ({ start: new Date(from), end: new Date(Date.parse(from) + n * DAY) });
  // Sorted by finish, a range of intake is filtered from 4 days (10 × 700 / 1,750) on.
  expect(rangesFilteredByDay('finishDate', { incomingDate: days('2025-03-01', 3) }, rates)).toEqual([]);
  expect(rangesFilteredByDay('finishDate', { incomingDate: days('2025-03-01', 31) }, rates)).toEqual(['incomingDate']);
  // Sorted by intake, a range of finishes from 25 days on.
  expect(rangesFilteredByDay('incomingDate', { finishDate: days('2025-03-01', 7) }, rates)).toEqual([]);
  expect(rangesFilteredByDay('incomingDate', { finishDate: days('2025-03-01', 28) }, rates)).toEqual(['finishDate']);
  // A range counts only its days among the dates seen: an open one runs to the last, a late one holds none.
  expect(rangesFilteredByDay('incomingDate', { finishDate: { start: new Date('2025-12-20'), end: null } }, rates)).toEqual([]);
  expect(rangesFilteredByDay('incomingDate', { finishDate: { start: new Date('2025-06-01'), end: null } }, rates)).toEqual(['finishDate']);
  expect(rangesFilteredByDay('finishDate', { incomingDate: days('2027-01-01', 90) }, rates)).toEqual([]);
  // The sort's own range is never filtered, nor any range without a rate.
  expect(rangesFilteredByDay('finishDate', { finishDate: days('2025-03-01', 90) }, rates)).toEqual([]);
  expect(rangesFilteredByDay('completedCerDate', { incomingDate: days('2025-03-01', 90) }, rates)).toEqual([]);
  expect(rangesFilteredByDay('finishDate', { completedCerDate: days('2025-03-01', 90) }, rates)).toEqual([]);
});

it('a walk sorts its undated part when a range on another date holds at most UNDATED_SORTED_MAX orders', () => {
  const span = { first: Date.parse('2025-01-01'), last: Date.parse('2026-01-01') };
  const perDay = UNDATED_SORTED_MAX / 100;
  const rates: DateRates = { lastContactDate: { perDay, ...span }, incomingDate: { perDay: perDay * 2, ...span } };
  const days = (from: string, n: number) => ({ start: new Date(from), end: new Date(Date.parse(from) + n * DAY) });
  expect(narrowRangeBesides('completedCerDate', { lastContactDate: days('2025-03-01', 99) }, rates)).toBe(true);
  expect(narrowRangeBesides('completedCerDate', { lastContactDate: days('2025-03-01', 101) }, rates)).toBe(false);
  // Twice as many intakes a day: half the days.
  expect(narrowRangeBesides('completedCerDate', { incomingDate: days('2025-03-01', 49) }, rates)).toBe(true);
  expect(narrowRangeBesides('completedCerDate', { incomingDate: days('2025-03-01', 51) }, rates)).toBe(false);
  // An open range counts its days among the dates seen; any one narrow range is enough.
  expect(narrowRangeBesides('finishDate', { lastContactDate: { start: new Date('2025-12-01'), end: null } }, rates)).toBe(true);
  expect(narrowRangeBesides('finishDate', { lastContactDate: { start: null, end: new Date('2025-12-01') } }, rates)).toBe(false);
  expect(narrowRangeBesides('finishDate', { lastContactDate: days('2025-01-01', 300), incomingDate: days('2025-03-01', 10) }, rates)).toBe(
    true,
  );
  // Never the sort's own range, nor a range without a rate.
  expect(narrowRangeBesides('lastContactDate', { lastContactDate: days('2025-03-01', 10) }, rates)).toBe(false);
  expect(narrowRangeBesides('lastContactDate', { finishDate: days('2025-03-01', 10) }, rates)).toBe(false);
});

it('a bounded walk reads its undated part within its intake’s ids unless sorting the narrowest range’s matches reads less', () => {
  const span = { first: Date.parse('2025-01-01'), last: Date.parse('2026-01-01') };
  // 1,000 intakes a day, 500 contacts.
  const rates: DateRates = { lastContactDate: { perDay: 500, ...span }, incomingDate: { perDay: 1_000, ...span } };
  const days = (from: string, n: number) => ({ start: new Date(from), end: new Date(Date.parse(from) + n * DAY) });
  const within = (f: OrderListFilters, pageEnd: number) => undatedWalkWithinIntake('completedCerDate', f, rates, intakeWindow(f), pageEnd);
  // A range on the intake is its own window: the walk reads about the page, whatever its depth.
  expect(within({ incomingDate: days('2025-03-01', 30) }, 20)).toBe(true);
  expect(within({ incomingDate: days('2025-03-01', 30) }, 25_000)).toBe(true);
  // Ten days of contacts (5,000 orders) lie in 40 days of intake (40,000): the walk reads eight
  // entries a match, the sort 2.3; so up to 5,000 × 2.3 / 8 = 1,437 rows of page, walked.
  expect(within({ lastContactDate: days('2025-03-01', 10) }, 1_400)).toBe(true);
  expect(within({ lastContactDate: days('2025-03-01', 10) }, 1_500)).toBe(false);
  // With the intake's range besides, the window is the narrower: 10 days, the walk reads two entries a match.
  expect(within({ lastContactDate: days('2025-03-01', 10), incomingDate: days('2025-02-25', 10) }, 5_000)).toBe(true);
  // No rate of the intake, or no window: sorted as before.
  expect(
    undatedWalkWithinIntake(
      'completedCerDate',
      { lastContactDate: days('2025-03-01', 10) },
      { lastContactDate: rates.lastContactDate },
      intakeWindow({ lastContactDate: days('2025-03-01', 10) }),
      20,
    ),
  ).toBe(false);
  expect(undatedWalkWithinIntake('completedCerDate', { lastContactDate: days('2025-03-01', 10) }, rates, {}, 20)).toBe(false);
});

it('a read that fails answers no rates, and the next call reads again', async () => {
  vi.useRealTimers();
  const other = await createTestApp();
  try {
    await insertOrdersInto(other, new Rng(SEED + 1), 500, 30);
    await other.database.exec('analyze orders');
    // The table gone for a moment (as in a restart): the read fails, the list still gets an answer.
    await other.database.exec('alter table orders rename to orders_away');
    expect(await dateRates(other.ctx.db)).toEqual({});
    await other.database.exec('alter table orders_away rename to orders');
    // The call after a failure reads again (answering what it had meanwhile), the next has the rates.
    expect(await dateRates(other.ctx.db)).toEqual({});
    expect((await dateRates(other.ctx.db)).incomingDate?.perDay).toBeGreaterThan(0);
  } finally {
    await other.close();
  }
});
