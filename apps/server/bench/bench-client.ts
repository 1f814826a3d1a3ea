import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Pool } from 'undici';
import { type Database, openPglite, openPostgres } from '../src/platform/db/client.js';
import { PGLITE_BUFFERS_MAX_MB } from '../src/platform/db/pglite-buffers.js';
import { appDuration } from '../src/platform/server-timing.js';

/**
 * What the benchmarks share: their options, their database, the client that calls the API and
 * the percentiles they print.
 */

/** A numeric `--name value` option of the command line, or the fallback. */
export function benchOption(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/** The benchmark's database: PGlite in memory, or a PostgreSQL database created when missing. */
export async function openBenchDatabase(url: string, embedded = false): Promise<Database> {
  // The pool a server restarted on the filled data would take (its tables and indexes pass the bound).
  if (embedded) return openPglite({ sharedBuffersMb: PGLITE_BUFFERS_MAX_MB });
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
  return openPostgres(url, 16);
}

/** p50 and p95 of a list of milliseconds. */
export function percentiles(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
  return { p50: at(50), p95: at(95) };
}

/** An API answer as the benchmarks read it: status, body text, the server's own time (Server-Timing). */
export interface BenchAnswer {
  status: number;
  body: string;
  serverTime: number;
}

/** Calls the API: a POST of `body` as JSON, or a GET when there is none. */
export type ApiCaller = (path: string, body?: unknown, token?: string) => Promise<BenchAnswer>;

const headersOf = (body: unknown, token?: string): Record<string, string> => ({
  ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/**
 * Calls a server over HTTP through undici's Pool: at most `connections` keep-alive connections,
 * one request in flight on each (as many clients). The load generator shares the cores with the
 * server and PostgreSQL, so whatever it spends is taken from what it measures: node:http's client
 * spent 0.7–1.3 ms of CPU per call, as much as a list call; undici's parser costs a fraction.
 * `close` ends the connections.
 */
export function httpCaller(address: string, connections: number): ApiCaller & { close: () => Promise<void> } {
  const pool = new Pool(address, { connections, pipelining: 1 });
  const call: ApiCaller = async (path, body, token) => {
    const res = await pool.request({
      method: body === undefined ? 'GET' : 'POST',
      path,
      headers: headersOf(body, token),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.statusCode, body: await res.body.text(), serverTime: appDuration(res.headers['server-timing']) };
  };
  return Object.assign(call, { close: () => pool.close() });
}

/** Calls an app in this process through app.inject (PGlite lives here: no other process can open it). */
export function injectCaller(app: FastifyInstance): ApiCaller {
  return async (url, body, token) => {
    const res = await app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: headersOf(body, token),
    });
    return { status: res.statusCode, body: res.body, serverTime: appDuration(res.headers['server-timing']) };
  };
}

/** Signs in and answers the session's token (one session per account: a second sign-in ends the first). */
export async function benchLogin(call: ApiCaller, account: string, pwd: string): Promise<string> {
  const answer = await call('/api/auth/login', { account, pwd });
  const envelope = JSON.parse(answer.body) as { code: string; msg: string; data: { authToken: string } };
  if (envelope.code !== '0000') throw new Error(`login ${account}: ${envelope.msg}`);
  return envelope.data.authToken;
}
