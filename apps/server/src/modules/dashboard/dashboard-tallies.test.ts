import { DASHBOARD_DAYS, type ManagerDashboard, shanghaiDayNumber, type WorkerDashboard } from '@certdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/test-app.js';
import { Rng } from '../../platform/rng.js';
import { orders } from '../orders/orders.schema.js';
import { allowedDateSql, statusSetSql } from '../orders/test-orders.js';
import { foldTallies, MANAGER_TALLIES, workerTallies } from './dashboard.repo.js';
import { type OrderFacts, orderFacts, seededTallyApp } from './dashboard-fixtures.js';

/*
 * The trigger-kept tallies of migration 0011 against the orders they count, after random writes
 * of every kind the application and the fills make: single and bulk updates of each counted
 * column, multi-row inserts, deletes, concurrent writers, rolled-back transactions, TRUNCATE, and
 * folds in between. The oracle counts the rows in JavaScript with the contract's day numbers.
 */

const SEED = Number(process.env.TALLY_SEED ?? Date.now() % 1_000_000);
console.log(`dashboard tallies test seed ${SEED} (TALLY_SEED=${SEED} to repeat)`);

const OPEN = [10, 20, 30, 40, 50];
// The demo seed with its tallies built: slow, so once a file.
const t = testAppPerFile(seededTallyApp, 120_000);
const q = async <T>(text: string, params?: unknown[]) => (await t.database.query(text, params)).rows as T[];

/** What the tallies should hold: kind/k1/k2 → count, keys of count 0 left out. */
function oracle(rows: OrderFacts[]): Map<string, number> {
  const m = new Map<string, number>();
  const add = (kind: number, k1: number, k2: number) => m.set(`${kind}/${k1}/${k2}`, (m.get(`${kind}/${k1}/${k2}`) ?? 0) + 1);
  for (const o of rows) {
    const open = OPEN.includes(o.order_status);
    if (open) add(1, o.order_status, o.order_type);
    add(2, shanghaiDayNumber(o.incoming_date), 0);
    if (o.finish_date) add(3, shanghaiDayNumber(o.finish_date), o.finish_date.getTime() > o.expired_date.getTime() ? 1 : 0);
    if (open) add(4, shanghaiDayNumber(o.expired_date), 0);
    if (o.order_status === 20 && o.certification_uid !== null) add(5, o.certification_uid, 200);
    if ([30, 40, 50].includes(o.order_status) && o.audit_uid !== null) add(5, o.audit_uid, 300);
    if (o.order_status === 20 && o.certification_uid !== null) add(6, o.certification_uid, shanghaiDayNumber(o.expired_date));
    if ([30, 40, 50].includes(o.order_status) && o.audit_uid !== null) add(7, o.audit_uid, shanghaiDayNumber(o.expired_date));
  }
  return m;
}

async function tallies(): Promise<Map<string, number>> {
  const rows = await q<{ kind: number; k1: number; k2: number; n: number }>(
    'select kind, k1, k2, sum(n)::int as n from order_tallies group by 1, 2, 3 having sum(n) <> 0',
  );
  return new Map(rows.map((r) => [`${r.kind}/${r.k1}/${r.k2}`, Number(r.n)]));
}

async function expectExact(step: string) {
  const expected = oracle(await orderFacts(t));
  const actual = await tallies();
  // The differing keys first: a failure names what is off, not two maps of a thousand entries.
  const off = [...new Set([...expected.keys(), ...actual.keys()])].filter((k) => expected.get(k) !== actual.get(k));
  expect(
    off.map((k) => `${k}: ${actual.get(k)} ≠ ${expected.get(k)}`),
    step,
  ).toEqual([]);
  expect(expected.size).toBeGreaterThan(0);
}

describe('order_tallies (migration 0011)', () => {
  it('match the demo seed, a bulk insert with the triggers on', async () => {
    await expectExact('after the seed');
  });

  it('stay exact through random writes of every kind, folded or not', async () => {
    const rng = new Rng(SEED);
    const workers = (await q<{ id: number }>(`select id from users where account in ('cert01', 'cert02', 'audit01', 'manager')`)).map(
      (r) => r.id,
    );
    const ids = async () => (await q<{ id: number }>('select id from orders order by id')).map((r) => r.id);
    let known = await ids();
    const inserted: number[] = [];
    const someTime = () => new Date(Date.now() + rng.int(-40 * 24, 20 * 24) * 3_600_000 + rng.int(0, 3_599_999));
    const uidOrNull = () => (rng.chance(0.2) ? null : rng.pick(workers));
    // Each write stays within the lifecycle's checks (migration 0031): a finish date is written to
    // an ended order only, and a status change clears the dates its new status cannot hold.
    const writes: Record<string, () => Promise<unknown>> = {
      status: () =>
        q(`update orders set ${statusSetSql('$2', { finish_date: '$3' })} where id = $1`, [
          rng.pick(known),
          rng.pick([...OPEN, 100]),
          someTime(),
        ]),
      // One counted column at a time (each must fire the update trigger on its own), then several.
      certifier: () => q('update orders set certification_uid = $2 where id = $1', [rng.pick(known), uidOrNull()]),
      auditor: () => q('update orders set audit_uid = $2 where id = $1', [rng.pick(known), uidOrNull()]),
      expiry: () => q('update orders set expired_date = $2 where id = $1', [rng.pick(known), someTime()]),
      intake: () => q('update orders set incoming_date = $2 where id = $1', [rng.pick(known), someTime()]),
      finish: () =>
        q(`update orders set finish_date = ${allowedDateSql('finish_date', '$2')} where id = $1`, [
          rng.pick(known),
          rng.chance(0.3) ? null : someTime(),
        ]),
      dates: () =>
        q(
          `update orders set incoming_date = $2, expired_date = $3, finish_date = ${allowedDateSql('finish_date', '$4')}, certification_uid = $5 where id = $1`,
          [rng.pick(known), someTime(), someTime(), rng.chance(0.5) ? null : someTime(), uidOrNull()],
        ),
      type: () => q(`update orders set order_type = $2 where id = $1`, [rng.pick(known), rng.int(1, 4)]),
      untouched: () => q(`update orders set company_name = company_name || '·' where id = $1`, [rng.pick(known)]),
      bulk: () => q(`update orders set ${statusSetSql('$1')} where id % $2 = $3`, [rng.pick([...OPEN, 100]), rng.int(3, 9), rng.int(0, 2)]),
      insert: async () => {
        const rows = Array.from({ length: rng.int(1, 30) }, (_, i) => {
          const status = rng.pick([...OPEN, 100]);
          return {
            openOrderId: `TALLY-${SEED}-${Date.now()}-${i}-${rng.int(0, 1e9)}`,
            orderType: rng.int(1, 4),
            orderStatus: status,
            companyName: '计数测试公司',
            incomingDate: someTime(),
            expiredDate: someTime(),
            finishDate: status === 100 ? someTime() : null,
            certificationUid: uidOrNull(),
            auditUid: uidOrNull(),
          };
        });
        const got = await t.ctx.db.insert(orders).values(rows).returning({ id: orders.id });
        inserted.push(...got.map((r) => r.id));
      },
      delete: async () => {
        const gone = inserted.splice(0, rng.int(1, 5));
        await q('delete from orders where id = any($1::int[])', [gone]);
      },
      concurrent: () =>
        Promise.all(
          Array.from({ length: 4 }, () => q(`update orders set ${statusSetSql('$2')} where id = $1`, [rng.pick(known), rng.pick(OPEN)])),
        ),
      rolledBack: async () => {
        const id = rng.pick(known);
        await t.ctx.db
          .transaction(async (tx) => {
            await tx.update(orders).set({ orderStatus: 100, finishDate: new Date() }).where(eq(orders.id, id));
            throw new Error('rolled back on purpose');
          })
          .catch((e: Error) => expect(e.message).toBe('rolled back on purpose'));
      },
    };
    const names = Object.keys(writes);
    for (let step = 0; step < 100; step++) {
      const name = rng.pick(names);
      await writes[name]?.();
      if (name === 'insert' || name === 'delete') known = await ids();
      // Folds of the whole table, of the managers' rows, of one worker's rows, as the dashboards do.
      if (rng.chance(0.15)) await foldTallies(t.ctx.db);
      if (rng.chance(0.15)) await foldTallies(t.ctx.db, MANAGER_TALLIES);
      if (rng.chance(0.15)) await foldTallies(t.ctx.db, workerTallies(rng.pick([200, 300] as const), rng.pick(workers)));
      if (step % 8 === 7) await expectExact(`step ${step} (${name}), seed ${SEED}`);
    }
    await foldTallies(t.ctx.db);
    await expectExact(`folded, seed ${SEED}`);
    // Folded: one row per key, none for keys that sum to zero.
    const [r] = await q<{ rows: number; keys: number }>(
      'select count(*)::int as rows, (select count(*) from (select distinct kind, k1, k2 from order_tallies) k)::int as keys from order_tallies',
    );
    expect(r?.rows).toBe(r?.keys);
    expect(r?.rows).toBe((await tallies()).size);
  }, 120_000);

  it('the managers dashboard shows them: backlog, loads, 30 days and expired agree with the orders', async () => {
    const now = new Date();
    const r = await t.call<ManagerDashboard>('GET', '/api/dashboard/overview', await t.login('manager'));
    expect(r.code).toBe('0000');
    const all = await orderFacts(t);
    const open = all.filter((o) => OPEN.includes(o.order_status));
    const backlog = new Map<string, number>();
    for (const o of open) backlog.set(`${o.order_status}/${o.order_type}`, (backlog.get(`${o.order_status}/${o.order_type}`) ?? 0) + 1);
    expect(new Map(r.data.backlog.map((c) => [`${c.orderStatus}/${c.orderType}`, c.count]))).toEqual(backlog);
    for (const w of r.data.workers) {
      const mine = open.filter((o) =>
        w.roleType === 200
          ? o.order_status === 20 && o.certification_uid === w.uid
          : [30, 40, 50].includes(o.order_status) && o.audit_uid === w.uid,
      );
      expect(w.open, `${w.nickName} ${w.roleType}`).toBe(mine.length);
    }
    const today = shanghaiDayNumber(now);
    const first = today - (DASHBOARD_DAYS - 1);
    expect(r.data.daily.map((d) => d.intake)).toEqual(
      Array.from({ length: DASHBOARD_DAYS }, (_, i) => all.filter((o) => shanghaiDayNumber(o.incoming_date) === first + i).length),
    );
    const finished = all.filter((o) => o.finish_date && shanghaiDayNumber(o.finish_date) >= first);
    expect(r.data.sla.finished).toBe(finished.length);
    expect(r.data.sla.finishedLate).toBe(finished.filter((o) => (o.finish_date?.getTime() ?? 0) > o.expired_date.getTime()).length);
    expect(r.data.sla.expired).toBe(open.filter((o) => o.expired_date.getTime() < now.getTime()).length);
  });

  it('the worker dashboards show them: pending and expired agree with the orders', async () => {
    for (const [account, role] of [
      ['cert01', 200],
      ['audit01', 300],
    ] as const) {
      const [u] = await q<{ id: number }>('select id from users where account = $1', [account]);
      const now = Date.now();
      const r = await t.call<WorkerDashboard>('GET', `/api/dashboard/mine?role=${role}`, await t.login(account));
      const mine = (await orderFacts(t)).filter((o) =>
        role === 200
          ? o.order_status === 20 && o.certification_uid === u?.id
          : [30, 40, 50].includes(o.order_status) && o.audit_uid === u?.id,
      );
      const expired = mine.filter((o) => o.expired_date.getTime() < now).length;
      expect(r.data.pending, account).toBe(mine.length);
      expect(r.data.expired, account).toBe(expired);
      expect(
        r.data.byDaysLeft.reduce((s, b) => s + b.count, 0),
        account,
      ).toBe(mine.length - expired);
    }
  });

  it('TRUNCATE empties them, and a fill in one statement fills them again', async () => {
    await q('truncate orders cascade');
    expect((await q<{ n: number }>('select count(*)::int as n from order_tallies'))[0]?.n).toBe(0);
    await q(
      `insert into orders (open_order_id, order_type, order_status, company_name, incoming_date, expired_date, finish_date, certification_uid)
       select 'FILL-' || g, 1 + g % 3, (array[10, 20, 30, 40, 50, 100])[1 + g % 6], '批量公司',
         now() - g * interval '37 minutes', now() - g * interval '37 minutes' + interval '5 days',
         case when g % 6 = 5 then now() - g * interval '11 minutes' end,
         (select id from users where account = 'cert01')
       from generate_series(1, 3000) g`,
    );
    await expectExact('after the fill');
  });
});
