/**
 * Benchmark of sign-in refusals (issue #16 finding 8): a wrong password on an account that exists
 * against an account that does not. Both must cost the same (one argon2 verification, the dummy
 * hash for the unknown account), so that timing does not tell which accounts exist. Prints p50
 * and p95 of each; the two should be within noise of each other.
 *
 *   npm run bench:login                    40 rounds of each, interleaved
 *   npm run bench:login -- --rounds 100
 *
 * Each attempt comes from its own client address, so that neither the per-address rate limit nor
 * the lock-out is reached: every answer waits the first failure's delay (250 ms) plus the hash.
 */

import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { seedAccounts } from '../src/modules/demo/seed-accounts.js';
import { loadConfig } from '../src/platform/config.js';
import { openPglite } from '../src/platform/db/client.js';
import { runMigrations } from '../src/platform/db/migrate.js';

const args = process.argv.slice(2);
const at = args.indexOf('--rounds');
const ROUNDS = at >= 0 ? Number(args[at + 1]) : 40;

const database = await openPglite({});
await runMigrations(database);
const config = {
  ...loadConfig({ DEMO: 'false', APP_SECRET: 'bench-secret-0123456789', DATA_DIR: '/tmp/certdesk-bench', LOG_LEVEL: 'silent' }),
  queueWorkers: false,
  // The account-wide brake would lock 'manager' part-way through a long run.
  loginAccountMaxFailures: 1_000_000,
};
const { app, ctx } = await buildApp({ config, database, logger: pino({ level: 'silent' }), serveWeb: false });
await app.ready();
await seedAccounts(ctx);

let host = 0;
async function attempt(account: string): Promise<number> {
  host++;
  const remoteAddress = `10.${(host >> 16) & 255}.${(host >> 8) & 255}.${host & 255}`;
  const t0 = performance.now();
  const r = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { account, pwd: randomBytes(9).toString('base64url') },
  });
  const ms = performance.now() - t0;
  const code = (r.json() as { code: string }).code;
  if (code !== '2001') throw new Error(`expected 2001 for ${account}, got ${code}`);
  return ms;
}

const known: number[] = [];
const unknown: number[] = [];
// Warm-up: the first calls pay for compiling and connecting.
for (let i = 0; i < 3; i++) {
  await attempt('manager');
  await attempt(`nobody-${i}`);
}
for (let i = 0; i < ROUNDS; i++) {
  // Interleaved, so that drift in the machine's load falls on both alike.
  known.push(await attempt('manager'));
  unknown.push(await attempt(`nobody-${randomBytes(4).toString('hex')}`));
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const row = (name: string, xs: number[]) =>
  `${name.padEnd(26)} ${pct(xs, 50).toFixed(1).padStart(8)} ${pct(xs, 95).toFixed(1).padStart(8)}`;
console.log(`sign-in refusals, ${ROUNDS} rounds each (ms, including the 250 ms failure delay)`);
console.log(`${'case'.padEnd(26)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}`);
console.log(row('known account, wrong pwd', known));
console.log(row('unknown account', unknown));
console.log(`p50 difference: ${(pct(unknown, 50) - pct(known, 50)).toFixed(1)} ms`);

await app.close();
await database.close();
