import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { users } from '../users/users.schema.js';
import { assignManually, autoDispatch, pickCandidate } from './dispatch.service.js';
import { orderLogs, orders } from './orders.schema.js';
import { insertOrder } from './test-orders.js';
import { insertGroup, orderTestApp, type StaffAccount } from './test-users.js';

let t: TestApp;
let ids: Record<StaffAccount, number>;
beforeAll(async () => {
  ({ t, ids } = await orderTestApp());
  await insertGroup(t.ctx.db, '企业认证组', 200, [1, 2], [ids.cert01, ids.cert02, ids.manager]);
  await insertGroup(t.ctx.db, '学历认证组', 200, [4], [ids.cert02]);
  await insertGroup(t.ctx.db, '审核组', 300, [1, 2, 4], [ids.audit01]);
});
afterAll(async () => t.close());
beforeEach(async () => {
  // Each case starts from no open work and no dispatch history.
  await t.ctx.db.update(orders).set({ orderStatus: 100 });
  await t.ctx.db.update(users).set({ lastDispatchAt: null, disabledDispatch: false, disabled: false });
});

describe('automatic dispatch (D2)', () => {
  it('offers an order to a member of a group for its type and of the right role type', async () => {
    expect(await pickCandidate(t.ctx.db, 4, 'cert')).toBe(ids.cert02);
    expect(await pickCandidate(t.ctx.db, 4, 'audit')).toBe(ids.audit01);
    // No group for type 7: the order waits unassigned.
    expect(await pickCandidate(t.ctx.db, 7, 'cert')).toBeNull();
    const o = await insertOrder(t.ctx.db, { orderType: 7, orderStatus: 20 });
    expect(await autoDispatch(t.ctx.db, o)).toBeNull();
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, o.id)))[0]).toMatchObject({ certificationUid: null, handlerUids: [] });
  });

  it('skips paused, disabled and deleted workers, and members without the role', async () => {
    await t.ctx.db.update(users).set({ disabledDispatch: true }).where(eq(users.id, ids.cert01));
    expect(await pickCandidate(t.ctx.db, 1, 'cert')).toBe(ids.cert02);
    await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, ids.cert02));
    // manager is in the group but is not a certifier: nobody is left.
    expect(await pickCandidate(t.ctx.db, 1, 'cert')).toBeNull();
  });

  it('gives the order to the least loaded worker of the stage', async () => {
    await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: ids.cert01 });
    await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: ids.cert01 });
    await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: ids.cert02 });
    // Orders of cert02 in other stages do not count as open certification work.
    await insertOrder(t.ctx.db, { orderStatus: 30, certificationUid: ids.cert02 });
    await insertOrder(t.ctx.db, { orderStatus: 30, certificationUid: ids.cert02 });
    expect(await pickCandidate(t.ctx.db, 1, 'cert')).toBe(ids.cert02);
  });

  it('breaks ties by the longest time since the last dispatch, and records each dispatch', async () => {
    await t.ctx.db
      .update(users)
      .set({ lastDispatchAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, ids.cert01));
    await t.ctx.db
      .update(users)
      .set({ lastDispatchAt: new Date(Date.now() - 120_000) })
      .where(eq(users.id, ids.cert02));
    const a = await insertOrder(t.ctx.db, { orderStatus: 20 });
    expect(await autoDispatch(t.ctx.db, a)).toBe(ids.cert02);
    // cert02 now has one open order, so cert01 is less loaded.
    const b = await insertOrder(t.ctx.db, { orderStatus: 20 });
    expect(await autoDispatch(t.ctx.db, b)).toBe(ids.cert01);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, a.id));
    expect(row).toMatchObject({ certificationUid: ids.cert02, handlerUids: [ids.cert02] });
    expect(row?.dispatchCerDate).toBeInstanceOf(Date);
    const [u] = await t.ctx.db.select().from(users).where(eq(users.id, ids.cert02));
    expect(u?.lastDispatchAt?.getTime()).toBeGreaterThan(Date.now() - 10_000);
    const logs = await t.ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, a.id));
    expect(logs).toEqual([expect.objectContaining({ operateType: '分配认证', doc: '自动分配给张认证', uname: '系统' })]);
  });
});

describe('manual assignment', () => {
  it('assigns orders of the right stage to a worker of the right role', async () => {
    const a = await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: ids.cert01, handlerUids: [ids.cert01] });
    const b = await insertOrder(t.ctx.db, { orderStatus: 20 });
    await assignManually(t.ctx.db, [a.id, b.id], ids.cert02, 10, { uid: ids.manager, uname: '王经理' });
    const rows = await t.ctx.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [a.id, b.id]))
      .orderBy(orders.id);
    expect(rows.map((r) => [r.certificationUid, r.handlerUids])).toEqual([
      [ids.cert02, [ids.cert01, ids.cert02]],
      [ids.cert02, [ids.cert02]],
    ]);
    const logs = await t.ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, a.id));
    expect(logs.at(-1)).toMatchObject({ operateType: '分配认证', doc: '手动分配给张认证', uname: '王经理' });
    const review = await insertOrder(t.ctx.db, { orderStatus: 40 });
    await assignManually(t.ctx.db, [review.id], ids.audit01, 20);
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, review.id)))[0]?.auditUid).toBe(ids.audit01);
  });

  it('refuses the wrong worker, the wrong stage and an empty selection, changing nothing', async () => {
    const a = await insertOrder(t.ctx.db, { orderStatus: 20 });
    const b = await insertOrder(t.ctx.db, { orderStatus: 30 });
    await expect(assignManually(t.ctx.db, [a.id], ids.audit01, 10)).rejects.toThrow('请选择有效的认证专员');
    await expect(assignManually(t.ctx.db, [b.id], ids.cert01, 20)).rejects.toThrow('请选择有效的审核专员');
    await expect(assignManually(t.ctx.db, [a.id, b.id], ids.cert01, 10)).rejects.toThrow(`订单${b.id}不是待认证状态，不能分配`);
    await expect(assignManually(t.ctx.db, [], ids.cert01, 10)).rejects.toThrow('请至少选择一个订单');
    await expect(assignManually(t.ctx.db, [a.id], ids.cert01, 30)).rejects.toThrow('分配类型只能是10（认证）或20（审核）');
    const rows = await t.ctx.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [a.id, b.id]));
    expect(rows.map((r) => [r.certificationUid, r.auditUid])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
