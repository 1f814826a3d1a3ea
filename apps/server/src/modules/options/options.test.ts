import { type AreaOption, ATTACH_TYPES, CURRENCY_TYPES, type Option } from '@certdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { userRoles, users } from '../users/users.schema.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('cert01');
});
afterAll(() => t.close());

const names = (list: Option[]) => list.map((o) => o.name);

describe('/api/options', () => {
  it('userByRoleType lists active users of the role type, including further roles (D5)', async () => {
    const certs = await t.call<Option[]>('GET', '/api/options/userByRoleType?roleType=200', token);
    expect(names(certs.data)).toEqual(['李认证', '张认证']);
    // The auditor also gets the certifier role; cert02 is disabled.
    const [auditor] = await t.ctx.db.select().from(users).where(eq(users.account, 'audit01'));
    await t.ctx.db.insert(userRoles).values({ userId: auditor!.id, roleId: 10 });
    await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.account, 'cert02'));
    const after = await t.call<Option[]>('GET', '/api/options/userByRoleType?roleType=200', token);
    expect(names(after.data)).toEqual(['李认证', '陈审核']);
    expect(names((await t.call<Option[]>('GET', '/api/options/userByRoleType?roleType=300', token)).data)).toEqual(['陈审核']);
  });
  it('refuses an unknown role type', async () => {
    const r = await t.call('GET', '/api/options/userByRoleType?roleType=7', token);
    expect(r).toMatchObject({ code: '1001' });
    expect(r.msg).toContain('角色类型');
  });
  it('area: provinces, then cities, then districts by parent code', async () => {
    const provinces = await t.call<AreaOption[]>('GET', '/api/options/area', token);
    expect(provinces.data.length).toBe(31);
    expect(provinces.data).toContainEqual({ key: '31', name: '上海市', leaf: false });
    const cities = await t.call<AreaOption[]>('GET', '/api/options/area?pcode=44', token);
    expect(cities.data).toContainEqual({ key: '4401', name: '广州市', leaf: false });
    const districts = await t.call<AreaOption[]>('GET', '/api/options/area?pcode=1101', token);
    expect(districts.data).toContainEqual({ key: '110101', name: '东城区', leaf: true });
    expect((await t.call('GET', '/api/options/area?pcode=99', token)).code).toBe('1004');
    expect((await t.call('GET', '/api/options/area?pcode=x1', token)).code).toBe('1001');
  });
  it('userList, roleList, attachType, currencyType', async () => {
    const usersList = await t.call<Option[]>('GET', '/api/options/userList', token);
    expect(names(usersList.data)).toContain('系统管理员');
    const roles = await t.call<Option[]>('GET', '/api/options/roleList', token);
    expect(roles.data).toContainEqual({ key: 10, name: '认证坐席' });
    expect((await t.call('GET', '/api/options/attachType', token)).data).toEqual(ATTACH_TYPES);
    expect((await t.call('GET', '/api/options/currencyType', token)).data).toEqual(CURRENCY_TYPES);
    expect((await t.call('GET', '/api/options/userList', null)).code).toBe('-100');
  });
});
