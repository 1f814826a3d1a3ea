import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { buildServerOnce, SERVER_DIR, serverArgs } from './server-command.js';

/** A server process as `npm start` runs it, on the benchmark's database, listening on 127.0.0.1. */
export interface ServerProcess {
  address: string;
  pid: number;
  /**
   * Ends the process (SIGTERM, its graceful shutdown) and waits until it has exited: it then has
   * left the cluster (issue 17), so that another server can start on the same database.
   */
  stop(): Promise<void>;
}

/** A server that does not end within this after SIGTERM is killed (its shutdown gives up at 25 s). */
const STOP_MS = 30_000;

/**
 * The server processes this benchmark started and that still run. A benchmark that ends any way
 * but by stopping them (an error, a signal, `timeout`) must not leave them running: a leftover
 * server keeps its place in the cluster and the next benchmark's server is refused beside it.
 */
const running = new Set<ChildProcess>();
let reaperInstalled = false;

function installReaper() {
  if (reaperInstalled) return;
  reaperInstalled = true;
  // 'exit' allows synchronous work only: sending the signal is.
  process.on('exit', () => {
    for (const child of running) child.kill('SIGTERM');
  });
  // A handler replaces Node.js's default of dying on the signal, so this one exits itself, with
  // the shell's code for the signal. (SIGKILL cannot be caught: its children stay.)
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.once(signal, () => {
      console.error(`${signal}: stopping the benchmark's server processes`);
      process.exit(code);
    });
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
  await exited(child);
  clearTimeout(killer);
  running.delete(child);
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
  installReaper();
  running.add(server);
  server.once('exit', () => running.delete(server));
  const address = `http://127.0.0.1:${port}`;
  try {
    await ready(address, server);
  } catch (err) {
    await stopChild(server);
    throw err;
  }
  return { address, pid: server.pid ?? 0, stop: () => stopChild(server) };
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
