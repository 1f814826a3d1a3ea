/**
 * Benchmark of the evidence dossier (issue 19): one order with many large files, downloaded over
 * HTTP by a client that reads slowly and keeps nothing. Prints the zip's size, the time, the
 * throughput, and the server process's peak heap and RSS while it streamed: these should stay
 * near one file's size above the baseline, not grow with the dossier.
 *
 *   npm run bench:dossier                          40 files of 8 MB
 *   npm run bench:dossier -- --files 100 --mb 20 --pause-ms 0
 */

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { orderAttachments } from '../src/modules/certification/certification.schema.js';
import { seedAccounts } from '../src/modules/demo/seed-accounts.js';
import { insertOrder } from '../src/modules/orders/test-orders.js';
import { loadConfig } from '../src/platform/config.js';
import { openPglite } from '../src/platform/db/client.js';
import { runMigrations } from '../src/platform/db/migrate.js';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const FILES = arg('--files', 40);
const MB = arg('--mb', 8);
const PAUSE_MS = arg('--pause-ms', 2);
const DATA_DIR = '/tmp/certdesk-bench-dossier';
fs.rmSync(DATA_DIR, { recursive: true, force: true });

const database = await openPglite({});
await runMigrations(database);
const config = {
  ...loadConfig({ DEMO: 'false', APP_SECRET: 'bench-secret-0123456789', DATA_DIR, LOG_LEVEL: 'silent' }),
  queueWorkers: false,
};
const { app, ctx } = await buildApp({ config, database, logger: pino({ level: 'silent' }), serveWeb: false });
await app.ready();
await seedAccounts(ctx);
const order = await insertOrder(ctx.db, { companyName: '基准测试证据包有限公司' });
// Random bytes do not compress, like photographs and videos: the zip is as large as the files.
const chunk = randomBytes(MB * 1024 * 1024);
for (let i = 0; i < FILES; i++) {
  chunk.writeUInt32BE(i, 0);
  const url = await ctx.storage.putObject(`datum/bench/${i}.mp4`, chunk, 'video/mp4');
  await ctx.db
    .insert(orderAttachments)
    .values({ orderId: order.id, url, name: `视频${i}.mp4`, md5: String(i).padStart(32, '0'), type: 107 });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'admin', pwd: config.demoPassword } });
const token = (login.json() as { data: { authToken: string } }).data.authToken;

global.gc?.();
const base = process.memoryUsage();
let peakHeap = base.heapUsed;
let peakRss = base.rss;
let peakBuffers = base.arrayBuffers;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakRss = Math.max(peakRss, m.rss);
  peakBuffers = Math.max(peakBuffers, m.arrayBuffers);
}, 20);

const t0 = performance.now();
const bytes = await new Promise<number>((resolve, reject) => {
  const req = http.request(
    {
      host: '127.0.0.1',
      port,
      path: '/api/order/dossier',
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    },
    (res) => {
      let n = 0;
      // A slow reader: pauses after every chunk, so the server must wait for it.
      res.on('data', (c: Buffer) => {
        n += c.length;
        if (PAUSE_MS <= 0) return;
        res.pause();
        setTimeout(() => res.resume(), PAUSE_MS);
      });
      res.on('end', () => resolve(n));
      res.on('error', reject);
    },
  );
  req.on('error', reject);
  req.end(JSON.stringify({ orderId: order.id }));
});
const ms = performance.now() - t0;
clearInterval(sampler);
const mib = (n: number) => (n / 1024 / 1024).toFixed(1);
console.log(
  `dossier of ${FILES} files × ${MB} MB: ${mib(bytes)} MiB zip in ${(ms / 1000).toFixed(1)} s (${mib((bytes / ms) * 1000)} MiB/s, reader pausing ${PAUSE_MS} ms a chunk)`,
);
console.log(
  `heap: ${mib(base.heapUsed)} MiB before, ${mib(peakHeap)} MiB peak; rss: ${mib(base.rss)} MiB before, ${mib(peakRss)} MiB peak; buffers: ${mib(base.arrayBuffers)} MiB before, ${mib(peakBuffers)} MiB peak`,
);
await app.close();
await database.close();
fs.rmSync(DATA_DIR, { recursive: true, force: true });
