import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { users } from '../users/users.schema.js';
import { loginLogs, sessions } from './auth.schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 3 });
});
afterAll(async () => t.close());

describe('POST /api/auth/login', () => {
  it('signs in with the right password and returns a token', async () => {
    const r = await t.call<{ authToken: string; mustChangePassword: boolean }>('POST', '/api/auth/login', null, {
      account: ' admin ',
      pwd: 'Certdesk@2026',
    });
    expect(r.code).toBe('0000');
    expect(r.data.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.data.mustChangePassword).toBe(false);
    // Only the hash of the token is stored.
    const stored = await t.ctx.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.map((s) => s.tokenHash)).not.toContain(r.data.authToken);
  });

  it('refuses empty fields with the field named in Chinese', async () => {
    expect((await t.call('POST', '/api/auth/login', null, { account: '', pwd: 'x' })).msg).toBe('请输入账号');
    expect((await t.call('POST', '/api/auth/login', null, { account: 'admin', pwd: '' })).msg).toBe('请输入密码');
    expect((await t.call('POST', '/api/auth/login', null, { account: 'admin' })).msg).toBe('请输入密码');
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await t.call('POST', '/api/auth/login', null, { account: 'manager', pwd: 'nope' });
    const unknown = await t.call('POST', '/api/auth/login', null, { account: 'nobody', pwd: 'nope' });
    expect(wrong).toMatchObject({ code: '2001', msg: '账号或密码错误' });
    expect(unknown).toMatchObject({ code: '2001', msg: '账号或密码错误' });
  });

  it('refuses a disabled user', async () => {
    await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.account, 'viewer'));
    const r = await t.call('POST', '/api/auth/login', null, { account: 'viewer', pwd: 'Certdesk@2026' });
    expect(r).toMatchObject({ code: '2003', msg: '账号已被禁用，请联系管理员' });
    await t.ctx.db.update(users).set({ disabled: false }).where(eq(users.account, 'viewer'));
  });

  it('locks an account after repeated failures, even with the right password', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await t.call('POST', '/api/auth/login', null, { account: 'cert02', pwd: 'bad' })).code).toBe('2001');
    }
    expect((await t.call('POST', '/api/auth/login', null, { account: 'cert02', pwd: 'bad' })).code).toBe('2002');
    const r = await t.call('POST', '/api/auth/login', null, { account: 'cert02', pwd: 'Certdesk@2026' });
    expect(r).toMatchObject({ code: '2002', msg: '登录失败次数过多，账号已临时锁定，请稍后再试' });
  });

  it('writes every attempt to the login log with address and location', async () => {
    const rows = await t.ctx.db.select().from(loginLogs).where(eq(loginLogs.account, 'manager'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: false, identify: '密码错误', ipAddress: '127.0.0.1', ipLocation: '内网' });
    const ok = await t.ctx.db.select().from(loginLogs).where(eq(loginLogs.account, ' admin '.trim()));
    expect(ok.some((r) => r.success && r.identify === '登录成功')).toBe(true);
  });
});

describe('sessions', () => {
  it('answers -100 without a token, with a bad token, and after logout', async () => {
    expect((await t.call('GET', '/api/user/info', null)).code).toBe('-100');
    expect((await t.call('GET', '/api/user/info', 'not-a-token')).code).toBe('-100');
    const token = await t.login('manager');
    expect((await t.call('GET', '/api/user/info', token)).code).toBe('0000');
    expect((await t.call('POST', '/api/auth/logout', token)).code).toBe('0000');
    expect((await t.call('GET', '/api/user/info', token)).code).toBe('-100');
  });

  it('ends the old session when the user signs in elsewhere', async () => {
    const first = await t.login('audit01');
    const second = await t.login('audit01');
    expect(await t.call('GET', '/api/user/info', first)).toMatchObject({ code: '-100', msg: '您的账号已在其他设备登录' });
    expect((await t.call('GET', '/api/user/info', second)).code).toBe('0000');
  });

  it('expires an idle session and a session past its absolute limit', async () => {
    const token = await t.login('admin');
    await t.ctx.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - t.ctx.config.sessionIdleMs - 1000) });
    expect((await t.call('GET', '/api/user/info', token)).code).toBe('-100');
    const token2 = await t.login('admin');
    await t.ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.call('GET', '/api/user/info', token2)).code).toBe('-100');
  });
});
