/**
 * A certifier's or auditor's own list is read from order_handlers, which holds each order's
 * sortable dates since migration 0013 (kept by the trigger orders_handlers_sync). These tests
 * change orders at random (a printed seed: HANDLER_SEED repeats a run) the ways a database can
 * see them change, then check that the mirror holds what orders hold, and that every sort of
 * every list of a handler, both ways, at several pages, answers what plain SQL on orders answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSeed, seededRandom } from '../../../bench/lists-random.js';
import { accountIds } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { LIST_FILTER_NAMES } from './list-filters.js';
import { insertOrder } from './test-orders.js';

const SEED = process.env.HANDLER_SEED ? Number(process.env.HANDLER_SEED) : freshSeed();
const ORDERS = 240;
const UPDATES = 400;

let t: TestApp;
let U: Record<string, number>;
const random = seededRandom(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

const LISTS = {
  all: {
    url: '/api/order/list',
    scope: 'true',
    sorts: ['incomingDate', 'lastContactDate', 'completedCerDate', 'completedAuditDate', 'finishDate'],
  },
  pendingCert: {
    url: '/api/order/waitCertification/list',
    scope: 'order_status = 20',
    sorts: ['incomingDate', 'completedCerDate', 'lastContactDate'],
  },
  pendingReview: { url: '/api/order/waitAudit/list', scope: 'order_status in (30, 40, 50)', sorts: ['incomingDate', 'completedCerDate'] },
  auditStats: {
    url: '/api/audit/list',
    scope: 'completed_audit_date is not null',
    sorts: ['incomingDate', 'completedCerDate', 'completedAuditDate', 'finishDate'],
  },
} as const;
type ListName = keyof typeof LISTS;

const COLUMN: Record<string, string> = {
  incomingDate: 'incoming_date',
  completedCerDate: 'completed_cer_date',
  completedAuditDate: 'completed_audit_date',
  finishDate: 'finish_date',
  lastContactDate: 'last_contact_date',
};
const DATES = Object.values(COLUMN);
const STATUSES = [10, 20, 30, 40, 50, 100, 110] as const;

/** A moment within the last 60 days, whole minutes, so that ties on a date happen too. */
const someDate = () => new Date(Date.UTC(2026, 9, 1) + Math.floor(random() * 60 * 24 * 20) * 3 * 60_000);
const maybeDate = () => (random() < 0.3 ? null : someDate());

beforeAll(async () => {
  t = await createTestApp();
  U = await accountIds(t);
  console.log(`handler lists: seed ${SEED} (repeat with HANDLER_SEED=${SEED})`);
  const handlers = [U.cert01!, U.cert02!, U.audit01!];
  for (let i = 0; i < ORDERS; i++) {
    const completedCerDate = maybeDate();
    await insertOrder(t.ctx.db, {
      orderStatus: pick(STATUSES),
      incomingDate: someDate(),
      completedCerDate,
      completedAuditDate: completedCerDate && random() < 0.6 ? someDate() : null,
      lastContactDate: maybeDate(),
      finishDate: maybeDate(),
      handlerUids: handlers.filter(() => random() < 0.6),
    });
  }
  const ids = (await t.database.query<{ id: number }>('select id from orders')).rows.map((r) => r.id);
  // Updates as the application and a database administrator make them: a date set, moved or
  // cleared; a status change; a handler added or removed; several columns at once.
  for (let i = 0; i < UPDATES; i++) {
    const id = pick(ids);
    const what = random();
    if (what < 0.5) {
      const date = pick(DATES);
      // Intake is never null.
      await t.database.query(`update orders set ${date} = $2 where id = $1`, [id, date === 'incoming_date' ? someDate() : maybeDate()]);
    } else if (what < 0.7) {
      await t.database.query('update orders set order_status = $2 where id = $1', [id, pick(STATUSES)]);
    } else if (what < 0.85) {
      await t.database.query('update orders set handler_uids = $2 where id = $1', [id, handlers.filter(() => random() < 0.5)]);
    } else {
      await t.database.query(
        'update orders set order_status = $2, completed_cer_date = $3, completed_audit_date = $4, last_contact_date = $5 where id = $1',
        [id, pick(STATUSES), maybeDate(), maybeDate(), maybeDate()],
      );
    }
  }
}, 120_000);
afterAll(() => t?.close());

describe('order_handlers mirrors the orders a handler sees, with their dates', () => {
  it('holds one row per handler and order, with the order’s status and dates', async () => {
    const columns = `uid, order_id, order_status, reviewed, ${DATES.join(', ')}`;
    const mirror = `select ${columns} from order_handlers`;
    const truth = `select distinct u as uid, o.id as order_id, o.order_status, o.completed_audit_date is not null as reviewed,
        ${DATES.map((d) => `o.${d}`).join(', ')} from orders o, unnest(o.handler_uids) u where u is not null`;
    const differ = await t.database.query<{ n: number }>(
      `select (select count(*) from (${mirror} except ${truth}) a)::int + (select count(*) from (${truth} except ${mirror}) b)::int as n`,
    );
    expect(differ.rows[0]?.n, `seed ${SEED}`).toBe(0);
    const [{ n } = { n: 0 }] = (await t.database.query<{ n: number }>('select count(*)::int n from order_handlers')).rows;
    expect(n).toBeGreaterThan(ORDERS / 2);
  });

  it('answers every sort of a handler’s lists, both ways, at any page, as plain SQL does', { timeout: 120_000 }, async () => {
    const callers = [
      { account: 'cert01', uid: U.cert01!, lists: ['all', 'pendingCert'] as ListName[] },
      { account: 'audit01', uid: U.audit01!, lists: ['all', 'pendingReview', 'auditStats'] as ListName[] },
    ];
    let checked = 0;
    for (const caller of callers) {
      const token = await t.login(caller.account);
      for (const name of caller.lists) {
        const list = LISTS[name];
        for (const field of list.sorts) {
          for (const dir of ['asc', 'desc'] as const) {
            // A range of another date as well, now and then: the handler's count first, then its matches sorted.
            const offered = LIST_FILTER_NAMES[name].filter((f) => f in COLUMN);
            const ranged = random() < 0.4 ? pick(offered) : undefined;
            const from = someDate();
            const filter = ranged ? { [ranged]: `${from.getTime()},0` } : {};
            const where = `$1 = any(handler_uids) and ${list.scope}${ranged ? ` and ${COLUMN[ranged]} >= $2` : ''}`;
            const params = ranged ? [caller.uid, from] : [caller.uid];
            const [{ n } = { n: 0 }] = (await t.database.query<{ n: number }>(`select count(*)::int n from orders where ${where}`, params))
              .rows;
            for (const pageNum of [1, 1 + Math.floor(random() * 8), 1 + Math.floor(n / 10)]) {
              const body = { pageNum, pageSize: 10, field, sortType: dir, ...filter };
              const answer = await t.call<{ result: { orderId: number }[]; totalCount: number }>('POST', list.url, token, body);
              expect(answer.code, `${name} ${JSON.stringify(body)}`).toBe('0000');
              const want = await t.database.query<{ id: number }>(
                `select id from orders where ${where} order by ${COLUMN[field]} ${dir} nulls last, id ${dir} limit 10 offset ${(pageNum - 1) * 10}`,
                params,
              );
              const got = { total: answer.data.totalCount, ids: answer.data.result.map((r) => r.orderId) };
              expect(got, `${caller.account} ${name} ${JSON.stringify(body)} (seed ${SEED})`).toEqual({
                total: n,
                ids: want.rows.map((r) => r.id),
              });
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });
});
