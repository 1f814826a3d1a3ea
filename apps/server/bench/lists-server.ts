import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';

/** A server process as `npm start` runs it, on the benchmark's database, listening on 127.0.0.1. */
export interface ServerProcess {
  address: string;
  pid: number;
  stop(): void;
}

export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_SERVER_FLAGS adds Node.js flags for tuning (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const extra = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, ['--max-old-space-size=256', ...extra, '--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DEMO: 'false',
      QUEUE_WORKERS: 'false',
      APP_SECRET: 'bench-secret-0123456789',
      DATA_DIR: '/tmp/certdesk-bench',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  try {
    await ready(address, server);
  } catch (err) {
    server.kill('SIGTERM');
    throw err;
  }
  return { address, pid: server.pid ?? 0, stop: () => server.kill('SIGTERM') };
}

/**
 * A JSON POST over keep-alive connections (at most `sockets` at once, as many clients): the
 * answer's status, headers and body. Plain node:http, so the client costs little CPU.
 */
export function jsonPoster(address: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return (path: string, body: unknown, token?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(`${address}${path}`, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      });
      req.end(payload);
    });
}

async function ready(address: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${address}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become ready in 60 s');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
