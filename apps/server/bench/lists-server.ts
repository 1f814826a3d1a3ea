import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { buildServerOnce, SERVER_DIR, serverArgs } from './server-command.js';

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
  buildServerOnce();
  const server = spawn(process.execPath, serverArgs('compiled', extra), {
    cwd: SERVER_DIR,
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
