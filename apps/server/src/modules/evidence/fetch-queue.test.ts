import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { Rng } from '../../platform/rng.js';
import { injectTransport, PartnerSimulator } from '../partner/partner-simulator.js';
import { simFileRoutes, simFilesBase } from '../partner/sim-files.js';
import { partnerFiles } from './evidence.schema.js';
import { checkEvidenceType } from './evidence-types.js';
import { fileServer, randomPng, send } from './test-file-server.js';

const SECRET = 'partner-test-secret-0001';
const seed = process.env.TEST_SEED ?? String(Date.now());
console.log(`evidence queue test seed: ${seed}`);

let t: TestApp;
let sim: PartnerSimulator;
let host: ReturnType<typeof Fastify>;
let flaky: Awaited<ReturnType<typeof fileServer>>;
let base: string;

beforeAll(async () => {
  // The simulator's file host, as the demo serves it, on a real socket of its own.
  host = Fastify();
  await host.register(simFileRoutes());
  await host.listen({ port: 0, host: '127.0.0.1' });
  const port = (host.server.address() as { port: number }).port;
  base = simFilesBase({ host: '127.0.0.1', port });
  const png = randomPng(new Rng(seed));
  flaky = await fileServer({ '/flaky.png': (q, res, n) => (n <= 1 ? res.writeHead(503).end() : send('image/png', png)(q, res, n)) });
  t = await createTestApp({
    queueWorkers: true,
    queuePollSeconds: 0.5,
    partners: { acme: SECRET },
    partnerFiles: {
      hosts: [`127.0.0.1:${port}`, `127.0.0.1:${flaky.port}`],
      maxBytes: 5 * 1024 * 1024,
      timeoutMs: 5000,
      retryLimit: 3,
      retryDelaySeconds: 1,
    },
  });
  sim = new PartnerSimulator(injectTransport(t.app), 'acme', SECRET, `queue-${seed}`, 'SIMQ', base);
});
afterAll(async () => {
  await t?.close();
  await host?.close();
  await flaky?.close();
});

/** Waits (up to a minute) until no file of the order is pending; answers the rows. */
async function settled(orderId: number) {
  for (let i = 0; i < 120; i++) {
    const rows = await t.ctx.db.select().from(partnerFiles).where(eq(partnerFiles.orderId, orderId)).orderBy(partnerFiles.id);
    if (rows.length > 0 && rows.every((r) => r.status !== 'pending')) return rows;
    await new Promise((r) => setTimeout(r, 500));
  }
  const rows = await t.ctx.db.select().from(partnerFiles).where(eq(partnerFiles.orderId, orderId));
  throw new Error(`files still pending: ${JSON.stringify(rows.map((r) => [r.status, r.attempts, r.error]))}`);
}

describe('the fetch job on the real queue', () => {
  it('the simulator serves real pictures and PDFs that pass the evidence type checks', async () => {
    for (const [name, type] of [
      ['license/A1.jpg', 'image/jpeg'],
      ['auth/A1.pdf', 'application/pdf'],
      ['cert/A1-1.png', 'image/png'],
    ]) {
      const res = await fetch(`${base}/${name}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([res.status, res.headers.get('content-type')]).toEqual([200, type]);
      expect(checkEvidenceType(type ?? '', bytes)).toEqual({ type });
    }
    expect((await fetch(`${base}/license/..%2Fx.jpg`)).status).toBe(404);
  });

  it("fetches a simulated partner order's files in the background", async () => {
    const { answer } = await sim.submit(1);
    expect(answer.body.code).toBe('0000');
    const orderId = (answer.body.data as { orderId: number }).orderId;
    const rows = await settled(orderId);
    expect(rows.map((r) => [r.field, r.status, r.contentType])).toEqual([
      ['licenseUrl', 'fetched', 'image/jpeg'],
      ['authorizationLetter', 'fetched', 'application/pdf'],
    ]);
  });

  it('retries with back-off after a failure, then keeps the file', async () => {
    const { body } = await sim.send('/open/v1/orders', { ...sim.nextPayload(5), certFileUrl: [flaky.url('/flaky.png')] });
    const rows = await settled((body.data as { orderId: number }).orderId);
    expect(rows).toEqual([expect.objectContaining({ status: 'fetched', attempts: 2, error: '' })]);
    expect(flaky.hits('/flaky.png')).toBe(2);
  });
});
