import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp, type TestApp } from '../../../test/test-app.js';
import { adminAudit } from '../admin-audit/admin-audit.schema.js';
import { roles } from '../roles/roles.schema.js';

let t: TestApp;
let tok: Record<string, string>;
beforeAll(async () => {
  ({ t, tok } = await signedInTestApp(['admin', 'manager', 'cert01', 'audit01', 'viewer']));
});
afterAll(async () => t.close());

describe('roles and permissions', () => {
  it('refuses non-administrators on every role endpoint', async () => {
    for (const who of ['cert01', 'audit01', 'viewer']) {
      expect((await t.call('POST', '/api/role/list', tok[who]!, {})).code).toBe('1003');
      expect((await t.call('GET', '/api/role/options', tok[who]!)).code).toBe('1003');
      expect((await t.call('POST', '/api/role/save', tok[who]!, { name: 'x', roleType: 900, routeList: [] })).code).toBe('1003');
      expect((await t.call('DELETE', '/api/role/delete/90', tok[who]!)).code).toBe('1003');
    }
  });

  it('lists roles with their user counts', async () => {
    const r = await t.call<{ result: { id: number; userCount: number }[]; totalCount: number }>('POST', '/api/role/list', tok.manager!, {});
    expect(r.data.totalCount).toBe(5);
    expect(r.data.result.find((x) => x.id === 10)!.userCount).toBe(2);
    const opts = await t.call<{ id: number }[]>('GET', '/api/role/options', tok.admin!);
    expect(opts.data.map((o) => o.id)).toEqual([1, 2, 10, 20, 90]);
  });

  it('creates and edits a custom role; validates name, type and menu ids; refuses duplicates', async () => {
    expect((await t.call('POST', '/api/role/save', tok.admin!, { name: '', roleType: 900 })).msg).toBe('请输入角色名称');
    expect((await t.call('POST', '/api/role/save', tok.admin!, { name: '质检', roleType: 7 })).msg).toBe('请选择角色类型');
    expect((await t.call('POST', '/api/role/save', tok.admin!, { name: '质检', roleType: 900, routeList: [12345] })).msg).toBe(
      '菜单不存在：12345',
    );
    const r = await t.call<number>('POST', '/api/role/save', tok.admin!, {
      name: '质检',
      description: '只看日志',
      roleType: 900,
      routeList: [41000, 81000],
    });
    expect(r.code).toBe('0000');
    const [row] = await t.ctx.db.select().from(roles).where(eq(roles.id, r.data));
    expect(row).toMatchObject({ name: '质检', roleType: 900, routeList: [41000, 81000] });
    expect((await t.call('POST', '/api/role/save', tok.admin!, { name: '质检', roleType: 900 })).msg).toBe('角色名称 质检 已存在');
    const edit = await t.call('POST', '/api/role/save', tok.admin!, { id: r.data, name: '质检员', roleType: 900, routeList: [41000] });
    expect(edit.code).toBe('0000');
    const audit = await t.ctx.db.select().from(adminAudit).where(eq(adminAudit.entity, 'role'));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]!.before).toMatchObject({ name: '质检' });
    expect(audit[1]!.after).toMatchObject({ name: '质检员' });
  });

  it('a user of a custom role gets exactly its routes', async () => {
    const role = await t.call<number>('POST', '/api/role/save', tok.admin!, { name: '日志查看', roleType: 900, routeList: [41000, 71000] });
    const u = await t.call<{ password: string }>('POST', '/api/manage/user/create', tok.admin!, {
      account: 'logv',
      nickName: '日志',
      roleId: role.data,
    });
    const token = await t.login('logv', u.data.password);
    await t.call('POST', '/api/user/updatePassword', token, { oldPassword: u.data.password, newPassword: 'LogView123' });
    const info = await t.call<{ rolePo: { routeList: number[] } }>('GET', '/api/user/info', token);
    expect(info.data.rolePo.routeList).toEqual([40000, 41000, 70000, 71000]);
    // Granted screens read, writes stay with administrators.
    expect((await t.call('POST', '/api/log/login/list', token, {})).code).toBe('0000');
    expect((await t.call('POST', '/api/config/website/list', token, {})).code).toBe('0000');
    expect((await t.call('POST', '/api/config/website/save', token, { province: '11', website: 'https://x.cn' })).code).toBe('1003');
    expect((await t.call('POST', '/api/manage/user/list', token, {})).code).toBe('1003');
  });

  it('refuses to delete a role in use, deletes an unused one', async () => {
    const inUse = await t.call('DELETE', '/api/role/delete/10', tok.admin!);
    expect(inUse.code).toBe('1009');
    expect(inUse.msg).toContain('下还有 2 个用户，不能删除');
    const r = await t.call<number>('POST', '/api/role/save', tok.admin!, { name: '临时', roleType: 900 });
    expect((await t.call('DELETE', `/api/role/delete/${r.data}`, tok.manager!)).code).toBe('0000');
    expect(await t.ctx.db.select().from(roles).where(eq(roles.id, r.data))).toHaveLength(0);
  });

  it('keeps super administrator roles out of reach of a manager', async () => {
    expect((await t.call('POST', '/api/role/save', tok.manager!, { name: '超管2', roleType: 0 })).code).toBe('1003');
    expect((await t.call('POST', '/api/role/save', tok.manager!, { id: 1, name: '超级管理员', roleType: 0 })).code).toBe('1003');
  });
});
