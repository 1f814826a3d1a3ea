import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { subtotalKeywords } from '../config/config.schema.js';
import { detailOrder, noticeOptionsFixture } from '../detail/detail-fixtures.js';
import { submitCertification } from '../orders/lifecycle.service.js';
import { partnerOutbox } from '../partner/outbox.schema.js';
import { orderAttachments, orderNotices } from './certification.schema.js';

let t: TestApp;
const tok = {} as Record<'admin' | 'cert01' | 'cert02' | 'audit01', string>;
let mine: Awaited<ReturnType<typeof detailOrder>>;
let others: Awaited<ReturnType<typeof detailOrder>>;
const MD5 = 'd41d8cd98f00b204e9800998ecf8427e';

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['admin', 'cert01', 'cert02', 'audit01'] as const) tok[a] = await t.login(a);
  mine = await detailOrder(t.ctx.db, 'cert01', 1);
  others = await detailOrder(t.ctx.db, 'cert02', 1);
  await noticeOptionsFixture(t.ctx.db);
});
afterAll(() => t.close());

/** cert01 adds a stored file (the empty file's MD5) to an order's datum package. */
const addAttach = (orderId: number, name: string, url: string) =>
  t.call<{ id: number; duplicate: boolean }>('POST', '/api/certification/orderAttach/add', tok.cert01, {
    orderId,
    md5: MD5,
    name,
    type: 200,
    url,
  });

describe('datum package', () => {
  it('adds a stored file once per MD5, lists it with a signed link, changes its type, deletes it', async () => {
    const url = '/files/datum/u3/20260101/abcdefghij.png';
    const add = await addAttach(mine.id, 'a.png', url);
    expect(add).toMatchObject({ code: '0000', msg: '上传成功', data: { duplicate: false } });
    const dup = await addAttach(mine.id, 'b.png', url);
    expect(dup.data).toEqual({ id: add.data.id, duplicate: true });
    const list = await t.call<{ url: string; typeName: string }[]>('GET', `/api/certification/orderAttach/list/${mine.id}`, tok.audit01);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]?.url).toMatch(/^\/files\/datum\/u3\/20260101\/abcdefghij\.png\?u=\d+&o=\d+&exp=\d+&sig=/);
    expect(list.data[0]?.typeName).toBe('认证资料');

    const type = await t.call('POST', '/api/certification/orderAttach/update', tok.cert01, { id: add.data.id, type: 101 });
    expect(type.msg).toBe('资料包类型修改成功');
    expect((await t.call('POST', '/api/certification/orderAttach/update', tok.cert01, { id: add.data.id, type: 9999 })).msg).toBe(
      '资料包类型修改失败',
    );
    expect((await t.call('POST', '/api/certification/orderAttach/update', tok.cert02, { id: add.data.id, type: 200 })).msg).toBe(
      '未找到订单',
    );
    expect((await t.call('DELETE', `/api/certification/orderAttach/del/${add.data.id}`, tok.audit01)).code).toBe('1003');
    expect((await t.call('DELETE', `/api/certification/orderAttach/del/${add.data.id}`, tok.cert01)).msg).toBe('删除成功');
    expect(await t.ctx.db.select().from(orderAttachments).where(eq(orderAttachments.orderId, mine.id))).toHaveLength(0);
  });

  it('refuses URLs outside our store and orders of others', async () => {
    expect((await addAttach(mine.id, 'a', 'https://evil.example/a.png')).msg).toBe('文件地址无效，请重新上传');
    expect((await addAttach(others.id, 'a', '/files/datum/u3/x/a.png')).msg).toBe('未找到订单');
    expect((await t.call('GET', `/api/certification/orderAttach/list/${others.id}`, tok.cert01)).msg).toBe('未找到订单');
  });
});

describe('subtotal and operation log', () => {
  it('saves a subtotal and offers the keyword mapping of the order type', async () => {
    await t.ctx.db.insert(subtotalKeywords).values({
      keyword: '空号',
      orderTypes: [1],
      progressKey: 'p-test-1',
      progressContent: '电话为空号',
      warnKey: 'w-test-1',
      warnContent: '空号',
    });
    expect((await t.call('POST', '/api/certification/subtotal/save', tok.cert01, { orderId: mine.id, content: '' })).msg).toContain(
      '请输入认证小计',
    );
    const r = await t.call<{ suggestions: { keyword: string; progressKey: string }[] }>(
      'POST',
      '/api/certification/subtotal/save',
      tok.cert01,
      { orderId: mine.id, content: '档案电话是空号' },
    );
    expect(r.data.suggestions).toEqual([expect.objectContaining({ keyword: '空号', progressKey: 'p-test-1', warnKey: 'w-test-1' })]);
    const list = await t.call<{ content: string; operatorUName: string }[]>(
      'GET',
      `/api/certification/subtotal/list/${mine.id}`,
      tok.admin,
    );
    expect(list.data[0]?.content).toBe('档案电话是空号');
    const log = await t.call<{ operateType: string }[]>('GET', `/api/certification/log/${mine.id}`, tok.audit01);
    expect(log.data.map((l) => l.operateType)).toContain('认证小计');
    expect((await t.call('POST', '/api/certification/subtotal/save', tok.audit01, { orderId: mine.id, content: 'x' })).code).toBe('1003');
  });
});

describe('progress and warning', () => {
  it('sends through the outbox and lists the sent items', async () => {
    const opts = await t.call<{ key: string }[]>('GET', `/api/options/progress/${mine.id}`, tok.cert01);
    expect(opts.data.map((o) => o.key)).toContain('p-test-1');
    expect((await t.call('POST', '/api/certification/progress/send', tok.cert01, { orderId: mine.id, key: '' })).msg).toContain(
      '必须选择一个选项!',
    );
    const sent = await t.call<{ id: number }>('POST', '/api/certification/progress/send', tok.cert01, {
      orderId: mine.id,
      key: 'p-test-1',
    });
    expect(sent.msg).toBe('发送成功');
    const [outbox] = await t.ctx.db.select().from(partnerOutbox).where(eq(partnerOutbox.refId, sent.data.id));
    expect(outbox).toMatchObject({ interfaceType: 40, orderId: mine.id, status: 'pending' });
    const warn = await t.call('POST', '/api/certification/warn/send', tok.cert01, { orderId: mine.id, key: 'w-test-1' });
    expect(warn.code).toBe('0000');
    const list = await t.call<{ codeMsg: string }[]>('GET', `/api/certification/warn/list/${mine.id}`, tok.audit01);
    expect(list.data[0]?.codeMsg).toBe('多次联系未接通');
    expect((await t.call('POST', '/api/certification/warn/send', tok.cert02, { orderId: mine.id, key: 'w-test-1' })).msg).toBe(
      '未找到订单',
    );
    expect(await t.ctx.db.select().from(orderNotices).where(eq(orderNotices.orderId, mine.id))).toHaveLength(2);
    const degree = await detailOrder(t.ctx.db, 'cert01', 4);
    expect((await t.call('POST', '/api/certification/warn/send', tok.cert01, { orderId: degree.id, key: 'w-test-1' })).code).toBe('1001');
  });
});

describe('verification', () => {
  it('refuses the empty active tab and saves the other', async () => {
    const side = await t.call('POST', '/api/certification/verify/save', tok.cert01, {
      orderId: mine.id,
      verifyType: 10,
      sideInfo: { ceoName: ' ' },
    });
    expect(side.msg).toBe('侧面核实信息为空,请填写侧面核实信息或切换到正面核实');
    const front = await t.call('POST', '/api/certification/verify/save', tok.cert01, {
      orderId: mine.id,
      verifyType: 20,
      frontInfo: { companyType: 20 },
    });
    expect(front.msg).toBe('正面核实信息为空,请填写正面核实信息或切换到侧面核实');
    const ok = await t.call('POST', '/api/certification/verify/save', tok.cert01, {
      orderId: mine.id,
      verifyType: 20,
      frontInfo: { companyType: 20, publicAccount: { bankNo: '123' }, verifyResult: '法人视频确认' },
    });
    expect(ok.code).toBe('0000');
    const got = await t.call<{ verifyType: number; frontInfo: { publicAccount: unknown } }>(
      'GET',
      `/api/certification/verify/${mine.id}`,
      tok.audit01,
    );
    expect(got.data.verifyType).toBe(20);
    expect(got.data.frontInfo.publicAccount).toBeNull();
  });

  it('checks the legal person with an 18-character valid ID', async () => {
    expect(
      (await t.call('POST', '/api/certification/verify/user', tok.cert01, { orderId: mine.id, name: '张三', idCardNo: '1234' })).msg,
    ).toContain('请输入正确的18位身份证号码');
    const r = await t.call<{ verifyResult: number }>('POST', '/api/certification/verify/user', tok.cert01, {
      orderId: mine.id,
      name: '张三',
      idCardNo: '11010519491231002X',
    });
    expect(r.data.verifyResult).toBe(10);
    const list = await t.call<unknown[]>('GET', `/api/certification/verify/user/${mine.id}`, tok.cert01);
    expect(list.data).toHaveLength(1);
  });
});

describe('result tables', () => {
  it('lists certification results from the lifecycle log', async () => {
    const order = await detailOrder(t.ctx.db, 'cert01', 1);
    const [user] = await t.ctx.db
      .select()
      .from((await import('../users/users.schema.js')).users)
      .where(eq((await import('../users/users.schema.js')).users.account, 'cert01'));
    if (!user) throw new Error('no cert01');
    await submitCertification(t.ctx.db, { id: user.id, nickName: user.nickName, roleTypes: [200] } as never, order.id, {
      result: 10,
      reason: '信息一致',
    });
    const r = await t.call<{ reason: string; nodeResult: number }[]>('GET', `/api/certification/list/${order.id}`, tok.audit01);
    expect(r.data).toEqual([expect.objectContaining({ reason: '信息一致', nodeResult: 10 })]);
    expect((await t.call<unknown[]>('GET', `/api/audit/list/${order.id}`, tok.audit01)).data).toEqual([]);
    expect((await t.call('GET', `/api/certification/list/${order.id}`, tok.cert02)).msg).toBe('未找到订单');
  });
});
