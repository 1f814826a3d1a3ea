import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { benchLogin, httpCaller, injectCaller, percentiles } from '../bench/bench-client.js';

// The benchmarks' client (bench/bench-client.ts) against a real server on 127.0.0.1: every
// answer read whole over reused connections, the Server-Timing read, the token sent.
const app = Fastify();
let connections = 0;
let address = '';
beforeAll(async () => {
  app.server.on('connection', () => connections++);
  app.post('/echo', async (request, reply) => {
    const { n } = request.body as { n: number };
    reply.header('server-timing', `app;dur=${n}.5`);
    return { code: '0000', auth: request.headers.authorization ?? null, rows: Array.from({ length: n }, (_, i) => `第${i}行`) };
  });
  app.get('/plain', async (request) => ({ code: '0000', auth: request.headers.authorization ?? null }));
  app.post('/api/auth/login', async (request) => {
    const { account, pwd } = request.body as { account: string; pwd: string };
    return pwd === 'right' ? { code: '0000', msg: '', data: { authToken: `t-${account}` } } : { code: '1001', msg: '密码错误', data: null };
  });
  address = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

it('reads whole answers, large and small, over at most the given connections', async () => {
  const call = httpCaller(address, 2);
  const sizes = [1, 20_000, 3, 50_000, 0, 7, 10_000, 2];
  const answers = await Promise.all(sizes.map((n, i) => call('/echo', { n }, i === 0 ? 'tok' : undefined)));
  answers.forEach((a, i) => {
    const n = sizes[i]!;
    expect(a.status).toBe(200);
    expect(a.serverTime).toBe(n + 0.5);
    const body = JSON.parse(a.body);
    expect(body.rows).toHaveLength(n);
    if (n) expect(body.rows.at(-1)).toBe(`第${n - 1}行`);
    expect(body.auth).toBe(i === 0 ? 'Bearer tok' : null);
  });
  const get = JSON.parse((await call('/plain', undefined, 'g')).body);
  expect(get).toEqual({ code: '0000', auth: 'Bearer g' });
  expect(connections).toBe(2);
  await call.close();
});

it('answers the same through app.inject, and signs in or says why not', async () => {
  const http = httpCaller(address, 1);
  const inject = injectCaller(app);
  for (const call of [http, inject]) {
    const a = await call('/echo', { n: 5 }, 'x');
    expect([a.status, a.serverTime, JSON.parse(a.body).rows.length, JSON.parse(a.body).auth]).toEqual([200, 5.5, 5, 'Bearer x']);
    expect(await benchLogin(call, 'admin', 'right')).toBe('t-admin');
    await expect(benchLogin(call, 'admin', 'wrong')).rejects.toThrow('login admin: 密码错误');
  }
  await http.close();
});

it('takes p50 and p95 as the nearest rank', () => {
  const ms = Array.from({ length: 100 }, (_, i) => 100 - i);
  expect(percentiles(ms)).toEqual({ p50: 50, p95: 95 });
  expect(percentiles([7])).toEqual({ p50: 7, p95: 7 });
});
