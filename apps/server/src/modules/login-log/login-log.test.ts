import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await t.call('POST', '/api/auth/login', null, { account: 'cert02', pwd: 'wrong' });
  for (const a of ['admin', 'manager', 'cert01', 'audit01', 'viewer']) tok[a] = await t.login(a);
});
afterAll(async () => t.close());

describe('login log', () => {
  it('lists sign-ins for administrators with the columns of the screen', async () => {
    const r = await t.call<{ result: Record<string, unknown>[]; totalCount: number }>('POST', '/api/log/login/list', tok.manager!, {});
    expect(r.code).toBe('0000');
    expect(r.data.totalCount).toBe(6);
    expect(Object.keys(r.data.result[0]!).sort()).toEqual([
      'account',
      'createAt',
      'id',
      'identify',
      'ipAddress',
      'ipLocation',
      'operatorId',
    ]);
    const failed = await t.call<{ result: { identify: string; ipLocation: string }[] }>('POST', '/api/log/login/list', tok.admin!, {
      account: 'cert02',
    });
    expect(failed.data.result).toEqual([expect.objectContaining({ identify: '密码错误', ipLocation: '内网' })]);
  });

  it('filters by the loginRang date range', async () => {
    const future = `${Date.now() + 3600_000},0`;
    const r = await t.call<{ totalCount: number }>('POST', '/api/log/login/list', tok.admin!, { loginRang: future });
    expect(r.data.totalCount).toBe(0);
    const bad = await t.call('POST', '/api/log/login/list', tok.admin!, { loginRang: 'yesterday' });
    expect(bad).toMatchObject({ code: '1001', msg: '登录时间格式错误' });
  });

  it('exports an xlsx for administrators only', async () => {
    const res = await t.request('POST', '/api/log/login/list/export', tok.admin!, {});
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('登录日志_');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await t.call('POST', '/api/log/login/list/export', tok.viewer!, {})).code).toBe('1003');
  });

  it('refuses non-administrators', async () => {
    for (const who of ['cert01', 'audit01', 'viewer'])
      expect((await t.call('POST', '/api/log/login/list', tok[who]!, {})).code).toBe('1003');
  });
});

describe('audit trail', () => {
  it('is visible to role 0 only, with who, what, before, after and when', async () => {
    await t.call('POST', '/api/config/website/save', tok.manager!, { province: '北京市', website: 'https://bj.example.cn', notes: '初版' });
    const list = await t.call<{ result: { id: number; entity: string }[] }>('POST', '/api/config/website/list', tok.manager!, {});
    const id = list.data.result[0]!.id;
    await t.call('POST', '/api/config/website/save', tok.manager!, {
      id,
      province: '北京市',
      website: 'https://bj2.example.cn',
      notes: '二版',
    });
    const r = await t.call<{
      result: { operatorName: string; action: string; before: { website: string } | null; after: { website: string }; createAt: string }[];
    }>('POST', '/api/log/audit/list', tok.admin!, { entity: 'website' });
    expect(r.data.result.map((x) => x.action)).toEqual(['update', 'create']);
    expect(r.data.result[0]).toMatchObject({
      operatorName: '王经理(manager)',
      before: { website: 'https://bj.example.cn' },
      after: { website: 'https://bj2.example.cn' },
    });
    expect(r.data.result[0]!.createAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await t.call('POST', '/api/log/audit/list', tok.admin!, { operator: '王经理', action: 'create' })).data).toMatchObject({
      totalCount: 1,
    });
    for (const who of ['manager', 'cert01', 'viewer'])
      expect((await t.call('POST', '/api/log/audit/list', tok[who]!, {})).code).toBe('1003');
  });
});
