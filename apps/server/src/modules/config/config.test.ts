import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp, type TestApp } from '../../../test/test-app.js';
import { dataDic, messageTemplates, progressPushConfigs } from './config.schema.js';
import { listCalendarExtras } from './data-dic.service.js';

let t: TestApp;
let tok: Record<string, string>;
beforeAll(async () => {
  ({ t, tok } = await signedInTestApp(['admin', 'manager', 'cert01', 'audit01', 'viewer']));
});
afterAll(async () => t.close());

/** Saves a new config row as the given user, expects success and answers the row's id. */
async function created(url: string, token: string, body: object): Promise<number> {
  const r = await t.call<number>('POST', url, token, body);
  expect(r.code, r.msg).toBe('0000');
  return r.data;
}

const dic = { id: 'TimeLimit_1', name: '类型1时限', type: 'OrderTimeLimit', value: '7', order: 1, orderType: [1] };

describe('configuration access', () => {
  it('refuses non-administrators on every configuration endpoint', async () => {
    const calls: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['POST', '/api/config/dataDic/list', {}],
      ['POST', '/api/config/dataDic/save', dic],
      ['DELETE', '/api/config/dataDic/x'],
      ['GET', '/api/config/dataDic/info/x'],
      ['POST', '/api/config/dataDic/list/export', {}],
      ['POST', '/api/config/emailTemplate/list', {}],
      ['POST', '/api/config/emailTemplate/save', dic],
      ['POST', '/api/progressConfig/list', {}],
      ['POST', '/api/progressConfig/save', { name: 'x', webhook: 'https://x.cn' }],
      ['DELETE', '/api/progressConfig/deleted/1'],
      ['POST', '/api/progressConfig/list/export', {}],
      ['POST', '/api/config/msgTemplate/list', {}],
      ['POST', '/api/config/msgTemplate/save', { id: 1, title: 'x', eventName: 'x', content: 'x' }],
      ['POST', '/api/config/subtotal/list', {}],
      ['POST', '/api/config/subtotal/save', { keyword: 'x' }],
      ['DELETE', '/api/config/subtotal/1'],
      ['POST', '/api/config/website/list', {}],
      ['POST', '/api/config/website/save', { province: '11', website: 'x' }],
      ['DELETE', '/api/config/website/1'],
      ['POST', '/api/config/business/list', {}],
      ['POST', '/api/config/business/save', {}],
      ['DELETE', '/api/config/business/1'],
    ];
    for (const who of ['cert01', 'audit01', 'viewer']) {
      for (const [m, url, body] of calls) expect((await t.call(m, url, tok[who]!, body)).code, `${who} ${m} ${url}`).toBe('1003');
    }
  });
});

describe('data dictionary', () => {
  it('validates the required fields with the screen messages', async () => {
    const save = (body: object) => t.call('POST', '/api/config/dataDic/save', tok.admin!, body);
    expect((await save({ ...dic, id: '' })).msg).toBe('请输入编码');
    expect((await save({ ...dic, name: ' ' })).msg).toBe('请输入名称');
    expect((await save({ ...dic, type: '' })).msg).toBe('请输入类型');
    expect((await save({ ...dic, value: '' })).msg).toBe('请输入值');
  });

  it('adds, refuses a duplicate code on add, edits without changing the code, reads, sorts, deletes', async () => {
    expect((await t.call('POST', '/api/config/dataDic/save', tok.admin!, { ...dic, isAdd: true })).code).toBe('0000');
    expect((await t.call('POST', '/api/config/dataDic/save', tok.manager!, { ...dic, isAdd: true })).msg).toBe('编码 TimeLimit_1 已存在');
    expect((await t.call('POST', '/api/config/dataDic/save', tok.manager!, { ...dic, value: '8' })).code).toBe('0000');
    const info = await t.call('GET', '/api/config/dataDic/info/TimeLimit_1', tok.manager!);
    expect(info.data).toMatchObject({ id: 'TimeLimit_1', code: 'TimeLimit_1', value: '8', orderType: [1] });
    await t.call('POST', '/api/config/dataDic/save', tok.admin!, {
      id: 'TimeLimit_3',
      name: '类型3时限',
      type: 'OrderTimeLimit',
      value: '5',
      order: 3,
      orderType: [3],
      isAdd: true,
    });
    const sorted = await t.call<{ result: { id: string }[] }>('POST', '/api/config/dataDic/list', tok.admin!, {
      type: 'OrderTime',
      field: 'order',
      sortType: 'desc',
    });
    expect(sorted.data.result.map((r) => r.id)).toEqual(['TimeLimit_3', 'TimeLimit_1']);
    const byType = await t.call<{ result: { id: string }[] }>('POST', '/api/config/dataDic/list', tok.admin!, { orderType: [3] });
    expect(byType.data.result.map((r) => r.id)).toEqual(['TimeLimit_3']);
    expect((await t.call('POST', '/api/config/dataDic/list', tok.admin!, { field: 'value; drop table' })).msg).toContain(
      '不支持的排序字段',
    );
    expect((await t.call('DELETE', '/api/config/dataDic/TimeLimit_3', tok.admin!)).code).toBe('0000');
    expect((await t.call('GET', '/api/config/dataDic/info/TimeLimit_3', tok.admin!)).code).toBe('1004');
  });

  it('exports the filtered entries', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/config/dataDic/list/export',
      headers: { authorization: `Bearer ${tok.admin}` },
      payload: {},
    });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('数据字典_');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('extends the working-day calendar with holiday and workday entries', async () => {
    const save = (id: string, type: string, value: string) =>
      t.call('POST', '/api/config/dataDic/save', tok.admin!, { id, name: id, type, value, isAdd: true });
    expect((await save('H1', 'holiday', '2030-10-08')).code).toBe('0000');
    expect((await save('W1', 'workday', '2030-10-12')).code).toBe('0000');
    expect((await save('H2', 'holiday', '10/08/2030')).msg).toBe('日历日期格式应为 yyyy-MM-dd');
    expect(await listCalendarExtras(t.ctx)).toEqual({ holidays: ['2030-10-08'], workdays: ['2030-10-12'] });
  });
});

describe('mail configuration', () => {
  it('lives in the dictionary table under its own category; type and tag are fixed once created', async () => {
    const mail = {
      id: 'Mail_Supplement',
      name: '补充材料',
      type: 'SendEmailTypeDic',
      tag: 'htmlStyle',
      value: '<p>请补充材料</p>',
      order: 2,
      isAdd: true,
    };
    expect((await t.call('POST', '/api/config/emailTemplate/save', tok.admin!, mail)).code).toBe('0000');
    expect(
      (await t.call('POST', '/api/config/emailTemplate/save', tok.admin!, { ...mail, type: 'Other', tag: 'x', isAdd: false })).code,
    ).toBe('0000');
    const [row] = await t.ctx.db.select().from(dataDic).where(eq(dataDic.id, 'Mail_Supplement'));
    expect(row).toMatchObject({ category: 'mail', type: 'SendEmailTypeDic', tag: 'htmlStyle', sort: 2 });
    await t.call('POST', '/api/config/emailTemplate/save', tok.admin!, {
      id: 'Mail_Sig',
      name: '签名',
      type: 'EmailSignature',
      value: 'x',
      order: 9,
      isAdd: true,
    });
    const [sig] = await t.ctx.db.select().from(dataDic).where(eq(dataDic.id, 'Mail_Sig'));
    expect(sig!.sort).toBe(0);
    const list = await t.call<{ result: { id: string }[] }>('POST', '/api/config/emailTemplate/list', tok.admin!, {});
    expect(list.data.result.map((r) => r.id).sort()).toEqual(['Mail_Sig', 'Mail_Supplement']);
    const dics = await t.call<{ result: { id: string }[] }>('POST', '/api/config/dataDic/list', tok.admin!, { code: 'Mail' });
    expect(dics.data.result).toHaveLength(0);
    // A dictionary code cannot take over a mail entry.
    expect((await t.call('POST', '/api/config/dataDic/save', tok.admin!, { ...dic, id: 'Mail_Sig' })).code).toBe('1009');
  });
});

describe('progress push config (chat-app robots)', () => {
  it('seals the secret and never answers it', async () => {
    const id = await created('/api/progressConfig/save', tok.admin!, {
      name: '认证进度群',
      webhook: 'https://oapi.dingtalk.com/robot/send?access_token=abc',
      secret: 'SECabc123',
      enabled: true,
      orderTypes: [1, 2],
    });
    const [row] = await t.ctx.db.select().from(progressPushConfigs).where(eq(progressPushConfigs.id, id));
    expect(row!.secretEnc).not.toContain('SECabc123');
    expect(t.ctx.secrets.open(row!.secretEnc)).toBe('SECabc123');
    const list = await t.call('POST', '/api/progressConfig/list', tok.manager!, { orderType: 2 });
    expect(list.data).toMatchObject({ totalCount: 1, result: [{ name: '认证进度群', hasSecret: true, enabled: true }] });
    expect(JSON.stringify(list)).not.toContain('SECabc123');
    expect(JSON.stringify(list)).not.toContain(row!.secretEnc);
    // Blank secret on edit keeps the stored one.
    await t.call('POST', '/api/progressConfig/save', tok.admin!, {
      id,
      name: '认证进度群',
      webhook: 'https://oapi.dingtalk.com/robot/send?access_token=abc',
      enabled: false,
    });
    const [row2] = await t.ctx.db.select().from(progressPushConfigs).where(eq(progressPushConfigs.id, id));
    expect(t.ctx.secrets.open(row2!.secretEnc)).toBe('SECabc123');
    expect((await t.call('POST', '/api/progressConfig/save', tok.admin!, { name: 'y', webhook: 'ftp://x' })).msg).toBe(
      'Webhook地址格式错误',
    );
    expect((await t.call('POST', '/api/progressConfig/save', tok.admin!, { name: '认证进度群', webhook: 'https://x.cn' })).code).toBe(
      '1009',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/progressConfig/list/export',
      headers: { authorization: `Bearer ${tok.admin}` },
      payload: {},
    });
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await t.call('DELETE', `/api/progressConfig/deleted/${id}`, tok.admin!)).code).toBe('0000');
  });
});

describe('message templates, subtotal keywords, websites, phone library', () => {
  it('edits a message template with the required messages; no add', async () => {
    const [tpl] = await t.ctx.db
      .insert(messageTemplates)
      .values({ title: '订单分配', eventName: 'orderAssigned', content: '订单{orderId}已分配给您' })
      .returning();
    const save = (body: object) =>
      t.call('POST', '/api/config/msgTemplate/save', tok.admin!, { id: tpl!.id, title: 'a', eventName: 'b', content: 'c', ...body });
    expect((await save({ title: '' })).msg).toBe('请输入模板名称');
    expect((await save({ eventName: '' })).msg).toBe('请输入标识');
    expect((await save({ content: '' })).msg).toBe('请输入内容');
    expect((await save({ title: '新订单', eventName: 'orderAssigned', content: '订单{orderId}待认证' })).code).toBe('0000');
    expect((await save({ id: 99999 })).code).toBe('1004');
    const list = await t.call('POST', '/api/config/msgTemplate/list', tok.manager!, {});
    expect(list.data).toMatchObject({ result: [{ title: '新订单', content: '订单{orderId}待认证' }] });
  });

  it('saves, filters and deletes subtotal keywords', async () => {
    expect((await t.call('POST', '/api/config/subtotal/save', tok.admin!, { keyword: '' })).msg).toBe('请输入关键词');
    await t.ctx.db.insert(dataDic).values({ id: 'W01', name: '空号', type: 'warn', value: '企业电话为空号' });
    const id = await created('/api/config/subtotal/save', tok.admin!, {
      keyword: '空号',
      orderType: [1, 3],
      warnKey: 'W01',
      warnContent: '企业电话为空号',
    });
    expect((await t.call('POST', '/api/config/subtotal/save', tok.admin!, { keyword: '空号' })).code).toBe('1009');
    const f = await t.call('POST', '/api/config/subtotal/list', tok.admin!, { orderType: 3 });
    expect(f.data).toMatchObject({ totalCount: 1, result: [{ keyword: '空号', orderType: [1, 3], warnKey: 'W01' }] });
    expect((await t.call('POST', '/api/config/subtotal/list', tok.admin!, { orderType: 2 })).data).toMatchObject({ totalCount: 0 });
    expect((await t.call('DELETE', `/api/config/subtotal/${id}`, tok.admin!)).code).toBe('0000');
  });

  it('saves archive websites by area code or name and filters them', async () => {
    await created('/api/config/website/save', tok.admin!, {
      province: '440000',
      city: '440300',
      website: 'https://amr.sz.gov.cn',
      notes: '深圳市场监管',
    });
    const list = await t.call('POST', '/api/config/website/list', tok.admin!, { province: '广东省' });
    expect(list.data).toMatchObject({
      totalCount: 1,
      result: [{ provinceName: '广东省', cityName: '深圳市', website: 'https://amr.sz.gov.cn' }],
    });
    expect((await t.call('POST', '/api/config/website/save', tok.admin!, { province: '', website: 'x' })).msg).toBe('请选择省份');
    expect((await t.call('POST', '/api/config/website/save', tok.admin!, { province: '440000', website: '' })).msg).toBe('请输入网站地址');
  });

  it('keeps the phone library with the submitter, searchable by number, area and submitter', async () => {
    const id = await created('/api/config/business/save', tok.manager!, {
      deptName: '深圳市市场监督管理局',
      province: '440000',
      city: '440300',
      area: '440305',
      mobile: '0755-83070000',
    });
    const list = await t.call<{ result: { uname: string; areaName: string; uid: number }[] }>(
      'POST',
      '/api/config/business/list',
      tok.admin!,
      { mobile: '8307' },
    );
    expect(list.data.result).toEqual([expect.objectContaining({ uname: '王经理', areaName: '南山区', cityName: '深圳市' })]);
    const bySubmitter = await t.call('POST', '/api/config/business/list', tok.admin!, { uid: list.data.result[0]!.uid, area: '南山区' });
    expect(bySubmitter.data).toMatchObject({ totalCount: 1 });
    expect((await t.call('POST', '/api/config/business/save', tok.admin!, { id, deptName: '南山分局', mobile: '0755-1' })).code).toBe(
      '0000',
    );
    expect((await t.call('DELETE', `/api/config/business/${id}`, tok.admin!)).code).toBe('0000');
    expect((await t.call('DELETE', `/api/config/business/${id}`, tok.admin!)).code).toBe('1004');
  });
});
