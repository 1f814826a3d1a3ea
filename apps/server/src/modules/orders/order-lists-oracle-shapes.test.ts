/**
 * The four lists against the plain SQL oracle on data of random shapes (issue 18): the lists pick
 * their plans from the data (the dates' rates, PostgreSQL's estimates, the dated counts), and the
 * benchmark's fill is one steady shape. Each run draws SHAPES shapes from a printed seed
 * (ORACLE_SEED repeats it; test-shaped-fill.ts: bursts, ids out of intake order, dates missing,
 * early or late, one certifier or one remark holding most orders, no statistics), fills each in
 * turn into the same database, and compares random cases, and cases built around an order with
 * their page anywhere in the list, with plain SQL. The app is not restarted between shapes: what
 * it keeps of the last shape (rates, counts, estimates) may choose a plan, never change a page.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fillHandlers } from '../../../bench/lists-fill.js';
import { randomCases, testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { Rng } from '../../platform/rng.js';
import { agrees, anchoredCase, type OracleRun, openOracleRun } from './test-list-oracle-run.js';
import { fillShapedOrders } from './test-shaped-fill.js';

const ORDERS = 24_000;
const SHAPES = Number(process.env.ORACLE_SHAPES ?? 5);
const CASES = 40;
const ANCHORED = 40;
const { seed: SEED } = testSeed('ORACLE_SEED');

let t: TestApp;
let run: OracleRun;
let admin: { h: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.database.query<{ h: string; id: number }>(`select password_hash h, id from users where account = 'admin'`);
  admin = rows[0] ?? { h: '', id: -1 };
  // The handlers first, so that the callers can sign in; each shape fills its orders.
  await fillHandlers(t.database, admin.h);
  run = await openOracleRun(t, SEED);
}, 60_000);
afterAll(() => t?.close());

it('data of random shapes: the lists answer what a plain SQL query answers', { timeout: 600_000 }, async () => {
  console.log(`list oracle on shapes: ${SHAPES} shapes of ${ORDERS} orders, seed ${SEED} (repeat with ORACLE_SEED=${SEED})`);
  const rng = new Rng(SEED);
  for (let k = 0; k < SHAPES; k++) {
    await t.database.query(`delete from orders where open_order_id like 'B%'`);
    const shapeSeed = rng.int(0, 2 ** 31 - 1);
    const { shape, set } = await fillShapedOrders(t.database, ORDERS, shapeSeed, admin.h, admin.id);
    const label = `shape ${k} (seed ${SEED}, shape seed ${shapeSeed}: ${JSON.stringify(shape)})`;
    let matched = 0;
    for (const c of randomCases(shapeSeed, CASES, set)) {
      if ((await agrees(run, { ...c, name: `${c.name} in ${label}` })).count > 0) matched++;
    }
    let anywhere = 0;
    for (let i = 0; i < ANCHORED; i++) {
      const c = await anchoredCase(run, rng, i, i % 2 === 0 ? 'first pages' : 'anywhere');
      if (!c) continue; // the shape left this list empty for this caller
      const found = await agrees(run, { ...c, name: `${c.name} in ${label}` });
      expect(found.count, `${c.name}: the order it was built on matches, in ${label}`).toBeGreaterThan(0);
      if (Number(c.body.pageNum) > 4) anywhere++;
    }
    console.log(`${label}: ${CASES} random cases (${matched} with matches) and ${ANCHORED} anchored (${anywhere} past page 4) agreed`);
  }
});
