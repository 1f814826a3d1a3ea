/**
 * intake_id_bounds (migration 0041) must cover every order's id within a row of its intake day
 * (UTC), or a list walking the orders without its sort's date within their intake's ids
 * (intake-ids.ts) would miss one. Random inserts (ids from the sequence, after a jump of it, or
 * given), intakes and ids changed one at a time or many, upserts and rolled-back changes, from a
 * printed seed (INTAKE_IDS_SEED repeats it), are checked after each step against the orders.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { Rng } from '../../platform/rng.js';

const { seed: SEED } = testSeed('INTAKE_IDS_SEED');
const HOUR = 3_600_000;
const START = Date.parse('2026-03-01T00:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The orders whose id no row of their intake day holds: none, or a list would miss them. */
async function uncovered(): Promise<unknown[]> {
  const { rows } = await t.database.query(
    `select id, incoming_date from orders o where not exists (
       select from intake_id_bounds b where b.day = (o.incoming_date at time zone 'UTC')::date and o.id between b.low and b.high)`,
  );
  return rows;
}

async function boundRows(): Promise<number> {
  const { rows } = await t.database.query<{ n: number }>('select count(*)::int n from intake_id_bounds');
  return rows[0]!.n;
}

/** An intake within 20 days, on any hour: near midnight UTC as often as not. */
const intakeOf = (rng: Rng) => new Date(START + rng.int(0, 20 * 24 - 1) * HOUR + rng.int(0, 59) * 60_000).toISOString();

const INSERT = `insert into orders (open_order_id, order_type, order_status, company_name, incoming_date, expired_date) values `;
const values = (key: string, intake: string) => `('${key}', 1, 10, '界限公司', '${intake}', timestamptz '${intake}' + interval '7 days')`;

it('covers every order’s id within a row of its intake day after random writes', { timeout: 120_000 }, async () => {
  console.log(`intake id bounds: seed ${SEED} (repeat with INTAKE_IDS_SEED=${SEED})`);
  const rng = new Rng(SEED);
  let n = 0;
  const steps: string[] = [];
  for (let step = 0; step < 80; step++) {
    const kind =
      step < 3
        ? 'insert'
        : rng.pick(['insert', 'insert after a jump', 'insert given ids', 'move one', 'move many', 'new id', 'upsert', 'rolled back']);
    if (kind === 'insert' || kind === 'insert after a jump') {
      if (kind === 'insert after a jump') {
        await t.database.query(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders) + $1)`, [
          rng.int(1, 5_000),
        ]);
      }
      const rows = Array.from({ length: rng.int(1, 40) }, () => values(`B${SEED}-${n++}`, intakeOf(rng)));
      await t.database.query(INSERT + rows.join(', '));
    } else if (kind === 'insert given ids') {
      // Ids anywhere above the sequence's, as an import might give them.
      const { rows } = await t.database.query<{ id: number }>('select coalesce(max(id), 0) + 1 id from orders');
      const given = [...new Set(Array.from({ length: rng.int(1, 10) }, () => rows[0]!.id + rng.int(0, 100_000)))];
      await t.database.query(
        `insert into orders (id, open_order_id, order_type, order_status, company_name, incoming_date, expired_date) values ${given
          .map((id) => {
            const intake = intakeOf(rng);
            return `(${id}, 'G${SEED}-${n++}', 1, 10, '界限公司', '${intake}', timestamptz '${intake}' + interval '7 days')`;
          })
          .join(', ')}`,
      );
    } else if (kind === 'move one' || kind === 'move many') {
      const where =
        kind === 'move one' ? `id = (select id from orders order by id offset ${rng.int(0, n - 1)} limit 1)` : `id % 7 = ${rng.int(0, 6)}`;
      await t.database.query(`update orders set incoming_date = incoming_date + $1 * interval '1 hour' where ${where}`, [rng.int(-72, 72)]);
    } else if (kind === 'new id') {
      await t.database.query(
        `update orders set id = (select max(id) from orders) + $1 where id = (select id from orders order by id offset $2 limit 1)`,
        [rng.int(1, 50_000), rng.int(0, n - 1)],
      );
    } else if (kind === 'upsert') {
      // A partner sending an order again with another intake time.
      await t.database.query(
        `${INSERT}${values(`B${SEED}-${rng.int(0, n - 1)}`, intakeOf(rng))}
         on conflict (partner_id, open_order_id) do update set incoming_date = excluded.incoming_date`,
      );
    } else {
      await t.database.exec(
        `begin; ${INSERT}${values(`R${SEED}-${n++}`, intakeOf(rng))}; update orders set incoming_date = incoming_date - interval '5 days' where id % 3 = 0; rollback`,
      );
    }
    if (kind === 'insert given ids' || kind === 'new id') {
      // Past the ids given, as an import leaves the sequence: else a later insert may draw one
      // of them (seed 1422007970: duplicate key).
      await t.database.query(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
    }
    steps.push(kind);
    expect(await uncovered(), `after step ${step} (${steps.join(', ')}), seed ${SEED}`).toEqual([]);
  }
});

it('writes nothing for an order whose day already covers its block of ids', async () => {
  const insert = (id: number, key: string, intake: string) =>
    t.database.query(
      `insert into orders (id, open_order_id, order_type, order_status, company_name, incoming_date, expired_date)
       values ($1, $2, 1, 10, '界限公司', $3, $3::timestamptz + interval '7 days')`,
      [id, `${key}-${SEED}`, intake],
    );
  const block = 10_240_000; // a multiple of 1,024, above every id the random writes gave
  await insert(block, 'first', '2026-05-05T10:00:00Z');
  const before = await boundRows();
  await insert(block + 1_023, 'same-block', '2026-05-05T23:59:00Z');
  expect(await boundRows()).toBe(before);
  // The next block, and another day: a row each.
  await insert(block + 1_024, 'next-block', '2026-05-05T10:00:00Z');
  await insert(block + 1, 'next-day', '2026-05-06T00:00:00Z');
  expect(await boundRows()).toBe(before + 2);
  expect(await uncovered()).toEqual([]);
});

it('is emptied with the orders', async () => {
  expect(await boundRows()).toBeGreaterThan(0);
  await t.database.exec('truncate orders cascade');
  expect(await boundRows()).toBe(0);
});
