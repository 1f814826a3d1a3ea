import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** A real server process (`npm start`'s command) of a test. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** The exit code, or null while it runs. */
  exited(): { code: number | null; signal: string | null } | null;
  /** Waits for the exit (rejects after `ms`). */
  waitForExit(ms: number): Promise<{ code: number | null; signal: string | null }>;
  kill(): void;
}

const MAIN = path.resolve(import.meta.dirname, '../../src/main.ts');

/** Starts `node --import tsx src/main.ts` with the given environment on the given port. */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DEMO: 'false', APP_SECRET: 'test-secret-0123456789', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  let exit: { code: number | null; signal: string | null } | null = null;
  const exitPromise = new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => out,
    exited: () => exit,
    waitForExit: (ms) =>
      Promise.race([
        exitPromise,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`server did not exit within ${ms} ms`)), ms)),
      ]),
    kill: () => {
      if (!exit) child.kill('SIGKILL');
    },
  };
}

/** Waits until GET path answers `status` (e.g. /readyz 200). */
export async function waitForStatus(base: string, pathname: string, status: number, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const got = await fetch(`${base}${pathname}`)
      .then((r) => r.status)
      .catch(() => 0);
    if (got === status) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${pathname} did not answer ${status} within ${ms} ms (last ${got})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
