import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp, type TestApp } from '../../../test/test-app.js';
import { adminAudit } from '../admin-audit/admin-audit.schema.js';
import { ipWhitelist } from './ip-whitelist.schema.js';

let t: TestApp;
let tok: Record<string, string>;
beforeAll(async () => {
  ({ t, tok } = await signedInTestApp(['admin', 'manager', 'cert01', 'viewer']));
});
afterAll(async () => t.close());

/** A call from a given client address. */
async function from(ip: string, method: 'GET' | 'POST', url: string, token: string | null, body?: object) {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { payload: body } : {}),
  });
  return res.json() as { code: string; msg: string; data: unknown };
}

describe('IP whitelist screen', () => {
  it('refuses non-administrators', async () => {
    for (const who of ['cert01', 'viewer']) {
      expect((await t.call('POST', '/api/systemConfig/ipWhite/list', tok[who]!, {})).code).toBe('1003');
      expect(
        (await t.call('POST', '/api/systemConfig/ipWhite/save', tok[who]!, { ip: '1.1.1.1', identify: 'x', dangerLevel: 3 })).code,
      ).toBe('1003');
      expect((await t.call('DELETE', '/api/systemConfig/ipWhite/1', tok[who]!)).code).toBe('1003');
    }
  });

  it('validates the required fields, addresses and CIDR', async () => {
    const save = (body: object) => t.call('POST', '/api/systemConfig/ipWhite/save', tok.admin!, body);
    expect((await save({ identify: 'x', dangerLevel: 1 })).msg).toBe('请输入IP地址');
    expect((await save({ ip: '10.0.0.1', dangerLevel: 1 })).msg).toBe('请输入标识');
    expect((await save({ ip: '10.0.0.1', identify: 'x' })).msg).toBe('请选择危险等级');
    expect((await save({ ip: '10.0.0.1', identify: 'x', dangerLevel: 4 })).msg).toBe('请选择危险等级');
    expect((await save({ ip: '10.0.0.1/33', identify: 'x', dangerLevel: 2 })).msg).toContain('IP地址格式错误');
    expect((await save({ ip: '10.0.0.1/24', identify: 'x', dangerLevel: 2 })).msg).toContain('IP地址格式错误');
    expect((await save({ ip: '300.1.1.1', identify: 'x', dangerLevel: 2 })).msg).toContain('IP地址格式错误');
  });

  it('adds disabled entries without enforcing, lists and filters, refuses duplicates', async () => {
    const save = (body: object) => t.call<number>('POST', '/api/systemConfig/ipWhite/save', tok.admin!, body);
    expect((await save({ ip: '192.168.10.0/24', identify: '办公室', dangerLevel: 3, disabled: true })).code).toBe('0000');
    expect((await save({ ip: '2001:db8::/32', identify: 'IPv6机房', dangerLevel: 2, disabled: true })).code).toBe('0000');
    expect((await save({ ip: '192.168.10.0/24', identify: '重复', dangerLevel: 3 })).msg).toBe('IP地址 192.168.10.0/24 已存在');
    const list = await t.call<{ result: { ip: string }[]; totalCount: number }>('POST', '/api/systemConfig/ipWhite/list', tok.manager!, {
      identify: '办公',
    });
    expect(list.data.result.map((r) => r.ip)).toEqual(['192.168.10.0/24']);
    const disabled = await t.call<{ totalCount: number }>('POST', '/api/systemConfig/ipWhite/list', tok.manager!, { disabled: true });
    expect(disabled.data.totalCount).toBe(2);
    // Only disabled entries: everyone still gets in.
    expect((await from('8.8.8.8', 'GET', '/api/user/info', tok.viewer!)).code).toBe('0000');
  });

  it('refuses to save an enabled list that would lock the caller out', async () => {
    const r = await t.call('POST', '/api/systemConfig/ipWhite/save', tok.admin!, { ip: '172.16.0.0/12', identify: '他处', dangerLevel: 3 });
    expect(r.code).toBe('1001');
    expect(r.msg).toContain('将无法访问系统');
    expect(await t.ctx.db.select().from(ipWhitelist).where(eq(ipWhitelist.ip, '172.16.0.0/12'))).toHaveLength(0);
  });

  it('enforces enabled entries: outside refused (sign-in too), inside let in, high-danger use logged', async () => {
    // The test client is 127.0.0.1: allow it as a high-danger entry, and an office range.
    const lo = await t.call<number>('POST', '/api/systemConfig/ipWhite/save', tok.admin!, {
      ip: '127.0.0.1',
      identify: '本机',
      dangerLevel: 1,
    });
    expect(lo.code).toBe('0000');
    const [office] = await t.ctx.db.select().from(ipWhitelist).where(eq(ipWhitelist.ip, '192.168.10.0/24'));
    await t.call('POST', '/api/systemConfig/ipWhite/save', tok.admin!, {
      id: office!.id,
      ip: office!.ip,
      identify: '办公室',
      dangerLevel: 3,
      disabled: false,
    });

    const out = await from('8.8.8.8', 'GET', '/api/user/info', tok.viewer!);
    expect(out).toEqual({ code: '2004', msg: '当前IP不在白名单内，禁止访问', data: null });
    expect((await from('10.1.1.1', 'POST', '/api/auth/login', null, { account: 'viewer', pwd: 'Certdesk@2026' })).code).toBe('2004');
    expect((await from('192.168.10.77', 'GET', '/api/user/info', tok.viewer!)).code).toBe('0000');
    expect((await from('192.168.11.1', 'GET', '/api/user/info', tok.viewer!)).code).toBe('2004');
    expect((await from('127.0.0.1', 'GET', '/api/user/info', tok.viewer!)).code).toBe('0000');
    const logged = await t.ctx.db.select().from(adminAudit).where(eq(adminAudit.action, 'highDangerUse'));
    expect(logged.length).toBe(1);
    expect(logged[0]!.after).toMatchObject({ ip: '127.0.0.1', entry: '127.0.0.1' });

    // Disabling everything opens the system again.
    await t.ctx.db.update(ipWhitelist).set({ disabled: true });
    const { invalidateWhitelist } = await import('./ip-whitelist.cache.js');
    invalidateWhitelist(t.ctx.db);
    expect((await from('8.8.8.8', 'GET', '/api/user/info', tok.viewer!)).code).toBe('0000');
  });

  it('deletes an entry', async () => {
    const [row] = await t.ctx.db.select().from(ipWhitelist).where(eq(ipWhitelist.ip, '2001:db8::/32'));
    expect((await t.call('DELETE', `/api/systemConfig/ipWhite/${row!.id}`, tok.admin!)).code).toBe('0000');
    expect(await t.ctx.db.select().from(ipWhitelist).where(eq(ipWhitelist.id, row!.id))).toHaveLength(0);
    expect((await t.call('DELETE', `/api/systemConfig/ipWhite/${row!.id}`, tok.admin!)).code).toBe('1004');
  });
});
