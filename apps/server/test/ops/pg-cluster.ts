import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../ports.js';

const run = promisify(execFile);

// The cluster's tests start servers on a free port too, and take it from here.
export { freePort };

/** The directory of Debian's PostgreSQL server binaries (the newest installed), if any. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** The password of the superuser `postgres` of a test cluster. */
export const PASSWORD = 'cluster-pw';

/** A PostgreSQL cluster of one test: created, started, restarted and removed by it. */
export interface TestCluster {
  port: number;
  /** Connection string of a database of the cluster (superuser postgres, password PASSWORD). */
  url(database?: string): string;
  /** `pg_ctl restart -m fast` (what a minor upgrade or a failover does to connections). */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its directory. */
  destroy(): Promise<void>;
}

/**
 * Creates a throwaway cluster with initdb in a temp directory and starts it on a free port.
 * PostgreSQL refuses to run as root: as root (CI, this machine) the binaries run as the
 * `postgres` user through runuser, in a directory that user owns.
 */
export async function createTestCluster(binDir: string): Promise<TestCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // Passwords are checked over TCP (scram), so that a wrong one is refused as in production.
  const pwfile = path.join(dir, 'pw');
  fs.writeFileSync(pwfile, `${PASSWORD}\n`);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    for (const p of [dir, pwfile]) fs.chownSync(p, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = async (tool: string, args: string[]) => {
    const bin = path.join(binDir, tool);
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
    // cwd: runuser keeps the caller's directory, which postgres may not be allowed to read.
    return run(cmd, argv, { cwd: dir, timeout: 60_000 });
  };
  const data = path.join(dir, 'data');
  await pg('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    `--pwfile=${pwfile}`,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', ...args]);
  const start = async () => {
    await ctl('-o', options, 'start');
  };
  await start();
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`,
    restart: async () => {
      await ctl('-m', 'fast', '-o', options, 'restart');
    },
    stop: async () => {
      await ctl('-m', 'fast', 'stop');
    },
    start,
    destroy: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
