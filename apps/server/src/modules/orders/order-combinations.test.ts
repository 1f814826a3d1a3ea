/**
 * order_combinations and order_assignee_combinations (migration 0040) hold every
 * combination of the equality columns an order has had, the second with its certifier and auditor,
 * and a list filtered by two or more of them reads nothing when theirs is missing
 * (combination-gate.ts). The gate is sound only if the table is a superset of the orders' own
 * combinations after every kind of write: random inserts, single and bulk updates, upserts and
 * rolled-back changes from a printed seed (COMBINATIONS_SEED repeats it) are checked after each
 * step, then every pair of values of two filters, met or not, in every list and as every caller,
 * against plain SQL.
 */
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillHandlers } from '../../../bench/lists-fill.js';
import { CALLERS, testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { Rng } from '../../platform/rng.js';
import { LIST_FILTER_NAMES } from './list-filters.js';
import type { ListKind } from './order-filters.js';
import { type ListStatementName, listQueries } from './order-list-queries.js';
import { pageValues } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listPlan } from './order-lists.service.js';
import { QueryParams } from './query-params.js';
import { agrees, type OracleRun, openOracleRun } from './test-list-oracle-run.js';
import { type PlanNode, rolledBack, statusSetSql } from './test-orders.js';
import { authUserOf } from './test-users.js';

const { seed: SEED } = testSeed('COMBINATIONS_SEED');
const STATUSES = [10, 20, 30, 40, 50, 100];
const TYPES = [1, 2, 3];
const TAGS = [10, 20];
const AREAS: [string, string][] = [
  ['44', '4401'],
  ['44', '4403'],
  ['33', '3301'],
];

let t: TestApp;
let run: OracleRun;
/** A second certifier and auditor besides the oracle's callers (bcert5, baudit3). */
const others = { cert: -1, audit: -1 };

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.database.query<{ h: string }>(`select password_hash h from users where account = 'admin'`);
  await fillHandlers(t.database, rows[0]?.h ?? '');
  run = await openOracleRun(t, SEED);
  const ids = await t.database.query<{ account: string; id: number }>(
    `select account, id from users where account in ('bcert6', 'baudit4')`,
  );
  for (const { account, id } of ids.rows) others[account === 'bcert6' ? 'cert' : 'audit'] = id;
}, 60_000);
afterAll(() => t?.close());

/** The orders' combinations that the combination tables lack: none, or the gate would hide orders. */
async function missingCombinations(): Promise<unknown[]> {
  const { rows } = await t.database.query(
    `(select distinct order_status, order_type, certification_type, province, city, 0 certification_uid, 0 audit_uid from orders
      except select order_status, order_type, certification_type, province, city, 0, 0 from order_combinations)
     union all
     (select distinct order_status, order_type, certification_type, province, city, coalesce(certification_uid, 0), coalesce(audit_uid, 0) from orders
      except select order_status, order_type, certification_type, province, city, certification_uid, audit_uid from order_assignee_combinations)`,
  );
  return rows;
}

/**
 * A random order's values: status, type, tag, area, certifier and auditor (none in lookup),
 * reviewed if its status allows. Each area has two of the types and the last one a tag alone, the
 * second certifier takes only the second tag and the second auditor never the first area, as
 * regions, products and business groups go together, so that many pairs of values never meet.
 */
function orderValues(rng: Rng, n: number): string {
  const area = rng.int(0, AREAS.length - 1);
  const [province, city] = AREAS[area]!;
  const type = TYPES[(area + rng.int(0, 1)) % TYPES.length];
  const tag = area === AREAS.length - 1 ? TAGS[1] : rng.pick(TAGS);
  const status = rng.pick(STATUSES);
  const certifier = status === 10 ? null : tag === TAGS[0] ? run.uids.cert : rng.pick([run.uids.cert, others.cert]);
  const auditor = status === 10 ? null : area === 0 ? run.uids.audit : rng.pick([run.uids.audit, others.audit]);
  const handlers = [certifier, auditor].filter((uid) => uid !== null);
  const reviewed = status !== 10 && status !== 30 ? `timestamp '2026-03-01' + interval '${n} minutes'` : 'null';
  return `('C${SEED}-${n}', ${type}, ${status}, ${tag}, '${province}', '${city}', '组合公司${n}',
    timestamp '2026-01-01' + interval '${n} minutes', now() + interval '7 days', ${reviewed},
    ${status === 100 ? `timestamp '2026-04-01' + interval '${n} minutes'` : 'null'},
    array[${handlers.join(', ')}]::int[], ${certifier}, ${auditor})`;
}

const INSERT = `insert into orders (open_order_id, order_type, order_status, certification_type, province, city, company_name,
  incoming_date, expired_date, completed_audit_date, finish_date, handler_uids, certification_uid, audit_uid) values `;

describe('order_combinations, the equality combinations any order has had', () => {
  it('holds every order’s combination after random inserts, updates, upserts and rollbacks', { timeout: 120_000 }, async () => {
    console.log(`order combinations: seed ${SEED} (repeat with COMBINATIONS_SEED=${SEED})`);
    const rng = new Rng(SEED);
    let n = 0;
    const steps: string[] = [];
    for (let step = 0; step < 60; step++) {
      const kind = step < 3 ? 'insert' : rng.pick(['insert', 'update one', 'update many', 'upsert', 'rolled back']);
      const [province, city] = rng.pick(AREAS);
      const status = rng.pick(STATUSES);
      if (kind === 'insert') {
        const rows = Array.from({ length: rng.int(1, 30) }, () => orderValues(rng, n++));
        await t.database.query(INSERT + rows.join(', '));
      } else if (kind === 'update one') {
        // Another certifier, or none; dispatch names a new one among the handlers.
        await t.database.query(
          `update orders set ${statusSetSql(String(status))}, order_type = $1, province = $2, city = $3,
             certification_uid = $5::int,
             handler_uids = case when $5::int is null or $5::int = any(handler_uids) then handler_uids else handler_uids || $5::int end
           where id = (select id from orders order by id offset $4 limit 1)`,
          [rng.pick(TYPES), province, city, rng.int(0, n - 1), rng.pick([run.uids.cert, others.cert, null])],
        );
      } else if (kind === 'update many') {
        await t.database.query(`update orders set certification_type = $1, province = $2, city = $3 where id % 53 = $4`, [
          rng.pick(TAGS),
          province,
          city,
          rng.int(0, 52),
        ]);
      } else if (kind === 'upsert') {
        // A partner sending an order again: the same open order id, its area changed.
        await t.database.query(
          `${INSERT}${orderValues(rng, rng.int(0, n - 1))}
           on conflict (partner_id, open_order_id) do update set province = excluded.province, city = excluded.city,
             order_type = excluded.order_type`,
        );
      } else {
        await t.database.exec(`begin; update orders set ${statusSetSql(String(status))}, city = '${city}' where id % 5 = 0; rollback`);
      }
      steps.push(kind);
      expect(await missingCombinations(), `after step ${step} (${steps.join(', ')}), seed ${SEED}`).toEqual([]);
    }
  });

  it('lets every list answer every pair of values, met or not, as plain SQL does, for every caller', { timeout: 300_000 }, async () => {
    const values: Record<string, unknown[]> = {
      orderStatus: STATUSES,
      orderType: TYPES,
      certificationType: TAGS,
      province: ['44', '33'],
      city: AREAS.map(([, city]) => city),
      certificationUid: [run.uids.cert, others.cert],
      auditUid: [run.uids.audit, others.audit],
    };
    const rng = new Rng(SEED + 1);
    let empty = 0;
    let met = 0;
    for (const kind of ['all', 'pendingCert', 'pendingReview', 'auditStats'] as ListKind[]) {
      // The audit statistics offer the certifier and the auditor alone of these.
      const offered = Object.keys(values).filter((name) => LIST_FILTER_NAMES[kind].includes(name as never));
      for (const as of [...CALLERS[kind], ...CALLERS[kind]]) {
        const a = rng.pick(offered);
        const b = rng.pick(offered.filter((name) => name !== a));
        for (const va of values[a]!) {
          for (const vb of values[b]!) {
            const body = { pageNum: 1, pageSize: 10, [a]: va, [b]: vb };
            const { count } = await agrees(run, { kind, as, body, name: JSON.stringify(body) });
            if (count === 0) empty++;
            else met++;
          }
        }
      }
    }
    console.log(`order combinations: ${empty} pairs that match nothing and ${met} that match, as plain SQL (seed ${SEED})`);
    expect(empty).toBeGreaterThan(0);
    expect(met).toBeGreaterThan(0);
  });

  it('reads no order, nor a handler’s row, for a combination no order has had, and reads it as soon as one has', async () => {
    const { rows } = await t.database.query<{ id: number }>(`select id from users where account = 'bcert7'`);
    const newcomer = rows[0]!.id;
    await t.database.query(INSERT + orderValues(new Rng(SEED), 10_000));
    const id = `'C${SEED}-10000'`;
    await t.database.query(
      `update orders set order_status = 20, order_type = 1, city = '4403', completed_audit_date = null,
      finish_date = null, certification_uid = $1, handler_uids = array[$1::int] where open_order_id = ${id}`,
      [run.uids.cert],
    );
    const cases = [
      { body: { orderType: 4, city: '4403' }, callers: ['admin', 'cert'], gives: `order_type = 4` },
      // A certifier with no order yet, from the certifier's and auditor's combinations.
      {
        body: { certificationUid: newcomer, city: '4403' },
        callers: ['admin'],
        gives: `certification_uid = ${newcomer}, handler_uids = handler_uids || ${newcomer}`,
      },
    ] as const;
    for (const { body, callers, gives } of cases) {
      const name = JSON.stringify(body);
      for (const as of callers) {
        const scans = await executedScans('pendingCert', as === 'admin' ? 'admin' : 'bcert5', { pageNum: 1, pageSize: 10, ...body });
        expect(scans.length, `${name} as ${as}: the list’s scans`).toBeGreaterThan(0);
        expect(
          scans.filter((s) => s.loops > 0),
          `${name} as ${as}: a scan ran`,
        ).toEqual([]);
        expect((await agrees(run, { kind: 'pendingCert', as, body: { pageNum: 1, pageSize: 10, ...body }, name })).count).toBe(0);
      }
      // The first such order: the same transaction writes its combination.
      await t.database.query(`update orders set ${gives} where open_order_id = ${id}`);
      for (const as of callers) {
        const found = await agrees(run, { kind: 'pendingCert', as, body: { pageNum: 1, pageSize: 10, ...body }, name: `${name}, now one` });
        expect(found.count, `${name} as ${as}`).toBe(1);
      }
    }
  });
});

/**
 * Two writers that meet the same new combinations, in crossed order and in separate statements:
 * with a key on the table the second waited for the first's commit, and the crossing deadlocked
 * (the table's first version). Each connection gives up on any lock wait after two seconds.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two writers on PostgreSQL adding the same new combinations', () => {
  it('never wait for each other, and each order’s combination is there after both commit', async () => {
    const writers = [new pg.Client({ connectionString: t.database.url }), new pg.Client({ connectionString: t.database.url })];
    const [a, b] = writers as [pg.Client, pg.Client];
    const order = (writer: pg.Client, name: string, city: string) =>
      writer.query(`${INSERT}('W${SEED}-${name}', 1, 20, 10, '98', '${city}', '并发公司', now(), now() + interval '7 days', null, null,
        array[]::int[], null, null)`);
    try {
      for (const w of writers) {
        await w.connect();
        await w.query(`begin; set local lock_timeout = '2s'`);
      }
      await order(a, 'a1', '9801');
      await order(b, 'b1', '9802');
      await order(a, 'a2', '9802');
      await order(b, 'b2', '9801');
      for (const w of writers) await w.query('commit');
    } finally {
      for (const w of writers) await w.end();
    }
    const { rows } = await t.database.query(`select count(*)::int n from orders where open_order_id like 'W${SEED}-%'`);
    expect(rows[0]).toEqual({ n: 4 });
    expect(await missingCombinations()).toEqual([]);
  });
});

/** The scans of orders and order_handlers in the plans of a list's page and count statements, with how often each ran (EXPLAIN ANALYZE). */
async function executedScans(kind: ListKind, account: string, body: Record<string, unknown>) {
  const req = listRequestSchema(kind).parse(body);
  const params = new QueryParams();
  const { where, order } = await listPlan(t.ctx.db, kind, await authUserOf(t.ctx.db, account), req, params);
  const queries = listQueries(t.ctx.db, where, order);
  const values = pageValues(params, req);
  const scans: { statement: string; relation: string; loops: number }[] = [];
  for (const [name, statement] of Object.entries(queries) as [ListStatementName, (typeof queries)[ListStatementName]][]) {
    if (!statement) continue;
    const { sql, params: placeholders } = statement.toSQL();
    // A table this small invites fetching the page's rows by hashing the whole of it; kept to
    // its primary key, as on a real table, the fetch is told apart from the list's scans.
    const [plan] = await rolledBack<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      t.database,
      ['set local enable_seqscan = off', 'set local enable_hashjoin = off', 'set local enable_mergejoin = off'],
      `explain (analyze, format json) ${sql}`,
      fillPlaceholders(placeholders, values),
    );
    const flat = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flat)];
    for (const node of flat(plan!['QUERY PLAN'][0].Plan)) {
      const relation = String(node['Relation Name'] ?? '');
      if (relation === 'orders' || relation.startsWith('order_handlers')) {
        // Fetching the page's rows by id from nothing is no scan of the list.
        if (String(node['Index Name'] ?? '') === 'orders_pkey') continue;
        scans.push({ statement: name, relation, loops: Number(node['Actual Loops']) });
      }
    }
  }
  return scans;
}
