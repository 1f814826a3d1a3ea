import { ALL_ROUTE_IDS, type UserInfo } from '@certdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const info = async (account: string) => (await t.call<UserInfo>('GET', '/api/user/info', await t.login(account))).data;

describe('GET /api/user/info per role', () => {
  it('gives the super administrator every route', async () => {
    const u = await info('admin');
    expect(u).toMatchObject({
      account: 'admin',
      nickName: '系统管理员',
      roles: [0],
      rolePo: { roleType: 0, name: '超级管理员' },
      seatInfoConfig: null,
    });
    expect(u.rolePo.routeList).toEqual([...ALL_ROUTE_IDS]);
  });

  it('gives a seat certifier the seat configuration without the seat password', async () => {
    const u = await info('cert01');
    expect(u.roles).toEqual([200]);
    expect(u.roleId).toBe(10);
    expect(u.seatInfoConfig).toMatchObject({
      agentId: '8001',
      agentDn: '6001',
      entId: '10086',
      passwordMD5: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(JSON.stringify(u)).not.toContain('seat-1234');
    expect(JSON.stringify(u)).not.toContain('mail-1234');
    expect(u.rolePo.routeList).toContain(12000);
    expect(u.rolePo.routeList).not.toContain(13000);
  });

  it('gives the custom role exactly its granted routes and their groups', async () => {
    const u = await info('viewer');
    expect(u.roles).toEqual([900]);
    expect(u.rolePo.routeList).toEqual([10000, 11000, 14000, 80000, 81000]);
  });

  it('takes the union of further roles (D5)', async () => {
    const { userRoles, users } = await import('./users.schema.js');
    const { eq } = await import('drizzle-orm');
    const [cert] = await t.ctx.db.select().from(users).where(eq(users.account, 'cert02'));
    await t.ctx.db.insert(userRoles).values({ userId: cert!.id, roleId: 20 });
    const u = await info('cert02');
    expect(u.roles.sort()).toEqual([200, 300]);
    expect(u.rolePo.routeList).toEqual(expect.arrayContaining([12000, 13000, 81000]));
  });
});

describe('POST /api/user/updatePassword', () => {
  it('refuses a wrong old password, a weak or unchanged new one, and changes it otherwise', async () => {
    const token = await t.login('manager');
    const call = (body: object) => t.call('POST', '/api/user/updatePassword', token, body);
    expect((await call({ oldPassword: 'wrong', newPassword: 'NewPass2026' })).msg).toBe('原密码错误');
    expect((await call({ oldPassword: 'Certdesk@2026', newPassword: 'short' })).msg).toBe('新密码至少8位，且须包含字母和数字');
    expect((await call({ oldPassword: 'Certdesk@2026', newPassword: 'Certdesk@2026' })).msg).toBe('新密码不能与原密码相同');
    expect((await call({ oldPassword: ' Certdesk@2026 ', newPassword: ' NewPass2026 ' })).code).toBe('0000');
    expect((await t.call('GET', '/api/user/info', token)).code).toBe('0000');
    await expect(t.login('manager')).rejects.toThrow();
    expect(await t.login('manager', 'NewPass2026')).toBeTruthy();
  });
});
