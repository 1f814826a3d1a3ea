import { randomUUID } from 'node:crypto';
import { ErrorCode, Msg, PARTNER_HEADERS } from '@certdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signBody } from '../modules/partner/outbox.signing.js';
import { interfaceLogs } from '../modules/partner/partner.schema.js';
import { injectTransport, PartnerSimulator } from '../modules/partner/partner-simulator.js';
import { loadTelephonyConfig } from '../modules/telephony/telephony.config.js';
import { createTelephony, installTelephony } from '../modules/telephony/telephony.provider.js';
import { Rng } from './rng.js';

/**
 * What an attacker sends: absurd dates, NUL characters, bodies of the wrong shape, anonymous
 * calls with bad bodies. Every route is taken from the OpenAPI document the server serves, so a
 * route added later is covered without editing this file.
 */
const SECRET = 'hostile-partner-secret-01';
let t: TestApp;
let sim: PartnerSimulator;
let admin: string;
let routes: ApiRoute[];

interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT';
  /** The path with every {param} filled with 1. */
  url: string;
  /** The body's declared properties and their JSON-schema types. */
  bodyProps: Record<string, { type?: string | string[] }>;
}

beforeAll(async () => {
  t = await createTestApp({ partners: { acme: SECRET }, queueWorkers: false });
  installTelephony(
    t.ctx,
    createTelephony(
      t.ctx,
      loadTelephonyConfig({ TELEPHONY: 'sip', SIP_WS_URL: 'ws://127.0.0.1:5066', PBX_ID: 'demo-pbx', PBX_SECRET: 'demo-pbx-secret-0000' }),
    ),
  );
  sim = new PartnerSimulator(injectTransport(t.app), 'acme', SECRET, 'hostile');
  admin = await t.login('admin');
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: `Bearer ${admin}` } })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase() as ApiRoute['method'],
      url: path.replace(/\{[^}]+\}/g, '1'),
      bodyProps: (op.requestBody?.content?.['application/json']?.schema?.properties ?? {}) as ApiRoute['bodyProps'],
    })),
  );
});
afterAll(async () => t.close());

const inject = (route: Pick<ApiRoute, 'method' | 'url'>, body: unknown, token: string | null, query = '') =>
  t.app.inject({
    method: route.method,
    url: route.url + query,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.method === 'POST' || route.method === 'PUT' ? { payload: body as object } : {}),
  });

/** A call detail record signed as the exchange signs it. */
async function signedCallRecord(raw: string) {
  const ts = String(Date.now());
  const nonce = randomUUID();
  return t.app.inject({
    method: 'POST',
    url: '/open/v1/calls',
    headers: {
      'content-type': 'application/json',
      [PARTNER_HEADERS.partnerId]: 'demo-pbx',
      [PARTNER_HEADERS.timestamp]: ts,
      [PARTNER_HEADERS.nonce]: nonce,
      [PARTNER_HEADERS.signature]: signBody('demo-pbx-secret-0000', ts, nonce, raw),
    },
    payload: raw,
  });
}

const healthy = async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode;

describe('dates the API cannot represent', () => {
  it('refuses a partner incomingDate outside 2000–2099 with a Chinese message, and the server stays responsive', async () => {
    // 9e15 looped the working-day count for good; 8.64e15 and 1e15 answered HTTP 500.
    for (const incomingDate of [9e15, 8.64e15, 1e15, -1, 0.5, 946_656_000_000 - 1, 4_102_416_000_000]) {
      const answer = await sim.send('/open/v1/orders', { ...sim.nextPayload(1), incomingDate });
      expect(answer.body, String(incomingDate)).toMatchObject({ code: ErrorCode.BAD_REQUEST });
      expect(answer.body.msg, String(incomingDate)).toMatch(/^进件时间/);
      expect(await healthy()).toBe(200);
    }
    const inRange = await sim.send('/open/v1/orders', { ...sim.nextPayload(1), incomingDate: Date.UTC(2026, 10, 2, 1) });
    expect(inRange.body.code).toBe('0000');
  });

  it('refuses list date ranges outside 2000–2099 in every list filter', async () => {
    for (const url of ['/api/order/list', '/api/order/waitCertification/list', '/api/order/waitAudit/list', '/api/audit/list']) {
      for (const range of ['9000000000000000,0', '0,8640000000000000', '1,2']) {
        const r = await t.call('POST', url, admin, { pageNum: 1, pageSize: 10, incomingDate: range });
        expect(r, `${url} ${range}`).toMatchObject({ code: ErrorCode.BAD_REQUEST });
        expect(r.msg).toContain('进件时间超出范围');
      }
    }
  });
});

describe('NUL characters', () => {
  it('are refused on every route, in the body and in the query, with a clear message and no HTTP 500', async () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const body = Object.fromEntries(Object.keys(route.bodyProps).map((k) => [k, 'a\u0000b']));
      const res = await inject(route, { ...body, remark: '\u0000' }, admin, '?nul=%00');
      const where = `${route.method} ${route.url}`;
      expect(res.statusCode, where).toBeLessThan(500);
      if (route.url.startsWith('/api/')) expect(res.json(), where).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: Msg.nulRefused });
    }
  });

  it('in the named inputs: sign-in, list filter, remark, subtotal', async () => {
    const cases: [string, unknown][] = [
      ['/api/auth/login', { account: 'admin\u0000', pwd: 'x' }],
      ['/api/order/list', { pageNum: 1, pageSize: 10, companyName: '宁波\u0000' }],
      ['/api/order/updateMark', { orderIds: [1], mark: '备注\u0000' }],
      ['/api/config/subtotal/save', { keyword: '\u0000', orderType: [1] }],
    ];
    for (const [url, body] of cases) {
      const r = await t.call('POST', url, url.includes('login') ? null : admin, body);
      expect(r, url).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: Msg.nulRefused });
    }
  });

  it('in a signed partner intake: refused with the message, and the refused call is still logged', async () => {
    const payload: Record<string, unknown> = { ...sim.nextPayload(1), companyName: '宁波\u0000公司' };
    const answer = await sim.send('/open/v1/orders', payload);
    expect(answer.body).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: Msg.nulRefused });
    const logged = await t.ctx.db
      .select()
      .from(interfaceLogs)
      .where(eq(interfaceLogs.openOrderId, String(payload.openOrderId)));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ success: false, interfaceType: 10 });
    expect(logged[0]?.requestJson).toContain('\\u0000');
    expect(logged[0]?.respValue).toContain(Msg.nulRefused);
  });

  it('in a signed call detail record', async () => {
    const raw = JSON.stringify({ sessionId: 'sip-\u0000', agentId: '8001', callType: 20 });
    const res = await signedCallRecord(raw);
    expect(res.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: Msg.nulRefused });
  });
});

describe('keys that reach for the prototype, and repeated query parameters', () => {
  it('are refused or dropped on every route: no HTTP 500, and no object gains a property', async () => {
    const raw = JSON.stringify({ pageNum: 1, pageSize: 10 }).replace(
      /}$/,
      ',"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
    );
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload: raw,
      });
      const where = `${route.method} ${route.url}`;
      expect(res.statusCode, where).toBeLessThan(500);
      expect(({} as Record<string, unknown>).polluted, where).toBeUndefined();
    }
    // A repeated parameter is a list the schema refuses, never two values taken at random.
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const res = await inject(route, undefined, admin, '?orderId=1&orderId=2&pageNum=1&pageNum=2');
      expect(res.statusCode, `${route.url}`).toBeLessThan(500);
    }
    expect(await healthy()).toBe(200);
  });

  it('a body with __proto__ is refused as malformed, in Chinese, before any route reads it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/updateMark',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{"orderId":1,"mark":"x","__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: Msg.badRequest });
  });
});

describe('links that would run script in a browser', () => {
  const SCRIPT_LINKS = ['javascript:alert(document.cookie)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>'];

  it('are refused from the partner API, the call webhook and the website configuration; http(s) is stored', async () => {
    for (const link of SCRIPT_LINKS) {
      for (const field of ['licenseUrl', 'authorizationLetter']) {
        const r = await sim.send('/open/v1/orders', { ...sim.nextPayload(1), [field]: link });
        expect(r.body, `${field} ${link}`).toMatchObject({ code: ErrorCode.BAD_REQUEST });
        expect(r.body.msg).toMatch(/必须是http或https链接$/);
      }
      const cert = await sim.send('/open/v1/orders', { ...sim.nextPayload(4), certFileUrl: [link] });
      expect(cert.body.msg).toBe('证书文件必须是http或https链接');
      const site = await t.call('POST', '/api/config/website/save', admin, { province: '11', website: link });
      expect(site).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: '网站地址必须是http或https链接' });
      const raw = JSON.stringify({
        sessionId: `sip-${randomUUID()}`,
        agentId: '8001',
        callType: 20,
        fromMobile: '02160001001',
        toMobile: '13800138000',
        callConnected: true,
        callEndType: 201,
        startDate: '2026-03-02 10:00:00',
        endDate: '2026-03-02 10:02:30',
        recordUrl: link,
      });
      const hook = await signedCallRecord(raw);
      expect(hook.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, msg: '录音链接必须是http或https链接' });
    }
    const fine = await sim.send('/open/v1/orders', { ...sim.nextPayload(1), licenseUrl: 'https://files.partner.example/l.jpg' });
    expect(fine.body.code).toBe('0000');
    expect(
      (await t.call('POST', '/api/config/website/save', admin, { province: '11', website: 'https://scjgj.beijing.gov.cn/x' })).code,
    ).toBe('0000');
  });
});

describe('anonymous calls', () => {
  // Open without a session by design: sign-in, the captcha and the page's public settings.
  const PUBLIC = /^\/api\/(auth\/(login|captcha)|public\/)/;

  it('with a bad body are refused as not signed in (-100) before the body is looked at', async () => {
    let checked = 0;
    for (const route of routes.filter((r) => r.url.startsWith('/api/') && !PUBLIC.test(r.url))) {
      const res = await inject(route, { pageNum: 'x', orderId: { a: 1 }, account: [] }, null);
      expect(res.json(), `${route.method} ${route.url}`).toMatchObject({ code: ErrorCode.SESSION_INVALID });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('do not get the API description, nor does a signed-in user who is not an administrator', async () => {
    const certifier = await t.login('cert01');
    for (const url of ['/api/docs/json', '/api/docs', '/api/docs/static/index.html']) {
      expect((await t.app.inject({ method: 'GET', url })).json(), url).toMatchObject({ code: ErrorCode.SESSION_INVALID });
      const asCertifier = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${certifier}` } });
      expect(asCertifier.json(), url).toMatchObject({ code: ErrorCode.FORBIDDEN });
    }
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: `Bearer ${admin}` } });
    expect(Object.keys((asAdmin.json() as { paths: object }).paths).length).toBeGreaterThan(100);
  });
});

describe('bodies of the wrong shape', () => {
  const LITERALS = new Set(['true', 'false', 'asc', 'desc', 'JSON', 'URL', 'http', 'https', 'Webhook', 'IPv4', 'IPv6', 'CIDR', 'SIP']);
  const seed = Number(process.env.HOSTILE_SEED ?? Date.now() % 1_000_000);

  /** A value that is not of the declared type. */
  function wrongFor(type: string | string[] | undefined, rng: Rng): unknown {
    const declared = Array.isArray(type) ? type : [type ?? 'string'];
    const candidates: unknown[] = [
      declared.includes('string') ? 12345 : 'abc（错）',
      declared.includes('number') || declared.includes('integer') ? { n: 1 } : 7.5,
      declared.includes('array') ? 'not-a-list' : [1, 'x'],
      declared.includes('boolean') ? 'maybe' : true,
      declared.includes('object') ? 3 : { nested: 'x' },
    ];
    return rng.pick(candidates);
  }

  it(`answer a Chinese message naming the field, never HTTP 500 (seed ${seed})`, async () => {
    console.log(`hostile-input seed ${seed} (HOSTILE_SEED to repeat)`);
    const rng = new Rng(seed);
    // Sign-out and the exchange's webhook change state or need a signature; the rest refuse the body.
    const withBodies = routes.filter(
      (r) => Object.keys(r.bodyProps).length > 0 && r.url.startsWith('/api/') && r.url !== '/api/auth/logout',
    );
    expect(withBodies.length).toBeGreaterThan(50);
    for (let round = 0; round < 3; round++) {
      for (const route of withBodies) {
        const body = Object.fromEntries(Object.entries(route.bodyProps).map(([k, s]) => [k, wrongFor(s.type, rng)]));
        const res = await inject(route, body, admin);
        const where = `${route.method} ${route.url} ${JSON.stringify(body)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        // A body of only optional fields may pass: an export then answers its file.
        if (!String(res.headers['content-type']).includes('json')) continue;
        const { code, msg } = res.json() as { code: string; msg: string };
        if (code !== ErrorCode.BAD_REQUEST) continue;
        expect(msg, where).toMatch(/[\u4e00-\u9fff]/);
        // Latin text only in a list of the allowed values ("只能是ready或busy"), for literals
        // (http, JSON…) or as the field's own key when it has no Chinese name yet.
        const prose = msg.replace(/(只能是|可选：).*$/, '');
        const latinWords = (prose.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !(w in route.bodyProps) && !LITERALS.has(w));
        expect(latinWords, `${where} → ${msg}`).toEqual([]);
      }
    }
    expect(await healthy()).toBe(200);
  });
});
