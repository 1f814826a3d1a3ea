/**
 * The SQL day numbers (epoch_day: the audit statistics' day indexes, migration 0004; shanghai_day:
 * the dashboard's tallies, 0011) against the server's own (epochDay, shanghaiDayNumber), at random
 * instants from a printed seed and at both sides of each day's boundaries; inlined, as
 * migration 0020 made them, so that a filter on a day costs no function call per row; and known
 * to the planner (migration 0022), whose estimate of a range of days decides whether the day index
 * is worth reading.
 */
import { shanghaiDayNumber } from '@certdesk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fillOrders } from '../../../bench/lists-fill.js';
import { testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { Rng } from '../../platform/rng.js';
import { epochDay } from './audit-stats-days.js';

const { seed: SEED } = testSeed('DAYS_SEED');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The SQL day numbers of instants, in their order. */
async function sqlDays(instants: Date[]) {
  const rows = await t.database.query<{ utc: number; shanghai: number }>(
    `select epoch_day(at) utc, shanghai_day(at) shanghai from unnest($1::timestamptz[]) with ordinality u(at, i) order by i`,
    [instants.map((d) => d.toISOString())],
  );
  return rows.rows.map((r) => [r.utc, r.shanghai]);
}

it(`count the same days as the server (seed ${SEED}, DAYS_SEED repeats it)`, async () => {
  const rng = new Rng(SEED);
  const [from, to] = [Date.UTC(2000, 0, 1), Date.UTC(2099, 11, 31)];
  const instants: Date[] = [];
  for (let i = 0; i < 500; i++) {
    instants.push(new Date(from + Math.floor(rng.next() * (to - from))));
    // A random day's UTC and Shanghai midnights, and the last millisecond before each.
    const day = Math.floor((from + rng.next() * (to - from)) / 86_400_000) * 86_400_000;
    for (const edge of [day, day - 8 * 3_600_000]) instants.push(new Date(edge), new Date(edge - 1));
  }
  expect(await sqlDays(instants)).toEqual(instants.map((d) => [epochDay(d), shanghaiDayNumber(d)]));
});

it('are inlined into the statements that use them (no call per row)', async () => {
  const plan = await t.database.query<{ 'QUERY PLAN': string }>(
    'explain (verbose, costs off) select epoch_day(incoming_date), shanghai_day(finish_date) from orders',
  );
  const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  expect(text).toContain('date_part');
  expect(text).not.toMatch(/epoch_day|shanghai_day/);
});

it('are estimated from their statistics, not guessed, in a range of days', async () => {
  const one = async <T>(text: string) => (await t.database.query<T>(text)).rows[0] as T;
  const { h } = await one<{ h: string }>(`select password_hash h from users where account = 'admin'`);
  await fillOrders(t.database, 6_000, h);
  await t.database.query('analyze orders');
  // The later half of the finish days: about half of the orders finished.
  const { lo, hi } = await one<{ lo: number; hi: number }>(
    'select min(epoch_day(finish_date)) lo, max(epoch_day(finish_date)) hi from orders',
  );
  const days = `epoch_day(finish_date) between ${Math.ceil((lo + hi) / 2)} and ${hi}`;
  const { n } = await one<{ n: number }>(`select count(*)::int n from orders where ${days}`);
  const plan = await one<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `explain (format json) select id from orders where ${days}`,
  );
  const estimate = plan['QUERY PLAN'][0].Plan['Plan Rows'];
  // Without the statistics, a range of an expression is 0.5 % of the table (here ~30 rows).
  expect(n).toBeGreaterThan(500);
  expect(estimate).toBeGreaterThan(n / 2);
  expect(estimate).toBeLessThan(n * 2);
});
