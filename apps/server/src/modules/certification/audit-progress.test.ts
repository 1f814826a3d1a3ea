import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { detailOrder, noticeOptionsFixture } from '../detail/detail-fixtures.js';
import { orders } from '../orders/orders.schema.js';
import { partnerOutbox } from '../partner/outbox.schema.js';
import { orderNotices } from './certification.schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await noticeOptionsFixture(t.ctx.db);
});
afterAll(async () => t.close());

describe('POST /api/audit/progress', () => {
  it('lets the assigned auditor report progress of a review to the partner', async () => {
    const order = await detailOrder(t.ctx.db, 'cert01', 1, { orderStatus: 30 });
    const audit01 = await t.login('audit01');
    const r = await t.call<{ id: number }>('POST', '/api/audit/progress', audit01, { orderId: order.id, key: 'p-test-1' });
    expect(r).toMatchObject({ code: '0000', msg: '发送成功' });
    const [notice] = await t.ctx.db.select().from(orderNotices).where(eq(orderNotices.id, r.data.id));
    expect(notice).toMatchObject({ orderId: order.id, kind: 40, codeMsg: '已与法人取得联系' });
    const [event] = await t.ctx.db.select().from(partnerOutbox).where(eq(partnerOutbox.refId, r.data.id));
    expect(event?.interfaceType).toBe(40);
  });

  it('refuses other roles, an order not under review, and a missing option', async () => {
    const order = await detailOrder(t.ctx.db, 'cert01', 1, { orderStatus: 30 });
    const cert01 = await t.login('cert01');
    expect((await t.call('POST', '/api/audit/progress', cert01, { orderId: order.id, key: 'p-test-1' })).code).toBe('1003');
    const audit01 = await t.login('audit01');
    expect((await t.call('POST', '/api/audit/progress', audit01, { orderId: order.id, key: 'nope' })).msg).toBe('必须选择一个选项!');
    await t.ctx.db.update(orders).set({ orderStatus: 20 }).where(eq(orders.id, order.id));
    expect((await t.call('POST', '/api/audit/progress', audit01, { orderId: order.id, key: 'p-test-1' })).msg).toBe(
      '订单状态已变更，请刷新后重试',
    );
    const count = await t.ctx.db.select().from(orderNotices).where(eq(orderNotices.orderId, order.id));
    expect(count).toHaveLength(0);
  });
});
