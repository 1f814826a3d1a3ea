// `npm run bench:startup`: how long the server takes from `node …` to its first 200 on /readyz,
// and its resident memory then and a few seconds later, started as `npm start` runs it (compiled)
// and as it ran before (tsx). Every start is a new process on the embedded database (PGlite):
// "fresh" on an empty DATA_DIR (creates the database and applies every migration), "restart" on
// a DATA_DIR that already holds a migrated database (a production restart). Prints p50 of
// STARTUP_RUNS (default 5) starts per case; the modes take turns so that drift hits them alike.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lists-server.js';
import { buildServerOnce, SERVER_DIR, type ServerMode, serverArgs } from './server-command.js';

const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
// STARTUP_MODES=tsx,compiled,compiled-nomaps adds the bundle without source maps.
const MODES = (process.env.STARTUP_MODES ?? 'tsx,compiled').split(',') as ServerMode[];
const SETTLE_MS = 3_000;

interface Sample {
  readyMs: number;
  rssReadyMb: number;
  rssSettledMb: number;
}

async function startOnce(mode: ServerMode, dataDir: string): Promise<Sample> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, serverArgs(mode), {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'false',
      APP_SECRET: 'bench-secret-0123456789',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await untilReady(`http://127.0.0.1:${port}/readyz`, child);
    const readyMs = performance.now() - started;
    const rssReadyMb = rssMb(child.pid ?? 0);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    return { readyMs, rssReadyMb, rssSettledMb: rssMb(child.pid ?? 0) };
  } finally {
    await stop(child);
  }
}

async function untilReady(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 30_000; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the server did not become ready in 5 min');
}

/** Resident set size of a process, from Linux's /proc (the whole process: heap, code, WebAssembly). */
function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/** SIGTERM and wait for the exit: one PGlite directory must never be open in two processes. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? Number.NaN;

async function main() {
  buildServerOnce();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-startup-'));
  // One migrated directory per mode for the restarts (made by a first, unmeasured start).
  const warmDirs = new Map<ServerMode, string>();
  for (const mode of MODES) {
    const dir = path.join(tmp, `warm-${mode}`);
    await startOnce(mode, dir);
    warmDirs.set(mode, dir);
  }
  const samples = new Map<string, Sample[]>();
  const add = (key: string, s: Sample) => samples.set(key, [...(samples.get(key) ?? []), s]);
  for (let run = 0; run < RUNS; run++) {
    for (const mode of MODES) {
      const fresh = path.join(tmp, `fresh-${mode}-${run}`);
      add(`${mode} fresh`, await startOnce(mode, fresh));
      fs.rmSync(fresh, { recursive: true, force: true });
      add(`${mode} restart`, await startOnce(mode, warmDirs.get(mode) ?? ''));
      console.error(`run ${run + 1}/${RUNS} ${mode} done`);
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });

  console.log(`\nStart-up, p50 of ${RUNS} starts each (Node ${process.version}, ${os.cpus().length} CPUs, PGlite):\n`);
  console.log('| mode | DATA_DIR | to first /readyz 200 (ms) | RSS at ready (MB) | RSS 3 s later (MB) |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const [key, list] of samples) {
    const [mode, dir] = key.split(' ');
    console.log(
      `| ${mode} | ${dir} | ${p50(list.map((s) => s.readyMs)).toFixed(0)} | ${p50(list.map((s) => s.rssReadyMb)).toFixed(0)} | ${p50(list.map((s) => s.rssSettledMb)).toFixed(0)} |`,
    );
  }
}

void main();
