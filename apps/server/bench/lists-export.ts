import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { startServerProcess } from './lists-server.js';

const mb = (b: number) => (b / 1024 / 1024).toFixed(0);

/** Streams the all-orders export of every row over real HTTP and counts its bytes. */
async function streamExport(address: string, token: string) {
  const t0 = performance.now();
  const res = await fetch(`${address}/api/order/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  let bytes = 0;
  const reader = res.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    bytes += chunk.value.byteLength;
  }
  return { bytes, seconds: (performance.now() - t0) / 1000, disposition: res.headers.get('content-disposition') };
}

function report(rows: number, e: Awaited<ReturnType<typeof streamExport>>, lines: string[]): string {
  return [
    `\nexport of ${rows.toLocaleString()} rows: ${e.disposition}`,
    `  ${mb(e.bytes)} MB of xlsx in ${e.seconds.toFixed(1)} s (${Math.round(rows / e.seconds).toLocaleString()} rows/s)`,
    ...lines,
  ].join('\n');
}

/**
 * The export as production serves it: a server process of its own (`npm start`'s Node.js flags)
 * on the benchmark's database, streaming to this process over HTTP on 127.0.0.1. Its peak RSS is
 * the kernel's high-water mark of that process (VmHWM), which no sampling interval can miss.
 * The lists' server must have been stopped first (lists.bench.ts): the cluster check (issue 17)
 * refuses a second node beside it (the simulated exchange lives in one process), and a fresh
 * process's high-water mark is the export's alone.
 */
export async function measureServerExport(databaseUrl: string, token: string, expectedRows: number): Promise<string> {
  const server = await startServerProcess(databaseUrl);
  try {
    const before = memoryOf(server.pid).rss;
    const e = await streamExport(server.address, token);
    const { peak } = memoryOf(server.pid);
    return report(expectedRows, e, [
      `  server process RSS before ${mb(before)} MB, peak ${mb(peak)} MB (target ≤ 300 MB): ${peak <= 300 * 1024 * 1024 ? 'ok' : 'MISS'}`,
    ]);
  } finally {
    await server.stop();
  }
}

/**
 * The export from this process (PGlite: the database lives in this process, no other can open
 * it), with its RSS sampled meanwhile: server, client and database share the process.
 */
export async function measureExport(app: FastifyInstance, token: string, expectedRows: number): Promise<string> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  let peakHeap = 0;
  let peakExternal = 0;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapTotal);
    peakExternal = Math.max(peakExternal, m.external);
  }, 100);
  const e = await streamExport(address, token);
  clearInterval(timer);
  return report(expectedRows, e, [
    // The whole process: the in-memory database too. The 300 MB target is a server's (PostgreSQL run).
    `  process RSS before ${mb(before)} MB, peak ${mb(peak)} MB (benchmark, server and in-memory database together)`,
    `  peak V8 heap ${mb(peakHeap)} MB, peak external (buffers) ${mb(peakExternal)} MB`,
  ]);
}

/** Current and peak resident memory of a process, from /proc (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
