import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/** An API session of the manager (not admin, whose browser session comes later). */
export async function managerApi(api: APIRequestContext) {
  const login = await (await api.post('/api/auth/login', { data: { account: 'manager', pwd: DEMO_PASSWORD } })).json();
  const headers = { authorization: `Bearer ${login.data.authToken}` };
  return {
    get: async (url: string) => (await api.get(url, { headers })).json(),
    post: async (url: string, data: object) => (await api.post(url, { headers, data })).json(),
  };
}

export type Api = Awaited<ReturnType<typeof managerApi>>;

/** A company order of the demo data waiting for certification, not expired (not the detail spec's own). */
export async function demoOrder(m: Api, except: readonly number[] = []): Promise<{ id: number; companyName: string }> {
  const list = await m.post('/api/order/waitCertification/list', { orderType: 1, pageNum: 1, pageSize: 50 });
  const row = (list.data.result as { orderId: number; openOrderId: string; expired: boolean; companyName: string }[]).find(
    (r) => !r.expired && !r.openOrderId.startsWith('DEMO-DETAIL') && !except.includes(r.orderId),
  );
  if (!row) throw new Error('no pending company order in the demo data');
  return { id: row.orderId, companyName: row.companyName };
}

export async function statusOf(m: Api, id: number): Promise<number> {
  return (await m.get(`/api/order/detail/${id}`)).data.orderInfoVo.orderStatus;
}

/** Picks a three-level reason in the cascader of a form. */
export async function pickReason(page: Page, testId: string, names: [string, string, string]) {
  await page.getByTestId(testId).click();
  for (const name of names) await page.locator('.ant-cascader-menu-item', { hasText: name }).last().click();
}

/** Signs in as another person: the previous session's cookie goes first. */
export async function switchTo(page: Page, account: string) {
  await page.context().clearCookies();
  await signIn(page, account);
}

/** The sidebar, group by group, as a user reads it (groups expanded one after another). */
export async function readSidebar(page: Page): Promise<[string, string[]][]> {
  const groups = page.getByTestId('sidebar').locator(':scope > li.ant-menu-submenu');
  const out: [string, string[]][] = [];
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    const title = ((await group.locator('.ant-menu-submenu-title').textContent()) ?? '').trim();
    if (
      !(await group
        .locator('ul')
        .isVisible()
        .catch(() => false))
    )
      await group.locator('.ant-menu-submenu-title').click();
    await expect(group.locator('ul li.ant-menu-item').first()).toBeVisible();
    out.push([title, (await group.locator('ul li.ant-menu-item').allInnerTexts()).map((t) => t.trim())]);
  }
  return out;
}

export const confirm = (page: Page) => page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();

export async function openResults(page: Page, id: number, section: 'AuthResults' | 'AuditResult') {
  await page.goto(`/neworder/detail/${id}?orderType=1`);
  const s = page.locator(`[id="${section}"]`);
  await s.scrollIntoViewIfNeeded();
  return s;
}
