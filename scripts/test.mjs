// `npm test`: every suite, in order — lint, types, unit and server tests (on PGlite, and again on
// the PostgreSQL server named by TEST_DATABASE_URL), then the browser suite in real Chromium against
// the compiled server (web and server built as `npm start` builds them).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];

const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-test-'));

/** Runs a suite; its output goes to the console and to a log, read again for the summary if it failed. */
function step(name, command, env = {}) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const log = path.join(logs, `${results.length}.log`);
  const r = spawnSync(`set -o pipefail; (${command}) 2>&1 | tee ${shellQuoted(log)}`, {
    shell: '/bin/bash',
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000), log });
  return ok;
}

/** A path as one word of bash, whatever it holds (a temporary directory may have spaces). */
const shellQuoted = (text) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * The lines of a failed suite's log that name what failed (a failed test, an unhandled error, an
 * assertion), so that the end of a long run says which test to look at.
 */
function failureLines(log) {
  const text = stripVTControlCharacters(fs.readFileSync(log, 'utf8'));
  const lines = [...new Set(text.split('\n'))];
  // First the tests and files named as failed, then the errors (a passing test's logs hold some too).
  const named = lines.filter((line) => /\bFAIL\b|^\s*[×✘]|Unhandled|originated in/.test(line));
  const errors = lines.filter((line) => /AssertionError|Error:|[Tt]imed out/.test(line) && !named.includes(line));
  return [...named, ...errors].slice(0, 15);
}

if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with "apt-get install -y chromium fonts-wqy-microhei" (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

step('lint', 'npx biome check .');
// TypeScript 7 (native) checks the same tsconfig files several times faster than tsc 6.
step('types', 'npm run -s typecheck');
step('unit (contract, web)', 'npx vitest run --project contract --project web');
step('server on PGlite', 'npx vitest run --project server', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) step('server on PostgreSQL', 'npx vitest run --project server');
else console.log('\n(TEST_DATABASE_URL not set: the server suite ran on PGlite only; .ci/run also runs it on PostgreSQL)');
step('browser (Playwright, Chromium)', 'npm run build && cd e2e && npx playwright test');
// The production topology: nginx round-robin over two nodes on the PostgreSQL server, one killed mid-journey.
if (process.env.TEST_DATABASE_URL && fs.existsSync('/usr/sbin/nginx')) {
  step('browser through nginx, two nodes', 'cd e2e && npx playwright test -c topology.config.ts');
} else console.log('\n(the load-balanced browser run needs TEST_DATABASE_URL and nginx: .ci/run provides both)');

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
for (const r of results.filter((r) => !r.ok)) {
  console.log(`--- what failed in ${r.name} (the whole output is above):`);
  for (const line of failureLines(r.log)) console.log(`  ${line.trim()}`);
}
// The logs served the summary alone: each run would otherwise leave its own directory behind.
fs.rmSync(logs, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
