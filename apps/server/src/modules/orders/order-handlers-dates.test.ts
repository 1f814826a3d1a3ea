/**
 * A certifier's or auditor's own list, and an administrator's list by one certifier or auditor,
 * are read from order_handlers, which holds each order's sortable dates (migration 0013),
 * equality filters (0014) and searched texts (0024), kept by the trigger orders_handlers_sync. These tests change orders at
 * random (a printed seed: HANDLER_SEED repeats a run) the ways a database can see them change,
 * then check that the mirror holds what orders hold, and that every sort of every list of a
 * handler, both ways, at several pages, with random filters, answers what plain SQL on orders
 * answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeed } from '../../../bench/lists-random.js';
import { accountIds } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { LIST_FILTER_NAMES } from './list-filters.js';
import { listWhere } from './order-filters.js';
import { listRequestSchema } from './order-lists.routes.js';
import { QueryParams } from './query-params.js';
import { allowedDateSql, allowedDates, insertOrder, statusSetSql } from './test-orders.js';
import { authUserOf } from './test-users.js';

const { seed: SEED, random, pick } = testSeed('HANDLER_SEED');
const ORDERS = 240;
const UPDATES = 400;

let t: TestApp;
let U: Record<string, number>;

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
/** The equality filters order_handlers copies (migration 0014), with values to pick from. */
const EQUALITY: Record<string, { column: string; values: readonly (string | number)[] }> = {
  orderType: { column: 'order_type', values: [1, 2, 3] },
  certificationType: { column: 'certification_type', values: [10, 20] },
  province: { column: 'province', values: ['11', '31'] },
  city: { column: 'city', values: ['1101', '3101'] },
};
const EQUALITY_COLUMNS = [...Object.values(EQUALITY).map((e) => e.column), 'certification_uid', 'audit_uid'];
/** The searched texts order_handlers copies (migration 0024): names and remarks, and pieces of them to search. */
const TEXTS = {
  companyName: {
    column: 'company_name',
    values: ['星光科技有限公司', '明月商贸有限公司', '星河科技', '远山物流'],
    pieces: ['科技', '星', '有限公司'],
  },
  mark: { column: 'mark', values: ['', '下午联系', '上午再拨', '联系不上，下午再拨'], pieces: ['下午', '联系', '拨'] },
} as const;
type TextFilter = keyof typeof TEXTS;
const someText = (f: TextFilter) => `${pick(TEXTS[f].values)}${random() < 0.5 ? '' : Math.floor(random() * 100)}`;

/** A moment within the last 60 days, whole minutes, so that ties on a date happen too. */
const someDate = () => new Date(Date.UTC(2026, 9, 1) + Math.floor(random() * 60 * 24 * 20) * 3 * 60_000);
const maybeDate = () => (random() < 0.3 ? null : someDate());

beforeAll(async () => {
  t = await createTestApp();
  U = await accountIds(t);
  console.log(`handler lists: seed ${SEED} (repeat with HANDLER_SEED=${SEED})`);
  const handlers = [U.cert01!, U.cert02!, U.audit01!];
  const certifiers = [U.cert01!, U.cert02!];
  for (let i = 0; i < ORDERS; i++) {
    const completedCerDate = maybeDate();
    // Dispatch names the certifier and the auditor among the handlers (order-filters.ts namedHandler).
    const handlerUids = handlers.filter(() => random() < 0.6);
    const province = pick(['11', '31']);
    const orderStatus = pick(STATUSES);
    await insertOrder(t.ctx.db, {
      orderType: pick([1, 2, 3]),
      certificationType: pick([10, 20]),
      province,
      city: random() < 0.8 ? `${province}01` : pick(['1101', '3101']),
      certificationUid: random() < 0.8 ? (handlerUids.find((u) => certifiers.includes(u)) ?? null) : null,
      auditUid: handlerUids.includes(U.audit01!) && random() < 0.8 ? U.audit01! : null,
      orderStatus,
      incomingDate: someDate(),
      // Only the dates its status may hold (the lifecycle's checks, migration 0031).
      ...allowedDates(orderStatus, {
        completedCerDate,
        completedAuditDate: completedCerDate && random() < 0.6 ? someDate() : null,
        finishDate: maybeDate(),
      }),
      lastContactDate: maybeDate(),
      companyName: someText('companyName'),
      mark: someText('mark'),
      handlerUids,
    });
  }
  const ids = (await t.database.query<{ id: number }>('select id from orders')).rows.map((r) => r.id);
  // Updates as the application and a database administrator make them: a date set, moved or
  // cleared; a status change; a handler added or removed; several columns at once. Each within
  // the lifecycle's checks (migration 0031): a date the status cannot hold is written as null, and
  // a status change clears the dates the new status cannot hold.
  for (let i = 0; i < UPDATES; i++) {
    const id = pick(ids);
    const what = random();
    if (what < 0.5) {
      const date = pick(DATES);
      // Intake is never null.
      await t.database.query(`update orders set ${date} = ${allowedDateSql(date, '$2')} where id = $1`, [
        id,
        date === 'incoming_date' ? someDate() : maybeDate(),
      ]);
    } else if (what < 0.7) {
      await t.database.query(`update orders set ${statusSetSql('$2')} where id = $1`, [id, pick(STATUSES)]);
    } else if (what < 0.8) {
      // The handlers change; a certifier or auditor no longer among them is no longer assigned.
      await t.database.query(
        `update orders set handler_uids = $2, certification_uid = case when certification_uid = any($2) then certification_uid end,
           audit_uid = case when audit_uid = any($2) then audit_uid end where id = $1`,
        [id, handlers.filter(() => random() < 0.5)],
      );
    } else if (what < 0.86) {
      // The company renamed (a partner's modify), the remark edited.
      const f = pick(Object.keys(TEXTS) as TextFilter[]);
      await t.database.query(`update orders set ${TEXTS[f].column} = $2 where id = $1`, [id, someText(f)]);
    } else if (what < 0.92) {
      // An equality filter's value changes (a partner's modify), or the certifier among the handlers.
      const filter = pick(Object.values(EQUALITY));
      await t.database.query(`update orders set ${filter.column} = $2 where id = $1`, [id, pick(filter.values)]);
      await t.database.query('update orders set certification_uid = case when $2 = any(handler_uids) then $2 end where id = $1', [
        id,
        pick(certifiers),
      ]);
    } else {
      await t.database.query(
        `update orders set ${statusSetSql('$2', { completed_cer_date: '$3', completed_audit_date: '$4' })}, last_contact_date = $5 where id = $1`,
        [id, pick(STATUSES), maybeDate(), maybeDate(), maybeDate()],
      );
    }
  }
}, 120_000);
afterAll(() => t?.close());

describe('order_handlers mirrors the orders a handler sees, with their dates', () => {
  it('holds one row per handler and order, with the order’s status and dates', async () => {
    const copied = [...DATES, ...EQUALITY_COLUMNS, ...Object.values(TEXTS).map((x) => x.column)];
    const columns = `uid, order_id, order_status, reviewed, ${copied.join(', ')}`;
    const mirror = `select ${columns} from order_handlers`;
    const truth = `select distinct u as uid, o.id as order_id, o.order_status, o.completed_audit_date is not null as reviewed,
        ${copied.map((d) => `o.${d}`).join(', ')} from orders o, unnest(o.handler_uids) u where u is not null`;
    const differ = await t.database.query<{ n: number }>(
      `select (select count(*) from (${mirror} except ${truth}) a)::int + (select count(*) from (${truth} except ${mirror}) b)::int as n`,
    );
    expect(differ.rows[0]?.n, `seed ${SEED}`).toBe(0);
    const [{ n } = { n: 0 }] = (await t.database.query<{ n: number }>('select count(*)::int n from order_handlers')).rows;
    expect(n).toBeGreaterThan(ORDERS / 2);
  });

  it('answers every sort of a handler’s lists, both ways, at any page, with any filters, as plain SQL does', {
    timeout: 180_000,
  }, async () => {
    // A certifier and an auditor see the orders they handle; an administrator filters by one of them.
    type Who = { sql: string; uid: number; filter?: 'certificationUid' | 'auditUid' };
    const callers: { account: string; lists: ListName[]; who: () => Who }[] = [
      { account: 'cert01', lists: ['all', 'pendingCert'] as ListName[], who: () => ({ sql: '$1 = any(handler_uids)', uid: U.cert01! }) },
      {
        account: 'audit01',
        lists: ['all', 'pendingReview', 'auditStats'] as ListName[],
        who: () => ({ sql: '$1 = any(handler_uids)', uid: U.audit01! }),
      },
      {
        account: 'admin',
        lists: ['all', 'pendingCert', 'pendingReview', 'auditStats'] as ListName[],
        who: () =>
          random() < 0.6
            ? { sql: 'certification_uid = $1', uid: pick([U.cert01!, U.cert02!]), filter: 'certificationUid' }
            : { sql: 'audit_uid = $1', uid: U.audit01!, filter: 'auditUid' },
      },
    ];
    let checked = 0;
    for (const caller of callers) {
      const token = await t.login(caller.account);
      for (const name of caller.lists) {
        const list = LISTS[name];
        for (const field of list.sorts) {
          for (const dir of ['asc', 'desc'] as const) {
            const who = caller.who();
            const conditions = [who.sql, list.scope];
            const params: unknown[] = [who.uid];
            const body: Record<string, unknown> = who.filter ? { [who.filter]: who.uid } : {};
            // A range of another date now and then: the handler's count first, then its matches sorted.
            const offered = LIST_FILTER_NAMES[name];
            const ranged = random() < 0.4 ? pick(offered.filter((f) => f in COLUMN)) : undefined;
            if (ranged) {
              const from = someDate();
              body[ranged] = `${from.getTime()},0`;
              params.push(from);
              conditions.push(`${COLUMN[ranged]} >= $${params.length}`);
            }
            // Up to two equality filters the list offers, checked in the handler's index (migration 0014).
            const equalities = Object.keys(EQUALITY).filter((f) => (offered as string[]).includes(f) && random() < 0.35);
            for (const f of equalities.slice(0, 2)) {
              const value = pick(EQUALITY[f]!.values);
              body[f] = value;
              params.push(value);
              conditions.push(`${EQUALITY[f]!.column} = $${params.length}`);
            }
            // A search of a name or a remark now and then, checked on the handler's rows (migration 0024).
            const texts = (Object.keys(TEXTS) as TextFilter[]).filter((f) => (offered as string[]).includes(f));
            if (texts.length > 0 && random() < 0.35) {
              const f = pick(texts);
              const piece = pick(TEXTS[f].pieces);
              body[f] = piece;
              params.push(`%${piece}%`);
              conditions.push(`${TEXTS[f].column} like $${params.length}`);
            }
            const where = conditions.join(' and ');
            const [{ n } = { n: 0 }] = (await t.database.query<{ n: number }>(`select count(*)::int n from orders where ${where}`, params))
              .rows;
            for (const pageNum of [1, 1 + Math.floor(random() * 8), 1 + Math.floor(n / 10)]) {
              const request = { pageNum, pageSize: 10, field, sortType: dir, ...body };
              const answer = await t.call<{ result: { orderId: number }[]; totalCount: number }>('POST', list.url, token, request);
              expect(answer.code, `${name} ${JSON.stringify(request)}`).toBe('0000');
              const want = await t.database.query<{ id: number }>(
                `select id from orders where ${where} order by ${COLUMN[field]} ${dir} nulls last, id ${dir} limit 10 offset ${(pageNum - 1) * 10}`,
                params,
              );
              const got = { total: answer.data.totalCount, ids: answer.data.result.map((r) => r.orderId) };
              expect(got, `${caller.account} ${name} ${JSON.stringify(request)} (seed ${SEED})`).toEqual({
                total: n,
                ids: want.rows.map((r) => r.id),
              });
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('reads from order_handlers the lists that need nothing else, and no others', async () => {
    const read = async (account: string, body: Record<string, unknown>) => {
      const req = listRequestSchema('all').parse({ pageNum: 1, pageSize: 10, ...body });
      return listWhere('all', await authUserOf(t.ctx.db, account), req, new QueryParams()).handler !== undefined;
    };
    expect(await read('admin', { certificationUid: U.cert01, orderType: 2, province: '11' })).toBe(true);
    expect(await read('admin', { auditUid: U.audit01, completedCerDate: '0,1700000000000' })).toBe(true);
    expect(await read('cert01', { certificationType: 20, city: '1101', orderStatus: 20 })).toBe(true);
    expect(await read('cert01', { companyName: '科技', orderType: 2 })).toBe(true);
    // No copy of an order number there; an administrator's list of everyone's orders is the table's.
    expect(await read('cert01', { companyName: '科技', orderId: 1 })).toBe(false);
    expect(await read('admin', { certificationUid: U.cert01, openOrderId: 'B1' })).toBe(false);
    expect(await read('admin', { orderType: 2 })).toBe(false);
  });
});
