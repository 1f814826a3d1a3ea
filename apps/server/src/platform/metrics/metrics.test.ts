import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { invalidateWhitelist } from '../../modules/ip-whitelist/ip-whitelist.cache.js';
import { ipWhitelist } from '../../modules/ip-whitelist/ip-whitelist.schema.js';
import { partnerOutbox } from '../../modules/partner/outbox.schema.js';
import { LOOKUP_JOB } from '../../modules/registry/lookup.jobs.js';
import { Rng } from '../rng.js';

const TOKEN = 'metrics-token-0123456789';
const seed = process.env.TEST_SEED ?? String(Date.now());
const rng = new Rng(seed);
let t: TestApp;

beforeAll(async () => {
  console.log(`metrics seed ${seed}`);
  // Workers off: the outbox rows and jobs written below stay where the test put them.
  t = await createTestApp({ metricsToken: TOKEN, queueWorkers: false });
});
afterAll(() => t.close());

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });

/** The value of one sample of the exposition text (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('is refused without the token or with another one', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TOKEN }];
    for (const headers of attempts) {
      const r = await scrape(headers);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ code: '1003' });
      expect(r.body).not.toContain('certdesk_');
    }
  });

  it('counts requests by route and status, and refused sign-ins by code', async () => {
    const admin = await t.login('admin');
    const lists = rng.int(1, 4);
    for (let i = 0; i < lists; i++) await t.call('POST', '/api/order/list', admin, { pageNum: 1, pageSize: 10 });
    const failures = rng.int(1, 3);
    for (let i = 0; i < failures; i++) await t.call('POST', '/api/auth/login', null, { account: 'viewer', pwd: `wrong-${i}` });
    const r = await scrape();
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    const list = { method: 'POST', route: '/api/order/list', status: '200' };
    expect(sample(r.body, 'certdesk_http_request_duration_seconds_count', list)).toBe(lists);
    expect(sample(r.body, 'certdesk_http_request_duration_seconds_bucket', { ...list, le: '+Inf' })).toBe(lists);
    expect(sample(r.body, 'certdesk_sign_in_failures_total', { code: '2001' })).toBe(failures);
    // Default process metrics are there too.
    expect(sample(r.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(r.body, 'certdesk_db_up')).toBe(1);
  });

  it('shows the outbox by status with the oldest age, the queue depth and the pool', async () => {
    const counts = { pending: rng.int(1, 4), sending: rng.int(0, 2), failed: rng.int(1, 3), sent: rng.int(0, 3) };
    const oldestMinutes = rng.int(5, 50);
    let n = 0;
    for (const [status, count] of Object.entries(counts)) {
      for (let i = 0; i < count; i++) {
        n += 1;
        // The oldest waiting event is the first pending one; sent and failed ones are older still but done.
        const ageMinutes = status === 'pending' && i === 0 ? oldestMinutes : status === 'pending' || status === 'sending' ? 1 : 500;
        await t.ctx.db.insert(partnerOutbox).values({
          eventId: `metrics-${seed}-${n}`,
          partnerId: 'demo',
          interfaceType: 20,
          payload: {},
          status,
          createdAt: new Date(Date.now() - ageMinutes * 60_000),
        });
      }
    }
    const jobs = rng.int(1, 4);
    for (let i = 0; i < jobs; i++) await t.ctx.queue.send(LOOKUP_JOB, { recordId: 1_000_000 + i });
    const text = (await scrape()).body;
    for (const status of ['pending', 'sending', 'failed'] as const) {
      expect(sample(text, 'certdesk_outbox_events', { status }), status).toBe(counts[status]);
    }
    const age = sample(text, 'certdesk_outbox_oldest_pending_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(oldestMinutes * 60 - 1);
    expect(age).toBeLessThan(oldestMinutes * 60 + 60);
    expect(sample(text, 'certdesk_queue_depth', { queue: 'registry-lookup' })).toBe(jobs);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'certdesk_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'certdesk_db_pool_waiting')).toBe(0);
    } else {
      expect(sample(text, 'certdesk_db_pool_connections')).toBeUndefined();
    }
  });

  it('counts the signed-in sockets of this process', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const token = await t.login('cert01');
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie: `certdesk_token=${encodeURIComponent(token)}` } });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const end = Date.now() + 5000;
    let seen: number | undefined;
    while (Date.now() < end && seen !== 1) {
      seen = sample((await scrape()).body, 'certdesk_websocket_connections');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(1);
    ws.close();
  });

  it('is open to an address on the IP whitelist without the token, and to no other', async () => {
    await t.ctx.db
      .insert(ipWhitelist)
      .values({ ip: '10.9.8.0/24', identify: createHash('md5').update(seed).digest('hex'), dangerLevel: 3 });
    invalidateWhitelist(t.ctx.db);
    expect((await scrape({}, '10.9.8.7')).statusCode).toBe(200);
    expect((await scrape({}, '10.9.9.7')).statusCode).toBe(403);
  });
});
