import { createWorkCalendar } from '@certdesk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds, at, seedOrders } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { messages } from '../messages/messages.schema.js';
import { orderLogs, orders } from './orders.schema.js';

let t: TestApp;
let admin: string;
let manager: string;
let cert01: string;
let viewer: string;
let U: Record<string, number>;
let o: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  manager = await t.login('manager');
  cert01 = await t.login('cert01');
  viewer = await t.login('viewer');
  U = await accountIds(t);
  o = await seedOrders(t, [
    { certificationUid: U.cert01, handlerUids: [U.cert01!], mark: '旧备注', expiredDate: at('2026-04-30 23:59') },
    { certificationUid: U.cert02, handlerUids: [U.cert02!], expiredDate: at('2026-04-29 23:59') },
    { orderStatus: 30, certificationUid: U.cert01, handlerUids: [U.cert01!] },
    { orderStatus: 100, finishDate: at('2026-03-05 10:00') },
    { orderStatus: 20 },
  ]);
});
afterAll(() => t.close());

const row = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const logs = (id: number) => t.ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, id));

describe('POST /api/order/updateMark', () => {
  it('the assigned certifier edits the remark; it is logged with the old value', async () => {
    const r = await t.call('POST', '/api/order/updateMark', cert01, { orderId: o[0], mark: '已电话联系' });
    expect(r).toMatchObject({ code: '0000', msg: '备注修改成功' });
    expect((await row(o[0]!)).mark).toBe('已电话联系');
    expect(await logs(o[0]!)).toContainEqual(expect.objectContaining({ operateType: '修改备注', beforeValue: '旧备注', uid: U.cert01 }));
  });
  it('the longest remark allowed, of characters that do not compress, is kept and found by the list', async () => {
    // Pending certification's indexes include the remark (migration 0030) and the company name
    // (0033), every sort index the name (0034): a B-tree entry holds at most about 2,700 bytes. The partner's longest name (200
    // distinct three-byte characters); then 500 distinct three-byte characters of remark, then 250
    // four-byte ones (the form's limit counts UTF-16 units).
    const company = Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 104729) % 20000))).join('');
    const { companyName: before } = await row(o[0]!);
    await t.ctx.db.update(orders).set({ companyName: company }).where(eq(orders.id, o[0]!));
    const threeBytes = Array.from({ length: 500 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 7919) % 20000))).join('');
    const fourBytes = Array.from({ length: 250 }, (_, i) => String.fromCodePoint(0x20000 + ((i * 7919) % 40000))).join('');
    for (const mark of [threeBytes, fourBytes]) {
      expect((await t.call('POST', '/api/order/updateMark', cert01, { orderId: o[0], mark })).code).toBe('0000');
      expect((await row(o[0]!)).mark).toBe(mark);
      for (const search of [{ mark: mark.slice(100, 110) }, { companyName: company.slice(50, 60) }]) {
        const body = { pageNum: 1, pageSize: 10, ...search };
        const found = await t.call<{ result: { orderId: string }[] }>('POST', '/api/order/waitCertification/list', cert01, body);
        expect(found.data.result.map((r) => Number(r.orderId))).toEqual([o[0]]);
      }
    }
    await t.call('POST', '/api/order/updateMark', cert01, { orderId: o[0], mark: '已电话联系' });
    await t.ctx.db.update(orders).set({ companyName: before }).where(eq(orders.id, o[0]!));
  });
  it("refuses another certifier's order, admins and the viewer", async () => {
    expect((await t.call('POST', '/api/order/updateMark', cert01, { orderId: o[1], mark: 'x' })).code).toBe('1004');
    expect((await t.call('POST', '/api/order/updateMark', admin, { orderId: o[0], mark: 'x' })).code).toBe('1003');
    expect((await t.call('POST', '/api/order/updateMark', viewer, { orderId: o[0], mark: 'x' })).code).toBe('1003');
    expect((await row(o[0]!)).mark).toBe('已电话联系');
  });
});

describe('POST /api/order/delay', () => {
  it('adds working days to expiredDate and extendedDays, and logs it', async () => {
    const before = await row(o[0]!);
    const r = await t.call('POST', '/api/order/delay', manager, { orderId: `${o[0]},${o[1]}`, workDay: 3 });
    expect(r).toMatchObject({ code: '0000' });
    const after = await row(o[0]!);
    expect(after.expiredDate.toISOString()).toBe(createWorkCalendar().addWorkDays(before.expiredDate, 3).toISOString());
    expect(after.extendedDays).toBe(3);
    expect((await row(o[1]!)).extendedDays).toBe(3);
    expect(await logs(o[1]!)).toContainEqual(expect.objectContaining({ operateType: '延期', field: 'expiredDate' }));
  });
  it.each([
    [{ workDay: 0 }, '延期天数必须是1到60之间的整数'],
    [{ workDay: 61 }, '延期天数必须是1到60之间的整数'],
    [{ workDay: 1.5 }, '延期天数必须是1到60之间的整数'],
    [{ workDay: 'x' }, '延期天数必须是1到60之间的整数'],
    [{ orderId: '', workDay: 2 }, '请至少选择一个订单'],
    [{ orderId: ' , ', workDay: 2 }, '请至少选择一个订单'],
    [{ orderId: '1,abc', workDay: 2 }, '订单ID格式错误'],
  ])('refuses %j', async (body, msg) => {
    const r = await t.call('POST', '/api/order/delay', admin, { orderId: String(o[4]), ...body });
    expect(r).toMatchObject({ code: '1001', msg });
    expect((await row(o[4]!)).extendedDays).toBe(0);
  });
  it('refuses the whole batch when one order is ended or missing', async () => {
    const ended = await t.call('POST', '/api/order/delay', admin, { orderId: `${o[4]},${o[3]}`, workDay: 2 });
    expect(ended.code).toBe('1001');
    expect(ended.msg).toContain(String(o[3]));
    const missing = await t.call('POST', '/api/order/delay', admin, { orderId: `${o[4]},999999`, workDay: 2 });
    expect(missing).toMatchObject({ code: '1004', msg: '未找到订单：999999' });
    expect((await row(o[4]!)).extendedDays).toBe(0);
  });
  it('is refused to certifiers and the viewer', async () => {
    expect((await t.call('POST', '/api/order/delay', cert01, { orderId: String(o[0]), workDay: 2 })).code).toBe('1003');
    expect((await t.call('POST', '/api/order/delay', viewer, { orderId: String(o[0]), workDay: 2 })).code).toBe('1003');
  });
});

describe('POST /api/order/dispatch', () => {
  it('assigns pending certification orders to a certifier (type 10)', async () => {
    const r = await t.call('POST', '/api/order/dispatch', manager, { dispatchType: 10, orderId: String(o[4]), uid: U.cert02 });
    expect(r).toMatchObject({ code: '0000', msg: '分配成功' });
    const after = await row(o[4]!);
    expect(after.certificationUid).toBe(U.cert02);
    expect(after.handlerUids).toContain(U.cert02);
    // The new certifier hears 订单分配 exactly once (manual assignment is not a transition).
    const told = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.orderId, o[4]!), eq(messages.uid, U.cert02!), eq(messages.msgType, 'orderAssigned')));
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toContain(String(o[4]));
  });
  it('assigns pending review orders to an auditor (type 20), and refuses the wrong stage or person', async () => {
    expect((await t.call('POST', '/api/order/dispatch', admin, { dispatchType: 20, orderId: String(o[2]), uid: U.audit01 })).code).toBe(
      '0000',
    );
    expect((await row(o[2]!)).auditUid).toBe(U.audit01);
    const wrongStage = await t.call('POST', '/api/order/dispatch', admin, { dispatchType: 20, orderId: String(o[4]), uid: U.audit01 });
    expect(wrongStage.code).toBe('1001');
    const wrongPerson = await t.call('POST', '/api/order/dispatch', admin, { dispatchType: 10, orderId: String(o[4]), uid: U.audit01 });
    expect(wrongPerson.code).toBe('1001');
    expect((await t.call('POST', '/api/order/dispatch', admin, { dispatchType: 30, orderId: String(o[4]), uid: U.cert01 })).code).toBe(
      '1001',
    );
    expect((await t.call('POST', '/api/order/dispatch', admin, { dispatchType: 10, orderId: '', uid: U.cert01 })).msg).toBe(
      '请至少选择一个订单',
    );
    expect((await t.call('POST', '/api/order/dispatch', cert01, { dispatchType: 10, orderId: String(o[4]), uid: U.cert01 })).code).toBe(
      '1003',
    );
    expect((await row(o[4]!)).certificationUid).toBe(U.cert02);
  });
});

describe('POST /api/enterprise/grantFourValidate', () => {
  it('grants the four-element check and logs it', async () => {
    const r = await t.call('POST', '/api/enterprise/grantFourValidate', admin, { orderId: `${o[0]},${o[1]}` });
    expect(r).toMatchObject({ code: '0000', msg: '授权成功!' });
    const rows = await t.ctx.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [o[0]!, o[1]!]));
    expect(rows.every((x) => x.fourValidateGranted)).toBe(true);
    expect(await logs(o[1]!)).toContainEqual(expect.objectContaining({ operateType: '授权四要素查询' }));
  });
  it('refuses an empty selection and the certifier', async () => {
    expect(await t.call('POST', '/api/enterprise/grantFourValidate', admin, { orderId: '' })).toMatchObject({
      code: '1001',
      msg: '请至少选择一个订单',
    });
    expect((await t.call('POST', '/api/enterprise/grantFourValidate', cert01, { orderId: String(o[2]) })).code).toBe('1003');
    expect((await row(o[2]!)).fourValidateGranted).toBe(false);
  });
});

describe('POST /api/order/end', () => {
  it('is role 0 only', async () => {
    expect((await t.call('POST', '/api/order/end', manager, { orderId: String(o[4]) })).code).toBe('1003');
    expect((await row(o[4]!)).orderStatus).toBe(20);
  });
  it('ends the selected orders with the reason logged; an ended one refuses the batch', async () => {
    const stale = await t.call('POST', '/api/order/end', admin, { orderId: `${o[4]},${o[3]}`, reason: '重复订单' });
    expect(stale).toMatchObject({ code: '1010', msg: '订单状态已变更，请刷新后重试' });
    expect((await row(o[4]!)).orderStatus).toBe(20);
    const r = await t.call('POST', '/api/order/end', admin, { orderId: String(o[4]), reason: '重复订单' });
    expect(r.code).toBe('0000');
    const after = await row(o[4]!);
    expect(after.orderStatus).toBe(100);
    expect(after.finishDate).not.toBeNull();
    expect(await logs(o[4]!)).toContainEqual(expect.objectContaining({ operateType: '结束订单', doc: '结束原因：重复订单' }));
  });
});
