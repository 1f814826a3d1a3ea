import { Msg } from '@certdesk/contract';
import WebSocket from 'ws';
import { httpTransport, PartnerSimulator } from '../../src/modules/partner/partner-simulator.js';
import { TEST_PASSWORD } from '../test-config.js';

/** One answer of a load client: when it was asked and answered, and what came back. */
export interface Outcome {
  client: string;
  start: number;
  end: number;
  ok: boolean;
  status: number;
  code: string;
  msg: string;
  openOrderId?: string;
}

/** Signs in over HTTP and returns the bearer token. */
export async function loginOverHttp(base: string, account: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, pwd: TEST_PASSWORD }),
  });
  const body = (await res.json()) as { code: string; msg: string; data: { authToken: string } };
  if (body.code !== '0000') throw new Error(`login ${account}: ${body.msg}`);
  return body.data.authToken;
}

/** Calls an API path as a signed-in user; a failed fetch is status 0 with the error as msg. */
export async function callApi(base: string, token: string, url: string, body: unknown = {}) {
  try {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as { code?: string; msg?: string };
    return { status: res.status, code: json.code ?? '', msg: json.msg ?? '' };
  } catch (err) {
    return { status: 0, code: '', msg: String(err) };
  }
}

/** A client that pages through the all-orders list, as fast as it is answered, until stopped. */
export async function listClient(name: string, base: string, token: string, outcomes: Outcome[], running: () => boolean) {
  while (running()) {
    const start = Date.now();
    const r = await callApi(base, token, '/api/order/list', { pageNum: 1, pageSize: 10 });
    outcomes.push({ client: name, start, end: Date.now(), ok: r.status === 200 && r.code === '0000', ...r });
  }
}

/** A partner submitting new orders through the signed open API until stopped. */
export async function intakeClient(name: string, sim: PartnerSimulator, outcomes: Outcome[], running: () => boolean) {
  while (running()) {
    const payload = sim.nextPayload();
    const start = Date.now();
    const r = await send(sim, payload);
    outcomes.push({
      client: name,
      start,
      end: Date.now(),
      ok: r.status === 200 && r.code === '0000',
      ...r,
      openOrderId: String(payload.openOrderId),
    });
    payloads.set(String(payload.openOrderId), { sim, payload });
  }
}

const payloads = new Map<string, { sim: PartnerSimulator; payload: Record<string, unknown> }>();

/** Sends a payload again (a partner retrying a refused intake); answers status and code. */
export async function resubmit(openOrderId: string) {
  const entry = payloads.get(openOrderId);
  if (!entry) throw new Error(`no payload ${openOrderId}`);
  return send(entry.sim, entry.payload);
}

async function send(sim: PartnerSimulator, payload: Record<string, unknown>) {
  try {
    const { status, body } = await sim.send('/open/v1/orders', payload);
    return { status, code: body.code, msg: body.msg };
  } catch (err) {
    return { status: 0, code: '', msg: String(err) };
  }
}

/** A partner simulator over HTTP with its own order-number prefix. */
export function partnerOverHttp(base: string, partnerId: string, secret: string, seed: string, prefix: string) {
  return new PartnerSimulator(httpTransport(base), partnerId, secret, seed, prefix);
}

/** True when an answer is the database-unavailable envelope the brief promises. */
export function isDbUnavailableAnswer(o: { status: number; code: string; msg: string }) {
  return o.status === 503 && o.code === '5030' && o.msg === Msg.dbUnavailable;
}

/** A browser-like WebSocket (session cookie on the upgrade) collecting its frames and close code. */
export async function openSocket(base: string, token: string) {
  const frames: { event: string; data: unknown }[] = [];
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie: `certdesk_token=${encodeURIComponent(token)}` } });
  let closed: { code: number; reason: string } | undefined;
  ws.on('message', (d) => {
    const text = String(d);
    if (text !== 'pong') frames.push(JSON.parse(text));
  });
  ws.on('close', (code, reason) => {
    closed = { code, reason: String(reason) };
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, frames, closed: () => closed };
}

/** Waits until `check` holds, polling; rejects after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
