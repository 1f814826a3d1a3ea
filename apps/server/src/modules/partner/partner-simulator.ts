import { randomBytes } from 'node:crypto';
import { ORDER_TYPES } from '@certdesk/contract';
import type { FastifyInstance } from 'fastify';
import { Rng } from '../../platform/rng.js';
import { orderPayload } from './order-generator.js';
import { signPartnerRequest } from './partner-signature.js';

/**
 * The partner platform, simulated (D11): builds realistic orders of all eight types and submits
 * them, signed, through the real open API. Tests drive it directly; in demo mode it submits a
 * new order every few minutes (DEMO_SIMULATOR, on by default in demo, off in tests).
 */

/** Sends one request to the open API and answers the parsed envelope. */
export type PartnerTransport = (
  path: string,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number; body: { code: string; msg: string; data: unknown } }>;

/** A transport through the app itself (`inject`: the whole HTTP pipeline without a socket). */
export function injectTransport(app: FastifyInstance): PartnerTransport {
  return async (path, headers, body) => {
    const res = await app.inject({ method: 'POST', url: path, headers: { ...headers, 'content-type': 'application/json' }, payload: body });
    return { status: res.statusCode, body: res.json() };
  };
}

/** A transport over HTTP to a running server. */
export function httpTransport(baseUrl: string): PartnerTransport {
  return async (path, headers, body) => {
    const res = await fetch(new URL(path, baseUrl), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
    return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: unknown } };
  };
}

/** The signature headers of a body (exported for tests and docs/partner-api.md). */
export function signedHeaders(partnerId: string, secret: string, body: string, now = Date.now(), nonce = randomBytes(12).toString('hex')) {
  const timestamp = String(now);
  return {
    'x-partner-id': partnerId,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signPartnerRequest(secret, timestamp, nonce, body),
  };
}

export class PartnerSimulator {
  private readonly rng: Rng;
  private sequence = 0;

  constructor(
    private readonly transport: PartnerTransport,
    private readonly partnerId: string,
    private readonly secret: string,
    seed: string | number = 'partner-simulator',
    private readonly prefix = 'SIM',
    /** Where the simulated partner's files live (default: an unreachable host, as in tests). */
    private readonly fileBase?: string,
  ) {
    this.rng = new Rng(seed);
  }

  /** The next payload: types in turn (1…8), so a short run covers every type. */
  nextPayload(orderType?: number): Record<string, unknown> {
    this.sequence += 1;
    const type = orderType ?? ORDER_TYPES[(this.sequence - 1) % ORDER_TYPES.length] ?? 1;
    return orderPayload(this.rng, type, `${this.prefix}${String(this.sequence).padStart(8, '0')}`, this.fileBase);
  }

  /** Sends a payload (or any body) signed to a path of the open API. */
  async send(path: string, payload: unknown) {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    return this.transport(path, signedHeaders(this.partnerId, this.secret, body), body);
  }

  /** Submits a new order; answers the open API's envelope and the payload sent. */
  async submit(orderType?: number) {
    const payload = this.nextPayload(orderType);
    return { payload, answer: await this.send('/open/v1/orders', payload) };
  }
}

/**
 * Demo mode: a new order every few minutes, so the lists, the queue and dispatch visibly move.
 * Returns a stop function.
 */
export function startDemoSimulator(
  app: FastifyInstance,
  secret: string,
  everyMs = 3 * 60_000,
  /** Several nodes: only the one that leads sends, so the demo partner is one partner. */
  leads: () => Promise<boolean> = async () => true,
  /** The demo partner's file host: this server's /sim/files, so the fetched evidence is real pictures. */
  fileBase?: string,
): () => void {
  const sim = new PartnerSimulator(
    injectTransport(app),
    'demo',
    secret,
    `demo-${Date.now()}`,
    `DEMO${Date.now().toString(36).toUpperCase()}-`,
    fileBase,
  );
  const timer = setInterval(async () => {
    if (!(await leads().catch(() => false))) return;
    sim.submit().then(
      (r) => r.answer.body.code !== '0000' && app.log.warn({ msg: r.answer.body.msg }, 'demo simulator: order refused'),
      (err: unknown) => app.log.warn({ err }, 'demo simulator failed'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
