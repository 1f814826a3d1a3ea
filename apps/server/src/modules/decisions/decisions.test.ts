import { MessageEvent } from '@certdesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { messages } from '../messages/messages.schema.js';
import { lookupFinished } from '../orders/lifecycle.service.js';
import { orders } from '../orders/orders.schema.js';
import { insertOrder } from '../orders/test-orders.js';
import { partnerOutbox } from '../partner/outbox.schema.js';
import { interfaceLogs } from '../partner/partner.schema.js';
import { orderDecisions } from './decisions.schema.js';
import { matchingCard, outboxEnv, PARTNER_SECRET, seedGroups, startPartner, tokens, until } from './decisions.test-helpers.js';

type Partner = Awaited<ReturnType<typeof startPartner>>;
let t: TestApp;
let partner: Partner;
let tok: Record<string, string>;
let ids: Record<string, number>;

const CREDIT = '91330106MA2AXXXX0X';

beforeAll(async () => {
  partner = await startPartner();
  outboxEnv(partner.url, 3);
  t = await createTestApp({ partners: { demo: PARTNER_SECRET } });
  ids = await seedGroups(t.ctx.db);
  tok = await tokens(t);
});
afterAll(async () => {
  await t.close();
  await partner.close();
});

const orderOf = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** An order of type 1 that reached 20 through the lifecycle, offered to cert01, with a matching registry card. */
async function pendingCertOrder(values: Partial<typeof orders.$inferInsert> = {}) {
  const o = await insertOrder(t.ctx.db, { orderStatus: 10, socialCredit: CREDIT, ...values });
  await lookupFinished(t.ctx.db, o.id, true);
  await matchingCard(t.ctx.db, o);
  return o.id;
}

const submit = (who: string, body: object) =>
  t.call<{ orderStatus: number; warning: string | null }>('POST', '/api/certification/submit', tok[who]!, body);
const finish = (who: string, body: object) => t.call<{ orderStatus: number }>('POST', '/api/audit/finish', tok[who]!, body);

describe('the whole lifecycle 10 → 20 → 30 → 20 → 40 → 50 → 100', () => {
  it('goes through every decision and is pushed to the partner once', async () => {
    const id = await pendingCertOrder();
    expect((await orderOf(id)).certificationUid).toBe(ids.cert01);

    expect((await submit('cert01', { orderId: id, result: 20, reason: '空号' })).msg).toBe('请选择失败原因');
    expect((await submit('cert01', { orderId: id, result: 20, rejectCode: 'AR010101' })).msg).toBe('请输入失败原因的内容');
    expect((await submit('cert01', { orderId: id, result: 20, rejectCode: 'AR99', reason: 'x' })).msg).toContain('所选原因不存在');
    const r1 = await submit('cert01', { orderId: id, result: 20, rejectCode: 'AR010101', reason: '经核实，法人联系电话为空号。' });
    expect(r1).toMatchObject({ code: '0000', data: { orderStatus: 30 } });
    let o = await orderOf(id);
    expect(o).toMatchObject({
      orderStatus: 30,
      auditUid: ids.audit01,
      certificationResult: 20,
      typeName: '联系失败',
      childTypeName: '法人电话无法接通',
    });
    expect(o.completedCerDate).not.toBeNull();

    expect((await finish('audit01', { orderId: id, result: 20, reason: '未联系法人' })).msg).toBe('请选择审核失败原因');
    expect((await finish('audit01', { orderId: id, result: 20, code: 'AU010101' })).msg).toBe('请输入审核失败原因的内容');
    const r2 = await finish('audit01', { orderId: id, result: 20, code: 'AU010101', reason: '请补充法人核实' });
    expect(r2).toMatchObject({ code: '0000', data: { orderStatus: 20 } });
    o = await orderOf(id);
    expect(o).toMatchObject({
      orderStatus: 20,
      certificationUid: ids.cert01,
      rejectMsg: '请补充法人核实',
      typeName: '核实不充分',
      reason: '请补充法人核实',
    });
    const told = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.uid, ids.cert01!), eq(messages.orderId, id)));
    expect(told.map((m) => m.msgType)).toContain(MessageEvent.AUDIT_REJECTED);

    expect((await submit('cert01', { orderId: id, result: 10, rejectCode: 'AR010101', reason: '' })).msg).toBe(
      '选择失败原因后，不能提交为成功',
    );
    const r3 = await submit('cert01', { orderId: id, result: 10, reason: '法人确认' });
    expect(r3).toMatchObject({ code: '0000', data: { orderStatus: 40, warning: null } });

    // The preview belongs to the review (D23): the certifier of the order may not call it.
    expect(await t.call('GET', `/api/audit/previewPush/${id}`, tok.cert01!)).toMatchObject({ code: '1003', data: null });
    const preview = await t.call<Record<string, unknown>>('GET', `/api/audit/previewPush/${id}`, tok.audit01!);
    expect(preview.data).toMatchObject({
      orderId: id,
      cropName: o.companyName,
      authStatus: 10,
      reasonMsg: '法人确认',
      tag: 'V',
      licenseNumber: CREDIT,
    });
    expect(JSON.parse(String(preview.data.extension))).toEqual({ ainfo: [], vinfo: [] });

    const r4 = await finish('audit01', { orderId: id, result: 10, reason: '' });
    expect(r4).toMatchObject({ code: '0000', data: { orderStatus: 50 } });
    await until(async () => (await orderOf(id)).orderStatus === 100);
    expect(await orderOf(id)).toMatchObject({ orderStatus: 100, pushStatus: 1 });
    const pushed = partner.receiver.accepted.filter((e) => e.orderId === id);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ interfaceType: 20, authStatus: 10, openOrderId: o.openOrderId, eventId: expect.any(String) });

    const records = await t.call<{ nodeResult: number; reason: string }[]>(
      'GET',
      `/api/options/authReject?pcode=AR01&orderId=${id}`,
      tok.cert01!,
    );
    expect(records.data.map((r) => (r as unknown as { key: string }).key)).toEqual(['AR0101', 'AR0102']);
    const rows = await t.ctx.db.select().from(orderDecisions).where(eq(orderDecisions.orderId, id));
    expect(rows.map((r) => `${r.kind}${r.result}`)).toEqual(['cert20', 'audit20', 'cert10', 'audit10']);
    const log = await t.ctx.db
      .select()
      .from(interfaceLogs)
      .where(and(eq(interfaceLogs.orderId, id), eq(interfaceLogs.interfaceType, 20)));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ success: true, direction: 'out' });
  });
});

describe('refusals', () => {
  it('refuses other roles, other people, expired orders and a success against the registry', async () => {
    const id = await pendingCertOrder();
    const body = { orderId: id, result: 20, rejectCode: 'AR010101', reason: '空号' };
    expect((await submit('viewer', body)).code).toBe('1003');
    expect((await submit('audit01', body)).code).toBe('1003');
    expect((await submit('cert02', body)).code).not.toBe('0000');
    expect((await submit('admin', body)).msg).toBe('该订单未分配给您，不能提交认证');
    expect((await finish('audit01', { orderId: id, result: 10 })).msg).not.toBe('操作成功');

    await t.ctx.db.update(orders).set({ socialCredit: 'X' }).where(eq(orders.id, id));
    expect((await submit('cert01', { orderId: id, result: 10, reason: '' })).msg).toBe('档案信息不一致，请检查！不可提交。');
    await t.ctx.db.update(orders).set({ socialCredit: CREDIT.toLowerCase() }).where(eq(orders.id, id));
    const warned = await submit('cert01', { orderId: id, result: 10, reason: '' });
    expect(warned.data).toMatchObject({ orderStatus: 30, warning: '和来单大小写不一致' });

    const old = await pendingCertOrder({ expiredDate: new Date(Date.now() - 86_400_000) });
    expect((await submit('cert01', { orderId: old, result: 20, rejectCode: 'AR010101', reason: '空号' })).msg).toBe('订单已超期，不可提交');
    expect((await finish('audit01', { orderId: id, result: 20, code: 'AU010101', reason: 'x' })).code).toBe('0000');
    expect((await finish('audit01', { orderId: id, result: 10 })).msg).toBe('订单状态已变更，请刷新后重试');
  });

  it('two submits at once: one wins, the other hears the race message', async () => {
    const id = await pendingCertOrder();
    const body = { orderId: id, result: 20, rejectCode: 'AR010101', reason: '空号' };
    const answers = await Promise.all([submit('cert01', body), submit('cert01', body)]);
    expect(answers.map((a) => a.msg).sort()).toEqual(['提交成功', '订单状态已变更，请刷新后重试'].sort());
    expect(await t.ctx.db.select().from(orderDecisions).where(eq(orderDecisions.orderId, id))).toHaveLength(1);
  });
});

/** An order in 50 whose push is waiting in the outbox. */
async function passedOrder() {
  const id = await pendingCertOrder();
  expect((await submit('cert01', { orderId: id, result: 10, reason: '法人确认' })).code).toBe('0000');
  return id;
}

describe('result push', () => {
  it('retries after errors, garbage and time-outs, logging every attempt', async () => {
    const id = await passedOrder();
    partner.plan.push('http500', 'garbage');
    expect((await finish('audit01', { orderId: id, result: 10 })).code).toBe('0000');
    await until(async () => (await orderOf(id)).orderStatus === 100);
    const logs = await t.ctx.db.select().from(interfaceLogs).where(eq(interfaceLogs.orderId, id));
    expect(logs.map((l) => l.success)).toEqual([false, false, true]);
    expect(logs[0]!.respValue).toContain('HTTP 500');
    expect(logs[1]!.respValue).toContain('<html>ok</html>'); // unsigned garbage is never an acknowledgement
  });

  it('a forged, a replayed or a foreign acknowledgement is refused; the budget ends in pushStatus 0 and an admin re-push', async () => {
    const id = await passedOrder();
    partner.plan.push('forged', 'wrongEvent', 'timeout');
    expect((await finish('audit01', { orderId: id, result: 10 })).code).toBe('0000');
    await until(async () => (await orderOf(id)).pushStatus === 0);
    expect((await orderOf(id)).orderStatus).toBe(50);
    const logs = await t.ctx.db.select().from(interfaceLogs).where(eq(interfaceLogs.orderId, id));
    expect(logs.map((l) => l.respValue.split('\n')[0])).toEqual(['确认签名无效：签名错误', '确认的事件编号不符', '合作方响应超时']);
    const warned = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.orderId, id), eq(messages.msgType, MessageEvent.PUSH_FAILED)));
    expect(warned.map((m) => m.uid)).toEqual(expect.arrayContaining([ids.admin, ids.manager]));

    const health = await t.call<{ failed: number }>('GET', '/api/log/interface/health', tok.manager!);
    expect(health.data.failed).toBeGreaterThanOrEqual(1);
    const list = await t.call<{ result: { id: number; canRepush: boolean }[]; totalCount: number }>(
      'POST',
      '/api/log/interface/list',
      tok.manager!,
      {
        orderId: id,
        interfaceType: 20,
      },
    );
    expect(list.data.totalCount).toBe(3);
    expect(list.data.result.every((r) => r.canRepush)).toBe(true);
    const logId = list.data.result[0]!.id;
    expect((await t.call('POST', '/api/log/interface/repush', tok.cert01!, { id: logId })).code).toBe('1003');
    expect((await t.call('POST', '/api/log/interface/repush', tok.manager!, { id: logId })).code).toBe('0000');
    await until(async () => (await orderOf(id)).orderStatus === 100);
    expect(await orderOf(id)).toMatchObject({ pushStatus: 1 });
    expect((await t.call('POST', '/api/log/interface/repush', tok.manager!, { id: logId })).msg).toBe('该记录没有待重新推送的失败事件');

    // The same acknowledgement played back for a repeated delivery is a replay.
    await t.ctx.db.update(partnerOutbox).set({ status: 'pending', attempts: 0 }).where(eq(partnerOutbox.orderId, id));
    partner.plan.push('replay');
    await until(async () => (await t.ctx.db.select().from(interfaceLogs).where(eq(interfaceLogs.orderId, id))).length >= 6);
    const last = await t.ctx.db.select().from(interfaceLogs).where(eq(interfaceLogs.orderId, id));
    expect(last[4]!.respValue).toContain('确认被重放');
  });

  it('the interface log: detail, filters, export, roles', async () => {
    const list = await t.call<{ result: { id: number }[] }>('POST', '/api/log/interface/list', tok.admin!, {
      interfaceType: 20,
      pageSize: 10,
    });
    const one = await t.call<Record<string, unknown>>('GET', `/api/log/interface/${list.data.result[0]!.id}`, tok.admin!);
    expect(one.data).toMatchObject({ interfaceType: 20, interfaceTypeName: '结果推送', requestJson: expect.stringContaining('eventId') });
    expect((await t.call('POST', '/api/log/interface/list', tok.cert01!, {})).code).toBe('1003');
    expect((await t.call('POST', '/api/log/interface/list', tok.admin!, { dateTime: 'x' })).code).toBe('1001');
    const res = await t.request('POST', '/api/log/interface/list/export', tok.admin!, {});
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });
});
