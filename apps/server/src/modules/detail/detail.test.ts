import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { orders } from '../orders/orders.schema.js';
import { userId } from '../orders/test-orders.js';
import { partnerOutbox } from '../partner/outbox.schema.js';
import { detailOrder } from './detail-fixtures.js';

let t: TestApp;
const tok = {} as Record<'admin' | 'cert01' | 'cert02' | 'audit01' | 'viewer', string>;
let mine: Awaited<ReturnType<typeof detailOrder>>;
let others: Awaited<ReturnType<typeof detailOrder>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['admin', 'cert01', 'cert02', 'audit01', 'viewer'] as const) tok[a] = await t.login(a);
  mine = await detailOrder(t.ctx.db, 'cert01', 1);
  others = await detailOrder(t.ctx.db, 'cert02', 1);
});
afterAll(() => t.close());

/** What an edit of the card must not touch: the order's status, handlers and their times. */
async function orderState(id: number) {
  const [row] = await t.ctx.db
    .select({
      status: orders.orderStatus,
      certificationUid: orders.certificationUid,
      auditUid: orders.auditUid,
      handlerUids: orders.handlerUids,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

describe('GET /api/order/detail/{id}', () => {
  it('gives the assigned certifier the whole detail, editable', async () => {
    const r = await t.call<{ queryCompanyInfo: Record<string, unknown>; orderInfoVo: Record<string, unknown>; permission: unknown }>(
      'GET',
      `/api/order/detail/${mine.id}`,
      tok.cert01,
    );
    expect(r.code).toBe('0000');
    expect(Object.keys(r.data)).toEqual(
      expect.arrayContaining([
        'hasFourValidate',
        'orderIncomeInfoVo',
        'queryCompanyInfo',
        'orderInfoVo',
        'educationalInfo',
        'honorInfo',
        'majorInfo',
      ]),
    );
    expect(r.data.queryCompanyInfo.companyName).toBe(mine.companyName);
    expect(r.data.queryCompanyInfo.annualReports).toEqual([{ year: '2024', publishDate: '2025-03-01' }]);
    expect(r.data.orderInfoVo.certificationUName).toBeTruthy();
    expect(r.data.permission).toEqual({ canEdit: true, reason: null });
  });

  it('answers 未找到订单 for an order the caller may not see, and read-only for auditor and admin', async () => {
    const hidden = await t.call('GET', `/api/order/detail/${others.id}`, tok.cert01);
    expect(hidden).toMatchObject({ code: '1004', msg: '未找到订单' });
    const audit = await t.call<{ permission: { canEdit: boolean } }>('GET', `/api/order/detail/${mine.id}`, tok.audit01);
    expect(audit.data.permission.canEdit).toBe(false);
    const admin = await t.call<{ permission: { canEdit: boolean } }>('GET', `/api/order/detail/${others.id}`, tok.admin);
    expect(admin.data.permission.canEdit).toBe(false);
    expect((await t.call('GET', `/api/order/detail/${mine.id}`, null)).code).toBe('-100');
  });
});

describe('registry card edit and history', () => {
  it('saves changed fields, logs each with its old value, and refuses others', async () => {
    const r = await t.call<{ address: string; edited: boolean }>('POST', '/api/order/company/update', tok.cert01, {
      orderId: mine.id,
      address: '北京市海淀区1号',
    });
    expect(r.code).toBe('0000');
    expect(r.data).toMatchObject({ address: '北京市海淀区1号', edited: true });
    const history = await t.call<{ beforeValue: string; uname: string }[]>('POST', '/api/order/changeRecord/list', tok.audit01, {
      orderId: mine.id,
      eventType: 10,
      filed: 'address',
    });
    expect(history.data).toHaveLength(1);
    expect(history.data[0]?.beforeValue).toBe('上海市浦东新区世纪大道1号');

    expect((await t.call('POST', '/api/order/company/update', tok.audit01, { orderId: mine.id, address: 'x' })).code).toBe('1003');
    expect((await t.call('POST', '/api/order/company/update', tok.admin, { orderId: mine.id, address: 'x' })).code).toBe('1003');
    expect((await t.call('POST', '/api/order/company/update', tok.cert01, { orderId: others.id, address: 'x' })).msg).toBe('未找到订单');
    const again = await t.call<{ address: string }>('GET', `/api/order/company/${mine.id}`, tok.cert01);
    expect(again.data.address).toBe('北京市海淀区1号');
  });

  it('writes the card’s named fields only: an order’s status, handlers or another order’s id sent with them change nothing', async () => {
    const before = await orderState(mine.id);
    const othersCard = (await t.call<{ address: string }>('GET', `/api/order/company/${others.id}`, tok.cert02)).data;
    const cert02 = await userId(t.ctx.db, 'cert02');
    const r = await t.call<{ address: string }>('POST', '/api/order/company/update', tok.cert01, {
      orderId: mine.id,
      address: '北京市海淀区2号',
      orderStatus: 100,
      certificationUid: cert02,
      auditUid: cert02,
      handlerUids: [cert02],
      id: others.id,
      order_id: others.id,
      edited: false,
    });
    expect(r).toMatchObject({ code: '0000', data: { address: '北京市海淀区2号' } });
    expect(await orderState(mine.id)).toEqual(before);
    expect((await t.call<{ address: string }>('GET', `/api/order/company/${others.id}`, tok.cert02)).data).toEqual(othersCard);
  });

  it('refuses edits once the order left certification or expired', async () => {
    const review = await detailOrder(t.ctx.db, 'cert01', 1, { orderStatus: 30 });
    expect((await t.call('POST', '/api/order/company/update', tok.cert01, { orderId: review.id, address: 'x' })).msg).toBe(
      '订单当前状态不可修改',
    );
    const late = await detailOrder(t.ctx.db, 'cert01', 1, { expiredDate: new Date(Date.now() - 86_400_000) });
    expect((await t.call('POST', '/api/order/company/update', tok.cert01, { orderId: late.id, address: 'x' })).msg).toBe(
      '订单已超期，不可修改',
    );
  });
});

describe('type data saves', () => {
  it('validates and saves the applicant values of a degree order', async () => {
    const degree = await detailOrder(t.ctx.db, 'cert01', 4, { educationLevel: '本科', major: '计算机', school: '复旦大学' });
    const save = (educational: string, school: string) =>
      t.call('POST', '/api/order/saveEducationalValue', tok.cert01, { orderId: degree.id, educational, major: '计算机', school });
    expect((await save(' ', '复旦')).msg).toContain('请输入申请人学历');
    expect((await save('硕士', '复旦大学')).code).toBe('0000');
    const d = await t.call<{ orderInfoVo: { educational: string } }>('GET', `/api/order/detail/${degree.id}`, tok.cert01);
    expect(d.data.orderInfoVo.educational).toBe('硕士');
    const hist = await t.call<unknown[]>('POST', '/api/order/changeRecord/list', tok.cert01, {
      orderId: degree.id,
      eventType: 80,
      filed: 'educational',
    });
    expect(hist.data).toHaveLength(1);
    expect(
      (await t.call('POST', '/api/order/saveReportCode', tok.cert01, { orderId: degree.id, reportVerificationCode: '' })).msg,
    ).toContain('请输入学信网验证码');
    expect(
      (await t.call('POST', '/api/order/saveReportCode', tok.cert01, { orderId: degree.id, reportVerificationCode: 'A1B2C3D4E5F6G7H8' }))
        .code,
    ).toBe('0000');
    const auto = await t.call<{ name: string; reportVerificationCode: string }>('POST', '/api/order/autoCommitEducational', tok.cert01, {
      orderId: degree.id,
    });
    expect(auto.data).toMatchObject({ name: '李四', reportVerificationCode: 'A1B2C3D4E5F6G7H8' });
  });

  it('requires position, skill and honour names', async () => {
    const pos = await detailOrder(t.ctx.db, 'cert01', 3);
    expect((await t.call('POST', '/api/certification/position/save', tok.cert01, { orderId: pos.id, position: '' })).msg).toContain(
      '请输入申请人职位',
    );
    expect((await t.call('POST', '/api/certification/position/save', tok.cert01, { orderId: pos.id, position: '经理' })).code).toBe('0000');
    const skill = await detailOrder(t.ctx.db, 'cert01', 5);
    expect((await t.call('POST', '/api/order/saveMajorValue', tok.cert01, { orderId: skill.id, expertTitle: '' })).msg).toContain(
      '请输入技能名称',
    );
    expect((await t.call('POST', '/api/order/saveMajor', tok.cert01, { orderId: skill.id, idNumber: '110101199003070000' })).msg).toContain(
      '身份证',
    );
    const honor = await detailOrder(t.ctx.db, 'cert01', 8);
    expect((await t.call('POST', '/api/order/saveHonor', tok.cert01, { orderId: honor.id, honorTitle: '' })).msg).toContain(
      '请输入荣誉名称',
    );
    expect((await t.call('POST', '/api/order/saveHonorValue', tok.cert02, { orderId: honor.id, honorTitle: 'x' })).msg).toBe('未找到订单');
  });
});

describe('four-element check', () => {
  it('marks mismatching fields 不一致 and validates the ID card', async () => {
    const bad = await t.call('POST', '/api/enterprise/fourValidate', tok.cert01, {
      orderId: mine.id,
      enterpriseName: 'a',
      enterpriseNo: 'b',
      legalName: 'c',
      legalIdCard: '123',
    });
    expect(bad.msg).toContain('请输入正确格式的身份证号');
    const r = await t.call<{ result: Record<string, string> }>('POST', '/api/enterprise/fourValidate', tok.cert01, {
      orderId: mine.id,
      enterpriseName: '别的公司',
      enterpriseNo: '91310000MA1FL8LQ6T',
      legalName: '张三',
      legalIdCard: '11010519491231002X',
    });
    expect(r.code).toBe('0000');
    expect(r.data.result.enterpriseName).toBe('不一致');
    expect(r.data.result.legalName).toBeUndefined();
    // the result goes to the partner through the outbox (interface type 60), once per check
    const pushes = await t.ctx.db
      .select()
      .from(partnerOutbox)
      .where(and(eq(partnerOutbox.orderId, mine.id), eq(partnerOutbox.interfaceType, 60)));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.payload).toMatchObject({
      openOrderId: mine.openOrderId,
      interfaceType: 60,
      consistent: false,
      mismatchFields: expect.arrayContaining(['enterpriseName']),
    });
  });
});
