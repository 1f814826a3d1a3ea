import { type Config, loadConfig } from '../src/platform/config.js';

/** Configuration of a test app: demo mode off, fast password checks, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    DEMO: 'false',
    APP_SECRET: 'test-secret-0123456789',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/certdesk-test-unused',
  });
  return { ...base, demo: false, ...overrides };
}

/** The password of every account seeded for tests. */
export const TEST_PASSWORD = 'Certdesk@2026';
