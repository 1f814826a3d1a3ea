import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.js';
import { topologyPorts } from './topology/ports.js';

/**
 * The load-balanced run: the browser talks to nginx, which spreads requests and sockets over two
 * server processes on one PostgreSQL database (topology/global-setup.ts starts them).
 */
export default defineConfig({
  ...baseConfig,
  testDir: './topology',
  globalSetup: './topology/global-setup.ts',
  globalTeardown: undefined,
  webServer: undefined,
  timeout: 240_000,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${topologyPorts().balancer}` },
});
