import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { orderTypeData } from './detail.schema.js';
import { detailOrder } from './detail-fixtures.js';

let t: TestApp;
const tok = {} as Record<'admin' | 'cert01' | 'cert02' | 'audit01' | 'viewer', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['admin', 'cert01', 'cert02', 'audit01', 'viewer'] as const) tok[a] = await t.login(a);
});
afterAll(() => t.close());

const stored = async (orderId: number) => (await t.ctx.db.select().from(orderTypeData).where(eq(orderTypeData.orderId, orderId)))[0];

const SKILL = {
  name: '李四',
  idType: '身份证',
  idNumber: '11010519491231002X',
  expertTitle: '电工',
  jobType: '维修电工',
  level: '高级工',
  certificateNo: 'S2024001',
};

describe('verified record saves (saveEducational, saveMajor, saveHonor)', () => {
  it('stores the record for the assigned certifier and the detail returns it', async () => {
    const skill = await detailOrder(t.ctx.db, 'cert01', 5);
    const saved = await t.call('POST', '/api/order/saveMajor', tok.cert01, { orderId: skill.id, ...SKILL });
    expect(saved).toMatchObject({ code: '0000', msg: '保存成功' });
    expect((await stored(skill.id))?.majorInfo).toMatchObject(SKILL);
    const d = await t.call<{ majorInfo: Record<string, string> }>('GET', `/api/order/detail/${skill.id}`, tok.audit01);
    expect(d.data.majorInfo).toMatchObject({ idNumber: '11010519491231002X', passDate: '' });

    const bad = await t.call('POST', '/api/order/saveMajor', tok.cert01, { orderId: skill.id, ...SKILL, idNumber: '110101199003070000' });
    expect(bad.msg).toContain('请输入正确格式的身份证号');
    expect((await stored(skill.id))?.majorInfo).toMatchObject(SKILL);
    // Another ID type is not checked as a resident ID.
    const passport = await t.call('POST', '/api/order/saveMajor', tok.cert01, { orderId: skill.id, idType: '护照', idNumber: 'E12345678' });
    expect(passport.code).toBe('0000');

    const honour = await detailOrder(t.ctx.db, 'cert01', 8);
    const h = { honorTitle: '全国技术能手', honorType: '国家级', honorDate: '2023-05-01' };
    expect((await t.call('POST', '/api/order/saveHonor', tok.cert01, { orderId: honour.id, ...h })).code).toBe('0000');
    expect((await stored(honour.id))?.honorInfo).toEqual(h);

    const degree = await detailOrder(t.ctx.db, 'cert01', 4);
    const e = { orderId: degree.id, name: '李四', sex: '1', school: '复旦大学', reportVerificationCode: 'A1B2C3D4E5F6G7H8' };
    expect((await t.call('POST', '/api/order/saveEducational', tok.cert01, e)).code).toBe('0000');
    const row = await stored(degree.id);
    expect(row?.educationalInfo).toMatchObject({ name: '李四', sex: '1', school: '复旦大学', major: '' });
    expect(row?.reportVerificationCode).toBe('A1B2C3D4E5F6G7H8');
  });

  it('refuses readers, other certifiers and orders out of certification, storing nothing', async () => {
    const skill = await detailOrder(t.ctx.db, 'cert01', 5);
    const body = { orderId: skill.id, ...SKILL };
    for (const who of ['audit01', 'admin', 'viewer'] as const) {
      expect((await t.call('POST', '/api/order/saveMajor', tok[who], body)).code).not.toBe('0000');
    }
    expect((await t.call('POST', '/api/order/saveMajor', tok.audit01, body)).code).toBe('1003');
    expect((await t.call('POST', '/api/order/saveMajor', tok.cert02, body)).msg).toBe('未找到订单');
    expect((await t.call('POST', '/api/order/saveHonor', tok.cert02, { orderId: skill.id, honorTitle: 'x' })).msg).toBe('未找到订单');
    expect((await t.call('POST', '/api/order/saveEducational', tok.cert02, { orderId: skill.id, name: 'x' })).msg).toBe('未找到订单');
    const review = await detailOrder(t.ctx.db, 'cert01', 8, { orderStatus: 30 });
    expect((await t.call('POST', '/api/order/saveHonor', tok.cert01, { orderId: review.id, honorTitle: 'x' })).msg).toBe(
      '订单当前状态不可修改',
    );
    expect(await stored(skill.id)).toBeUndefined();
    expect(await stored(review.id)).toBeUndefined();
  });
});
