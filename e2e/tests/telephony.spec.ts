import { type Browser, expect, type Page, test } from '@playwright/test';
import { assignOrder, shot, signIn } from './helpers.js';

/** The bearer token of a signed-in page (the token cookie, 01 §4). */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'certdesk_token');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ code: string; msg: string; data: T }> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const res = method === 'GET' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data: body ?? {} });
  return res.json();
}

/**
 * Picks an item of the top-bar softphone menu. The demo's realtime notifications (新订单分配) can
 * stack over the header's dropdown (at the top right during a call), so a pointer click (even
 * forced) can land on a notification: the click events go to the elements themselves.
 */
async function softphoneMenu(page: Page, item: 'online' | 'offline' | 'dial') {
  await page.getByTestId('softphone-menu').dispatchEvent('click');
  await page.getByTestId(`softphone-${item}`).dispatchEvent('click');
}

/** Assigns a pending certification order to the certifier named; returns its id. */
async function assignAnOrderTo(admin: Page, name: string): Promise<number> {
  const list = await api<{ result: { orderId: number }[] }>(admin, 'POST', '/api/order/waitCertification/list', {
    pageNum: 1,
    pageSize: 10,
  });
  const orderId = list.data.result[0]?.orderId;
  if (!orderId) throw new Error('no pending certification order');
  await assignOrder({ get: (url) => api(admin, 'GET', url), post: (url, body) => api(admin, 'POST', url, body) }, orderId, 10, name);
  return orderId;
}

type Box = { x: number; y: number; width: number; height: number } | null;
const overlap = (a: Box, b: Box) =>
  a !== null && b !== null && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function newPage(browser: Browser, account: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

test('a seat goes online, takes a simulated incoming call, lands on the order and the call is recorded', async ({ browser }) => {
  const cert = await newPage(browser, 'cert01');
  const admin = await newPage(browser, 'admin');

  // The caller: the applicant of one of cert01's orders when the demo has some, else a stranger.
  const orders = await api<{ result: { orderId: number; applyMobile: string }[] }>(cert, 'POST', '/api/order/waitCertification/list', {
    pageNum: 1,
    pageSize: 10,
  });
  const order = orders.data?.result?.find((o) => /^1[3-9]\d{9}$/.test(o.applyMobile));
  const caller = order?.applyMobile ?? '13912345678';

  await expect(cert.getByTestId('softphone-status')).toHaveText('离线');
  await softphoneMenu(cert, 'online');
  await expect(cert.getByTestId('softphone-status')).toHaveText('就绪');
  expect(
    await cert.evaluate(() =>
      (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('softphoneOnline'),
    ),
  ).toBe('true');

  // The online flag brings the seat back after a reload (01 §4).
  await cert.reload();
  await expect(cert.getByTestId('softphone-status')).toHaveText('就绪');

  await admin.goto('/comm/call');
  await admin.getByTestId('sim-incoming').click();
  // The seat list may re-render while it opens (its options load): pick until the choice shows.
  await expect(async () => {
    await admin.getByTestId('sim-incoming-seat').click();
    await admin.locator('.ant-select-dropdown:visible').getByTitle('李认证').click();
    await expect(admin.getByTestId('sim-incoming-seat')).toContainText('李认证', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await admin.getByTestId('sim-incoming-from').fill(caller);
  await admin.getByTestId('sim-incoming-ok').click();

  const ringing = cert.getByTestId('softphone-ringing-popup');
  await expect(ringing).toBeVisible();
  await expect(cert.getByTestId('softphone-caller')).toHaveText(caller);
  await shot(cert, 'telephony-ringing-popup');
  await cert.getByTestId('softphone-answer').click();
  await expect(ringing).toBeHidden();

  const popup = cert.getByTestId('softphone-call-popup');
  await expect(popup).toBeVisible();
  await expect(cert.getByTestId('softphone-call-state')).toHaveText('通话中');
  if (order) await expect(cert).toHaveURL(new RegExp(`/neworder/detail/${order.orderId}\\?orderType=`));
  else await expect(cert.getByTestId('softphone-pending-bind')).toContainText(caller);
  // A message arriving mid-call is announced away from the call popup (its keypad stays usable).
  const note = await assignAnOrderTo(admin, '李认证');
  const notice = cert.locator('.ant-notification-notice', { hasText: `订单${note}` });
  await expect(notice).toBeVisible();
  expect(overlap(await notice.boundingBox(), await popup.boundingBox())).toBe(false);
  await cert.getByTestId('softphone-key-1').click();
  await cert.getByTestId('softphone-key-hash').click();
  await expect(cert.getByTestId('softphone-timer')).toHaveText(/00:0[1-9]/);
  await shot(cert, 'telephony-call-popup');
  await cert.getByTestId('softphone-hangup').click();
  await expect(popup).toBeHidden();
  await expect(cert.getByTestId('softphone-status')).toHaveText('话后处理');
  await expect(cert.getByTestId('softphone-status')).toHaveText('就绪', { timeout: 8000 });

  // The record, with its recording, in the call list.
  await cert.goto('/comm/call');
  const row = cert.locator('tr', { hasText: caller }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('已接通');
  await expect(row.locator('audio')).toHaveAttribute('src', /sig=/);
  const src = (await row.locator('audio').getAttribute('src')) ?? '';
  const audio = await cert.request.get(src);
  expect(audio.status()).toBe(200);
  expect((await audio.body()).subarray(0, 4).toString()).toBe('RIFF');
  await shot(cert, 'telephony-call-records');

  if (order) {
    const calls = await api<{ fromMobile: string; recordUrl: string }[]>(cert, 'GET', `/api/call/order/${order.orderId}`);
    expect(calls.data.some((c) => c.fromMobile === caller && c.recordUrl.includes('sig='))).toBe(true);
  }

  await softphoneMenu(cert, 'offline');
  await expect(cert.getByTestId('softphone-status')).toHaveText('离线');
});

test('a missed call shows in the missed list; binding checks the order; dialling refuses without a seat login', async ({ browser }) => {
  const cert = await newPage(browser, 'cert01');
  const admin = await newPage(browser, 'admin');
  await softphoneMenu(cert, 'online');
  await expect(cert.getByTestId('softphone-status')).toHaveText('就绪');
  const placed = await api<{ sessionId: string }>(admin, 'POST', '/api/softphone/sim/incoming', {
    uid: (await api<{ id: number }>(cert, 'GET', '/api/user/info')).data.id,
    fromMobile: '13700001111',
  });
  expect(placed.code).toBe('0000');
  await expect(cert.getByTestId('softphone-ringing-popup')).toBeVisible();
  await cert.getByTestId('softphone-reject').click();
  await expect(cert.getByTestId('softphone-ringing-popup')).toBeHidden();

  await cert.goto('/comm/missed');
  const row = cert.locator('tr', { hasText: '13700001111' }).first();
  await expect(row).toContainText('未接通');
  const bind = row.getByRole('button', { name: '绑定' });
  await bind.click();
  await cert.getByTestId('bind-check').click();
  await expect(cert.getByText('请输入订单号').last()).toBeVisible();
  await cert.getByTestId('bind-order-id').fill('99999999');
  await cert.getByTestId('bind-check').click();
  await expect(cert.getByText('未找到订单').last()).toBeVisible();
  await shot(cert, 'telephony-bind-dialog');
  await cert.keyboard.press('Escape');

  // Offline, the dial entry refuses: 当前坐席未登录.
  await softphoneMenu(cert, 'offline');
  await expect(cert.getByTestId('softphone-status')).toHaveText('离线');
  const refused = await api(cert, 'POST', '/api/softphone/dial', { number: '13800138000' });
  expect(refused.msg).toBe('当前坐席未登录');
});
