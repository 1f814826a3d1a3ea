import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../platform/config.js';
import { Rng } from '../../platform/rng.js';
import { invalidateWhitelist } from './ip-whitelist.cache.js';
import { ipWhitelist } from './ip-whitelist.schema.js';

/** Only this office range is let in: every test client below is outside it unless it says otherwise. */
const OFFICE = '192.168.10.0/24';

let t: TestApp;

beforeAll(async () => {
  // The test's own client is a trusted proxy (127.0.0.1): the address it forwards is the client's.
  t = await createTestApp({ trustProxy: ['127.0.0.1'] });
  await t.ctx.db.insert(ipWhitelist).values({ ip: OFFICE, identify: '办公室', dangerLevel: 3, disabled: false });
  invalidateWhitelist(t.ctx.db);
});
afterAll(() => t.close());

const login = { account: 'admin', pwd: 'Certdesk@2026' };

/** Signs in as admin from `remoteAddress` (by default our proxy, 127.0.0.1) forwarding for `forwardedFor`; the parsed answer. */
async function signInForwarded(forwardedFor: string, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: login,
  });
  return res.json();
}

/** Percent-encodes some characters of a path at random (as a client may: the router decodes them). */
function spellings(rng: Rng, path: string, count: number): string[] {
  const out = new Set<string>();
  while (out.size < count) {
    out.add(
      path
        .split('')
        .map((c, i) => (i > 0 && c !== '/' && rng.next() < 0.35 ? `%${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c))
        .join(''),
    );
  }
  return [...out];
}

describe('the whitelist decides on the route the router matched', () => {
  it('refuses sign-in from outside however the path is spelled (/%61pi/auth/login answered 登录成功)', async () => {
    const seed = Number(process.env.TEST_SEED ?? Date.now() % 1_000_000);
    console.log(`whitelist spellings: seed ${seed}`);
    const urls = ['/%61pi/auth/login', '/api/%61uth/login', ...spellings(new Rng(seed), '/api/auth/login', 30)];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'POST', url, remoteAddress: '8.8.8.8', payload: login });
      const body = res.json();
      // Whatever the router made of it: never a session, and the refusal when it reached sign-in.
      expect({ seed, url, msg: body.msg }).not.toMatchObject({ msg: '登录成功' });
      if (body.code !== '1004') expect({ seed, url, code: body.code }).toEqual({ seed, url, code: '2004' });
    }
    // The same call from the office signs in.
    const office = await t.app.inject({ method: 'POST', url: '/%61pi/auth/login', remoteAddress: '192.168.10.7', payload: login });
    expect(office.json().msg).toBe('登录成功');
  });

  it('covers the realtime socket and stored files, not only /api/', async () => {
    const files = await t.app.inject({
      method: 'GET',
      url: '/files/datum/u1/20260101/a.png?u=1&o=0&exp=1&sig=x',
      remoteAddress: '8.8.8.8',
    });
    expect(files.json().code).toBe('2004');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.168.10.8',
      payload: { account: 'manager', pwd: 'Certdesk@2026' },
    });
    const token = signIn.json().data.authToken as string;
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // The listening server sees 127.0.0.1, a trusted proxy, forwarding for a client.
    const socketFrom = (client: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
          headers: { cookie: `certdesk_token=${token}`, 'x-forwarded-for': client },
        });
        ws.once('open', () => {
          resolve('open');
          ws.close();
        });
        ws.once('unexpected-response', (_req, res) => {
          resolve(`refused ${res.statusCode}`);
          ws.terminate();
        });
        ws.once('error', () => resolve('error'));
      });
    expect(await socketFrom('8.8.8.8')).toBe('refused 200');
    expect(await socketFrom('192.168.10.8')).toBe('open');
  });
});

describe('the client address comes only from the proxies configured', () => {
  it('takes the address our proxy appended, not the one the client wrote first', async () => {
    // The client forged an office address; our proxy (127.0.0.1) appended the real one.
    expect((await signInForwarded('192.168.10.7, 8.8.8.8')).code).toBe('2004');
    expect((await signInForwarded('192.168.10.7')).msg).toBe('登录成功');
  });

  it('ignores X-Forwarded-For from a client that is not a configured proxy', async () => {
    expect((await signInForwarded('192.168.10.7', '8.8.8.8')).code).toBe('2004');
  });

  it('refuses TRUST_PROXY=true at start-up with a message that says what to write instead', () => {
    const base = { DEMO: 'false', APP_SECRET: 'test-secret-0123456789' };
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: name the proxies in front/);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base }).trustProxy).toBe(false);
  });
});
