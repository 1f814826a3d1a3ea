import type { FastifyInstance } from 'fastify';

/**
 * Streams the all-orders export of every row over real HTTP on 127.0.0.1 (app.inject would
 * buffer the whole answer) and samples this process's RSS meanwhile: server and client share the
 * process, so the peak is an upper bound of the server's.
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
  clearInterval(timer);
  const seconds = (performance.now() - t0) / 1000;
  const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
  return [
    `\nexport of ${expectedRows.toLocaleString()} rows: ${res.headers.get('content-disposition')}`,
    `  ${mb(bytes)} MB of xlsx in ${seconds.toFixed(1)} s (${Math.round(expectedRows / seconds).toLocaleString()} rows/s)`,
    `  RSS before ${mb(before)} MB, peak ${mb(peak)} MB (target ≤ 300 MB): ${peak <= 300 * 1024 * 1024 ? 'ok' : 'MISS'}`,
    `  peak V8 heap ${mb(peakHeap)} MB, peak external (buffers) ${mb(peakExternal)} MB`,
  ].join('\n');
}
