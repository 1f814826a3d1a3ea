import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 8091);
// The SIP exchange's WebSocket port (sip.spec.ts starts Kamailio on it): the app is told, as
// production is, so that its Content-Security-Policy lets the softphone connect there.
process.env.E2E_SIP_PORT ??= String(port + 1000);
// A fresh embedded database per run: the demo seed makes every run start from the same data.
// Workers load this file again and inherit the runner's environment, so they reuse its directory;
// global-teardown.ts removes it when the run ends.
process.env.CERTDESK_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-e2e-'));
const dataDir = process.env.CERTDESK_E2E_DATA_DIR;

/** `npm run serve` of apps/server (its Node.js flags included), run from this directory. */
function serveCommand(): string {
  const pkg = JSON.parse(fs.readFileSync(new URL('../apps/server/package.json', import.meta.url), 'utf8'));
  return String(pkg.scripts.serve).replace(/ dist\//, ' ../apps/server/dist/');
}

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // The app honours prefers-reduced-motion: dialogs open at once, so a click lands where the
    // button is (a dialog zooming in moved its buttons under a click that had already aimed).
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // The compiled server, as `npm start` runs it in production; built here (under a second) so
    // that a run never tests a stale dist/ left over from an earlier build.
    command: `node ../apps/server/build.mjs && ${serveCommand()}`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      DEMO_SIMULATOR: 'false',
      // Every test signs in from 127.0.0.1: the per-address sign-in limit would stop the suite.
      LOGIN_RATE_PER_MINUTE: '1000',
      SIP_WS_URL: `ws://127.0.0.1:${process.env.E2E_SIP_PORT}`,
    },
  },
});
