import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.js';
import { TEST_PASSWORD, testConfig } from '../../../test/test-config.js';
import { buildApp } from '../../app.js';
import type { Database } from '../db/client.js';

let app: FastifyInstance;
let database: Database;
let webDist: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  // A built web app as `vite build` leaves it: the page with the nonce placeholder, a hashed asset and its .br.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><meta property="csp-nonce" nonce="CERTDESK_CSP_NONCE"><script type="module" src="/assets/index-abc123.js" nonce="CERTDESK_CSP_NONCE"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(script));
  database = await openTestDatabase();
  ({ app } = await buildApp({ config: testConfig({ webDist }), database, logger: pino({ level: 'silent' }) }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the page', () => {
  it('carries a fresh nonce in its policy and in its markup, and is never cached', async () => {
    const [a, b] = await Promise.all([app.inject({ url: '/' }), app.inject({ url: '/neworder/list?x=1' })]);
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    const na = nonceOf(String(a.headers['content-security-policy']));
    expect(na).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(String(b.headers['content-security-policy']))).not.toBe(na);
    expect(a.body).toContain(`nonce="${na}"`);
    expect(a.body).not.toContain('CERTDESK_CSP_NONCE');
    expect(a.headers['cache-control']).toBe('no-cache');
    const csp = String(a.headers['content-security-policy']);
    for (const d of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(d);
    expect(csp).not.toContain('unsafe-eval');
    expect(a.headers['x-frame-options']).toBe('DENY');
    expect(a.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not served as a plain file without its nonce', async () => {
    expect((await app.inject({ url: '/index.html' })).body).not.toContain('CERTDESK_CSP_NONCE');
  });
});

describe('assets and answers', () => {
  it('sends hashed assets precompressed and cached for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('marks every API answer no-store and nosniff, refusals included, and compresses large ones', async () => {
    for (const url of ['/api/user/info', '/api/order/list']) {
      const res = await app.inject({ method: url.endsWith('list') ? 'POST' : 'GET', url, payload: url.endsWith('list') ? {} : undefined });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'admin', pwd: TEST_PASSWORD } });
    const token = (signIn.json() as { data: { authToken: string } }).data.authToken;
    const docs = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip', authorization: `Bearer ${token}` } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
  });
});
