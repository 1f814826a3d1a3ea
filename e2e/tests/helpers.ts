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

/** An API caller: GET and POST returning the parsed envelope. */
export interface JsonApi {
  get(url: string): Promise<{ code: string; msg: string; data: unknown }>;
  post(url: string, data: object): Promise<{ code: string; msg: string; data: unknown }>;
}

/** Assigns an order (dispatchType 10: certifier, 20: auditor) to the person named, through /api/order/dispatch. */
export async function assignOrder(api: JsonApi, orderId: number, dispatchType: 10 | 20, name: string) {
  const people = (await api.get(`/api/options/userByRoleType?roleType=${dispatchType === 10 ? 200 : 300}`)).data as {
    key: number;
    name: string;
  }[];
  const uid = people.find((p) => p.name === name)?.key;
  const r = await api.post('/api/order/dispatch', { dispatchType, orderId: String(orderId), uid });
  expect(r.code, r.msg).toBe('0000');
}
