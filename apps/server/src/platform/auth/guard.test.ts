import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import type { AuthUser } from './auth-user.js';
import { allows, guard } from './guard.js';

const user = (roleTypes: number[], routeIds: number[] = [], mustChangePassword = false): AuthUser => ({
  id: 1,
  account: 'u',
  nickName: 'u',
  roleId: 1,
  roleType: roleTypes[0] ?? 900,
  roleTypes,
  routeIds,
  sessionId: 1,
  mustChangePassword,
});

const request = (u: AuthUser | null, url = '/api/x') =>
  ({ user: u, sessionEndMessage: undefined, routeOptions: { url } }) as unknown as FastifyRequest;

describe('allows', () => {
  it('lets role type 0 through every rule', () => {
    expect(allows(user([0]), { roles: [300] })).toBe(true);
  });
  it('checks role types as a union', () => {
    expect(allows(user([200]), { roles: [0, 100] })).toBe(false);
    expect(allows(user([200, 100]), { roles: [0, 100] })).toBe(true);
  });
  it('lets custom roles read the screens granted to them', () => {
    expect(allows(user([900], [11000]), { roles: [0, 100, 200, 300], routes: [11000] })).toBe(true);
    expect(allows(user([900], [81000]), { roles: [0, 100, 200, 300], routes: [11000] })).toBe(false);
  });
});

describe('guard', () => {
  it('answers -100 without a user, 1003 for a role that lacks the route', async () => {
    await expect(guard()(request(null))).rejects.toMatchObject({ code: '-100' });
    await expect(guard({ roles: [0, 100] })(request(user([200])))).rejects.toMatchObject({ code: '1003', message: '没有权限执行此操作' });
    await expect(guard({ roles: [0, 100] })(request(user([200])))).rejects.toBeInstanceOf(AppError);
    await expect(guard({ roles: [0, 100] })(request(user([100])))).resolves.toBeUndefined();
  });
  it('lets a user with an initial password only change it (D24)', async () => {
    await expect(guard()(request(user([100], [], true), '/api/order/list'))).rejects.toMatchObject({ message: '请先修改初始密码' });
    await expect(guard()(request(user([100], [], true), '/api/user/updatePassword'))).resolves.toBeUndefined();
  });
});
