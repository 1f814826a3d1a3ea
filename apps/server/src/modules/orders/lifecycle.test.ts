import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import {
  endOrder,
  lookupFinished,
  onTransition,
  pushAcknowledged,
  reviewFailed,
  reviewPassed,
  submitCertification,
} from './lifecycle.service.js';
import { orderLogs, orders } from './orders.schema.js';
import { insertOrder } from './test-orders.js';
import { insertGroup, orderTestApp, type StaffAccount } from './test-users.js';

let t: TestApp;
let staff: Record<StaffAccount, AuthUser>;
beforeAll(async () => {
  ({ t, staff } = await orderTestApp());
  // Only cert01 takes type 1 here, so the assignee is known.
  await insertGroup(t.ctx.db, '认证组', 200, [1], [staff.cert01.id]);
  await insertGroup(t.ctx.db, '审核组', 300, [1, 2, 3, 4, 5, 6, 7, 8], [staff.audit01.id]);
});
afterAll(async () => t.close());

const load = (id: number) =>
  t.ctx.db
    .select()
    .from(orders)
    .where(eq(orders.id, id))
    .then((r) => r[0]);
const logsOf = (id: number) => t.ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, id)).orderBy(orderLogs.id);

describe('the order lifecycle (D1)', () => {
  it('walks 10 → 20 → 30 → 20 → 40 → 50 → 100 with dispatch and a log row for each step', async () => {
    const o = await insertOrder(t.ctx.db, { orderStatus: 10 });
    expect(await lookupFinished(t.ctx.db, o.id, true)).toMatchObject({
      orderStatus: 20,
      queryStatus: 20,
      certificationUid: staff.cert01.id,
    });
    expect(await load(o.id)).toMatchObject({ handlerUids: [staff.cert01.id] });
    const submitted = await submitCertification(t.ctx.db, staff.cert01, o.id, { result: 10, reason: '核实无误' });
    expect(submitted).toMatchObject({ orderStatus: 30, certificationResult: 10, auditUid: staff.audit01.id });
    expect(submitted.completedCerDate).toBeInstanceOf(Date);
    const failed = await reviewFailed(t.ctx.db, staff.audit01, o.id, { rejectMsg: '营业执照照片不清晰' });
    expect(failed).toMatchObject({
      orderStatus: 20,
      certificationUid: staff.cert01.id,
      rejectMsg: '营业执照照片不清晰',
      reviewRejected: true,
    });
    expect(await submitCertification(t.ctx.db, staff.cert01, o.id, { result: 10, reason: '已补充' })).toMatchObject({
      orderStatus: 40,
      auditUid: staff.audit01.id,
    });
    expect(await reviewPassed(t.ctx.db, staff.audit01, o.id, { reason: '通过' })).toMatchObject({ orderStatus: 50 });
    expect(await pushAcknowledged(t.ctx.db, o.id)).toMatchObject({ orderStatus: 100, pushStatus: 1 });
    const logs = await logsOf(o.id);
    expect(logs.map((l) => l.operateType)).toEqual([
      '查档完成',
      '分配认证',
      '认证提交',
      '分配审核',
      '审核失败',
      '认证提交',
      '审核成功',
      '推送成功',
    ]);
    expect(logs[2]).toMatchObject({ uid: staff.cert01.id, uname: staff.cert01.nickName, doc: '认证成功：核实无误' });
    expect(await load(o.id)).toMatchObject({ handlerUids: [staff.cert01.id, staff.audit01.id] });
  });

  it('records a failed lookup as queryStatus -1', async () => {
    const o = await insertOrder(t.ctx.db, { orderStatus: 10 });
    expect(await lookupFinished(t.ctx.db, o.id, false)).toMatchObject({ orderStatus: 20, queryStatus: -1 });
  });

  it('refuses a transition from the wrong status, and an unknown order', async () => {
    const o = await insertOrder(t.ctx.db, { orderStatus: 30, auditUid: staff.audit01.id });
    await expect(lookupFinished(t.ctx.db, o.id, true)).rejects.toThrow('订单状态已变更，请刷新后重试');
    await expect(submitCertification(t.ctx.db, staff.cert01, o.id, { result: 10, reason: '' })).rejects.toThrow('订单状态已变更');
    await expect(pushAcknowledged(t.ctx.db, 999_999)).rejects.toThrow('未找到订单');
    expect(await load(o.id)).toMatchObject({ orderStatus: 30 });
    expect(await logsOf(o.id)).toHaveLength(0);
  });

  it('lets only the assigned certifier and auditor submit', async () => {
    const o = await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: staff.cert01.id });
    await expect(submitCertification(t.ctx.db, staff.cert02, o.id, { result: 10, reason: '' })).rejects.toThrow('该订单未分配给您');
    await submitCertification(t.ctx.db, staff.cert01, o.id, { result: 20, reason: '无法联系' });
    await expect(reviewPassed(t.ctx.db, staff.manager, o.id, { reason: '' })).rejects.toThrow('该订单未分配给您');
    expect(await load(o.id)).toMatchObject({ orderStatus: 30, certificationResult: 20 });
  });

  it('ends an order for role 0 only, from any status but 100, with the reason logged', async () => {
    const o = await insertOrder(t.ctx.db, { orderStatus: 20 });
    await expect(endOrder(t.ctx.db, staff.manager, o.id, 'x')).rejects.toThrow('只有超级管理员可以结束订单');
    const ended = await endOrder(t.ctx.db, staff.admin, o.id, '客户撤单');
    expect(ended).toMatchObject({ orderStatus: 100, pushStatus: null });
    expect(ended.finishDate).toBeInstanceOf(Date);
    expect((await logsOf(o.id)).at(-1)).toMatchObject({ operateType: '结束订单', doc: '结束原因：客户撤单', uid: staff.admin.id });
    await expect(endOrder(t.ctx.db, staff.admin, o.id)).rejects.toThrow('订单状态已变更');
  });

  it('lets one of two concurrent submits win; the other hears the race message and nothing is lost', async () => {
    const o = await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: staff.cert01.id });
    const results = await Promise.allSettled([
      submitCertification(t.ctx.db, staff.cert01, o.id, { result: 10, reason: '第一次' }),
      submitCertification(t.ctx.db, staff.cert01, o.id, { result: 20, reason: '第二次' }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((r) => (r.reason as Error).message)).toEqual(['订单状态已变更，请刷新后重试']);
    const submits = (await logsOf(o.id)).filter((l) => l.operateType === '认证提交');
    expect(submits).toHaveLength(1);
    expect((await load(o.id))?.certificationResult).toBe(submits[0]?.doc.startsWith('认证成功') ? 10 : 20);
  });

  it('runs listeners in the transaction: a failing listener rolls the transition back', async () => {
    const heard: string[] = [];
    const off = onTransition(async (_tx, order, tr) => {
      heard.push(`${tr.name}:${tr.from}->${tr.to}:${order.id}`);
      if (order.companyName === '回滚测试有限公司') throw new Error('listener failed');
    });
    try {
      const ok = await insertOrder(t.ctx.db, { orderStatus: 10 });
      await lookupFinished(t.ctx.db, ok.id, true);
      expect(heard).toEqual([`lookupFinished:10->20:${ok.id}`]);
      const bad = await insertOrder(t.ctx.db, { orderStatus: 10, companyName: '回滚测试有限公司' });
      await expect(lookupFinished(t.ctx.db, bad.id, true)).rejects.toThrow('listener failed');
      expect(await load(bad.id)).toMatchObject({ orderStatus: 10, certificationUid: null });
      expect(await logsOf(bad.id)).toHaveLength(0);
    } finally {
      off();
    }
  });
});
