import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Certdesk@2026';
const SHOTS = path.join(import.meta.dirname, '..', 'screenshots');

/** Signs in through the sign-in page and waits for the layout. */
export async function signIn(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByTestId('greeting')).toBeVisible();
}

/** Saves a full-page screenshot under e2e/screenshots for a person to look at. */
export async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
