import fs from 'node:fs';

/** Removes the run's embedded database (playwright.config.ts), so runs do not fill the disk. */
export default function globalTeardown() {
  const dir = process.env.CERTDESK_E2E_DATA_DIR;
  if (dir?.includes('certdesk-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
