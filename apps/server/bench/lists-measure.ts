/**
 * How bench:lists measures a case: from CONCURRENCY clients at once, with the server's CPU per call
 * (`concurrently`); and the random cases, API only, with how many met the target (`measureRandom`).
 */
import { readFileSync } from 'node:fs';
import { type ApiCaller, percentiles } from './bench-client.js';
import { type BenchCase, type Caller, LIST_URL } from './lists-cases.js';
import { CONCURRENCY, RANDOM_ROUNDS, ROUNDS, SEED } from './lists-options.js';

/**
 * Runs `once` from CONCURRENCY clients, ROUNDS times each, after one warm-up round. `once` may
 * return the time it measured itself (the API's server time); the wall time of each call is kept too.
 */
export async function concurrently(once: () => Promise<number | undefined>, cpuMs: () => number = ownCpuMs, rounds = ROUNDS) {
  await Promise.all(Array.from({ length: CONCURRENCY }, once));
  const times: number[] = [];
  const walls: number[] = [];
  const cpu0 = cpuMs();
  const own0 = ownCpuMs();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < rounds; i++) {
        const t0 = performance.now();
        const measured = await once();
        walls.push(performance.now() - t0);
        times.push(measured ?? walls.at(-1)!);
      }
    }),
  );
  // Node.js CPU per call (ms): what the serving event loop spends on each request.
  return {
    ...percentiles(times),
    wall: percentiles(walls),
    cpu: (cpuMs() - cpu0) / times.length,
    // The load generator's own CPU per call (the benchmark's process), taken from the same cores.
    clientCpu: (ownCpuMs() - own0) / times.length,
  };
}

/** CPU time of this process (user + system), ms. */
export function ownCpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** CPU time of another process's main thread (its event loop), ms, from the scheduler's own count. */
export function threadCpuMs(pid: number) {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}

/**
 * A deployed server is warm: one call of each case first (the fixed ones, then the random ones),
 * from CONCURRENCY clients at once, so that the first cases measured do not pay for compiling the
 * server's code paths, nor each of its database connections for reading the catalog.
 */
export async function warmUp(cases: BenchCase[], call: ApiCaller, tokens: Record<Caller, string>) {
  const queue = [...cases];
  const lane = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) await call(LIST_URL[c.kind], { pageNum: 1, pageSize: 10, ...c.body }, tokens[c.as]);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
}

/**
 * Measures the random cases (the API only, RANDOM_ROUNDS rounds at CONCURRENCY), prints how many
 * met the target per list and caller, and the slowest ten with their plans.
 */
export async function measureRandom(
  cases: BenchCase[],
  call: ApiCaller,
  tokens: Record<Caller, string>,
  target: number,
  cpuMs: () => number,
  explainCase: (c: BenchCase) => Promise<void>,
) {
  console.log(
    `\nrandom cases: ${cases.length}, seed ${SEED} (repeat with --seed ${SEED}), ${CONCURRENCY} clients × ${RANDOM_ROUNDS} rounds`,
  );
  await warmUp(cases, call, tokens);
  const results: { c: BenchCase; p50: number; p95: number; total: string }[] = [];
  for (const c of cases) {
    const body = { pageNum: 1, pageSize: 10, ...c.body };
    const first = await call(LIST_URL[c.kind], body, tokens[c.as]);
    if (!succeeded(first.body)) throw new Error(`${c.kind} ${c.name}: ${first.body.slice(0, 200)}`);
    const data = envelopeOf(first.body).data;
    const total = `${data.totalCount}${data.totalCapped ? '+' : ''}`;
    const api = await concurrently(
      async () => {
        const answer = await call(LIST_URL[c.kind], body, tokens[c.as]);
        if (!succeeded(answer.body)) throw new Error(`${c.kind} ${c.name}: ${answer.body.slice(0, 200)}`);
        return answer.serverTime;
      },
      cpuMs,
      RANDOM_ROUNDS,
    );
    results.push({ c, p50: api.p50, p95: api.p95, total });
    const mark = api.p95 <= target ? 'ok' : 'MISS';
    console.log(`| ${c.kind} | ${c.as} | ${c.name} | ${total} | ${api.p50.toFixed(1)} | ${api.p95.toFixed(1)} | ${mark} |`);
  }
  const groups = new Map<string, { met: number; all: number }>();
  for (const r of results) {
    const key = `${r.c.kind} | ${r.c.as}`;
    const g = groups.get(key) ?? { met: 0, all: 0 };
    g.all++;
    if (r.p95 <= target) g.met++;
    groups.set(key, g);
  }
  const met = results.filter((r) => r.p95 <= target).length;
  console.log(`\nrandom cases, seed ${SEED}: ${met} of ${results.length} met API p95 ≤ ${target} ms`);
  console.log('| list | caller | met | cases |\n|---|---|---|---|');
  for (const [key, g] of [...groups].sort()) console.log(`| ${key} | ${g.met} | ${g.all} |`);
  const slowest = [...results].sort((a, b) => b.p95 - a.p95).slice(0, 10);
  console.log('\nthe 10 slowest random cases (API p95, ms):\n| list | caller | case | total | p50 | p95 |\n|---|---|---|---|---|---|');
  for (const r of slowest)
    console.log(`| ${r.c.kind} | ${r.c.as} | ${r.c.name} | ${r.total} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`);
  for (const r of slowest) await explainCase(r.c);
}

// biome-ignore lint/suspicious/noExplicitAny: the benchmark reads a few fields of any answer
type Envelope = { code: string; msg: string; data: any };

const envelopeOf = (body: string): Envelope => JSON.parse(body);
/**
 * Whether an answer is a success, without parsing its rows: the server writes the envelope's
 * code first (any other answer fails the benchmark, with its text).
 */
export const succeeded = (body: string) => body.startsWith('{"code":"0000"');
