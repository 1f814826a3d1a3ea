import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => t.close());

const signIn = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { account: 'cert01', pwd: 'Certdesk@2026' } });

describe('the session cookie', () => {
  it('over plain HTTP: HttpOnly, SameSite=Strict, the token kept from our app and given to other clients', async () => {
    const ours = await signIn({ 'x-certdesk-client': 'web' });
    const cookie = ours.cookies.find((c) => c.name === 'certdesk_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(ours.cookies.find((c) => c.name === 'certdesk_signed_in')).toMatchObject({ value: '1' });
    expect(ours.json().data.authToken).toBe('');
    // A client of the specification gets the token in the answer, as it always did.
    expect((await signIn({})).json().data.authToken).toMatch(/.{20,}/);
  });

  it('over HTTPS (a TLS proxy in front): __Host- prefixed and Secure, and it signs the caller in', async () => {
    const res = await signIn({ 'x-certdesk-client': 'web', 'x-forwarded-proto': 'https' });
    const cookie = res.cookies.find((c) => c.name === '__Host-certdesk_token');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    const info = await t.app.inject({ url: '/api/user/info', headers: { cookie: `__Host-certdesk_token=${cookie?.value}` } });
    expect(info.json()).toMatchObject({ code: '0000', data: { account: 'cert01' } });
  });

  it('refuses a cookie call that changes something without the app header, and clears a dead cookie', async () => {
    const res = await signIn({ 'x-certdesk-client': 'web' });
    const token = res.cookies.find((c) => c.name === 'certdesk_token')?.value ?? '';
    const forged = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `certdesk_token=${token}` } });
    expect(forged.json()).toMatchObject({ code: '1003', msg: '请求来源无效，请刷新页面后重试' });
    const ours = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `certdesk_token=${token}`, 'x-certdesk-client': 'web' },
    });
    expect(ours.json().code).toBe('0000');
    const after = await t.app.inject({ url: '/api/user/info', headers: { cookie: `certdesk_token=${token}` } });
    expect(after.json().code).toBe('-100');
    expect(after.cookies.find((c) => c.name === 'certdesk_token')?.maxAge).toBe(0);
  });
});
