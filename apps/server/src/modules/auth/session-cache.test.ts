import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { hashToken } from '../../platform/crypto.js';
import { SessionCache, sessionCache } from './session-cache.js';
import { findSessionByTokenHash } from './sessions.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ordersAs = (token: string) => t.call('POST', '/api/order/list', token, { pageNum: 1, pageSize: 10 });

/**
 * Signs in and calls until the process keeps the session: on PostgreSQL the NOTIFY of a change
 * just made (a sign-in ending an earlier session) may still arrive and forget it once.
 */
async function keptSession(account: string) {
  const token = await t.login(account);
  await vi.waitFor(async () => {
    expect((await ordersAs(token)).code).toBe('0000');
    expect(sessionCache(t.ctx.db).get(hashToken(token))).toBeDefined();
  });
  return token;
}

/** Waits until the process has forgotten a kept session (the trigger's NOTIFY arrived). */
async function forgotten(token: string) {
  await vi.waitFor(() => expect(sessionCache(t.ctx.db).get(hashToken(token))).toBeUndefined());
}

describe('kept sessions', () => {
  it('refuses a session ended by another process or by hand at the next call', async () => {
    const token = await keptSession('manager');
    // Not through this process: only the trigger's NOTIFY can tell it.
    await t.database.query(`update sessions set ended_at = now(), end_reason = 'logout' where token_hash = $1`, [hashToken(token)]);
    await forgotten(token);
    expect(await ordersAs(token)).toMatchObject({ code: '-100', msg: '登录已失效，请重新登录' });
  });

  it('refuses the session of a user disabled by hand, and follows a role changed by hand', async () => {
    const certToken = await keptSession('cert01');
    await t.database.query(`update users set disabled = true where account = 'cert01'`);
    await forgotten(certToken);
    expect(await ordersAs(certToken)).toMatchObject({ code: '-100', msg: '账号已被禁用，请联系管理员' });

    const viewerToken = await keptSession('viewer');
    const routes = async () =>
      (await t.call<{ rolePo: { routeList: number[] } }>('GET', '/api/user/info', viewerToken)).data.rolePo.routeList;
    expect(await routes()).toContain(80000);
    await t.database.query(
      `update roles set route_list = '[10000, 14000]'::jsonb where id = (select role_id from users where account = 'viewer')`,
    );
    await forgotten(viewerToken);
    expect(await routes()).not.toContain(80000);
  });

  it('keeps sessions when only activity, other user settings or a sign-in that ended nothing are recorded', async () => {
    const token = await keptSession('audit01');
    const forget = vi.spyOn(sessionCache(t.ctx.db), 'forgetAll');
    await t.database.query(`update sessions set last_seen_at = now() where token_hash = $1`, [hashToken(token)]);
    await t.database.query(`update users set email = 'a@example.com' where account = 'audit01'`);
    await t.database.query(`update users set nick_name = nick_name where account = 'admin'`);
    await t.login('manager'); // its last session was ended in the first test
    // A change that does tell: NOTIFYs arrive in commit order, so nothing before it did.
    await t.database.query(`update users set nick_name = nick_name || '·' where account = 'admin'`);
    await vi.waitFor(() => expect(forget).toHaveBeenCalled());
    expect(forget).toHaveBeenCalledTimes(1);
    forget.mockRestore();
  });

  it('signing in elsewhere and logging out take effect at once', async () => {
    const first = await keptSession('cert02');
    await t.login('cert02');
    expect(await ordersAs(first)).toMatchObject({ code: '-100', msg: '您的账号已在其他设备登录' });

    const token = await keptSession('cert02');
    expect((await t.call('POST', '/api/auth/logout', token)).code).toBe('0000');
    expect((await ordersAs(token)).code).toBe('-100');
  });
});

describe('SessionCache', () => {
  it('keeps nothing before it listens, nor a session read while it forgot, nor past ten seconds', async () => {
    const token = await t.login('admin');
    const hash = hashToken(token);
    const load = () => findSessionByTokenHash(t.ctx.db, hash);
    let now = 1_000_000;
    const cache = new SessionCache(() => now);

    (await cache.read(hash, load)).keep();
    expect(cache.get(hash)).toBeUndefined();

    await cache.start(t.database, pino({ level: 'silent' }));
    const straddling = await cache.read(hash, async () => {
      const row = await load();
      cache.forgetAll();
      return row;
    });
    straddling.keep();
    expect(cache.get(hash)).toBeUndefined();

    (await cache.read(hash, load)).keep();
    now += 9_999;
    expect(cache.get(hash)?.account).toBe('admin');
    // Kept ten seconds at most, however often it is used meanwhile.
    now += 2;
    expect(cache.get(hash)).toBeUndefined();
    await cache.stop();
  });

  it('keeps at most 10 000 sessions, dropping the least recently used', async () => {
    const token = await t.login('admin');
    const row = await findSessionByTokenHash(t.ctx.db, hashToken(token));
    const cache = new SessionCache(() => 0);
    await cache.start(t.database, pino({ level: 'silent' }));
    const keep = async (hash: string) => (await cache.read(hash, async () => row)).keep();
    for (let i = 0; i < 10_000; i++) await keep(`h${i}`);
    expect(cache.get('h0')?.account).toBe('admin');
    await keep('one-more');
    // h0 was just used, so h1 is the least recent one and goes.
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h0')?.account).toBe('admin');
    expect(cache.get('h9999')?.account).toBe('admin');
    expect(cache.get('one-more')?.account).toBe('admin');
    await cache.stop();
  });
});
