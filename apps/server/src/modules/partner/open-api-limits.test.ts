import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { RATE_LIMITS } from '../../platform/rate-limit/limits.js';
import { Rng } from '../../platform/rng.js';
import { UNSIGNED_BODY_LOG_CHARS } from './interface-log.repo.js';
import { interfaceLogs } from './partner.schema.js';
import { signedHeaders } from './partner-simulator.js';

const seed = Number(process.env.TEST_SEED ?? Date.now() % 1_000_000);
console.log(`open-api-limits.test seed ${seed} (TEST_SEED=${seed} to repeat)`);
const rng = new Rng(seed);

const SECRET = 'partner-test-secret-0001';
const OPEN_API_MAX = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    partners: { acme: SECRET },
    queueWorkers: false,
    rateLimits: { ...RATE_LIMITS, openApiPerAddress: { max: OPEN_API_MAX, windowMs: 60_000 } },
  });
});
afterAll(async () => t.close());

const post = (url: string, body: string, headers: Record<string, string>, from: string) =>
  t.app
    .inject({ method: 'POST', url, remoteAddress: from, headers: { ...headers, 'content-type': 'application/json' }, payload: body })
    .then((r) => ({ status: r.statusCode, retryAfter: r.headers['retry-after'], body: r.json() as { code: string; msg: string } }));

/** A JSON body of about `chars` characters with a random marker, to find its log row. */
function bigBody(chars: number) {
  const marker = `m${rng.int(100000, 999999)}`;
  return { marker, body: JSON.stringify({ openOrderId: marker, filler: 'x'.repeat(chars) }) };
}

describe('refused partner calls in the interface log', () => {
  it('keeps 4096 characters of an unsigned body and says in the row that it was cut', async () => {
    const { marker, body } = bigBody(200_000);
    const forged = { ...signedHeaders('acme', 'not-the-secret-000000', body) };
    const r = await post('/open/v1/orders', body, forged, '203.0.113.20');
    expect(r).toMatchObject({ status: 401, body: { msg: '签名校验失败' } });
    const [row] = await t.ctx.db.select().from(interfaceLogs).where(eq(interfaceLogs.openOrderId, ''));
    expect(row?.requestJson.startsWith(body.slice(0, UNSIGNED_BODY_LOG_CHARS))).toBe(true);
    expect(row?.requestJson).toContain(`请求体共${body.length}字符，仅记录前4096字符`);
    expect(row?.requestJson.length).toBeLessThan(UNSIGNED_BODY_LOG_CHARS + 100);
    expect(row?.requestJson).toContain(marker);
  });

  it('keeps a signed body whole when the call is refused for its content', async () => {
    const { body } = bigBody(10_000);
    const r = await post('/open/v1/orders', body, signedHeaders('acme', SECRET, body), '203.0.113.21');
    expect(r.status).toBe(200);
    expect(r.body.code).not.toBe('0000');
    const rows = await t.ctx.db.select().from(interfaceLogs);
    expect(rows.some((row) => row.requestJson === body)).toBe(true);
  });
});

describe('open API per client address', () => {
  it('answers 429 with Retry-After past the limit, writing no log row for refused calls, on the orders and call routes', async () => {
    const from = `192.0.2.${rng.int(1, 250)}`;
    const before = (await t.ctx.db.select({ id: interfaceLogs.id }).from(interfaceLogs)).length;
    const answers = [];
    for (let i = 0; i < OPEN_API_MAX + 3; i++) {
      const body = JSON.stringify({ n: randomBytes(4).toString('hex') });
      answers.push(await post(i % 2 ? '/open/v1/calls' : '/open/v1/orders/modify', body, { 'x-partner-id': 'acme' }, from));
    }
    for (const a of answers.slice(OPEN_API_MAX)) {
      expect(a).toMatchObject({ status: 429, body: { code: '1429', msg: '操作过于频繁，请稍后再试' } });
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    for (const a of answers.slice(0, OPEN_API_MAX)) expect(a.status).not.toBe(429);
    const after = (await t.ctx.db.select({ id: interfaceLogs.id }).from(interfaceLogs)).length;
    // Only the refused /open/v1/orders/modify calls under the limit are logged (calls has no log).
    expect(after - before).toBe(Math.ceil(OPEN_API_MAX / 2));
    // Another address is not limited.
    expect((await post('/open/v1/orders', '{}', {}, '192.0.2.251')).status).toBe(401);
  });
});
