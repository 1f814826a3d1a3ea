import type { OrderRow, Page } from '@certdesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertOrder } from './test-orders.js';

/**
 * A certifier's or auditor's unfiltered list counts its total from order_handlers, which the
 * trigger orders_handlers_sync keeps in step with orders (migration 0002). These tests change
 * orders the ways the application does and check that the totals the lists show stay those of
 * the orders themselves.
 */
let t: TestApp;
let U: Record<string, number>;
let cert: string;
let audit: string;

const LISTS = {
  all: '/api/order/list',
  pendingCert: '/api/order/waitCertification/list',
  pendingReview: '/api/order/waitAudit/list',
  auditStats: '/api/audit/list',
} as const;

type ListName = keyof typeof LISTS;
/** The lists each role's screens show (a certifier has no review lists, an auditor no certification list). */
const CERT_LISTS: ListName[] = ['all', 'pendingCert'];
const AUDIT_LISTS: ListName[] = ['all', 'pendingReview', 'auditStats'];

/** The total each of the caller's lists shows, unfiltered (the order_handlers count). */
async function totals(token: string, lists: ListName[]) {
  const out: Record<string, number> = {};
  for (const name of lists) {
    const url = LISTS[name];
    const r = await t.call<Page<OrderRow>>('POST', url, token, { pageNum: 1, pageSize: 10 });
    if (r.code !== '0000') throw new Error(`${name}: ${r.msg}`);
    out[name] = r.data.totalCount;
  }
  return out;
}

/** The same totals counted on orders directly (D4: handler_uids holds every handler, ever). */
async function truth(uid: number, lists: ListName[]) {
  const r = await t.database.query<Record<string, number>>(
    `select count(*)::int as "all",
            count(*) filter (where order_status = 20)::int as "pendingCert",
            count(*) filter (where order_status in (30, 40, 50))::int as "pendingReview",
            count(*) filter (where completed_audit_date is not null)::int as "auditStats"
     from orders where $1 = any(handler_uids)`,
    [uid],
  );
  const all = r.rows[0] ?? {};
  return Object.fromEntries(lists.map((name) => [name, all[name]]));
}

beforeAll(async () => {
  t = await createTestApp();
  U = await accountIds(t);
  cert = await t.login('cert01');
  audit = await t.login('audit01');
});
afterAll(() => t.close());

describe('the handled lists count from order_handlers', () => {
  it('counts what orders hold through intake, assignment, review and reassignment', async () => {
    const c1 = U.cert01!;
    const c2 = U.cert02!;
    const a1 = U.audit01!;
    const mine = await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: c1, handlerUids: [c1] });
    await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: c2, handlerUids: [c2] });
    const reviewed = await insertOrder(t.ctx.db, {
      orderStatus: 30,
      certificationUid: c1,
      auditUid: a1,
      handlerUids: [c1, a1],
      completedCerDate: new Date(),
    });
    expect(await totals(cert, CERT_LISTS)).toEqual({ all: 2, pendingCert: 1 });
    expect(await totals(cert, CERT_LISTS)).toEqual(await truth(c1, CERT_LISTS));
    expect(await totals(audit, AUDIT_LISTS)).toEqual({ all: 1, pendingReview: 1, auditStats: 0 });

    // The review is recorded and the order finishes: it leaves pending review, enters the statistics.
    await t.database.query(`update orders set order_status = 100, completed_audit_date = now() where id = $1`, [reviewed.id]);
    expect(await totals(audit, AUDIT_LISTS)).toEqual({ all: 1, pendingReview: 0, auditStats: 1 });
    expect(await totals(audit, AUDIT_LISTS)).toEqual(await truth(a1, AUDIT_LISTS));

    // Reassigned to cert02 by an administrator: cert01 handled it before and still sees it (D4).
    const admin = await t.login('admin');
    const moved = await t.call('POST', '/api/order/dispatch', admin, { dispatchType: 10, orderId: String(mine.id), uid: c2 });
    expect(moved.code).toBe('0000');
    expect(await totals(cert, CERT_LISTS)).toEqual(await truth(c1, CERT_LISTS));
    const cert02 = await t.login('cert02');
    expect((await totals(cert02, CERT_LISTS)).pendingCert).toBe(2);
    expect(await totals(cert02, CERT_LISTS)).toEqual(await truth(c2, CERT_LISTS));

    // A filter takes the general count on orders: the same number.
    const filtered = await t.call<Page<OrderRow>>('POST', LISTS.all, cert, { pageNum: 1, pageSize: 10, orderType: 1 });
    expect(filtered.data.totalCount).toBe((await truth(c1, ['all'])).all);
  });

  it('mirrors handler_uids row for row, and follows a handler removed from an order', async () => {
    const c1 = U.cert01!;
    const o = await insertOrder(t.ctx.db, { orderStatus: 20, handlerUids: [c1, c1, U.cert02!] });
    const rows = async () =>
      (
        await t.database.query<{ uid: number; order_status: number; reviewed: boolean }>(
          'select uid, order_status, reviewed from order_handlers where order_id = $1 order by uid',
          [o.id],
        )
      ).rows;
    expect(await rows()).toEqual([
      { uid: c1, order_status: 20, reviewed: false },
      { uid: U.cert02, order_status: 20, reviewed: false },
    ]);
    await t.database.query('update orders set handler_uids = $2 where id = $1', [o.id, [U.cert02]]);
    expect(await rows()).toEqual([{ uid: U.cert02, order_status: 20, reviewed: false }]);
    // An update of other columns leaves the rows alone.
    await t.database.query(`update orders set apply_user = '王五' where id = $1`, [o.id]);
    expect(await rows()).toEqual([{ uid: U.cert02, order_status: 20, reviewed: false }]);
    expect(await totals(cert, CERT_LISTS)).toEqual(await truth(c1, CERT_LISTS));
  });

  it("opens only the partitions of an order's handlers, none for an order without any (migration 0050)", async () => {
    const c1 = U.cert01!;
    const o = await insertOrder(t.ctx.db, { orderStatus: 20 });
    expect(o.handlerUids).toEqual([]);
    // The partitions of order_handlers that a change of the order opened, from the locks its
    // transaction holds: PostgreSQL plans the trigger's statement on every partition that its
    // uids do not rule out, about 10 ms for all 32 on the benchmark's million orders.
    const partitionsOpened = (change: SQL) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set ${change} where id = ${o.id}`);
        const locked = await tx.execute(sql`select c.relname from pg_locks l join pg_class c on c.oid = l.relation
          where l.pid = pg_backend_pid() and c.relkind = 'r' and c.relname like 'order_handlers_p%' order by c.relname`);
        return (locked as unknown as { rows: { relname: string }[] }).rows.map((r) => r.relname);
      });
    const rows = async () =>
      (await t.database.query('select uid, order_status, mark from order_handlers where order_id = $1', [o.id])).rows;

    expect(await partitionsOpened(sql`order_status = 30, completed_cer_date = now()`)).toEqual([]);
    expect(await rows()).toEqual([]);
    // Its first handler: nothing to delete, the handler's row written in the handler's partition.
    const assigned = await partitionsOpened(sql`handler_uids = array[${c1}::int]`);
    expect(await rows()).toEqual([{ uid: c1, order_status: 30, mark: '' }]);
    const own = await t.database.query<{ name: string }>(
      'select tableoid::regclass::text as name from order_handlers where order_id = $1',
      [o.id],
    );
    expect(assigned).toEqual([own.rows[0]!.name]);
    expect(await partitionsOpened(sql`mark = '已联系'`)).toEqual([own.rows[0]!.name]);
    expect(await rows()).toEqual([{ uid: c1, order_status: 30, mark: '已联系' }]);
  });
});
