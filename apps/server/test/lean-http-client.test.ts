import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leanJsonPoster } from '../bench/lean-http-client.js';

// The benchmark's load generator (bench/lean-http-client.ts) speaks just enough HTTP/1.1: it must
// still read every answer whole, over reused connections, whatever the packets' sizes.
const app = Fastify();
let connections = 0;
let address = '';
beforeAll(async () => {
  app.server.on('connection', () => connections++);
  app.post('/echo', async (request, reply) => {
    const { n, auth } = request.body as { n: number; auth?: boolean };
    reply.header('server-timing', `app;dur=${n}.5`);
    return { code: '0000', auth: auth ? request.headers.authorization : null, rows: Array.from({ length: n }, (_, i) => `第${i}行`) };
  });
  address = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

it('reads whole answers, large and small, over at most the given connections', async () => {
  const post = leanJsonPoster(address, 2);
  const sizes = [1, 20_000, 3, 50_000, 0, 7, 10_000, 2];
  const answers = await Promise.all(sizes.map((n, i) => post('/echo', { n, auth: i === 0 }, 'tok')));
  answers.forEach((a, i) => {
    const n = sizes[i]!;
    expect(a.status).toBe(200);
    expect(a.serverTiming).toBe(`app;dur=${n}.5`);
    const body = JSON.parse(a.body);
    expect(body.rows).toHaveLength(n);
    if (n) expect(body.rows.at(-1)).toBe(`第${n - 1}行`);
  });
  expect(JSON.parse(answers[0]!.body).auth).toBe('Bearer tok');
  expect(connections).toBe(2);
});
