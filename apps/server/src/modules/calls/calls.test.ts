import type { CallRecordRow, Page } from '@certdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { orders } from '../orders/orders.schema.js';
import { ingestCallRecord } from './call-ingest.service.js';
import { callRecords } from './calls.schema.js';
import { insertOrder, uidOf } from './calls.test-fixtures.js';

let t: TestApp;
let tokens: Record<string, string>;
let cert01: number;
let mine: Awaited<ReturnType<typeof insertOrder>>;
let theirs: Awaited<ReturnType<typeof insertOrder>>;
const ids: Record<string, number> = {};

const at = (iso: string) => new Date(`${iso}+08:00`);
const cdr = (sessionId: string, over: Record<string, unknown> = {}) => ({
  sessionId,
  agentId: '8001',
  callType: 10 as const,
  fromMobile: '13900139000',
  toMobile: '02160001001',
  callConnected: true,
  callEndType: 102,
  startDate: at('2026-03-02T10:00:00'),
  endDate: at('2026-03-02T10:03:00'),
  talkDuration: 170,
  ringDuration: 10,
  recordUrl: '',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  tokens = {};
  for (const a of ['admin', 'manager', 'cert01', 'cert02', 'audit01', 'viewer']) tokens[a] = await t.login(a);
  cert01 = await uidOf(t.ctx, 'cert01');
  const audit01 = await uidOf(t.ctx, 'audit01');
  mine = await insertOrder(t.ctx, {
    certUid: cert01,
    applyMobile: '+86 138-0013-8000',
    mobileBook: ['021-6000 1234'],
    handlerUids: [cert01, audit01],
  });
  theirs = await insertOrder(t.ctx, {
    certUid: await uidOf(t.ctx, 'cert02'),
    companyName: '北京另一家有限公司',
    applyUser: '赵六',
    applyMobile: '13911112222',
  });
  ids.a = (await ingestCallRecord(t.ctx, cdr('s-a', { orderId: mine.id }), 'sip')).id;
  ids.b = (
    await ingestCallRecord(
      t.ctx,
      cdr('s-b', {
        fromMobile: '13700137000',
        callConnected: false,
        callEndType: 101,
        startDate: at('2026-03-05T09:00:00'),
        endDate: at('2026-03-05T09:00:20'),
      }),
      'sip',
    )
  ).id;
  ids.c = (
    await ingestCallRecord(
      t.ctx,
      cdr('s-c', { agentId: '8002', callType: 20, fromMobile: '02160001002', toMobile: '13911112222', orderId: theirs.id }),
      'sip',
    )
  ).id;
});
afterAll(async () => t.close());

const list = async (who: string, body: Record<string, unknown> = {}, path = '/api/call/record/list') =>
  (await t.call<Page<CallRecordRow>>('POST', path, tokens[who] ?? null, body)).data;
const idsOf = (p: Page<CallRecordRow>) => p.result.map((r) => r.id).sort();

describe('call lists', () => {
  it('shows administrators every call and certifiers their own and their orders', async () => {
    expect(idsOf(await list('manager'))).toEqual([ids.a, ids.b, ids.c].sort());
    expect(idsOf(await list('cert01'))).toEqual([ids.a, ids.b].sort());
    expect(idsOf(await list('cert02'))).toEqual([ids.c]);
    // The auditor handled cert01's order: its call, not the unbound ones.
    expect(idsOf(await list('audit01'))).toEqual([ids.a]);
  });

  it('filters by every field of 01 §2', async () => {
    const m = await list('manager', { orderId: mine.id });
    expect(idsOf(m)).toEqual([ids.a]);
    expect(m.result[0]).toMatchObject({ companyName: '上海测试科技有限公司', applyUser: '王小明', callUname: '李认证', orderType: 1 });
    expect(idsOf(await list('manager', { fromMobile: '+86 137 0013 7000' }))).toEqual([ids.b]);
    expect(idsOf(await list('manager', { toMobile: '1391111' }))).toEqual([ids.c]);
    expect(idsOf(await list('manager', { applyUser: '赵' }))).toEqual([ids.c]);
    expect(idsOf(await list('manager', { companyName: '上海测试' }))).toEqual([ids.a]);
    expect(idsOf(await list('manager', { callUid: await uidOf(t.ctx, 'cert02') }))).toEqual([ids.c]);
    const range = `${at('2026-03-04T00:00:00').getTime()},${at('2026-03-05T23:59:59').getTime()}`;
    expect(idsOf(await list('manager', { startDate: range }))).toEqual([ids.b]);
    expect(idsOf(await list('manager', { startDate: `0,${at('2026-03-03T00:00:00').getTime()}` }))).toEqual([ids.a, ids.c].sort());
  });

  it('lists missed calls: incoming and not connected, with their filters', async () => {
    expect(idsOf(await list('manager', {}, '/api/call/miss/list'))).toEqual([ids.b]);
    expect(idsOf(await list('manager', { fromMobile: '139' }, '/api/call/miss/list'))).toEqual([]);
  });

  it('refuses malformed filters with a message naming the field', async () => {
    const r = await t.call('POST', '/api/call/record/list', tokens.manager ?? null, { fromMobile: "1' or 1=1" });
    expect(r.code).toBe('1001');
    expect(r.msg).toContain('主叫号码只能包含数字');
    const d = await t.call('POST', '/api/call/record/list', tokens.manager ?? null, { startDate: 'yesterday' });
    expect(d.msg).toContain('通话时间格式错误');
  });

  it('exports for roles 0 and 100 only', async () => {
    const res = await t.request('POST', '/api/call/record/export', tokens.manager ?? null, {});
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('通话记录_');
    const miss = await t.request('POST', '/api/call/miss/export', tokens.admin ?? null, {});
    expect(decodeURIComponent(String(miss.headers['content-disposition']))).toContain('未接来电_');
    expect((await t.call('POST', '/api/call/record/export', tokens.cert01 ?? null, {})).code).toBe('1003');
  });
});

describe('bind, check and unbind', () => {
  it('checks the order of the bind dialog', async () => {
    const ok = await t.call('GET', `/api/call/checkOrder/${mine.id}`, tokens.cert01 ?? null);
    expect(ok.data).toEqual({
      orderId: mine.id,
      openOrderId: mine.openOrderId,
      orderType: 1,
      companyName: '上海测试科技有限公司',
      applyUser: '王小明',
    });
    expect((await t.call('GET', `/api/call/checkOrder/${theirs.id}`, tokens.cert01 ?? null)).msg).toBe('未找到订单');
    expect((await t.call('GET', '/api/call/checkOrder/999999', tokens.cert01 ?? null)).msg).toBe('未找到订单');
  });

  it('binds a call to a visible order and unbinds it; refuses missing, invisible and unknown orders', async () => {
    const bind = (who: string, body: Record<string, unknown>) => t.call('POST', '/api/call/bindCall', tokens[who] ?? null, body);
    expect((await bind('cert01', { bind: true, id: ids.b })).msg).toBe('请输入订单号');
    expect((await bind('cert01', { bind: true, id: ids.b, orderId: 999999 })).msg).toBe('未找到订单');
    expect((await bind('cert01', { bind: true, id: ids.b, orderId: theirs.id })).msg).toBe('未找到订单');
    expect((await bind('cert02', { bind: true, id: ids.b, orderId: theirs.id })).msg).toBe('通话记录不存在');
    expect((await bind('manager', { bind: true, id: ids.b, orderId: mine.id })).code).toBe('1003');
    expect((await bind('viewer', { bind: true, id: ids.b, orderId: mine.id })).code).toBe('1003');
    const row = async () =>
      (
        await t.ctx.db
          .select()
          .from(callRecords)
          .where(eq(callRecords.id, ids.b ?? 0))
      )[0];
    expect((await row())?.orderId).toBeNull();

    expect((await bind('cert01', { bind: 'true', id: ids.b, orderId: mine.id })).msg).toBe('绑定成功');
    expect((await row())?.orderId).toBe(mine.id);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, mine.id));
    expect(order?.lastContactDate?.toISOString()).toBe(at('2026-03-05T09:00:20').toISOString());
    expect((await bind('cert01', { bind: false, id: ids.b })).msg).toBe('解绑成功');
    expect((await row())?.orderId).toBeNull();
  });
});

describe('bind dialog by the partner order number (issue 19)', () => {
  it('finds the order by openOrderId as well as by work-order id, among visible orders only', async () => {
    // A random partner number from a printed seed: digits, letters and a dash, as partners write them.
    const seed = Date.now() % 100_000;
    console.log(`bind-by-openOrderId seed ${seed}`);
    const openOrderId = `JD-${seed}-${(seed * 7919) % 1000}A`;
    const order = await insertOrder(t.ctx, {
      certUid: cert01,
      openOrderId,
      companyName: '杭州订单号有限公司',
      applyUser: '钱七',
      applyMobile: '13600136000',
    });
    const check = (who: string, no: string) =>
      t.call<{ orderId: number; openOrderId: string }>('GET', `/api/call/checkOrder/${encodeURIComponent(no)}`, tokens[who] ?? null);
    const byOpen = await check('cert01', openOrderId);
    expect(byOpen).toMatchObject({
      code: '0000',
      data: { orderId: order.id, openOrderId, companyName: '杭州订单号有限公司', applyUser: '钱七' },
    });
    expect((await check('cert01', ` ${openOrderId} `)).data.orderId).toBe(order.id);
    expect((await check('cert01', String(order.id))).data).toMatchObject({ orderId: order.id, openOrderId });
    // Another certifier may not find it by either number.
    expect((await check('cert02', openOrderId)).msg).toBe('未找到订单');
    expect((await check('cert02', String(order.id))).msg).toBe('未找到订单');
    expect((await check('cert01', `${openOrderId}X`)).msg).toBe('未找到订单');
    expect((await check('cert01', '99999999999999')).msg).toBe('未找到订单');

    // A numeric partner number that is also another order's id names two orders: refused, with both ids.
    const clash = await insertOrder(t.ctx, { certUid: cert01, openOrderId: String(order.id), applyMobile: '13600136001' });
    expect((await check('cert01', String(order.id))).msg).toBe(
      `订单号${order.id}对应多个订单（工单号 ${order.id}、${clash.id}），请输入工单号`,
    );
    // The id found by the check binds the call.
    expect(
      (await t.call('POST', '/api/call/bindCall', tokens.cert01 ?? null, { bind: true, id: ids.b, orderId: byOpen.data.orderId })).msg,
    ).toBe('绑定成功');
    const [row] = await t.ctx.db
      .select()
      .from(callRecords)
      .where(eq(callRecords.id, ids.b ?? 0));
    expect(row?.orderId).toBe(order.id);
    await t.call('POST', '/api/call/bindCall', tokens.cert01 ?? null, { bind: false, id: ids.b });
  });
});

describe('caller look-up', () => {
  it('finds the order by applicant mobile or phone book, written any way, among visible orders', async () => {
    const find = async (who: string, n: string) =>
      t.call<{ orderId: number } | null>('GET', `/api/call/searchByCall/${encodeURIComponent(n)}`, tokens[who] ?? null);
    expect((await find('cert01', '13800138000')).data).toEqual({ orderId: mine.id, orderType: 1 });
    expect((await find('cert01', '+8613800138000')).data?.orderId).toBe(mine.id);
    expect((await find('cert01', '02160001234')).data?.orderId).toBe(mine.id);
    expect((await find('cert01', '60001234')).data?.orderId).toBe(mine.id);
    expect((await find('cert01', '13911112222')).data).toBeNull();
    expect((await find('cert02', '13911112222')).data?.orderId).toBe(theirs.id);
    expect((await find('cert01', '13800138001')).data).toBeNull();
    expect((await find('cert01', 'abc')).msg).toBe('号码格式错误');
  });
});

describe('delete per role (D6)', () => {
  it('lets 0, 100 and 300 delete visible calls, refuses 200 and 900', async () => {
    const del = (who: string, id: number | undefined) => t.call('DELETE', `/api/call/delete/${id}`, tokens[who] ?? null);
    expect((await del('cert01', ids.a)).code).toBe('1003');
    expect((await del('viewer', ids.a)).code).toBe('1003');
    expect((await del('audit01', ids.c)).msg).toBe('通话记录不存在');
    expect((await del('audit01', ids.a)).msg).toBe('删除成功');
    expect((await del('manager', ids.b)).code).toBe('0000');
    expect((await del('admin', ids.c)).code).toBe('0000');
    expect(await t.ctx.db.select().from(callRecords)).toEqual([]);
  });
});
