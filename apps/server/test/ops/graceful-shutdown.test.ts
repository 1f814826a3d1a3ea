import fs from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_RESTART_CLOSE } from '@certdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/platform/db/client.js';
import { runMigrations } from '../../src/platform/db/migrate.js';
import { seedBase } from '../global-setup.js';
import { TEST_PASSWORD } from '../test-config.js';
import { loginOverHttp, openSocket, partnerOverHttp, until } from './http-clients.js';
import { freePort } from './pg-cluster.js';
import { type ServerProcess, startServer, waitForStatus } from './server-process.js';

/**
 * Issue #17 item 5, with a real server process on its embedded database: SIGTERM stops taking
 * connections, lets the request in flight finish, closes sockets with 1012 and hands the job it
 * was running back to the queue (not left "active" until its lease runs out).
 */
const PARTNER = 'acme';
const SECRET = 'partner-shutdown-secret-0001';

let dataDir: string;
let server: ServerProcess;
let registry: http.Server;
const registryCalls: http.IncomingMessage[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-shutdown-'));
  const database = await openPglite({ dataDir });
  await runMigrations(database);
  await seedBase(database);
  await database.close();
  // A registry that takes the lookup and never answers: the lookup job is active when SIGTERM comes.
  registry = http.createServer((req) => registryCalls.push(req));
  await new Promise<void>((r) => registry.listen(0, '127.0.0.1', r));
  const registryPort = (registry.address() as { port: number }).port;
  server = startServer(await freePort(), {
    DATA_DIR: dataDir,
    PARTNERS: `${PARTNER}:${SECRET}`,
    REGISTRY_URL: `http://127.0.0.1:${registryPort}/lookup`,
    REGISTRY_KEY: 'k',
    QUEUE_POLL_SECONDS: '1',
    LOG_LEVEL: 'info',
  });
  await waitForStatus(server.base, '/readyz', 200, 180_000);
}, 300_000);

afterAll(async () => {
  server?.kill();
  registry?.closeAllConnections();
  registry?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a sign-in whose body is only half sent: a request in flight for as long as we like. */
async function halfSentLogin(port: number) {
  const body = JSON.stringify({ account: 'manager', pwd: TEST_PASSWORD });
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((r) => socket.once('connect', () => r()));
  let answer = '';
  socket.on('data', (d) => {
    answer += String(d);
  });
  const ended = new Promise<void>((r) => socket.once('close', () => r()));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  );
  socket.write(body.slice(0, 10));
  return {
    finish: async () => {
      socket.write(body.slice(10));
      await until(() => answer.includes('\r\n\r\n') && answer.includes('}'), 10_000, 'the answer of the request in flight');
      socket.end();
      await ended;
      return answer;
    },
  };
}

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, closes sockets with 1012, releases the active job, exits 0', async () => {
    const port = Number(new URL(server.base).port);
    const socket = await openSocket(server.base, await loginOverHttp(server.base, 'cert01'));
    const partner = partnerOverHttp(server.base, PARTNER, SECRET, 'shutdown', 'SHUT');
    const { answer } = await partner.submit(1);
    expect(answer.body.code).toBe('0000');
    await until(() => registryCalls.length > 0, 20_000, 'the lookup job to call the registry');
    const inFlight = await halfSentLogin(port);
    await new Promise((r) => setTimeout(r, 200));

    server.child.kill('SIGTERM');
    await until(() => socket.closed() !== undefined, 5_000, 'the socket to be closed');
    expect(socket.closed()?.code).toBe(SERVICE_RESTART_CLOSE);
    // No new connections once shutting down.
    const fresh = await fetch(`${server.base}/healthz`).then(
      (r) => `answered ${r.status}`,
      (err: Error) => String((err.cause as { code?: string })?.code ?? err.message),
    );
    expect(fresh).toBe('ECONNREFUSED');
    // The request that was in flight gets its whole answer: the user is signed in.
    const raw = await inFlight.finish();
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: '0000', data: { authToken: expect.any(String) } });

    const exit = await server.waitForExit(30_000);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shutdown: done');

    // The lookup it was running is back in the queue for another node, with the reason.
    const database = await openPglite({ dataDir });
    const jobs = await database.query<{ state: string; output: unknown }>(
      `select state::text as state, output from pgboss.job where name = 'registry-lookup'`,
    );
    await database.close();
    expect(jobs.rows).toHaveLength(1);
    expect(jobs.rows[0]?.state).toBe('retry');
    expect(JSON.stringify(jobs.rows[0]?.output)).toContain('shut down while active');
  }, 90_000);
});
